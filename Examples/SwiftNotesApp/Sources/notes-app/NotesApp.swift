import Foundation
import IntentKit
import IntentKitServer

/// The app: its intents and entity, served over standard input and output.
///
/// Its notes live in a SQLite database in `$NOTES_DATA_DIRECTORY` (by default
/// `$XDG_DATA_HOME/shortcuts/apps-data/Notes`), created and seeded on first use.
@main enum NotesApp: ServableApp {
    static var app: IntentApp {
        AppDependencyManager.shared.add(dependency: NotesStore(directory: dataDirectory))
        return IntentApp(
            name: "Notes", displayName: "Notes", systemImageName: "note.text",
            intents: [AddNote.self, GetNoteText.self, CountNotes.self],
            entities: [NoteEntity.self])
    }

    static var dataDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["NOTES_DATA_DIRECTORY"] { return URL(fileURLWithPath: path, isDirectory: true) }
        let data =
            environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return data.appendingPathComponent("shortcuts/apps-data/Notes", isDirectory: true)
    }
}
