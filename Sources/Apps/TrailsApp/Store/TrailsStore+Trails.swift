import AppDatabase
import Foundation
import GRDB

// MARK: - Reading trails

extension TrailsStore {
    /// The trails with these ids, in the order of `ids`; ids that no longer exist are left out.
    func trails(ids: [Int]) async throws -> [TrailEntity] {
        guard !ids.isEmpty else { return [] }
        let found = try await db.read { db in
            try Self.entities(db, TrailRecord.filter(ids.contains(TrailRecord.Columns.id)).fetchAll(db))
        }
        let byID = Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }

    /// The trails matching `filter` (every trail when `nil`), in `order` then by id, at most
    /// `limit` (``maximumFindResults`` when `nil`).
    ///
    /// ```sql
    /// SELECT * FROM trail WHERE <filter> ORDER BY <order>, id LIMIT <limit>
    /// ```
    func trails(matching filter: SQLExpression?, order: [SQLOrdering], limit: Int?) async throws -> [TrailEntity] {
        let limit = min(limit ?? Self.maximumFindResults, Self.maximumFindResults)
        return try await db.read { db in
            var request = TrailRecord.all()
            if let filter { request = request.filter(filter) }
            request = request.order(order + [TrailRecord.Columns.id.asc]).limit(limit)
            return try Self.entities(db, request.fetchAll(db))
        }
    }

    /// The trails whose name or region match every word of `text` as a prefix, best first: an
    /// exact name, then names beginning with `text`, then by full-text rank (a match in the name
    /// weighs more than one in the region). Empty text lists the first trails by name.
    ///
    /// ```sql
    /// SELECT trail.* FROM trail JOIN trail_ft ON trail_ft.rowid = trail.id
    /// WHERE trail_ft MATCH 'mist* tra*'
    /// ORDER BY trail.name = 'mist tra' DESC, trail.name LIKE 'mist tra%' DESC, bm25(trail_ft, 10, 1)
    /// ```
    func searchTrails(_ text: String, limit: Int = TrailsStore.searchLimit) async throws -> [TrailEntity] {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty { return try await trails(matching: nil, order: [TrailRecord.Columns.name.asc], limit: limit) }
        // Text with no words (only punctuation) cannot match anything.
        guard let pattern = FTS5Pattern(matchingAllPrefixesIn: text) else { return [] }
        return try await db.read { db in
            let request: SQLRequest<TrailRecord> = """
                SELECT trail.* FROM trail
                JOIN trail_ft ON trail_ft.rowid = trail.id
                WHERE trail_ft MATCH \(pattern)
                ORDER BY trail.name = \(text) DESC,
                         trail.name LIKE \(LikePattern.prefix(text)) ESCAPE \(LikePattern.escape) DESC,
                         bm25(trail_ft, 10.0, 1.0), trail.name
                LIMIT \(limit)
                """
            return try Self.entities(db, request.fetchAll(db))
        }
    }

    /// The favorite trails, most recently added first, at most `limit`.
    func favoriteTrails(limit: Int = TrailsStore.suggestionLimit) async throws -> [TrailEntity] {
        try await db.read { db in
            let request: SQLRequest<TrailRecord> = """
                SELECT trail.* FROM trail JOIN favorite ON favorite.trailId = trail.id
                ORDER BY favorite.addedAt DESC, trail.name
                LIMIT \(limit)
                """
            return try Self.entities(db, request.fetchAll(db))
        }
    }

    /// The trails to suggest near `region`: optionally only those of a collection and only those
    /// among `ids`, shortest first.
    func trails(
        inRegion region: String, collection: TrailCollection?, among ids: [Int]?,
        limit: Int = TrailsStore.searchLimit
    ) async throws -> [TrailEntity] {
        var conditions: [SQLExpression] = [TrailRecord.Columns.region == region]
        if let collection {
            if let collectionRegion = collection.region {
                conditions.append(TrailRecord.Columns.region == collectionRegion)
            } else {
                // Favorites has no region: its trails are those of the favorite table.
                conditions.append(SQL("trail.id IN (SELECT trailId FROM favorite)").sqlExpression)
            }
        }
        if let ids { conditions.append(ids.contains(TrailRecord.Columns.id)) }
        return try await trails(
            matching: conditions.joined(operator: .and),
            order: [TrailRecord.Columns.distance.asc, TrailRecord.Columns.name.asc], limit: limit)
    }

    /// Other trails of `trail`'s region, shortest first, for the trail's snippet.
    func neighbours(of trail: TrailEntity, limit: Int) async throws -> [TrailEntity] {
        try await trails(
            matching: TrailRecord.Columns.region == trail.region && TrailRecord.Columns.id != trail.id,
            order: [TrailRecord.Columns.distance.asc], limit: limit)
    }

    /// How many trails the database holds.
    func trailCount() async throws -> Int {
        try await db.read { db in try TrailRecord.fetchCount(db) }
    }

    /// Entities for rows, with their activities read in one query for the whole page.
    private static func entities(_ db: Database, _ records: [TrailRecord]) throws -> [TrailEntity] {
        guard !records.isEmpty else { return [] }
        let ids = records.map(\.id)
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT trailId, activity FROM trail_activity WHERE trailId IN (\(databaseQuestionMarks(count: ids.count)))
                """, arguments: StatementArguments(ids))
        var activities: [Int: Set<Activity>] = [:]
        for row in rows {
            // A value written by a newer version of the app is skipped rather than failing the read.
            guard let activity = Activity(rawValue: row["activity"]) else { continue }
            activities[row["trailId"], default: []].insert(activity)
        }
        return records.map { record in
            let set = activities[record.id] ?? []
            return TrailEntity(record, activities: Activity.allCases.filter(set.contains))
        }
    }
}
