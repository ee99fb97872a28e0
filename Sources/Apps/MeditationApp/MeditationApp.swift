import Foundation
import IntentKit

/// The Meditation app (seed 002): guided sessions to start by phrase, on SQLite.
///
/// ```swift
/// let meditation = try Meditation.app(dataDirectory: home.appendingPathComponent("Meditation"))
/// let registered = try await meditation.register()
/// ```
public enum Meditation {
    /// Opens the app's database under `dataDirectory` (creating the folder, migrating the schema
    /// and seeding the sessions on first use), adds it to `dependencies`, and returns the app to
    /// register.
    ///
    /// - Throws: ``MeditationStoreError`` when the folder or the database cannot be opened.
    public static func app(dataDirectory: URL, dependencies: AppDependencyManager = .shared) throws -> IntentApp {
        let store = try MeditationStore(directory: dataDirectory)
        dependencies.add(dependency: store)
        return IntentApp(
            name: "Meditation",
            displayName: "Meditation",
            systemImageName: "figure.mind.and.body",
            intents: [StartMeditationIntent.self, AddMeditationSession.self, DeleteMeditationSession.self],
            entities: [MeditationSession.self],
            enums: [SessionCategory.self],
            shortcuts: MeditationShortcuts.self
        )
    }
}
