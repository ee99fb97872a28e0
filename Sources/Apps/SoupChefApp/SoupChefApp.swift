import Foundation
import IntentKit

/// The Soup Chef app (seed 004): order soup for pickup or delivery, on SQLite. Its Order Soup
/// action replaces the app's old SiriKit custom intent, so shortcuts saved with
/// `OrderSoupIntent` still run.
///
/// ```swift
/// let soupChef = try SoupChef.app(dataDirectory: home.appendingPathComponent("SoupChef"))
/// let registered = try await soupChef.register()
/// ```
public enum SoupChef {
    /// Opens the app's database under `dataDirectory` (creating the folder, migrating the schema
    /// and seeding the menu on first use), adds it to `dependencies`, and returns the app to
    /// register.
    ///
    /// - Throws: ``SoupChefStoreError`` when the folder or the database cannot be opened.
    public static func app(dataDirectory: URL, dependencies: AppDependencyManager = .shared) throws -> IntentApp {
        let store = try SoupChefStore(directory: dataDirectory)
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
}
