import Foundation
import Glibc
import Testing

/// The real `shortcuts` binary with no arguments, in tmux: it draws the library of a fresh
/// home, opens a shortcut and goes back, builds and saves a shortcut from keystrokes, switches
/// and remembers the theme, and leaves the terminal sane when it quits or is terminated.
@Suite(
    "shortcuts editor in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct ShortcutsTmuxEndToEndTests {
    /// A temporary SHORTCUTS_HOME (created with the examples on first use) and files root.
    static func environment() throws -> [String: String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shortcuts-e2e-\(UUID().uuidString.prefix(8))")
        let files = root.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        return [
            "SHORTCUTS_HOME": root.appendingPathComponent("home").path, "SHORTCUTS_FILES_ROOT": files.path,
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
        ]
    }

    @Test("It draws the library, opens a shortcut, goes back, and q restores the terminal")
    func openAndQuit() async throws {
        let session = try await TmuxSession(
            width: 100, height: 30, program: "shortcuts", environment: try Self.environment())
        let library = try #require(
            await session.waitFor("\(exampleCount) shortcuts", timeout: .seconds(90)),
            "the library never drew: \(session.capture())")
        #expect(library[0].hasPrefix("┌ Shortcuts"))
        #expect(library.contains { $0.contains("Countdown") && $0.contains("7 actions") })
        try session.send("/")
        try session.type("countdown")
        try session.send("Enter")
        try session.send("Enter")
        let editor = try #require(await session.waitFor("End Repeat"), "the editor did not open: \(session.capture())")
        #expect(editor[0].hasPrefix("┌ Countdown"))
        #expect(editor.contains { $0.contains("No problems") })
        try session.send("Escape")
        #expect(
            await session.waitForScreen { $0.first?.hasPrefix("┌ Shortcuts") == true } != nil, "\(session.capture())")
        try session.send("q")
        let exit = try #require(await session.waitForExit(), "shortcuts did not exit: \(session.capture())")
        #expect(exit.status == 0, "\(exit.stderr)")
        #expect(isSane(exit.stty), "\(exit.stty)")
    }

    @Test("--theme and the theme picker are remembered in the config file")
    func themeIsRemembered() async throws {
        let environment = try Self.environment()
        let config = URL(fileURLWithPath: environment["XDG_CONFIG_HOME"]!).appendingPathComponent(
            "shortcuts/config.json")
        let first = try await TmuxSession(
            width: 100, height: 30, program: "shortcuts", arguments: ["--theme", "high-contrast"],
            environment: environment)
        _ = try #require(await first.waitFor("\(exampleCount) shortcuts", timeout: .seconds(90)), "\(first.capture())")
        try first.send("q")
        #expect(try #require(await first.waitForExit()).status == 0)
        let text = try String(contentsOf: config, encoding: .utf8)
        #expect(text == "{\n  \"theme\": \"high-contrast\"\n}\n")
        // The next run without --theme starts on the remembered theme.
        let second = try await TmuxSession(width: 100, height: 30, program: "shortcuts", environment: environment)
        _ = try #require(
            await second.waitFor("\(exampleCount) shortcuts", timeout: .seconds(90)), "\(second.capture())")
        // The picker (t) starts on the theme in use; the next one down is chosen and remembered.
        try second.send("t")
        _ = try #require(await second.waitFor("high-contrast"), "the theme picker did not open: \(second.capture())")
        try second.send("j")
        try second.send("Enter")
        _ = try #require(await second.waitFor("Theme: light"), "\(second.capture())")
        try second.send("q")
        let exit = try #require(await second.waitForExit())
        #expect(exit.status == 0)
        #expect(isSane(exit.stty), "\(exit.stty)")
        #expect(try String(contentsOf: config, encoding: .utf8) == "{\n  \"theme\": \"light\"\n}\n")
    }

    @Test("Create, add three actions by search, wire a property, undo, redo, save: the file holds it")
    func buildWireAndSave() async throws {
        let environment = try Self.environment()
        let session = try await TmuxSession.editor(environment)
        try await session.newShortcut()
        // Each card, once added, shows its sentence (waited for rather than the status message,
        // which a heavily loaded machine may draw and clear between two looks).
        for (query, card) in [
            ("find books", "▤ Find Books"), ("repeat with each", "Repeat with each item in"),
            ("show result", "Show Text"),
        ] {
            try session.send("a")
            try session.type(query)
            try session.send("Enter")
            _ = try #require(await session.waitFor(card, timeout: .seconds(60)), "\(query): \(session.capture())")
        }
        // The placeholder and the pills are told apart by style, which a text capture does not keep.
        _ = try #require(await session.waitFor("Show Text"), "\(session.capture())")

        /// Moves the variable picker's selection down to `label` (the selected row starts with ›).
        func select(_ label: String) async throws {
            for _ in 0..<40 {
                let screen = session.capture()
                if screen.contains(where: { $0.contains("› \(label)") }) { return }
                try session.send("Down")
                // Wait for the move to show before looking again (under load a short wait would send a second Down).
                _ = await session.waitForScreen(timeout: .seconds(20)) { $0 != screen }
            }
            Issue.record("\(label) is not in the picker: \(session.capture())")
        }
        try session.send("v")
        _ = try #require(await session.waitFor("Found Books"), "\(session.capture())")
        try await select("Found Books")
        try session.send("Right")
        _ = try #require(await session.waitFor("First Item"), "\(session.capture())")
        try await select("First Item")
        try session.send("Right")
        _ = try #require(await session.waitFor("Author"), "\(session.capture())")
        try await select("Author")
        try session.send("Enter")
        let wired = "Show  Found Books › First Item › Author"
        _ = try #require(await session.waitFor(wired), "\(session.capture())")
        try session.send("u")
        _ = try #require(await session.waitFor("Show Text"), "undo: \(session.capture())")
        try session.send("C-r")
        _ = try #require(await session.waitFor(wired), "redo: \(session.capture())")
        try session.send("C-s")
        _ = try #require(await session.waitFor("Saved"), "save: \(session.capture())")
        try session.send("Escape")
        _ = try #require(await session.waitFor("\(exampleCount + 1) shortcuts"), "\(session.capture())")
        try session.send("q")
        let exit = try #require(await session.waitForExit(), "\(session.capture())")
        #expect(exit.status == 0, "\(exit.stderr)")
        #expect(isSane(exit.stty), "\(exit.stty)")

        // The saved file: three actions, the third showing the first's output's first item's author.
        let folder = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!).appendingPathComponent("shortcuts")
        let file = folder.appendingPathComponent("new-shortcut.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(json?["name"] as? String == "New Shortcut")
        let actions = try #require(json?["actions"] as? [[String: Any]], "\(String(describing: json))")
        #expect(actions.count == 2)
        let find = try #require(actions.first)
        #expect(find["action"] as? String == "find")
        #expect(find["entity"] as? String == "Books.BookEntity")
        let loop = try #require(actions.last)
        #expect(loop["action"] as? String == "repeatEach")
        #expect((loop["items"] as? [String: Any])?["var"] as? String == find["id"] as? String)
        let show = try #require((loop["do"] as? [[String: Any]])?.first)
        #expect(show["action"] as? String == "Shortcuts.ShowResult")
        let text = (show["parameters"] as? [String: Any])?["text"] as? [String: Any]
        #expect(text?["var"] as? String == find["id"] as? String)
        #expect(text?["path"] as? [String] == ["@first", "author"])
    }

    @Test("Open an example, edit its Find filter, run it, answer a prompt, read the result, quit")
    func editFindRunAndAnswer() async throws {
        let environment = try Self.environment()
        let session = try await TmuxSession(width: 100, height: 30, program: "shortcuts", environment: environment)
        _ = try #require(
            await session.waitFor("\(exampleCount) shortcuts", timeout: .seconds(90)),
            "the library never drew: \(session.capture())")
        try session.send("/")
        try session.type("quick calm")
        try session.send("Enter")
        try session.send("Enter")
        _ = try #require(
            await session.waitFor("Find Meditation Sessions where"), "the editor did not open: \(session.capture())")
        // The Find editor: a new row "Name is …" with a name no session has.
        try session.send("f")
        _ = try #require(await session.waitFor("of the following are true"), "no Find editor: \(session.capture())")
        _ = try #require(await session.waitFor("1 found"), "no preview: \(session.capture())")
        try session.send("a")
        try session.send("Right")
        try session.send("Right")
        try session.send("Enter")
        try session.type("Nowhere")
        try session.send("Enter")
        let empty = try #require(
            await session.waitFor("0 found"), "the preview did not follow the filter: \(session.capture())")
        #expect(empty.contains { $0.contains("2. Name is “Nowhere”") }, "\(empty)")
        try session.send("Escape")
        _ = try #require(
            await session.waitForScreen { $0.contains { $0.contains("Category is Calm and Name is “Nowhere”") } },
            "the card does not read the new row: \(session.capture())")
        // Run it: the Find finds nothing, so Start Meditation asks which session.
        try session.send("g")
        let question = try #require(
            await session.waitFor("What session would you like?"), "no question: \(session.capture())")
        #expect(question.contains { $0.contains("Waiting for your answer") })
        try session.send("Enter")
        // The run's last line is drawn last: the action's ✓ can show a frame before it.
        let done = try #require(await session.waitFor("Finished in"), "the run did not finish: \(session.capture())")
        #expect(done.contains { $0.contains("✓ Quick Calm") })
        #expect(done.contains { $0.contains("Okay, starting a") })
        // Back to the editor, save, back to the library, quit.
        try session.send("Escape")
        _ = try #require(await session.waitFor("Find Meditation Sessions where"), "\(session.capture())")
        try session.send("C-s")
        _ = try #require(await session.waitFor("Saved"), "\(session.capture())")
        try session.send("Escape")
        _ = try #require(
            await session.waitForScreen { $0.first?.hasPrefix("┌ Shortcuts") == true }, "\(session.capture())")
        try session.send("q")
        let exit = try #require(await session.waitForExit(), "shortcuts did not exit: \(session.capture())")
        #expect(exit.status == 0, "\(exit.stderr)")
        #expect(isSane(exit.stty), "\(exit.stty)")
        // The file keeps the new row.
        let file = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!).appendingPathComponent(
            "shortcuts/quick-calm.json")
        let json = try String(contentsOf: file, encoding: .utf8)
        #expect(json.contains(#""property": "name""#) && json.contains("Nowhere"), "\(json)")
    }

    @Test("SIGTERM restores the terminal")
    func sigterm() async throws {
        let session = try await TmuxSession(
            width: 100, height: 30, program: "shortcuts", environment: try Self.environment())
        _ = try #require(
            await session.waitFor("\(exampleCount) shortcuts", timeout: .seconds(90)), "\(session.capture())")
        let pid = try #require(await session.pid())
        #expect(kill(pid, SIGTERM) == 0)
        let exit = try #require(await session.waitForExit())
        #expect(exit.status == 128 + Int(SIGTERM))
        #expect(isSane(exit.stty), "\(exit.stty)")
    }
}
