import Foundation
import IntentKit
import Testing

@testable import IntentKitCorpusSwift6

/// The same files built in Swift 6 mode (IntentKitCorpusSwift6 links to them) register and run
/// as their Swift 5 build does.
@Suite(.serialized) struct Swift6CorpusTests {
    @Test func vpnIntentsRunInSwift6Mode() async throws {
        let manager = NETunnelProviderManager()
        NETunnelProviderManager.installed.withLock { $0 = [manager] }
        defer { NETunnelProviderManager.installed.withLock { $0 = [] } }
        let metadata = try await Corpus6.duckDuckGo().register().metadata
        #expect(metadata.intents.map(\.identifier) == ["DuckDuckGo6.EnableVPNIntent", "DuckDuckGo6.DisableVPNIntent"])
        _ = try await IntentInvocation(EnableVPNIntent.self).perform(prompter: NonInteractivePrompter())
        #expect(manager.isOnDemandEnabled && manager.connection.status == .connected)
    }

    @Test func enumsAndShortcutsRegisterInSwift6Mode() async throws {
        let zavala = try await Corpus6.zavala().register().metadata
        #expect(
            zavala.enums.map(\.identifier.rawValue) == [
                "Zavala6.RowDestinationAppEnum", "Zavala6.RowCompletionStateAppEnum", "Zavala6.AccountTypeAppEnum",
            ])
        // Chromium's provider (its phrase without the app name is the Swift 5 suite's subject).
        #expect(ExampleShortcuts.appShortcuts.map { $0.shortTitle?.localizedString } == ["Foo Shortcut"])
        let outcome = try await IntentInvocation(ExampleIntent.self).perform(prompter: NonInteractivePrompter())
        #expect(outcome.value == nil)
    }
}
