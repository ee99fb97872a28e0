import BlockingTestSupport
import Foundation
import ShortcutsTestSupport
import Testing

/// Apps that run as their own programs, installed with `shortcuts apps add` on a home of their
/// own and used through the real binary: in shortcuts (entities passed between actions, saved
/// entities looked up, property drill-down), found by Find, listed by `shortcuts entities`, run
/// with their questions answered by `--answer`, and checked by `apps check`.
@Suite(.serialized) struct ExternalAppCLITests {
    static let repository = TestRepository.root
    static let tasksScript = repository.appendingPathComponent("Examples/python-app/tasks_app.py")
    /// Examples/SwiftNotesApp's program, built beside the tests as the root target `notes-app`.
    static let notesProgram = ShortcutsCLI.binary.deletingLastPathComponent().appendingPathComponent("notes-app")

    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-ext-\(UUID().uuidString)")

    func shortcuts(_ arguments: String...) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(arguments, home: home)
    }

    /// Installs both example apps with their data in the home.
    func installExamples() async throws {
        let data = home.appendingPathComponent("app-data")
        let tasks = try await shortcuts(
            "apps", "add", "--env", "TASKS_DATA_DIRECTORY=\(data.path)/tasks", "Tasks", "python3", "-u",
            Self.tasksScript.path)
        #expect(tasks.status == 0, "\(tasks.error)")
        let notes = try await shortcuts(
            "apps", "add", "--env", "NOTES_DATA_DIRECTORY=\(data.path)/notes", "Notes", Self.notesProgram.path)
        #expect(notes.status == 0, "\(notes.error)")
    }

    /// Writes a shortcut file of these actions (JSON objects) and returns its path.
    func shortcut(_ name: String, _ actions: [String]) throws -> String {
        let file = home.appendingPathComponent("\(name).json")
        let id = UUID().uuidString
        try """
        {"format": 1, "id": "\(id)", "name": "\(name)", "actions": [\(actions.joined(separator: ",\n"))]}
        """.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    static func action(_ id: Int, _ action: String, _ parameters: String = "{}") -> String {
        #"{"id": "00000000-0000-4000-8000-\#(String(format: "%012d", id))", "action": "\#(action)", "parameters": \#(parameters)}"#
    }

    static func ref(_ id: Int) -> String { "00000000-0000-4000-8000-\(String(format: "%012d", id))" }

    @Test func bothExampleAppsAreInstalledCheckedAndListed() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try await installExamples()
        let check = try await shortcuts("apps", "check")
        #expect(check.status == 0, "\(check.output)\(check.error)")
        #expect(check.output.contains("Tasks: handshake ok (4 intents, 1 entity types, 0 enums)"), "\(check.output)")
        #expect(check.output.contains("Notes: handshake ok (3 intents, 1 entity types, 0 enums)"), "\(check.output)")

        let actions = try await shortcuts("actions")
        #expect(actions.status == 0, "\(actions.error)")
        #expect(actions.output.contains("Tasks.AddTask"), "\(actions.output)")
        #expect(actions.output.contains("Notes.AddNote"), "\(actions.output)")

        let tasks = try await shortcuts("entities", "Tasks.TaskEntity", "--search", "milk")
        #expect(tasks.status == 0, "\(tasks.error)")
        #expect(tasks.output == "2  Buy oat milk — To do\n")
        let notes = try await shortcuts("entities", "Notes.NoteEntity", "--search", "trip")
        #expect(notes.status == 0, "\(notes.error)")
        #expect(notes.output.contains("Trip ideas"), "\(notes.output)")
    }

    /// An entity one app returns is passed to its next action, a property of it is read, and a
    /// saved entity is looked up by ID; the app's confirmation is answered with `--answer`.
    @Test func aShortcutRunsTheTasksAppWithItsQuestionsAnswered() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try await installExamples()
        let file = try shortcut(
            "Bike",
            [
                Self.action(1, "Tasks.AddTask", #"{"title": {"text": "Fix the bike"}}"#),
                Self.action(2, "Tasks.CompleteTask", #"{"task": {"var": "\#(Self.ref(1))"}}"#),
                Self.action(
                    3, "Shortcuts.ShowResult",
                    #"{"text": {"text": ["Done: ", {"var": "\#(Self.ref(2))", "path": ["title"]}, " ", {"var": "\#(Self.ref(2))", "path": ["done"]}]}}"#
                ),
                Self.action(4, "Tasks.DeleteTask", #"{"task": {"entity": {"type": "Tasks.TaskEntity", "id": "2"}}}"#),
            ])
        // The app declares that Delete Task deletes: the safety policy holds it back as any.
        let held = try await shortcuts("run", file, "--answer", "yes")
        #expect(held.status == 77, "\(held.output)\(held.error)")
        #expect(held.error.contains("deletes things (Delete Task, action 4)"), "\(held.error)")
        let config = home.appendingPathComponent("config/shortcuts/config.json")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{"allowDeleting": true}"#.write(to: config, atomically: true, encoding: .utf8)

        let run = try await shortcuts("run", file, "--answer", "yes")
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.contains("Done: Fix the bike Yes"), "\(run.output)")
        #expect(run.error.contains("Delete “Buy oat milk”?"), "\(run.error)")
        let left = try await shortcuts("entities", "Tasks.TaskEntity", "--search", "milk")
        #expect(left.output.isEmpty, "\(left.output)")

        // Without an answer the confirmation fails the run as any unanswered question does.
        let unanswered = try await shortcuts(
            "run",
            try shortcut(
                "Delete",
                [Self.action(1, "Tasks.DeleteTask", #"{"task": {"entity": {"type": "Tasks.TaskEntity", "id": "1"}}}"#)]),
            "--no-input")
        #expect(unanswered.status == 69, "\(unanswered.output)\(unanswered.error)")

        // A saved entity that no longer exists is named.
        let gone = try await shortcuts(
            "run",
            try shortcut(
                "Gone",
                [
                    Self.action(
                        1, "Tasks.CompleteTask", #"{"task": {"entity": {"type": "Tasks.TaskEntity", "id": "99"}}}"#)
                ]))
        #expect(gone.status != 0)
        #expect(gone.error.contains("'99' no longer exists"), "\(gone.error)")
    }

    /// Find through the Notes app's property query, sorted and limited, and a note's text read
    /// by an intent that takes the found note.
    @Test func findGoesThroughTheNotesAppsPropertyQuery() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try await installExamples()
        let find = """
            {"id": "\(Self.ref(1))", "action": "find", "entity": "Notes.NoteEntity", "match": "all",
             "where": [{"property": "wordCount", "comparator": "greaterThan", "value": {"number": 5}}],
             "sort": [{"property": "title", "order": "ascending"}], "limit": {"number": 5}}
            """
        let file = try shortcut(
            "Long Notes",
            [
                find,
                Self.action(
                    2, "Shortcuts.ShowResult",
                    #"{"text": {"text": [{"var": "\#(Self.ref(1))", "path": ["title"]}]}}"#),
                Self.action(3, "Notes.GetNoteText", #"{"note": {"var": "\#(Self.ref(1))"}}"#),
                Self.action(4, "Shortcuts.ShowResult", #"{"text": {"text": [{"var": "\#(Self.ref(3))"}]}}"#),
            ])
        let validate = try await shortcuts("validate", file)
        #expect(validate.status == 0, "\(validate.output)\(validate.error)")
        let run = try await shortcuts("run", file)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        // Groceries (5 words) is left out by the app's query; the rest come sorted by title.
        #expect(run.output.hasPrefix("Book list\n"), "\(run.output)")
        #expect(run.output.contains("Trip ideas\n"), "\(run.output)")
        #expect(!run.output.contains("Groceries"), "\(run.output)")
        #expect(run.output.contains("Dune, The Left Hand of Darkness, Piranesi"), "\(run.output)")
    }

    /// An app whose name a bundled app has is left out with a warning naming it; the rest of
    /// the catalog works.
    @Test func aClashingAppIsLeftOutWithAWarning() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try await installExamples()
        // A second manifest for the Tasks program under another name: its identifiers are Tasks'.
        let copy = home.appendingPathComponent("apps/Chores.json")
        let json = try String(contentsOf: home.appendingPathComponent("apps/Tasks.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"Tasks\"", with: "\"Chores\"")
        try json.write(to: copy, atomically: true, encoding: .utf8)
        let actions = try await shortcuts("actions")
        #expect(actions.status == 0, "\(actions.error)")
        #expect(actions.output.contains("Tasks.AddTask"))
        #expect(actions.error.contains("The app 'Chores' is left out"), "\(actions.error)")
    }
}
