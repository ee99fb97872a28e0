import Foundation
import IntentKit

/// Writes an entry: its text on several lines, whether it is private (named as the app names
/// it), the day it is for, and how many copies to keep, which a person may type in hex.
public struct WriteEntry: AppIntent {
    public static let title: LocalizedStringResource = "Write Entry"
    public static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]
    /// Apple's Create Note does what this does: a shortcut imported from Apple's app writes an entry.
    public static let appleShortcutsActions = [
        AppleShortcutsAction("com.apple.mobilenotes.SharingExtension", parameters: ["WFCreateNoteInput": "text"])
    ]

    @Parameter(title: "Text", inputOptions: String.IntentInputOptions(capitalizationType: .sentences, multiline: true))
    var text: String
    @Parameter(title: "Title") var entryTitle: String?
    @Parameter(title: "Private", default: true, displayName: Bool.IntentDisplayName(true: "Private", false: "Shared"))
    var isPrivate: Bool
    @Parameter(title: "Day", kind: .date) var day: Date?
    @Parameter(title: "Copies", default: 1, resolvers: { IntFromStringResolver(radix: 16) }) var copies: Int

    @Dependency(key: "journal", manager: .shared, default: Journal()) var journal: Journal

    public init() {}

    public static var parameterSummary: some ParameterSummary {
        Summary("Write \(\.$text) as \(\.$isPrivate)") {
            \.$entryTitle
            \.$day
            \.$copies
        }
    }

    public func perform() async throws -> some IntentResult & ReturnsValue<EntryEntity> {
        // Apple's `requestValue` gives an optional parameter's value unwrapped.
        var title = entryTitle ?? ""
        if title.isEmpty { title = try await $entryTitle.requestValue("What is the entry called?") }
        let entry = Journal.Entry(
            id: "\(journal.all().count + 1)", syncID: UUID().uuidString.lowercased(), title: title, text: text,
            isPrivate: isPrivate, day: day ?? Date(timeIntervalSince1970: 0))
        journal.add(entry)
        return .result(value: EntryEntity(entry))
    }
}

/// Reads an entry aloud: only with someone there to hear it.
public struct ReadEntryAloud: AppIntent {
    public static let title: LocalizedStringResource = "Read Entry Aloud"
    public static let supportedModes: IntentModes = .foreground
    public static let sideEffects: SideEffects = []

    @Parameter(title: "Entry") var entry: EntryEntity

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let mode = systemContext.currentMode
        return .result(value: entry.title, dialog: "Reading \(entry.title) \(mode.isForeground ? "aloud" : "silently")")
    }
}

/// The text of an entry, for a shortcut to pass on; runs with nobody there.
public struct GetEntryText: AppIntent {
    public static let title: LocalizedStringResource = "Get Entry Text"
    public static let supportedModes: IntentModes = .background
    public static let sideEffects: SideEffects = []

    @Parameter(title: "Entry") var entry: EntryEntity
    @Dependency(key: "journal", manager: .shared, default: Journal()) var journal: Journal

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: entry.id.local.flatMap { journal.entry($0)?.text } ?? "")
    }
}

/// Deletes an entry, after the person says so in the app's own words.
public struct DeleteEntry: AppIntent {
    public static let title: LocalizedStringResource = "Delete Entry"
    public static let sideEffects: SideEffects = [.appData, .deletes]

    @Parameter(title: "Entry") var entry: EntryEntity
    @Dependency(key: "journal", manager: .shared, default: Journal()) var journal: Journal

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<String> {
        try await requestConfirmation(
            actionName: .custom(
                acceptLabel: "Tear Out", acceptAlternatives: ["Delete", "Remove"], denyLabel: "Keep",
                denyAlternatives: ["Cancel"], destructive: true),
            dialog: "Tear out \(entry.title)?")
        if let local = entry.id.local { journal.remove(local) }
        return .result(value: entry.title)
    }
}

/// Opens an entry: Apple's default `perform()` does the rest.
public struct OpenEntry: OpenIntent {
    public static let title: LocalizedStringResource = "Open Entry"
    public static let sideEffects: SideEffects = []
    @Parameter(title: "Entry") public var target: EntryEntity

    public init() {}
}
