import Foundation
import IntentKit
import VinOutlineKit

// The corpus files as IntentKit apps: each repository's App Intents types listed in an
// `IntentApp`, as an app's own registration code would list them (Apple's build step finds them
// by itself; IntentKit is told). The app names carry a suffix so that the Swift 5 build of these
// files and the Swift 6 build of the same files (IntentKitCorpusSwift6) register side by side.

/// The corpus apps built in Swift 5 language mode.
public enum Corpus {
    /// The language mode these files were compiled in, for app names and messages.
    public static let mode = "5"

    /// WireGuard's intents over tunnels made from `tunnels` (tunnel name → its peers' base64
    /// public keys), with the app's `AppIntents` strings table loaded into the shared catalog (the
    /// intents' titles are keys of that table). The tunnel manager is added to `dependencies`.
    public static func wireGuard(
        tunnels: KeyValuePairs<String, [String]>, dependencies: AppDependencyManager = .shared
    ) throws -> IntentApp {
        let containers = tunnels.map { name, keys in
            TunnelContainer(
                name: name,
                configuration: TunnelConfiguration(
                    name: name, interface: InterfaceConfiguration(),
                    peers: keys.compactMap(PublicKey.init(base64Key:)).map { PeerConfiguration(publicKey: $0) }))
        }
        dependencies.add(dependency: TunnelsManager(tunnels: containers))
        if let strings = Bundle.module.url(forResource: "Strings", withExtension: nil) {
            try LocalizationCatalog.shared.load(directory: strings)
        }
        return IntentApp(
            name: "WireGuard\(mode)", displayName: "WireGuard", systemImageName: "network",
            intents: [GetPeers.self, UpdateTunnelConfiguration.self, BuildPeerConfigurationUpdate.self],
            transientEntities: [AppIntentsPeer.self])
    }

    /// Customize Search Engine's two settings intents and their enum.
    public static func customizeSearchEngine() -> IntentApp {
        IntentApp(
            name: "CSE\(mode)", displayName: "Customize Search Engine", systemImageName: "magnifyingglass",
            intents: [SetUseQuickSearch.self, SetUseEmojiSearch.self], enums: [IntentTurnEnum.self])
    }

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

    /// Zavala's outlines and rows (with a property query over the rows), its outline and row
    /// identifiers as entities, and its enums, over the outlines of `AccountManager.shared`.
    public static func zavala() -> IntentApp {
        IntentApp(
            name: "Zavala\(mode)", displayName: "Zavala", systemImageName: "list.bullet.indent",
            intents: [], entities: [RowAppEntity.self, OutlineAppEntity.self, EntityID.self],
            enums: [RowDestinationAppEnum.self, RowCompletionStateAppEnum.self, AccountTypeAppEnum.self])
    }
}
