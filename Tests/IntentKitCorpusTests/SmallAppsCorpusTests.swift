import Foundation
import IntentKit
import Testing

@testable import IntentKitCorpus

/// Customize Search Engine, Chromium, DuckDuckGo and Zavala's files compiled in Swift 5 mode.
@Suite(.serialized) struct SmallAppsCorpusTests {
    @Test func migratedSettingsIntentsKeepTheirClassNamesAndSummaries() async throws {
        let metadata = try await Corpus.customizeSearchEngine().register().metadata
        let quick = try #require(metadata.intents.first)
        #expect(quick.identifier == "CSE5.SetUseQuickSearch")
        #expect(quick.previousIdentifiers.contains("SetUseQuickSearch"))
        #expect(quick.description == "Turn Quick Search On or Off on CSE.")
        #expect(quick.parameters.map(\.type.description) == ["enum:CSE5.IntentTurnEnum", "boolean"])
        #expect(quick.parameters.map(\.defaultValue) == [.enumeration("turn"), .boolean(true)])
        #expect(metadata.enums.first?.cases.map(\.title) == ["Turn", "Toggle"])

        let run = IntentInvocation(SetUseQuickSearch.self)
        #expect(run.renderedSummary.text.hasPrefix("Turn Quick Search "))
        try run.setValue(IntentTurnEnum.toggle, for: "toggle")
        #expect(run.renderedSummary.text == "Toggle Quick Search")
    }

    @Test func chromiumsPhraseWithoutTheAppNameIsReportedUntilTranslated() async throws {
        do {
            _ = try await Corpus.chromium().register()
            Issue.record("a phrase without the app's name was accepted")
        } catch {
            #expect("\(error)".contains(#"phrase 1 ("Foo") does not contain the app's name"#))
        }
        LocalizationCatalog.shared.add(["Foo": "Foo in ${applicationName}"], table: "AppShortcuts", language: "en")
        defer { LocalizationCatalog.shared.add(["Foo": "Foo"], table: "AppShortcuts", language: "en") }
        let metadata = try await Corpus.chromium().register().metadata
        let shortcut = try #require(metadata.shortcuts.first)
        #expect(shortcut.intent == "Chromium5.ExampleIntent")
        #expect(shortcut.shortTitle == "Foo Shortcut")
        #expect(metadata.intents.first?.title == "Foo")
        #expect(metadata.intents.first?.description == "Perform Foo.")
        let outcome = try await IntentInvocation(ExampleIntent.self).perform(prompter: NonInteractivePrompter())
        #expect(outcome.value == nil)
    }

    @Test func vpnIntentsTurnTheTunnelOnAndOff() async throws {
        let manager = NETunnelProviderManager()
        NETunnelProviderManager.installed.withLock { $0 = [manager] }
        defer { NETunnelProviderManager.installed.withLock { $0 = [] } }
        let metadata = try await Corpus.duckDuckGo().register().metadata
        #expect(metadata.intents.map(\.title) == ["Enable VPN", "Disable VPN"])
        #expect(metadata.intents.map(\.description) == ["Enables the DuckDuckGo VPN", "Disables the DuckDuckGo VPN"])
        #expect(metadata.intents.allSatisfy { !$0.openAppWhenRun })

        _ = try await IntentInvocation(EnableVPNIntent.self).perform(prompter: NonInteractivePrompter())
        #expect(manager.isOnDemandEnabled && manager.connection.status == .connected)
        _ = try await IntentInvocation(DisableVPNIntent.self).perform(prompter: NonInteractivePrompter())
        #expect(!manager.isOnDemandEnabled && manager.connection.status == .disconnected)
        #expect(manager.saveCount == 2)
    }

    @Test func zavalasEnumsListTheirCases() async throws {
        let metadata = try await Corpus.zavala().register().metadata
        #expect(metadata.enums.map(\.displayName) == ["Row Destination", "Row Completion State", "Account Type"])
        #expect(metadata.enums[0].cases.map(\.value) == ["insideAtStart", "insideAtEnd", "outside", "directlyAfter"])
        #expect(metadata.enums[2].cases.map(\.title) == ["On My Device", "iCloud"])
    }
}
