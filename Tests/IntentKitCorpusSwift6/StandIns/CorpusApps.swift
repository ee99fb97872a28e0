import Foundation
import IntentKit

// The corpus files that compile in Swift 6 language mode (their `static` metadata is `let` or
// computed), built a second time from the same files: the folders beside this one hold symbolic
// links to Tests/IntentKitCorpus/Corpus, as SwiftPM does not let one file belong to two targets.
// Files that declare `static var title = …` are left out here: Swift 6 rejects such global
// mutable state with Apple's framework too.

/// The corpus apps built in Swift 6 language mode.
public enum Corpus6 {
    /// The language mode these files were compiled in, for app names.
    public static let mode = "6"

    /// DuckDuckGo's VPN intents over the VPN configurations in `NETunnelProviderManager.installed`.
    public static func duckDuckGo() -> IntentApp {
        IntentApp(
            name: "DuckDuckGo\(mode)", displayName: "DuckDuckGo", systemImageName: "shield",
            intents: [EnableVPNIntent.self, DisableVPNIntent.self])
    }

    /// Chromium's example intent and App Shortcuts provider.
    public static func chromium() -> IntentApp {
        IntentApp(
            name: "Chromium\(mode)", displayName: "Chromium", systemImageName: "globe",
            intents: [ExampleIntent.self], shortcuts: ExampleShortcuts.self)
    }

    /// Zavala's enums. Its entities are registered by the Swift 5 build only: their `EntityID`
    /// comes from the VinOutlineKit module both builds share, and a type belongs to one app.
    public static func zavala() -> IntentApp {
        IntentApp(
            name: "Zavala\(mode)", displayName: "Zavala", systemImageName: "list.bullet.indent",
            intents: [],
            enums: [RowDestinationAppEnum.self, RowCompletionStateAppEnum.self, AccountTypeAppEnum.self])
    }
}
