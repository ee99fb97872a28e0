import Foundation
import GRDB

/// The Meditation app's database: the sessions and a log of when each was started.
///
/// Intents and queries reach it with `@Dependency private var store: MeditationStore`. Every
/// read filters and limits in SQL.
final class MeditationStore: Sendable {
    /// The connection pool; readers run concurrently with the one writer (WAL mode).
    let db: DatabasePool

    /// At most this many sessions come back from a Find without a limit.
    static let maximumFindResults = 500
    /// At most this many sessions come back from a text search.
    static let searchLimit = 25
    /// At most this many sessions are suggested, and so expanded into App Shortcut phrases.
    static let suggestionLimit = 8

    /// Opens `<directory>/Meditation.sqlite`, creating the folder, migrating and seeding as needed.
    init(directory: URL) throws {
        let path = directory.appendingPathComponent("Meditation.sqlite").path
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw MeditationStoreError(path: directory.path, reason: "the folder could not be created (\(error.localizedDescription))")
        }
        do {
            db = try DatabasePool(path: path)
            try Self.migrator.migrate(db)
            try db.write { db in try Self.seedIfEmpty(db) }
        } catch {
            throw MeditationStoreError(path: path, reason: String(describing: error))
        }
    }
}
