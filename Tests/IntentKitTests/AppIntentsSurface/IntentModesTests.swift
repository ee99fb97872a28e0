import Foundation
import Testing

@testable import IntentKit

// iOS 26's modes: where an intent may run. Nobody at the host is the background; an intent that
// declares only the foreground is refused there before it starts, and one that may continue in
// the foreground asks when it wants to.

private struct ReadAloud: AppIntent {
    static let title: LocalizedStringResource = "Read Aloud"
    static let supportedModes: IntentModes = .foreground
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: systemContext.currentMode.isForeground ? "foreground" : "background")
    }
}

private struct Export: AppIntent {
    static let title: LocalizedStringResource = "Export"
    static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]
    @Parameter(title: "Show It", default: false) var showIt: Bool
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let before = systemContext.currentMode
        if showIt { try await continueInForeground("Open the export?", alwaysConfirm: false) }
        let after = systemContext.currentMode
        return .result(value: "\(before.isForeground) \(before.canContinueInForeground) → \(after.isForeground)")
    }
}

private struct LegacyOpen: AppIntent {
    static let title: LocalizedStringResource = "Legacy Open"
    static let openAppWhenRun = true
    func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: "ran") }
}

private struct Handoff: AppIntent {
    static let title: LocalizedStringResource = "Handoff"
    @Parameter(title: "Done", default: false) var done: Bool
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        guard done else { throw needsToContinueInForegroundError("Finish on the device?") }
        return .result(value: "done")
    }
}

@Suite struct IntentModesTests {
    func perform<I: AppIntent>(_ type: I.Type, _ prompter: any IntentPrompter, values: [String: any Sendable] = [:])
        async throws -> IntentOutcome
    {
        let invocation = IntentInvocation(type)
        for (name, value) in values { try invocation.setValue(value, for: name) }
        return try await invocation.perform(prompter: prompter)
    }

    @Test func aForegroundIntentIsRefusedWithNobodyThereAndRunsWithAPerson() async throws {
        await #expect {
            _ = try await perform(ReadAloud.self, NonInteractivePrompter())
        } throws: { error in
            "\(error)".contains("runs only in the foreground")
        }
        let outcome = try await perform(ReadAloud.self, ScriptedPrompter([]))
        #expect(outcome.value as? String == "foreground")
    }

    @Test func aDynamicIntentStartsInTheBackgroundAndAsksToComeForward() async throws {
        let headless = try await perform(Export.self, NonInteractivePrompter())
        #expect(headless.value as? String == "false false → false")
        await #expect {
            _ = try await perform(Export.self, NonInteractivePrompter(), values: ["showIt": true])
        } throws: { error in
            "\(error)".contains("nobody to ask")
        }
        let person = ScriptedPrompter([.confirmed(true)])
        let shown = try await perform(Export.self, person, values: ["showIt": true])
        #expect(shown.value as? String == "false true → true")
        #expect(person.requests.map(\.question) == ["Open the export?"])
    }

    @Test func anIntentThatOpensItsAppStillRunsWithNobodyThere() async throws {
        #expect(LegacyOpen.supportedModes == [.foreground, .background])
        #expect(WriteOnly.supportedModes == .background)
        let outcome = try await perform(LegacyOpen.self, NonInteractivePrompter())
        #expect(outcome.value as? String == "ran")
    }

    @Test func needingTheForegroundAsksAndEndsTheAction() async throws {
        let person = ScriptedPrompter([.confirmed(true)])
        let outcome = try await perform(Handoff.self, person)
        #expect(outcome.value == nil)
        #expect(person.requests.first?.question == "Finish on the device?")
        await #expect(throws: IntentRunError.self) { _ = try await perform(Handoff.self, NonInteractivePrompter()) }
    }

    @Test func modesAreASetOfWaysToRun() {
        let modes: IntentModes = [.background, .foreground(.deferred)]
        #expect(modes.contains(.background) && modes.contains(.foreground(.deferred)))
        #expect(!modes.contains(.foreground))
        #expect(modes.startsWithoutAPerson && IntentModes.foreground(.dynamic).startsWithoutAPerson)
        #expect(!IntentModes.foreground.startsWithoutAPerson)
    }
}

private struct WriteOnly: AppIntent {
    static let title: LocalizedStringResource = "Write Only"
    func perform() async throws -> some IntentResult { .result() }
}
