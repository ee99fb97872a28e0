import Foundation
import GRDB

/// The Trails app's database: regions, trails with their activities, and the person's favorites.
///
/// Intents and queries reach it with `@Dependency private var store: TrailsStore`. Every read
/// filters and limits in SQL, so no query holds the whole trail table in memory.
final class TrailsStore: Sendable {
    /// The connection pool; readers run concurrently with the one writer (WAL mode).
    let db: DatabasePool

    /// At most this many trails come back from a Find without a limit.
    static let maximumFindResults = 500
    /// At most this many trails come back from a text search.
    static let searchLimit = 25
    /// At most this many trails are suggested in a picker.
    static let suggestionLimit = 10

    /// Opens `<directory>/Trails.sqlite`, creating the folder, migrating and seeding as needed.
    init(directory: URL) throws {
        let path = directory.appendingPathComponent("Trails.sqlite").path
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw TrailsStoreError(path: directory.path, reason: "the folder could not be created (\(error.localizedDescription))")
        }
        do {
            db = try DatabasePool(path: path)
            try Self.migrator.migrate(db)
            try db.write { db in try Self.seedIfEmpty(db) }
        } catch {
            throw TrailsStoreError(path: path, reason: String(describing: error))
        }
    }
}
