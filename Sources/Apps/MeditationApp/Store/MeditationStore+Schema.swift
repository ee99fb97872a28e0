import GRDB

extension MeditationStore {
    /// The schema, one migration per version. Never edit a shipped migration: databases already
    /// migrated would not run it again. Add a new one instead.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()

        migrator.registerMigration("v1: sessions and their starts") { db in
            // The entity's id is a UUID string; the explicit integer key keeps rowids stable
            // (even through VACUUM), which the full-text index of v2 relies on.
            try db.create(table: "session") { t in
                t.autoIncrementedPrimaryKey("rowid")
                t.column("id", .text).notNull().unique()
                t.column("name", .text).notNull().unique().collate(.nocase)
                t.column("duration", .integer).notNull().indexed()
                t.column("category", .text).notNull().indexed()
                t.column("createdAt", .datetime).notNull().indexed()
            }
            try db.create(table: "session_start") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("sessionId", .text).notNull().references("session", column: "id", onDelete: .cascade)
                t.column("startedAt", .datetime).notNull()
            }
            // Serves "when was this session last started" for suggestions.
            try db.create(
                index: "session_start_on_sessionId_startedAt", on: "session_start", columns: ["sessionId", "startedAt"])
        }

        migrator.registerMigration("v2: full-text search on session names and categories") { db in
            try db.create(virtualTable: "session_ft", using: FTS5()) { t in
                t.synchronize(withTable: "session")
                t.tokenizer = .unicode61()
                t.column("name")
                t.column("category")
            }
        }

        return migrator
    }
}
