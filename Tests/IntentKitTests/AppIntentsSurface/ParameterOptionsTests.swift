import Foundation
import Testing

@testable import IntentKit

// Apple's per-type parameter options, resolvers and the members apps call beside them, written as
// App Intents code writes them: each compiles with Apple's labels and does what Apple's does here.

private struct WriteNote: AppIntent {
    static let title: LocalizedStringResource = "Write Note"
    @Parameter(title: "Text", inputOptions: String.IntentInputOptions(capitalizationType: .none, multiline: true))
    var text: String
    @Parameter(title: "Heading", inputOptions: String.IntentInputOptions(keyboardType: .default)) var heading: String?
    @Parameter(title: "Private", default: true, displayName: Bool.IntentDisplayName(true: "Private", false: "Shared"))
    var isPrivate: Bool
    @Parameter(title: "Day", kind: .date) var day: Date
    @Parameter(title: "Stars", default: 3, controlStyle: .field, inclusiveRange: (1, 5)) var stars: Int
    @Parameter(title: "Copies", resolvers: { IntFromStringResolver(radix: 16) }) var copies: Int
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "\(text)|\(heading ?? "-")|\(isPrivate)|\(stars)|\(copies)")
    }
}

private struct DeleteNote: AppIntent {
    static let title: LocalizedStringResource = "Delete Note"
    @Parameter(title: "Name") var name: String
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        try await requestConfirmation(
            actionName: .custom(
                acceptLabel: "Delete", acceptAlternatives: ["Remove"], denyLabel: "Keep", denyAlternatives: ["Leave"],
                destructive: true),
            dialog: "Delete \(name)?")
        return .result(value: "deleted \(name)")
    }
}

private struct NoteEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = NoteQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(id)", image: .init(named: "note", isTemplate: true, displayStyle: .circular))
    }
}

private struct NoteQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [NoteEntity] { identifiers.map(NoteEntity.init) }
    func suggestedEntities() async throws -> [NoteEntity] { [NoteEntity(id: "first")] }
}

/// Apple's default `perform()`: opening a value has nothing else to do.
private struct OpenNote: OpenIntent {
    static let title: LocalizedStringResource = "Open Note"
    @Parameter(title: "Note") var target: NoteEntity
}

/// A widget's configuration, with Apple's default `perform()`.
private struct NoteWidget: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Note Widget"
    @Parameter(title: "Note") var note: NoteEntity?
}

private struct Journal: Sendable { let name: String }

private struct ReadJournal: AppIntent {
    static let title: LocalizedStringResource = "Read Journal"
    @Dependency(key: "journal", manager: .shared, default: Journal(name: "fallback")) var journal: Journal
    func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: journal.name) }
}

@Suite struct ParameterOptionsTests {
    func parameter<Value>(_ name: String, of run: IntentInvocation, as _: Value.Type) -> IntentParameter<Value>? {
        run.parameter(named: name) as? IntentParameter<Value>
    }

    @Test func eachTypesOptionsAreKeptAsDeclared() throws {
        let run = IntentInvocation(WriteNote.self)
        let text = try #require(parameter("text", of: run, as: String.self))
        #expect(text.inputOptions?.multiline == true)
        #expect(text.inputOptions?.capitalizationType == String.IntentInputOptions.CapitalizationType.none)
        // Several lines of text are offered as a text area.
        #expect(text.control == .multiline)
        let heading = try #require(parameter("heading", of: run, as: String?.self))
        #expect(heading.inputOptions?.keyboardType == .default)
        #expect(heading.control == nil)
        #expect(heading.isOptional)
        let isPrivate = try #require(parameter("isPrivate", of: run, as: Bool.self))
        #expect(isPrivate.displayName?.true.key == "Private")
        #expect(isPrivate.displayName?.false.key == "Shared")
        #expect(isPrivate.anyValue as? Bool == true)
        let day = try #require(parameter("day", of: run, as: Date.self))
        #expect(day.dateKind == IntentParameter<Date>.DateKind.date)
        let stars = try #require(parameter("stars", of: run, as: Int.self))
        #expect(stars.controlStyle == IntentParameter<Int>.IntControlStyle.field)
        #expect(stars.inclusiveRange?.lowerBound == 1 && stars.inclusiveRange?.upperBound == 5)
        #expect(stars.control == .field)
        #expect(throws: ParameterValueError.self) { try stars.setAnyValue(9) }
    }

    @Test func aParameterWithResolversRunsAsWithout() async throws {
        let (outcome, _) = try await run(
            WriteNote.self,
            ["text": "Line one\nLine two", "isPrivate": false, "day": Date(timeIntervalSince1970: 0), "copies": 2])
        #expect(outcome.value as? String == "Line one\nLine two|-|false|3|2")
    }

    @Test func resolversConvertAsApplesDo() async throws {
        #expect(try await IntFromStringResolver(radix: 16).resolve(from: "ff") == 255)
        #expect(try await IntFromStringResolver().resolve(from: " 42 ") == 42)
        #expect(try await IntFromStringResolver().resolve(from: "many") == nil)
        #expect(try await IntFromDoubleResolver().resolve(from: 2.9) == 2)
        #expect(try await IntFromDoubleResolver(roundingRule: .toNearestOrAwayFromZero).resolve(from: 2.5) == 3)
        #expect(try await BoolFromStringResolver().resolve(from: "Yes") == true)
        let run = IntentInvocation(WriteNote.self)
        let stars = try #require(parameter("stars", of: run, as: Int.self))
        let context = IntentParameterContext<Int>(of: stars)
        #expect(context.inclusiveRange?.upperBound == 5)
        #expect(context.controlStyle == .field)
        try IntResolver().checkParameterRangeContains(value: 4, context: context)
        #expect(throws: IntentRunError.self) {
            try IntResolver().checkParameterRangeContains(value: 6, context: context)
        }
    }

    @Test func aCustomConfirmationTakesItsOwnWords() async throws {
        let (outcome, prompter) = try await run(DeleteNote.self, ["name": "Draft"], answers: [.text("remove")])
        #expect(outcome.value as? String == "deleted Draft")
        #expect(prompter.requests.first?.confirmationActionName == "Delete")
        let (error, _) = await runFailing(DeleteNote.self, ["name": "Draft"], answers: [.text("Keep")])
        guard case .cancelled? = error else {
            Issue.record("declining should cancel, got \(String(describing: error))")
            return
        }
        let name = ConfirmationActionName.custom(
            acceptLabel: "Delete", acceptAlternatives: [], denyLabel: "Keep", denyAlternatives: [], destructive: true)
        #expect(name.isDestructive && name.denyLabel?.key == "Keep")
        #expect(ConfirmationActionName.startNavigation.label.key == "Start Navigation")
    }

    @Test func applesDefaultPerformsRun() async throws {
        #expect(OpenNote.openAppWhenRun)
        let (opened, _) = try await run(OpenNote.self, ["target": NoteEntity(id: "a")])
        #expect(opened.value == nil)
        let (configured, _) = try await run(NoteWidget.self)
        #expect(configured.value == nil)
    }

    @Test func imagesByNameAndURLAreKept() {
        let note = NoteEntity(id: "a").displayRepresentation
        #expect(note.image?.named == "note")
        #expect(note.image?.displayStyle == .circular)
        let remote = DisplayRepresentation.Image(url: URL(string: "https://example.com/a.png")!, width: 20, height: 10)
        #expect(remote.size == DisplayRepresentation.Image.Size(width: 20, height: 10))
        #expect(remote.isTemplate == false)
    }

    @Test func aDependencyWithADefaultGivesItWhenNoneIsAdded() async throws {
        let empty = AppDependencyManager()
        let fallback = try await AppDependencyManager.withScope(empty) { try await run(ReadJournal.self).outcome }
        #expect(fallback.value as? String == "fallback")
        let filled = AppDependencyManager()
        filled.add(key: "journal", dependency: Journal(name: "kept"))
        let kept = try await AppDependencyManager.withScope(filled) { try await run(ReadJournal.self).outcome }
        #expect(kept.value as? String == "kept")
        #expect(
            AppDependencyManager.Error<Journal>.failedToRetrieveDependency("journal", Journal.self).errorDescription?
                .contains("journal") == true)
        // Keys are any hashable value, kept as they are: 1 and "1" are two keys.
        let keyed = AppDependencyManager()
        keyed.add(key: 1, dependency: Journal(name: "number"))
        keyed.add(key: "1", dependency: Journal(name: "text"))
        #expect(keyed.resolve(Journal.self, key: 1)?.name == "number")
        #expect(keyed.resolve(Journal.self, key: "1")?.name == "text")
    }

    @Test func smallerMembersApplesCodeCalls() async throws {
        #expect(Float.entityIdentifier(for: 2.5.description) == 2.5)
        #expect(Float(1.5).entityIdentifierString == "1.5")
        #expect(try await NoteQuery().results().map(\.id) == ["first"])
        let result: IntentResultContainer<String> = .result(value: "v", dialog: "Said")
        #expect(result.value == "v" && result.dialog?.full.key == "Said")
        #expect(NoteEntity(id: "x").localizedStringResource.localizedString == "x")
        #expect(IntentCurrencyAmount(amount: 2, currencyCode: "EUR").displayRepresentation.title.key == "2 EUR")
        #expect(AppIntentError.restartPerform.description.contains("again"))
    }
}
