import Foundation
import GRDB

// MARK: - Orders

extension SoupChefStore {
    /// Records an order priced by `quote` and takes its bowls out of stock, in one transaction.
    /// A new delivery location is remembered for the next order. Returns the order number.
    ///
    /// ```sql
    /// UPDATE soup SET stock = stock - :quantity WHERE id = :soup AND stock >= :quantity
    /// ```
    ///
    /// - Throws: ``OrderSoupError/notEnoughInStock(soup:available:)`` when another order took
    ///   the stock since the quote.
    func placeOrder(
        _ quote: SoupQuote, quantity: Int, orderType: OrderType, deliveryLocation: String?,
        at date: Date = Date()
    ) async throws -> Int {
        try await db.write { db in
            // The stock check and the decrement are one statement, so two orders racing for
            // the last bowls cannot both succeed.
            try db.execute(
                sql: "UPDATE soup SET stock = stock - ? WHERE id = ? AND stock >= ?",
                arguments: [quantity, quote.soupID, quantity])
            if db.changesCount == 0 {
                let left =
                    try Int.fetchOne(db, sql: "SELECT stock FROM soup WHERE id = ?", arguments: [quote.soupID]) ?? 0
                throw OrderSoupError.notEnoughInStock(soup: quote.soupName, available: left)
            }
            let location = orderType == .delivery ? deliveryLocation : nil
            try db.execute(
                sql: """
                    INSERT INTO soup_order (soupId, quantity, orderType, deliveryLocation, totalCents, placedAt)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    quote.soupID, quantity, orderType.rawValue, location,
                    quote.totalCents(quantity: quantity, orderType: orderType), date,
                ])
            let orderID = Int(db.lastInsertedRowID)
            for topping in quote.toppings {
                try db.execute(
                    sql: "INSERT INTO soup_order_topping (orderId, toppingId) VALUES (?, ?)",
                    arguments: [orderID, topping.id])
            }
            if let location {
                // Names are unique without case, so "office" does not add a second Office.
                try db.execute(
                    sql: """
                        INSERT OR IGNORE INTO delivery_location (name, position)
                        VALUES (?, (SELECT COALESCE(MAX(position), -1) + 1 FROM delivery_location))
                        """, arguments: [location])
            }
            return orderID
        }
    }

    /// The latest orders, newest first, at most `limit`.
    func recentOrders(limit: Int) async throws -> [OrderDetails] {
        try await db.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT soup_order.*, soup.name AS soupName FROM soup_order JOIN soup ON soup.id = soup_order.soupId
                    ORDER BY soup_order.placedAt DESC, soup_order.id DESC LIMIT ?
                    """, arguments: [limit])
            let ids: [Int] = rows.map { $0["id"] }
            var toppings: [Int: [String]] = [:]
            for row in try Row.fetchAll(
                db,
                sql: """
                    SELECT orderId, topping.name FROM soup_order_topping JOIN topping ON topping.id = soup_order_topping.toppingId
                    WHERE orderId IN (\(databaseQuestionMarks(count: ids.count))) ORDER BY topping.position
                    """, arguments: StatementArguments(ids))
            {
                toppings[row["orderId"], default: []].append(row["name"])
            }
            return rows.map { row in
                let id: Int = row["id"]
                return OrderDetails(
                    soupName: row["soupName"], quantity: row["quantity"], toppings: toppings[id] ?? [],
                    orderType: OrderType(rawValue: row["orderType"]) ?? .pickup,
                    deliveryLocation: row["deliveryLocation"],
                    total: Money.decimal(cents: row["totalCents"]), orderNumber: id)
            }
        }
    }
}
