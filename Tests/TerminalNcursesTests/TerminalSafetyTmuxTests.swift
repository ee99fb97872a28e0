import BlockingTestSupport
import Foundation
import Glibc
import Testing

/// The real `shortcuts` command line in a real terminal (tmux), fed a shortcut whose name, values
/// and output carry escape sequences (set the window title, write the clipboard with OSC 52, clear
/// the screen), a carriage return, a bidi override and a C1 CSI, and a file named the same way:
/// the pane shows them escaped, and the window title, the clipboard and the screen are untouched.
@Suite(
    "terminal safety in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct TerminalSafetyTmuxTests {
    static let hostile = "\u{1B}]0;PWNED\u{7}\u{1B}]52;c;ZXZpbA==\u{7}\u{1B}[2J\r\u{202E}\u{9B}31m"
    static let escaped = "^[]0;PWNED^G^[]52;c;ZXZpbA==^G^[[2J^M\\u{202E}M-^[31m"

    /// Runs `binary` with `arguments` to its end, its output dropped; waits off the cooperative pool.
    static func run(_ binary: URL, _ arguments: [String], environment: [String: String]) async throws {
        let child = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        _ = try await offThePool { try ChildProcess.run(binary.path, arguments, environment: child) }
    }

    /// A home with the library created and a hostile shortcut in it, a folder of files with a
    /// hostile name, and a shortcut (outside the library) that asks to delete that file.
    static func prepare() async throws -> (environment: [String: String], evil: String, delete: String) {
        let environment = try ShortcutsTmuxEndToEndTests.environment()
        let binary = try #require(
            TmuxSession.executable(named: "shortcuts"), "shortcuts is not built next to the tests")
        try await Self.run(binary, ["list"], environment: environment)
        let library = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!).appendingPathComponent("shortcuts")
        let files = URL(fileURLWithPath: environment["SHORTCUTS_FILES_ROOT"]!)
        try Data().write(to: files.appendingPathComponent("bill\(hostile).txt"))
        let evil: [String: Any] = [
            "format": 1, "id": "00000000-0000-4000-8000-00000000e001", "name": "Evil\(hostile)Name",
            "actions": [
                [
                    "id": "00000000-0000-4000-8000-00000000e002", "action": "Shortcuts.Text",
                    "parameters": ["text": ["text": "value\(hostile)end"]],
                ],
                [
                    "id": "00000000-0000-4000-8000-00000000e003", "action": "Shortcuts.ShowResult",
                    "parameters": [
                        "text": ["text": ["shown\(hostile)", ["var": "00000000-0000-4000-8000-00000000e002"]]]
                    ],
                ],
            ],
        ]
        let evilFile = library.appendingPathComponent("evil.json")
        try JSONSerialization.data(withJSONObject: evil).write(to: evilFile)
        let delete: [String: Any] = [
            "format": 1, "id": "00000000-0000-4000-8000-00000000e101", "name": "Delete It",
            "actions": [
                [
                    "id": "00000000-0000-4000-8000-00000000e102", "action": "Files.DeleteFile",
                    "parameters": ["file": ["entity": ["type": "Files.FileEntity", "id": "bill\(hostile).txt"]]],
                ]
            ],
        ]
        let deleteFile = files.deletingLastPathComponent().appendingPathComponent("delete-it.json")
        try JSONSerialization.data(withJSONObject: delete).write(to: deleteFile)
        return (environment, evilFile.path, deleteFile.path)
    }

    /// Runs `shortcuts arguments` at a shell prompt in tmux and checks what the terminal went through.
    func runAtPrompt(_ arguments: [String], environment: [String: String], expect shown: String) async throws {
        // Tall enough that `list` of the example library fits with the prompt above it.
        let session = try await TmuxSession(
            width: 160, height: 60, program: "shortcuts", arguments: arguments, environment: environment,
            interactive: true, standardErrorToPane: true)
        let screen = try #require(
            await session.waitFor(shown), "\(arguments.first!): the escaped text never showed: \(session.capture())")
        try await session.recordExit()
        let exit = try #require(await session.waitForExit())
        #expect(exit.status == 0, "\(arguments.first!): \(screen)")
        #expect(session.paneTitle() == session.titleBefore, "\(arguments.first!) changed the window title")
        #expect(session.pasteBuffers().isEmpty, "\(arguments.first!) wrote the clipboard: \(session.pasteBuffers())")
        // The command line typed at the prompt is still on screen: nothing cleared it.
        #expect(screen.first?.hasPrefix("$ ") == true, "\(arguments.first!) cleared the screen: \(screen)")
        #expect(!screen.contains { $0.contains("PWNED") && !$0.contains("^[]0;PWNED") })
    }

    @Test("list, view and run on a terminal show a hostile name and values escaped")
    func listViewRun() async throws {
        let (environment, evil, _) = try await Self.prepare()
        try await runAtPrompt(["list"], environment: environment, expect: "Evil\(Self.escaped)Name  (2 actions)")
        try await runAtPrompt(["view", evil], environment: environment, expect: "value\(Self.escaped)end")
        // Standard output is the terminal: the run's dialog is escaped there (a pipe gets it exact).
        try await runAtPrompt(
            ["run", evil], environment: environment, expect: "shown\(Self.escaped)value\(Self.escaped)end")
        try await runAtPrompt(
            ["entities", "File"], environment: environment, expect: "bill\(Self.escaped).txt  bill\(Self.escaped).txt")
    }

    @Test("A confirmation naming a file with a carriage return shows the name escaped, whole, and asks")
    func confirmationWithACarriageReturn() async throws {
        let (environment, _, delete) = try await Self.prepare()
        let session = try await TmuxSession(
            width: 160, height: 30, program: "shortcuts", arguments: ["run", delete], environment: environment,
            interactive: true, standardErrorToPane: true)
        let question = "? Delete 'bill\(Self.escaped).txt'?"
        // First the permission to delete (docs/security.md), then the intent's own question.
        _ = try #require(await session.waitFor("[Run = y, Cancel = n]"), "no permission asked: \(session.capture())")
        try session.type("y")
        try session.send("Enter")
        let screen = try #require(
            await session.waitFor("[Delete = y, Cancel = n]"), "no confirmation: \(session.capture())")
        // The question is whole on its line: a raw CR would have written the rest over its start.
        #expect(screen.contains { $0.hasPrefix(question) }, "\(screen)")
        #expect(session.paneTitle() == session.titleBefore, "the prompt changed the window title")
        #expect(session.pasteBuffers().isEmpty)
        try session.type("n")
        try session.send("Enter")
        try await session.recordExit()
        _ = try #require(await session.waitForExit())
        let file = URL(fileURLWithPath: environment["SHORTCUTS_FILES_ROOT"]!).appendingPathComponent(
            "bill\(Self.hostile).txt")
        #expect(FileManager.default.fileExists(atPath: file.path), "the file was deleted though the answer was no")
        #expect(session.paneTitle() == session.titleBefore)
    }

    static var hasSQLite3: Bool { (try? TmuxSession.run(["sqlite3", "-version"]).status) == 0 }

    @Test(
        "A purchase confirmation of a book whose title holds a CR and escapes shows it escaped, whole",
        .enabled(if: hasSQLite3, "the sqlite3 shell is needed to give a book a hostile title"))
    func purchaseConfirmation() async throws {
        let (environment, _, _) = try await Self.prepare()
        // The Books database exists once the app has been used; then one book gets a hostile title.
        let binary = try #require(TmuxSession.executable(named: "shortcuts"))
        try await Self.run(binary, ["entities", "Book"], environment: environment)
        let database = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!).appendingPathComponent(
            "data/Books/books.sqlite"
        ).path
        let title = "'Beloved' || char(13) || 'FREE' || char(27) || ']0;PWNED' || char(7) || char(27) || '[2J'"
        let update = try TmuxSession.run([
            "sqlite3", database,
            "UPDATE book SET title = \(title) WHERE title = 'Beloved'; SELECT uuid FROM book WHERE title LIKE 'Beloved%';",
        ])
        let uuid = update.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(update.status == 0 && !uuid.isEmpty, "\(update.output)")
        let buy: [String: Any] = [
            "format": 1, "id": "00000000-0000-4000-8000-00000000e201", "name": "Buy It",
            "actions": [
                [
                    "id": "00000000-0000-4000-8000-00000000e202", "action": "Books.BuyBook",
                    "parameters": [
                        "book": ["entity": ["type": "Books.BookEntity", "id": uuid]], "count": ["number": 1],
                    ],
                ]
            ],
        ]
        let file = URL(fileURLWithPath: environment["SHORTCUTS_FILES_ROOT"]!).deletingLastPathComponent()
            .appendingPathComponent("buy-it.json")
        try JSONSerialization.data(withJSONObject: buy).write(to: file)

        let session = try await TmuxSession(
            width: 160, height: 30, program: "shortcuts", arguments: ["run", file.path], environment: environment,
            interactive: true, standardErrorToPane: true)
        let screen = try #require(
            await session.waitFor("[Buy = y, Cancel = n]"), "no confirmation: \(session.capture())")
        #expect(screen.contains { $0.hasPrefix("? Order 1 copy of Beloved^MFREE^[]0;PWNED^G^[[2J for $") }, "\(screen)")
        #expect(session.paneTitle() == session.titleBefore, "the confirmation changed the window title")
        #expect(screen.first?.hasPrefix("$ ") == true, "the confirmation cleared the screen: \(screen)")
        try session.type("n")
        try session.send("Enter")
        try await session.recordExit()
        let exit = try #require(await session.waitForExit())
        #expect(exit.status == 130, "declining cancels the run")
    }
}
