import Foundation
import IntentKit

/// The Meditation app (seed 002): guided sessions to start by phrase, on SQLite.
///
/// ```swift
/// let meditation = Meditation.app(dataDirectory: home.appendingPathComponent("Meditation"))
/// let registered = try await meditation.register()
/// ```
package enum Meditation {
    /// The app with its data under `dataDirectory`, added to `dependencies`. Nothing is opened
    /// here: the folder and the database are created, migrated and seeded with the sessions on
    /// first use, and a failure then is a ``MeditationStoreError`` naming the file.
    package static func app(dataDirectory: URL, dependencies: AppDependencyManager = .shared) -> IntentApp {
        let store = MeditationStore(directory: dataDirectory)
        dependencies.add(dependency: store)
        return IntentApp(
            name: "Meditation",
            displayName: "Meditation",
            systemImageName: "figure.mind.and.body",
            intents: [
                StartMeditationIntent.self, AddMeditationSession.self, DeleteMeditationSession.self, BreatheIntent.self,
            ],
            entities: [MeditationSession.self],
            enums: [SessionCategory.self],
            shortcuts: MeditationShortcuts.self
        )
    }

    /// Opens the app's database under `dataDirectory` (creating, migrating and seeding it if
    /// needed) and says what is wrong with it, or `nil` when it opens: for hosts telling a
    /// database failure apart from other reasons an app could not be registered.
    package static func databaseError(dataDirectory: URL) -> MeditationStoreError? {
        do {
            _ = try MeditationStore(directory: dataDirectory).db.pool
            return nil
        } catch {
            return error
        }
    }
}
