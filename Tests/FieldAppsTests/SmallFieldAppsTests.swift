import Foundation
import IntentKit
import Testing

@testable import FieldApps

/// Porchlight, Greeter and Bulwark, compiled in Swift 5 mode (Trellis is TrellisData's).
@Suite(.serialized) struct SmallFieldAppsTests {
    @Test func migratedSettingsIntentsKeepTheirClassNamesAndSummaries() async throws {
        let metadata = try await FieldApps.porchlight().register().metadata
        let light = try #require(metadata.intents.first)
        #expect(light.identifier == "Porchlight5.SetPorchLight")
        // An intent that keeps its custom intent's class name is not its own previous identifier.
        #expect(light.previousIdentifiers.contains("SetPorchLight"))
        #expect(!light.previousIdentifiers.contains(light.identifier))
        #expect(light.description == "Switches the porch light on or off, or flips it.")
        #expect(light.parameters.map(\.type.description) == ["enum:Porchlight5.LightChange", "boolean"])
        #expect(light.parameters.map(\.defaultValue) == [.enumeration("set"), .boolean(true)])
        let chime = try #require(metadata.intents.first { $0.identifier == "Porchlight5.SetDoorChime" })
        #expect(chime.previousIdentifiers.contains("DoorChimeIntent"))
        #expect(metadata.enums.map(\.displayName) == ["Light Change", "Chime Setting"])
        #expect(metadata.enums[1].cases.map(\.title) == ["On", "Off", "Toggle"])

        // When: the state shows only while the light is set.
        let run = IntentInvocation(SetPorchLight.self)
        #expect(run.renderedSummary.text == "Set the porch light to true")
        try run.setValue(LightChange.flip, for: "change")
        #expect(run.renderedSummary.text == "Flip the porch light")
    }

    @Test func aSwitchSummaryFollowsTheEnumsValue() throws {
        let run = IntentInvocation(SetDoorChime.self)
        #expect(run.renderedSummary.text == "Turn the door chime on")
        try run.setValue(ChimeSetting.off, for: "setting")
        #expect(run.renderedSummary.text == "Turn the door chime off")
        try run.setValue(ChimeSetting.toggle, for: "setting")
        #expect(run.renderedSummary.text == "Toggle the door chime")
    }

    @Test func aPhraseWithoutTheAppNameIsReportedUntilTranslated() async throws {
        do {
            _ = try await FieldApps.greeter().register()
            Issue.record("a phrase without the app's name was accepted")
        } catch {
            #expect("\(error)".contains(#"phrase 1 ("Wave") does not contain the app's name"#), "\(error)")
        }
        LocalizationCatalog.shared.add(["Wave": "Wave with ${applicationName}"], table: "AppShortcuts", language: "en")
        defer { LocalizationCatalog.shared.add(["Wave": "Wave"], table: "AppShortcuts", language: "en") }
        let metadata = try await FieldApps.greeter().register().metadata
        let shortcut = try #require(metadata.shortcuts.first)
        #expect(shortcut.intent == "Greeter5.WaveIntent")
        #expect(shortcut.shortTitle == "Wave Hello")
        #expect(metadata.intents.first?.title == "Wave")
        #expect(metadata.intents.first?.description == "Waves at whoever is there.")
        let outcome = try await IntentInvocation(WaveIntent.self).perform(prompter: NonInteractivePrompter())
        #expect(outcome.value == nil)
    }

    @Test func gateIntentsRaiseAndLowerTheGate() async throws {
        let gate = Gate()
        Gate.installed.withLock { $0 = [gate] }
        defer { Gate.installed.withLock { $0 = [] } }
        let metadata = try await FieldApps.bulwark().register().metadata
        #expect(metadata.intents.map(\.title) == ["Raise Gate", "Lower Gate"])
        #expect(
            metadata.intents.map(\.description) == [
                "Raises the Bulwark gate in front of your network", "Lowers the Bulwark gate in front of your network",
            ])
        #expect(metadata.intents.allSatisfy { !$0.openAppWhenRun })

        _ = try await IntentInvocation(RaiseGateIntent.self).perform(prompter: NonInteractivePrompter())
        #expect(gate.isRaised)
        _ = try await IntentInvocation(LowerGateIntent.self).perform(prompter: NonInteractivePrompter())
        #expect(!gate.isRaised)
        #expect(gate.saveCount == 2)
    }
}
