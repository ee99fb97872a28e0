import Foundation
import IntentKit

/// The Meditation app: entry point the host calls to open its data and register it.
public enum Meditation {
    /// Opens (creating, migrating and seeding on first use) the app's data under
    /// `dataDirectory`, adds its dependencies to `dependencies`, and returns the app to register.
    public static func app(dataDirectory: URL, dependencies: AppDependencyManager = .shared) throws -> IntentApp {
        IntentApp(name: "Meditation", intents: [])
    }
}
