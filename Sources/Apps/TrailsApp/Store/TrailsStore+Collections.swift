import AppDatabase
import Foundation
import GRDB

// MARK: - Collections, regions and favorites

extension TrailsStore {
    /// Every collection: Favorites first, then one per region by name. Regions are few (they
    /// are an enumerable set); trails are counted in SQL, never loaded.
    ///
    /// ```sql
    /// SELECT region.id, region.name, COUNT(trail.id) FROM region
    /// LEFT JOIN trail ON trail.region = region.name GROUP BY region.id ORDER BY region.name
    /// ```
    func collections() async throws -> [TrailCollection] {
        try await db.read { db in
            let favorites = try Self.favoritesCollection(db)
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT region.id, region.name, COUNT(trail.id) AS trailCount
                    FROM region LEFT JOIN trail ON trail.region = region.name
                    GROUP BY region.id ORDER BY region.name
                    """)
            return [favorites]
                + rows.map { row in
                    TrailCollection(
                        id: row["id"], name: row["name"], trailCount: row["trailCount"], region: row["name"])
                }
        }
    }

    /// The Favorites collection.
    func favoritesCollection() async throws -> TrailCollection {
        try await db.read { db in try Self.favoritesCollection(db) }
    }

    private static func favoritesCollection(_ db: Database) throws -> TrailCollection {
        let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM favorite") ?? 0
        return TrailCollection(id: TrailCollection.favoritesID, name: "Favorites", trailCount: count, region: nil)
    }

    /// The regions a location names: the region whose name is `location` (ignoring case), else
    /// every region whose name contains it, by name.
    func regions(matching location: String) async throws -> [String] {
        let location = location.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !location.isEmpty else { return [] }
        return try await db.read { db in
            if let exact = try String.fetchOne(db, sql: "SELECT name FROM region WHERE name = ?", arguments: [location])
            {
                return [exact]
            }
            let request: SQLRequest<String> =
                "SELECT name FROM region WHERE \(Column("name").containsText(location)) ORDER BY name"
            return try request.fetchAll(db)
        }
    }

    /// Whether the trail is a favorite.
    func isFavorite(_ trailID: Int) async throws -> Bool {
        try await db.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM favorite WHERE trailId = ?)", arguments: [trailID])
                ?? false
        }
    }

    /// Adds a trail to the favorites; `false` if it already was one.
    ///
    /// - Throws: ``TrailsError/trailNotFound(name:)`` when the trail no longer exists.
    func addFavorite(_ trail: TrailEntity, at date: Date = Date()) async throws -> Bool {
        try await db.write { db in
            guard try TrailRecord.exists(db, key: trail.id) else { throw TrailsError.trailNotFound(name: trail.name) }
            try db.execute(sql: "INSERT INTO favorite (trailId, addedAt) VALUES (?, ?)", arguments: [trail.id, date])
            return db.changesCount > 0
        }
    }

    /// Removes a trail from the favorites; `false` if it was not one.
    func removeFavorite(_ trailID: Int) async throws -> Bool {
        try await db.write { db in
            try db.execute(sql: "DELETE FROM favorite WHERE trailId = ?", arguments: [trailID])
            return db.changesCount > 0
        }
    }
}
