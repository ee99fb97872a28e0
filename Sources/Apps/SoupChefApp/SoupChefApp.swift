import Foundation
import IntentKit

/// The Soup Chef app (seed 004): order soup for pickup or delivery, on SQLite. Its Order Soup
/// action replaces the app's old SiriKit custom intent, so shortcuts saved with
/// `OrderSoupIntent` still run.
///
/// ```swift
/// let soupChef = SoupChef.app(dataDirectory: home.appendingPathComponent("SoupChef"))
/// let registered = try await soupChef.register()
/// ```
package enum SoupChef {
    /// The app with its data under `dataDirectory`, added to `dependencies`. Nothing is opened
    /// here: the folder and the database are created, migrated and seeded with the menu on
    /// first use, and a failure then is a ``SoupChefStoreError`` naming the file.
    package static func app(dataDirectory: URL, dependencies: AppDependencyManager = .shared) -> IntentApp {
        let store = SoupChefStore(directory: dataDirectory)
        dependencies.add(dependency: store)
        return IntentApp(
            name: "SoupChef",
            displayName: "Soup Chef",
            systemImageName: "takeoutbag.and.cup.and.straw",
            intents: [OrderSoup.self, GetRecentOrders.self],
            entities: [Soup.self, Topping.self],
            transientEntities: [OrderDetails.self],
            enums: [OrderType.self],
            shortcuts: SoupChefShortcuts.self
        )
    }

    /// Opens the app's database under `dataDirectory` (creating, migrating and seeding it if
    /// needed) and says what is wrong with it, or `nil` when it opens: for hosts telling a
    /// database failure apart from other reasons an app could not be registered.
    package static func databaseError(dataDirectory: URL) -> SoupChefStoreError? {
        do {
            _ = try SoupChefStore(directory: dataDirectory).db.pool
            return nil
        } catch {
            return error
        }
    }
}
