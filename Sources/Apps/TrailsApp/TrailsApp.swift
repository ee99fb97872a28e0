import Foundation
import IntentKit

/// The Trails app (seed 001): trail information, conditions and favorites, on SQLite.
///
/// ```swift
/// let trails = try Trails.app(dataDirectory: home.appendingPathComponent("Trails"))
/// let registered = try await trails.register()
/// ```
public enum Trails {
    /// Opens the app's database under `dataDirectory` (creating the folder, migrating the schema
    /// and seeding the trails on first use), adds it to `dependencies`, and returns the app to
    /// register.
    ///
    /// - Throws: ``TrailsStoreError`` when the folder or the database cannot be opened.
    public static func app(dataDirectory: URL, dependencies: AppDependencyManager = .shared) throws -> IntentApp {
        let store = try TrailsStore(directory: dataDirectory)
        dependencies.add(dependency: store)
        return IntentApp(
            name: "Trails",
            displayName: "Trails",
            systemImageName: "figure.hiking",
            intents: [
                OpenFavorites.self, GetTrailInfo.self, SuggestTrails.self,
                AddTrailToFavorites.self, RemoveTrailFromFavorites.self,
            ],
            entities: [TrailEntity.self, TrailCollection.self],
            enums: [Activity.self],
            shortcuts: TrailShortcuts.self
        )
    }
}
