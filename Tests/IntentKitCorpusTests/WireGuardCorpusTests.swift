import Foundation
import IntentKit
import Testing

@testable import IntentKitCorpus

/// WireGuard's App Intents files (wireguard-apple, Sources/WireguardAppIntents), compiled in
/// Swift 5 mode: metadata from the app's own `AppIntents` strings table, options from its
/// `DynamicOptionsProvider`, values out and errors with their localized messages.
@Suite struct WireGuardCorpusTests {
    static let office = "office"
    /// Two 32-byte keys in base64, as WireGuard's `PublicKey(base64Key:)` requires.
    static let alice = Data(repeating: 1, count: 32).base64EncodedString()
    static let bob = Data(repeating: 2, count: 32).base64EncodedString()

    let dependencies = AppDependencyManager()
    let app: IntentApp

    init() throws {
        app = try Corpus.wireGuard(
            tunnels: [Self.office: [Self.alice, Self.bob], "home": [Self.bob]], dependencies: dependencies)
    }

    func scoped<R: Sendable>(_ body: () async throws -> R) async rethrows -> R {
        try await AppDependencyManager.withScope(dependencies, operation: body)
    }

    @Test func metadataComesFromTheStringsTable() async throws {
        let metadata = try await scoped { try await app.register() }.metadata
        #expect(
            metadata.intents.map(\.identifier) == [
                "WireGuard5.GetPeers", "WireGuard5.UpdateTunnelConfiguration",
                "WireGuard5.BuildPeerConfigurationUpdate",
            ])
        #expect(
            metadata.intents.map(\.title) == ["Get Peers", "Update Tunnel Configuration", "Build Peer Configuration"])
        #expect(
            metadata.intents.first?.description == "Get list of public keys of peers in the selected configuration")
        let update = try #require(metadata.intents.first { $0.identifier == "WireGuard5.UpdateTunnelConfiguration" })
        #expect(update.parameters.map(\.name) == ["tunnelName", "peers", "mergeConfiguration"])
        #expect(update.parameters.map(\.title) == ["Tunnel", "Peers", "Merge configuration"])
        #expect(update.parameters.map(\.hasDynamicOptions) == [true, true, false])
        #expect(update.parameters[1].isOptional)
        #expect(update.parameters[1].type.description == "[entity:WireGuard5.AppIntentsPeer]")
        #expect(update.parameters[2].defaultValue == .boolean(true))
        let peer = try #require(metadata.entities.first)
        #expect(peer.isTransient)
        #expect(peer.displayName == "Configuration Update - Peer")
        #expect(peer.properties.map(\.title) == ["Public Key", "Endpoint"])
    }

    @Test func summariesAreLookedUpWithTheirParameterPlaceholders() throws {
        let run = IntentInvocation(GetPeers.self)
        try run.setValue(Self.office, for: "tunnelName")
        #expect(run.renderedSummary.text == "Get peers of office")
        #expect(
            IntentInvocation(UpdateTunnelConfiguration.self).renderedSummary.text == "Update [Tunnel] configuration")
    }

    @Test func getPeersAsksForTheTunnelAmongTheProvidersOptions() async throws {
        try await scoped {
            let run = IntentInvocation(GetPeers.self)
            let prompter = ScriptedPrompter([.option(1)])
            let outcome = try await run.perform(prompter: prompter)
            #expect(prompter.requests.first?.options.map(\.title) == [Self.office, "home"])
            #expect(outcome.value as? [String] == [Self.bob])
        }
    }

    @Test func anUnknownTunnelFailsWithTheAppsLocalizedMessage() async throws {
        await scoped {
            let run = IntentInvocation(GetPeers.self)
            do {
                try run.setValue("nowhere", for: "tunnelName")
                _ = try await run.perform(prompter: NonInteractivePrompter())
                Issue.record("Get Peers found a tunnel that does not exist")
            } catch {
                #expect("\(error)".contains(#"Cannot find a tunnel with the name "nowhere""#))
            }
        }
    }

    @Test func aBuiltPeerUpdatesItsTunnel() async throws {
        try await scoped {
            let build = IntentInvocation(BuildPeerConfigurationUpdate.self)
            try build.setValue(Self.bob, for: "publicKey")
            try build.setValue("vpn.example.com:51820", for: "endpoint")
            let peer = try #require(
                try await build.perform(prompter: NonInteractivePrompter()).value as? AppIntentsPeer)
            #expect(peer.endpoint == "vpn.example.com:51820")
            #expect(peer.displayRepresentation.title.localizedString.contains(#""Endpoint":"vpn.example.com:51820""#))

            let update = IntentInvocation(UpdateTunnelConfiguration.self)
            try update.setValue(Self.office, for: "tunnelName")
            try update.setValue([peer], for: "peers")
            _ = try await update.perform(prompter: NonInteractivePrompter())
            let tunnel = try #require(dependencies.resolve(TunnelsManager.self)?.tunnel(named: Self.office))
            let peers = try #require(tunnel.tunnelConfiguration?.peers)
            #expect(peers.map(\.publicKey.base64Key) == [Self.alice, Self.bob])
            #expect(peers.map { $0.endpoint?.description } == [nil, "vpn.example.com:51820"])
        }
    }
}
