import Foundation
import IntentKit

/// The Books app: a reading library (seed 000, "Dive into App Intents") on SQLite.
package enum Books {
    /// The app's name, the prefix of its identifiers.
    package static let name = "Books"

    /// The app with its library under `dataDirectory`, added to `dependencies` for the app's
    /// queries and intents. Nothing is opened here: the library is created, migrated and seeded
    /// on first use, and a failure then is a ``BooksStoreError`` naming the file.
    package static func app(dataDirectory: URL, dependencies: AppDependencyManager = .shared) -> IntentApp {
        let store = BooksStore(directory: dataDirectory)
        dependencies.add(dependency: store)
        return IntentApp(
            name: name, displayName: "Books", systemImageName: "books.vertical",
            intents: [
                OpenCurrentlyReading.self, OpenShelf.self, OpenBook.self, AddBook.self, BuyBook.self, MarkAsRead.self,
                ShowBookCard.self,
            ],
            entities: [BookEntity.self], transientEntities: [OrderEntity.self], enums: [Shelf.self],
            shortcuts: LibraryAppShortcuts.self)
    }

    /// Fills the library under `dataDirectory` with `count` generated books, for benchmarks:
    /// deterministic titles, authors and dates, so every run measures the same data.
    package static func generateLibrary(in dataDirectory: URL, count: Int, progress: (Int) -> Void = { _ in }) throws {
        let store = BooksStore(directory: dataDirectory, seed: false)
        try BookGenerator(count: count).fill(store, progress: progress)
    }

    /// Calls `observer` with every SQL statement the app runs, arguments in place, until it is
    /// called with `nil`. For benchmarks and debugging.
    package static func observeSQL(_ observer: (@Sendable (String) -> Void)?) {
        BooksStore.sqlObserver.withLock { $0 = observer }
    }

    /// The path of the library's database file under `dataDirectory`.
    package static func databasePath(in dataDirectory: URL) -> String {
        BooksStore.databaseURL(in: dataDirectory).path
    }

    /// Opens the app's database under `dataDirectory` (creating, migrating and seeding it if
    /// needed) and says what is wrong with it, or `nil` when it opens: for hosts telling a
    /// database failure apart from other reasons an app could not be registered.
    package static func databaseError(dataDirectory: URL) -> BooksStoreError? {
        do {
            _ = try BooksStore(directory: dataDirectory).database.pool
            return nil
        } catch {
            return error
        }
    }
}
