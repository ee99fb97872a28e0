import AppDatabase
import Foundation
import GRDB

/// The Trails app's database: regions, trails with their activities, and the person's favorites.
///
/// Intents and queries reach it with `@Dependency private var store: TrailsStore`. Every read
/// filters and limits in SQL, so no query holds the whole trail table in memory.
final class TrailsStore: Sendable {
    /// The database, opened on first use; readers run concurrently with the one writer (WAL mode).
    let db: SharedDatabase<TrailsStoreError>

    /// At most this many trails come back from a Find without a limit.
    static let maximumFindResults = 500
    /// At most this many trails come back from a text search.
    static let searchLimit = 25
    /// At most this many trails are suggested in a picker.
    static let suggestionLimit = 10

    /// The app's database at `<directory>/Trails.sqlite`. Nothing is opened here: the folder is
    /// created, the schema migrated and the seed data added on first use (see ``SharedDatabase``).
    init(directory: URL) {
        db = SharedDatabase(path: directory.appendingPathComponent("Trails.sqlite").path) { pool in
            try Self.migrator.migrate(pool)
            try pool.write { db in try Self.seedIfEmpty(db) }
        }
    }
}
