import Foundation
import Synchronization
import Testing

@testable import IntentKit

/// A note an intent deletes; stands in for an app's entity.
private struct NoteEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = NoteQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

private struct NoteQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [NoteEntity] { identifiers.map { NoteEntity(id: $0) } }
}

private struct DeleteNotes: DeleteIntent {
    static let title: LocalizedStringResource = "Delete Notes"
    @Parameter(title: "Notes") var entities: [NoteEntity]
    func perform() async throws -> some IntentResult { .result() }
}

private struct OpenNote: OpenIntent {
    static let title: LocalizedStringResource = "Open Note"
    @Parameter(title: "Note") var target: NoteEntity
    func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: target.id) }
}

private let continuations = Mutex(0)

private struct Export: ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Export"
    @Parameter(title: "Ask Inline") var inline: Bool
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        if inline {
            let answer = try await requestToContinueInForeground("Open the exporter?") { "continued" }
            return .result(value: answer)
        }
        throw needsToContinueInForegroundError("Finish in the app?") { continuations.withLock { $0 += 1 } }
    }
}

private let attempts = Mutex(0)

private struct Retry: AppIntent {
    static let title: LocalizedStringResource = "Retry"
    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        let attempt = attempts.withLock {
            $0 += 1
            return $0
        }
        if attempt < 3 { throw AppIntentError.restartPerform }
        return .result(value: attempt)
    }
}

private struct Count: ProgressReportingIntent {
    static let title: LocalizedStringResource = "Count"
    func perform() async throws -> some IntentResult & ReturnsValue<Double> {
        progress.totalUnitCount = 4
        progress.completedUnitCount = 3
        return .result(value: progress.fractionCompleted)
    }
}

private struct Search: AppIntent {
    static let title: LocalizedStringResource = "Search"
    @Parameter(title: "Term") var term: String
    static var parameterSummary: some ParameterSummary {
        When(\.$term, .hasPrefix, "#") {
            Summary("Search tag \(\.$term)")
        } otherwise: {
            Summary("Search for \(\.$term)")
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

/// An options provider that reads the intent it serves.
private struct SizeOptions: DynamicOptionsProvider {
    @IntentParameterDependency<OrderDrink>(\.$drink) var order
    func results() async throws -> [String] {
        order?.drink == "Tea" ? ["Cup", "Pot"] : ["Small", "Large"]
    }
}

private struct OrderDrink: AppIntent {
    static let title: LocalizedStringResource = "Order Drink"
    @Parameter(title: "Drink") var drink: String
    @Parameter(title: "Size", optionsProvider: SizeOptions()) var size: String
    func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: "\(size) \(drink)") }
}

private struct Old: DeprecatedAppIntent {
    static let title: LocalizedStringResource = "Old"
    static let deprecation = IntentDeprecation(message: "Use New", replacedBy: New.self)
    func perform() async throws -> some IntentResult { .result() }
}

private struct New: AppIntent {
    static let title: LocalizedStringResource = "New"
    func perform() async throws -> some IntentResult { .result() }
}

/// A class provider, as some apps write it; it need not be Sendable.
private final class NoteShortcuts: AppShortcutsProvider {
    static let shortcutTileColor: ShortcutTileColor = .teal
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: New(), phrases: ["Make it new in \(.applicationName)"], shortTitle: "New",
            systemImageName: "sparkles")
    }
}

@Suite struct SystemIntents {
    @Test func deleteIntentsDeclareThatTheyDelete() {
        #expect(DeleteNotes.sideEffects.contains(.deletes))
        #expect(!OpenNote.sideEffects.contains(.deletes))
    }

    @Test func openIntentsRunWithTheirTarget() async throws {
        let invocation = IntentInvocation(OpenNote.self)
        try invocation.setValue(NoteEntity(id: "n1"), for: "target")
        #expect(try await invocation.perform(prompter: NonInteractivePrompter()).value as? String == "n1")
    }

    @Test func continuingInTheForegroundAsksThePersonThenRunsTheContinuation() async throws {
        let inline = IntentInvocation(Export.self)
        try inline.setValue(true, for: "inline")
        let prompter = ScriptedPrompter([.confirmed(true)])
        #expect(try await inline.perform(prompter: prompter).value as? String == "continued")
        #expect(prompter.requests.first?.kind == .confirmation)
        #expect(prompter.requests.first?.dialog?.full.localizedString == "Open the exporter?")

        let before = continuations.withLock { $0 }
        let thrown = IntentInvocation(Export.self)
        try thrown.setValue(false, for: "inline")
        _ = try await thrown.perform(prompter: ScriptedPrompter([.confirmed(true)]))
        #expect(continuations.withLock { $0 } == before + 1)
    }

    @Test func aRunWithNobodyToAskCannotContinueInTheForeground() async throws {
        let invocation = IntentInvocation(Export.self)
        try invocation.setValue(true, for: "inline")
        await #expect {
            _ = try await invocation.perform(prompter: NonInteractivePrompter())
        } throws: { error in
            "\(error)".contains("needs to continue in the foreground")
        }
        let declined = IntentInvocation(Export.self)
        try declined.setValue(true, for: "inline")
        await #expect(throws: IntentRunError.self) {
            _ = try await declined.perform(prompter: ScriptedPrompter([.confirmed(false)]))
        }
    }

    @Test func restartPerformRunsPerformAgain() async throws {
        attempts.withLock { $0 = 0 }
        let outcome = try await IntentInvocation(Retry.self).perform(prompter: NonInteractivePrompter())
        #expect(outcome.value as? Int == 3)
    }

    @Test func progressIsThePerRunProgress() async throws {
        let invocation = IntentInvocation(Count.self)
        let outcome = try await invocation.perform(prompter: NonInteractivePrompter())
        #expect(outcome.value as? Double == 0.75)
        #expect(invocation.progress.completedUnitCount == 3)
    }

    @Test func whenComparesTextParameters() throws {
        let tag = IntentInvocation(Search.self)
        try tag.setValue("#swift", for: "term")
        #expect(tag.renderedSummary.pieces.first == .text("Search tag "))
        let plain = IntentInvocation(Search.self)
        try plain.setValue("swift", for: "term")
        #expect(plain.renderedSummary.pieces.first == .text("Search for "))
    }

    @Test func optionsProvidersReadTheIntentTheyServe() async throws {
        let invocation = IntentInvocation(OrderDrink.self)
        try invocation.setValue("Tea", for: "drink")
        let prompter = ScriptedPrompter([.option(1)])
        let outcome = try await invocation.perform(prompter: prompter)
        #expect(prompter.requests.first?.options.map(\.title) == ["Cup", "Pot"])
        #expect(outcome.value as? String == "Pot Tea")
        #expect(SizeOptions().order == nil)
    }

    @Test func deprecationNamesTheReplacement() {
        #expect(Old.deprecation.message.localizedString == "Use New")
        #expect(Old.deprecation.replacedBy == New.self)
        #expect(Old.persistentIdentifier == "Old")
    }

    @Test func classProvidersAndTileColoursCompile() {
        #expect(NoteShortcuts.appShortcuts.count == 1)
        #expect(NoteShortcuts.shortcutTileColor == .teal)
        #expect(NoteShortcuts.negativePhrases.phrases.isEmpty)
    }

    @Test func entityIdentifiersNameTypeAndIdentifier() {
        let a = EntityIdentifier(for: NoteEntity(id: "x"))
        #expect(a == EntityIdentifier(for: NoteEntity.self, identifier: "x"))
        #expect(a.identifier == "x")
        #expect(a != EntityIdentifier(for: NoteEntity.self, identifier: "y"))
    }
}
