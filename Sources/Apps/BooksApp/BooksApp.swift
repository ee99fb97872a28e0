import Foundation
import IntentKit

/// The Books app: entry point the host calls to open its data and register it.
public enum Books {
    public static func app(dataDirectory: URL, dependencies: AppDependencyManager = .shared) throws -> IntentApp {
        IntentApp(name: "Books", intents: [])
    }
}
