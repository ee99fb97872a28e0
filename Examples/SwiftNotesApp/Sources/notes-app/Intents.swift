import IntentKit

/// Adds a note and returns it.
struct AddNote: AppIntent {
    static let title: LocalizedStringResource = "Add Note"
    static let description: IntentDescription? = IntentDescription("Adds a note.", categoryName: "Notes")

    @Parameter(title: "Title", requestValueDialog: "What is the note called?")
    var noteTitle: String

    @Parameter(title: "Text")
    var text: String?

    @Dependency private var store: NotesStore

    static var parameterSummary: some ParameterSummary {
        Summary("Add note \(\.$noteTitle)") { \.$text }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<NoteEntity> & ProvidesDialog {
        let note = try await store.add(title: noteTitle, text: text ?? "")
        return .result(value: note, dialog: "Added the note \(noteTitle).")
    }
}

/// The text of a note.
struct GetNoteText: AppIntent {
    static let title: LocalizedStringResource = "Get Note Text"
    static let description: IntentDescription? = IntentDescription("Gives the text of a note.", categoryName: "Notes")

    @Parameter(title: "Note", requestValueDialog: "Which note?")
    var note: NoteEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Get the text of \(\.$note)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: note.text)
    }
}

/// How many notes there are: the cheapest intent, which the benchmark's round trip performs.
struct CountNotes: AppIntent {
    static let title: LocalizedStringResource = "Count Notes"
    static let description: IntentDescription? = IntentDescription("Counts the notes.", categoryName: "Notes")

    @Dependency private var store: NotesStore

    static var parameterSummary: some ParameterSummary { Summary("Count notes") }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: try await store.count())
    }
}
