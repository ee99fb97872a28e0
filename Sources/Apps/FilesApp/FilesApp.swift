import Foundation
import IntentKit

/// The Files app: files under a root folder as entities.
public enum Files {
    /// Returns the app serving the files below `root`, with its dependencies added to `dependencies`.
    public static func app(root: URL, dependencies: AppDependencyManager = .shared) throws -> IntentApp {
        IntentApp(name: "Files", intents: [])
    }
}
