import AppDatabase
import Foundation
import GRDB

/// The Meditation app's database: the sessions and a log of when each was started.
///
/// Intents and queries reach it with `@Dependency private var store: MeditationStore`. Every
/// read filters and limits in SQL.
final class MeditationStore: Sendable {
    /// The database, opened on first use; readers run concurrently with the one writer (WAL mode).
    let db: SharedDatabase<MeditationStoreError>

    /// At most this many sessions come back from a Find without a limit.
    static let maximumFindResults = 500
    /// At most this many sessions come back from a text search.
    static let searchLimit = 25
    /// At most this many sessions are suggested, and so expanded into App Shortcut phrases.
    static let suggestionLimit = 8

    /// The app's database at `<directory>/Meditation.sqlite`. Nothing is opened here: the folder is
    /// created, the schema migrated and the seed data added on first use (see ``SharedDatabase``).
    init(directory: URL) {
        db = SharedDatabase(path: directory.appendingPathComponent("Meditation.sqlite").path) { pool in
            try Self.migrator.migrate(pool)
            try pool.write { db in try Self.seedIfEmpty(db) }
        }
    }
}
