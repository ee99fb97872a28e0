import Foundation
import IntentKit
import Testing

@testable import FieldApps

/// Inkwell, the journal field app, in Swift 5 mode: Apple's per-type parameter options reach its
/// metadata, a parameter with resolvers runs as any other, the intent that declares only the
/// foreground is refused with nobody there, the custom confirmation takes the app's own words,
/// and the `OpenIntent` runs with Apple's default `perform()`.
@Suite(.serialized) struct InkwellTests {
    static let entry = FieldApps.harbourAtDawn(number: "1")

    /// `body` with Inkwell registered over a journal of its own.
    func withInkwell<R: Sendable>(
        _ entries: [Journal.Entry] = [Self.entry], _ body: (RegisteredApp, Journal) async throws -> R
    ) async throws -> R {
        let manager = AppDependencyManager()
        let app = FieldApps.inkwell(entries: entries, dependencies: manager)
        return try await AppDependencyManager.withScope(manager) {
            let registered = try await app.register()
            let journal = try #require(manager.resolve(Journal.self, key: "journal"))
            return try await body(registered, journal)
        }
    }

    @Test func itsParameterOptionsReachTheMetadata() async throws {
        try await withInkwell { app, _ in
            let write = try #require(app.metadata.intents.first { $0.identifier == "Inkwell5.WriteEntry" })
            #expect(write.parameter(named: "text")?.controlStyle == .multiline)
            #expect(write.parameter(named: "entryTitle")?.controlStyle == nil)
            #expect(write.parameter(named: "isPrivate")?.defaultValue == .boolean(true))
            #expect(write.parameter(named: "copies")?.type.description == "integer")
            #expect(
                write.appleActions == [
                    AppleShortcutsAction(
                        "com.apple.mobilenotes.SharingExtension", parameters: ["WFCreateNoteInput": "text"])
                ])
            let run = IntentInvocation(WriteEntry.self)
            #expect(run.renderedSummary.text == "Write [Text] as true")
        }
    }

    @Test func writingAndDeletingAnEntry() async throws {
        try await withInkwell { _, journal in
            let write = IntentInvocation(WriteEntry.self)
            try write.setValue("Rain.\nThen sun.", for: "text")
            try write.setValue(2, for: "copies")
            // The title is asked for, and Apple's requestValue gives it unwrapped.
            let person = ScriptedPrompter([.text("Squall")])
            let written = try await write.perform(prompter: person)
            #expect((written.value as? EntryEntity)?.title == "Squall")
            #expect(person.requests.map(\.question) == ["What is the entry called?"])
            #expect(journal.all().map(\.text) == ["Fog.\nThen gulls.", "Rain.\nThen sun."])

            let delete = IntentInvocation(DeleteEntry.self)
            try delete.setValue(EntryEntity(Self.entry), for: "entry")
            // The entry is shared: the person is asked first about that, then in the app's words.
            let confirming = ScriptedPrompter([.confirmed(true), .text("remove")])
            let deleted = try await delete.perform(prompter: confirming)
            #expect(deleted.value as? String == "Harbour at dawn")
            #expect(
                confirming.requests.first?.question
                    == "Delete Entry acts on “Harbour at dawn”, which is shared with others. Go ahead?")
            #expect(confirming.requests.last?.confirmationActionName == "Tear Out")
            #expect(journal.entry("1") == nil)
        }
    }

    @Test func readingAloudNeedsSomeoneThere() async throws {
        try await withInkwell { _, _ in
            let headless = IntentInvocation(ReadEntryAloud.self)
            try headless.setValue(EntryEntity(Self.entry), for: "entry")
            await #expect {
                _ = try await headless.perform(prompter: NonInteractivePrompter())
            } throws: { error in
                "\(error)".contains("runs only in the foreground")
            }
            let watched = IntentInvocation(ReadEntryAloud.self)
            try watched.setValue(EntryEntity(Self.entry), for: "entry")
            let outcome = try await watched.perform(prompter: ScriptedPrompter([]))
            #expect(outcome.dialog?.full.localizedString == "Reading Harbour at dawn aloud")

            let open = IntentInvocation(OpenEntry.self)
            try open.setValue(EntryEntity(Self.entry), for: "target")
            #expect(try await open.perform(prompter: NonInteractivePrompter()).value == nil)
            #expect(OpenEntry.openAppWhenRun)
        }
    }

    /// An entry is saved by its sync ID, the same on every machine, not by its number here: a
    /// reference saved on one machine finds the entry on another that numbers it otherwise, and a
    /// bare number finds nothing.
    @Test func aSavedEntryIsItsSyncID() async throws {
        let elsewhere = FieldApps.harbourAtDawn(number: "2")
        let other = Journal.Entry(
            id: "1", syncID: "other", title: "Shopping", text: "Bread.", isPrivate: true,
            day: Date(timeIntervalSince1970: 0))
        let saved = EntryEntity(Self.entry).entityIdentifierString
        #expect(saved == Self.entry.syncID)
        #expect(EntityIdentifier(for: EntryEntity(Self.entry)).identifier == Self.entry.syncID)

        try await withInkwell([other, elsewhere]) { _, _ in
            #expect(MetadataValue(EntryEntity(Self.entry)) == .entity(type: "Inkwell5.EntryEntity", id: saved))
            let found = try await EntryEntity.entities(identifiedBy: [saved])
            let entry = try #require(found.first as? EntryEntity)
            #expect(found.count == 1)
            #expect(entry.title == "Harbour at dawn")
            #expect(entry.id.local == "2" && entry.id.stable == Self.entry.syncID)
            #expect(entry.entityIdentifierString == saved)
            // A number is this machine's alone: it is not what a shortcut saves, so it finds nothing.
            #expect(try await EntryEntity.entities(identifiedBy: ["1"]).isEmpty)

            let text = IntentInvocation(GetEntryText.self)
            try text.setValue(entry, for: "entry")
            #expect(try await text.perform(prompter: NonInteractivePrompter()).value as? String == "Fog.\nThen gulls.")
        }
    }

    /// Apple's two ways to make an identifier, and how one reads back from its text.
    @Test func syncableIdentifiersAsAppleMakesThem() {
        let same = SyncableEntityIdentifier<String, String>(id: "a1")
        #expect(same.local == "a1" && same.stable == "a1")
        let both = SyncableEntityIdentifier<Int, String>(local: 7, stable: "x")
        #expect(both.entityIdentifierString == "7")
        let read = SyncableEntityIdentifier<Int, String>.entityIdentifier(for: "7")
        #expect(read?.local == 7 && read?.stable == nil)
        #expect(SyncableEntityIdentifier<Int, String>.entityIdentifier(for: "seven") == nil)
        #expect(read != both)
    }

    /// An action that changes something asks before it acts on a shared entry, names it and who
    /// else has it; declining stops it, nobody there refuses it, and a private entry or an
    /// action that only reads is not asked about.
    @Test func actingOnASharedEntryAsksFirst() async throws {
        let diary = Journal.Entry(
            id: "2", syncID: "diary", title: "Diary", text: "Mine.", isPrivate: true,
            day: Date(timeIntervalSince1970: 0))
        try await withInkwell([Self.entry, diary]) { _, journal in
            let declined = IntentInvocation(DeleteEntry.self)
            try declined.setValue(EntryEntity(Self.entry), for: "entry")
            let no = ScriptedPrompter([.confirmed(false)])
            await #expect(throws: IntentRunError.self) { _ = try await declined.perform(prompter: no) }
            #expect(no.requests.count == 1 && journal.entry("1") != nil)

            let headless = IntentInvocation(DeleteEntry.self)
            try headless.setValue(EntryEntity(Self.entry), for: "entry")
            await #expect {
                _ = try await headless.perform(prompter: NonInteractivePrompter())
            } throws: { error in
                "\(error)".contains("which is shared with others")
            }
            #expect(journal.entry("1") != nil)

            let reading = IntentInvocation(GetEntryText.self)
            try reading.setValue(EntryEntity(Self.entry), for: "entry")
            #expect(
                try await reading.perform(prompter: NonInteractivePrompter()).value as? String == "Fog.\nThen gulls.")

            let mine = IntentInvocation(DeleteEntry.self)
            try mine.setValue(EntryEntity(diary), for: "entry")
            let person = ScriptedPrompter([.text("tear out")])
            _ = try await mine.perform(prompter: person)
            #expect(person.requests.map(\.confirmationActionName) == ["Tear Out"])
            #expect(journal.entry("2") == nil)
        }
    }

    /// An intent that maps one of Apple's parameters to a parameter it does not have is not
    /// registered, saying which.
    @Test func aClaimOfAParameterThatIsNotThereIsRefused() async throws {
        do {
            _ = try await IntentApp(name: "Claims", displayName: "Claims", intents: [MisclaimingIntent.self]).register()
            Issue.record("an intent with a wrong claim was registered")
        } catch {
            #expect(
                "\(error)".contains(
                    "maps is.workflow.actions.addnewreminder's parameter WFCalendarItemTitle to 'title', which is not one of its parameters"
                ),
                "\(error)")
        }
    }
}

struct MisclaimingIntent: AppIntent {
    static let title: LocalizedStringResource = "Misclaiming"
    static let appleShortcutsActions = [
        AppleShortcutsAction("is.workflow.actions.addnewreminder", parameters: ["WFCalendarItemTitle": "title"])
    ]
    @Parameter(title: "Name") var name: String

    func perform() async throws -> some IntentResult { .result() }
}
