import Foundation
import GRDB

/// The Soup Chef app's database: the menu (soups with their stock, toppings), delivery
/// locations, and the orders placed.
///
/// Intents and queries reach it with `@Dependency private var store: SoupChefStore`. Every read
/// filters and limits in SQL; stock is decremented in SQL, in the transaction that records the
/// order.
final class SoupChefStore: Sendable {
    /// The connection pool; readers run concurrently with the one writer (WAL mode).
    let db: DatabasePool

    /// At most this many soups come back from a Find without a limit.
    static let maximumFindResults = 500
    /// At most this many soups come back from a text search.
    static let searchLimit = 25
    /// At most this many soups are suggested, and so expanded into App Shortcut phrases.
    static let suggestionLimit = 10

    /// Opens `<directory>/SoupChef.sqlite`, creating the folder, migrating and seeding as needed.
    init(directory: URL) throws {
        let path = directory.appendingPathComponent("SoupChef.sqlite").path
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw SoupChefStoreError(path: directory.path, reason: "the folder could not be created (\(error.localizedDescription))")
        }
        do {
            db = try DatabasePool(path: path)
            try Self.migrator.migrate(db)
            try db.write { db in try Self.seedIfEmpty(db) }
        } catch {
            throw SoupChefStoreError(path: path, reason: String(describing: error))
        }
    }
}
