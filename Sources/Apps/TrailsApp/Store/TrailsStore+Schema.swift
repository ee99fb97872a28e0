import GRDB

extension TrailsStore {
    /// The schema, one migration per version. Never edit a shipped migration: databases already
    /// migrated would not run it again. Add a new one instead.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()

        migrator.registerMigration("v1: regions, trails, activities, favorites") { db in
            try db.create(table: "region") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().unique().collate(.nocase)
            }
            // Text columns compare without case, so "big sur" finds "Big Sur" and the indexes
            // serve those comparisons. Every column a comparator or a sort reads is indexed.
            try db.create(table: "trail") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().collate(.nocase).indexed()
                t.column("region", .text).notNull().collate(.nocase).indexed()
                    .references("region", column: "name", onDelete: .restrict, onUpdate: .cascade)
                t.column("distance", .double).notNull().indexed()
                t.column("elevation", .integer).notNull().indexed()
                t.column("currentConditions", .text).notNull().collate(.nocase).indexed()
            }
            try db.create(table: "trail_activity") { t in
                t.column("trailId", .integer).notNull().references("trail", onDelete: .cascade)
                t.column("activity", .text).notNull().indexed()
                t.primaryKey(["trailId", "activity"], onConflict: .ignore)
            }
            try db.create(table: "favorite") { t in
                t.primaryKey("trailId", .integer, onConflict: .ignore).references("trail", onDelete: .cascade)
                t.column("addedAt", .datetime).notNull().indexed()
            }
        }

        migrator.registerMigration("v2: full-text search on trail names and regions") { db in
            try db.create(virtualTable: "trail_ft", using: FTS5()) { t in
                t.synchronize(withTable: "trail")
                t.tokenizer = .unicode61()
                t.column("name")
                t.column("region")
            }
        }

        return migrator
    }
}
