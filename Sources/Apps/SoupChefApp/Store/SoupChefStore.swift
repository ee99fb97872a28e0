import AppDatabase
import Foundation
import GRDB

/// The Soup Chef app's database: the menu (soups with their stock, toppings), delivery
/// locations, and the orders placed.
///
/// Intents and queries reach it with `@Dependency private var store: SoupChefStore`. Every read
/// filters and limits in SQL; stock is decremented in SQL, in the transaction that records the
/// order.
final class SoupChefStore: Sendable {
    /// The database, opened on first use; readers run concurrently with the one writer (WAL mode).
    let db: SharedDatabase<SoupChefStoreError>

    /// At most this many soups come back from a Find without a limit.
    static let maximumFindResults = 500
    /// At most this many soups come back from a text search.
    static let searchLimit = 25
    /// At most this many soups are suggested, and so expanded into App Shortcut phrases.
    static let suggestionLimit = 10

    /// The app's database at `<directory>/SoupChef.sqlite`. Nothing is opened here: the folder is
    /// created, the schema migrated and the seed data added on first use (see ``SharedDatabase``).
    init(directory: URL) {
        db = SharedDatabase(path: directory.appendingPathComponent("SoupChef.sqlite").path) { pool in
            try Self.migrator.migrate(pool)
            try pool.write { db in try Self.seedIfEmpty(db) }
        }
    }
}
