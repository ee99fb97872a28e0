import Foundation
import IntentKit

/// The Trails app (seed 001): trail information, conditions and favorites, on SQLite.
///
/// ```swift
/// let trails = Trails.app(dataDirectory: home.appendingPathComponent("Trails"))
/// let registered = try await trails.register()
/// ```
package enum Trails {
    /// The app with its data under `dataDirectory`, added to `dependencies`. Nothing is opened
    /// here: the folder and the database are created, migrated and seeded with the trails on
    /// first use, and a failure then is a ``TrailsStoreError`` naming the file.
    package static func app(dataDirectory: URL, dependencies: AppDependencyManager = .shared) -> IntentApp {
        let store = TrailsStore(directory: dataDirectory)
        dependencies.add(dependency: store)
        return IntentApp(
            name: "Trails",
            displayName: "Trails",
            systemImageName: "figure.hiking",
            intents: [
                OpenFavorites.self, GetTrailInfo.self, SuggestTrails.self,
                AddTrailToFavorites.self, RemoveTrailFromFavorites.self, EstimateHikeTime.self,
            ],
            entities: [TrailEntity.self, TrailCollection.self],
            enums: [Activity.self],
            shortcuts: TrailShortcuts.self
        )
    }

    /// Opens the app's database under `dataDirectory` (creating, migrating and seeding it if
    /// needed) and says what is wrong with it, or `nil` when it opens: for hosts telling a
    /// database failure apart from other reasons an app could not be registered.
    package static func databaseError(dataDirectory: URL) -> TrailsStoreError? {
        do {
            _ = try TrailsStore(directory: dataDirectory).db.pool
            return nil
        } catch {
            return error
        }
    }
}
