import AppDatabase
import Foundation
import GRDB

// MARK: - Reading the menu

extension SoupChefStore {
    /// The soups with these ids, in the order of `ids`; ids no longer on the menu are left out.
    func soups(ids: [String]) async throws -> [Soup] {
        guard !ids.isEmpty else { return [] }
        let found = try await db.read { db in
            try SoupRecord.filter(ids.contains(SoupRecord.Columns.id)).fetchAll(db)
        }.map(Soup.init)
        let byID = Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }

    /// The soups matching `filter` (every soup when `nil`), in `order` then by name, at most
    /// `limit` (``maximumFindResults`` when `nil`).
    ///
    /// ```sql
    /// SELECT * FROM soup WHERE <filter> ORDER BY <order>, name LIMIT <limit>
    /// ```
    func soups(matching filter: SQLExpression?, order: [SQLOrdering], limit: Int?) async throws -> [Soup] {
        let limit = min(limit ?? Self.maximumFindResults, Self.maximumFindResults)
        return try await db.read { db in
            var request = SoupRecord.all()
            if let filter { request = request.filter(filter) }
            return try request.order(order + [SoupRecord.Columns.name.asc]).limit(limit).fetchAll(db)
        }.map(Soup.init)
    }

    /// The soups to offer first: those in stock, most ordered first, at most `limit`. Sold-out
    /// soups are left out, so no App Shortcut phrase offers one.
    ///
    /// ```sql
    /// SELECT * FROM soup WHERE stock > 0
    /// ORDER BY (SELECT SUM(quantity) FROM soup_order WHERE soupId = soup.id) DESC, name
    /// ```
    func suggestedSoups(limit: Int = SoupChefStore.suggestionLimit) async throws -> [Soup] {
        try await db.read { db in
            let request: SQLRequest<SoupRecord> = """
                SELECT soup.* FROM soup WHERE stock > 0
                ORDER BY (SELECT COALESCE(SUM(quantity), 0) FROM soup_order WHERE soupId = soup.id) DESC, name
                LIMIT \(limit)
                """
            return try request.fetchAll(db)
        }.map(Soup.init)
    }

    /// The soups whose name matches every word of `text` as a prefix, best first: an exact name,
    /// then names beginning with `text`, then by full-text rank. Empty text lists the menu by name.
    ///
    /// ```sql
    /// SELECT soup.* FROM soup JOIN soup_ft ON soup_ft.rowid = soup.rowid WHERE soup_ft MATCH 'to*'
    /// ORDER BY soup.name = 'to' DESC, soup.name LIKE 'to%' DESC, soup_ft.rank
    /// ```
    func searchSoups(_ text: String, limit: Int = SoupChefStore.searchLimit) async throws -> [Soup] {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty { return try await soups(matching: nil, order: [], limit: limit) }
        // Text with no words (only punctuation) cannot match anything.
        guard let pattern = FTS5Pattern(matchingAllPrefixesIn: text) else { return [] }
        return try await db.read { db in
            let request: SQLRequest<SoupRecord> = """
                SELECT soup.* FROM soup
                JOIN soup_ft ON soup_ft.rowid = soup.rowid
                WHERE soup_ft MATCH \(pattern)
                ORDER BY soup.name = \(text) DESC,
                         soup.name LIKE \(LikePattern.prefix(text)) ESCAPE \(LikePattern.escape) DESC,
                         soup_ft.rank, soup.name
                LIMIT \(limit)
                """
            return try request.fetchAll(db)
        }.map(Soup.init)
    }

    /// Every topping, in menu order. Toppings are a short fixed list (an enumerable set).
    func toppings() async throws -> [Topping] {
        try await db.read { db in
            try Row.fetchAll(db, sql: "SELECT id, name, priceCents FROM topping ORDER BY position").map { row in
                Topping(id: row["id"], name: row["name"], price: Money.decimal(cents: row["priceCents"]))
            }
        }
    }

    /// The places people have had soup delivered to, in the order they were added.
    func deliveryLocations(limit: Int = 20) async throws -> [String] {
        try await db.read { db in
            try String.fetchAll(
                db, sql: "SELECT name FROM delivery_location ORDER BY position LIMIT ?", arguments: [limit])
        }
    }

    /// The bowls of a soup left, or `nil` if it is not on the menu.
    func stock(of soupID: String) async throws -> Int? {
        try await db.read { db in
            try Int.fetchOne(db, sql: "SELECT stock FROM soup WHERE id = ?", arguments: [soupID])
        }
    }

    /// The current price and stock of a soup with toppings.
    ///
    /// - Throws: ``OrderSoupError/soupNotOnMenu(_:)`` or ``OrderSoupError/toppingNotAvailable(_:)``
    ///   for items removed from the menu after the shortcut chose them.
    func quote(soup: Soup, toppings: [Topping]) async throws -> SoupQuote {
        try await db.read { db in
            guard let record = try SoupRecord.filter(SoupRecord.Columns.id == soup.id).fetchOne(db) else {
                throw OrderSoupError.soupNotOnMenu(soup.name)
            }
            let wanted = Array(Set(toppings.map(\.id)))
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, name, priceCents FROM topping WHERE id IN (\(databaseQuestionMarks(count: wanted.count))) ORDER BY position
                    """, arguments: StatementArguments(wanted))
            let lines = rows.map { SoupQuote.ToppingLine(id: $0["id"], name: $0["name"], priceCents: $0["priceCents"]) }
            if let missing = toppings.first(where: { topping in !lines.contains { $0.id == topping.id } }) {
                throw OrderSoupError.toppingNotAvailable(missing.name)
            }
            return SoupQuote(
                soupID: record.id, soupName: record.name, unitPriceCents: record.priceCents,
                stock: record.stock, toppings: lines)
        }
    }
}
