import Foundation
import IntentKit
import Testing

@testable import FieldAppsSwift6

/// The same files built in Swift 6 mode (FieldAppsSwift6 links to them) register and run as
/// their Swift 5 build does.
@Suite(.serialized) struct FieldAppsSwift6Tests {
    @Test func gateIntentsRunInSwift6Mode() async throws {
        let gate = Gate()
        Gate.installed.withLock { $0 = [gate] }
        defer { Gate.installed.withLock { $0 = [] } }
        let metadata = try await FieldApps6.bulwark().register().metadata
        #expect(metadata.intents.map(\.identifier) == ["Bulwark6.RaiseGateIntent", "Bulwark6.LowerGateIntent"])
        _ = try await IntentInvocation(RaiseGateIntent.self).perform(prompter: NonInteractivePrompter())
        #expect(gate.isRaised && gate.saveCount == 1)
    }

    @Test func enumsAndShortcutsRegisterInSwift6Mode() async throws {
        let trellis = try await FieldApps6.trellis().register().metadata
        #expect(
            trellis.enums.map(\.identifier.rawValue) == [
                "Trellis6.RowPlacement", "Trellis6.RowMark", "Trellis6.ShelfKind",
            ])
        // Greeter's provider (its phrase without the app's name is the Swift 5 suite's subject).
        #expect(GreeterShortcuts.appShortcuts.map { $0.shortTitle?.localizedString } == ["Wave Hello"])
        let outcome = try await IntentInvocation(WaveIntent.self).perform(prompter: NonInteractivePrompter())
        #expect(outcome.value == nil)
    }

    @Test func inkwellRunsInSwift6Mode() async throws {
        let manager = AppDependencyManager()
        let app = FieldApps6.inkwell(dependencies: manager)
        try await AppDependencyManager.withScope(manager) {
            let metadata = try await app.register().metadata
            #expect(metadata.intents.map(\.identifier).contains("Inkwell6.ReadEntryAloud"))
            let write = IntentInvocation(WriteEntry.self)
            try write.setValue("Calm.", for: "text")
            try write.setValue("Noon", for: "entryTitle")
            let outcome = try await write.perform(prompter: NonInteractivePrompter())
            #expect((outcome.value as? EntryEntity)?.title == "Noon")
            let written = try #require(outcome.value as? EntryEntity)
            #expect(written.entityIdentifierString == written.id.stable && written.id.local == "1")
            let read = IntentInvocation(ReadEntryAloud.self)
            try read.setValue(written, for: "entry")
            await #expect(throws: IntentRunError.self) {
                _ = try await read.perform(prompter: NonInteractivePrompter())
            }
        }
    }
}
