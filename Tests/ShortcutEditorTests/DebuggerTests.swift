import BundledContent
import Foundation
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// The editor's step debugger (docs/debugging.md), driven by its keys on the example library:
/// breakpoints kept beside the library, stops in a loop, the values at each step, stepping back
/// through the run store, into and out of Run Shortcut, and edit and continue.
@MainActor
struct DebuggerTests {
    struct Editor {
        var driver: AppDriver<ShortcutsApp>
        var library: Library
        var store: RunStore
    }

    /// The editor open on `name` of the example library (and `files` added to it), its runs kept.
    func open(_ name: String, in home: TestHome, adding files: [String: String] = [:]) async throws -> Editor {
        let library = Library(folder: home.root.appendingPathComponent("shortcuts"))
        _ = try library.prepare(examples: ExampleShortcuts.all)
        for (file, text) in files {
            try text.write(to: library.folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        let store = RunStore(home: ShortcutsHome(root: home.root))
        let app = ShortcutsApp(
            environment: EditorEnvironment(
                catalog: home.catalog, library: library, dependencies: home.manager, runs: store))
        let driver = AppDriver(app, size: Size(width: 110, height: 32))
        await EditorAppTests.open(name, in: driver)
        return Editor(driver: driver, library: library, store: store)
    }

    /// The row of the values pane that starts with `name` (after its leading space).
    func valueRow(_ name: String, in screen: String) -> String? {
        screen.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "││ \(name)") else { return nil }
            return String(line[start.upperBound...])
        }.first
    }

    /// Word Tools with a breakpoint on Add to Variable (inside Repeat with Each and If), debugged
    /// with "so some words stay" as its input: stopped at the first pass.
    func stoppedInWordTools(_ home: TestHome) async throws -> Editor {
        let editor = try await open("Word Tools", in: home)
        let driver = editor.driver
        driver.press("j", "j", "j", "b", "d")
        await driver.waitUntilIdle()
        // The input is asked for, in the run's question.
        #expect(driver.screenText.contains("Some words"), "\(driver.screenText)")
        driver.type("so some words stay")
        driver.press("enter")
        await driver.waitUntilIdle()
        return editor
    }

    @Test func aBreakpointIsKeptBesideTheLibraryNeverInTheShortcutsFile() async throws {
        let home = try await TestHome()
        let editor = try await open("Word Tools", in: home)
        let file = editor.library.folder.appendingPathComponent("word-tools.json")
        let before = try Data(contentsOf: file)
        editor.driver.press("j", "j", "j", "b")
        await editor.driver.waitUntilIdle()
        #expect(editor.driver.screenText.contains("│● ›    χ Add"), "the gutter shows it: \(editor.driver.screenText)")
        let store = BreakpointStore(library: editor.library)
        let shortcut = try #require(UUID(uuidString: "00000000-0000-4000-8000-000000000800"))
        #expect(try store.breakpoints(of: shortcut) == [UUID(uuidString: "00000000-0000-4000-8000-000000000804")!])
        #expect(try Data(contentsOf: file) == before, "the shortcut's file is unchanged")

        // Another editor on the same library shows it; clearing it removes the file.
        let again = try await open("Word Tools", in: home)
        #expect(again.driver.screenText.contains("│●      χ Add"), "\(again.driver.screenText)")
        again.driver.press("j", "j", "j", "b")
        await again.driver.waitUntilIdle()
        #expect(try store.breakpoints(of: shortcut).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: store.url(for: shortcut).path))
    }

    @Test func aBreakpointOnAComment() async throws {
        let home = try await TestHome()
        let comment = """
            {"format": 1, "id": "00000000-0000-4000-8000-00000000D100", "name": "Noted", "actions": [
              {"id": "00000000-0000-4000-8000-00000000D101", "action": "comment", "text": "Just a note"},
              {"id": "00000000-0000-4000-8000-00000000D102", "action": "Shortcuts.Text",
               "parameters": {"text": {"text": "hi"}}}]}
            """
        let editor = try await open("Noted", in: home, adding: ["noted.json": comment])
        editor.driver.press("b")
        #expect(editor.driver.screenText.contains("A run never stops at a Comment"), "\(editor.driver.screenText)")
    }

    @Test func aBreakpointInALoopStopsAtEachItemAndStepsBackToThePreviousOne() async throws {
        let home = try await TestHome()
        let editor = try await stoppedInWordTools(home)
        let driver = editor.driver
        var screen = driver.screenText
        #expect(driver.app.topContext == .debug)
        #expect(screen.contains("⏸ before 4 Add to Variable · pass 1"), "\(screen)")
        #expect(valueRow("Repeat Item", in: screen)?.contains("so  text") == true, "\(screen)")
        #expect(valueRow("Repeat Index", in: screen)?.contains("1  a whole number") == true, "\(screen)")
        #expect(valueRow("1 Split Text", in: screen)?.contains("4 items: so, some") == true, "\(screen)")
        #expect(screen.contains("↻ pass 1"), "the loop's card shows its pass: \(screen)")
        #expect(screen.contains("→ then"), "the If shows the branch it took: \(screen)")

        driver.press("c")
        await driver.waitUntilIdle()
        screen = driver.screenText
        #expect(screen.contains("⏸ before 4 Add to Variable · pass 2"), "\(screen)")
        #expect(valueRow("Repeat Item", in: screen)?.contains("some  text") == true, "\(screen)")
        #expect(valueRow("S Words", in: screen)?.contains("1 item: so") == true, "\(screen)")

        // Back one step: the Add of the first pass, with its item, read from the run store.
        driver.press("[")
        await driver.waitUntilIdle()
        screen = driver.screenText
        #expect(screen.contains("Values before step 3"), "\(screen)")
        #expect(screen.contains("before 4 Add to Variable · pass 1"), "\(screen)")
        #expect(valueRow("Repeat Item", in: screen)?.contains("so  text") == true, "\(screen)")
        #expect(valueRow("1 Split Text", in: screen)?.contains("4 items: so, some") == true, "\(screen)")
        #expect(valueRow("S Words", in: screen) == nil, "not added to yet: \(screen)")
        // Back to where the run is; then on to the third pass (words) and the end.
        driver.press("}")
        #expect(driver.screenText.contains("⏸ before 4 Add to Variable · pass 2"), "\(driver.screenText)")
        driver.press("c")
        await driver.waitUntilIdle()
        driver.press("c")
        await driver.waitUntilIdle()
        driver.advance(by: .seconds(30))
        #expect(driver.screenText.contains("Starting with s: 3"), "\(driver.screenText)")
    }

    @Test func theValuesDrillDownIntoAList() async throws {
        let home = try await TestHome()
        let driver = try await stoppedInWordTools(home).driver
        // Tab to the values; the fourth row is Split Text's list.
        driver.press("tab", "j", "j", "j", "right")
        let screen = driver.screenText
        #expect(screen.contains("Values › 1 Split Text"), "\(screen)")
        #expect(valueRow("1", in: screen)?.contains("so  text") == true, "\(screen)")
        #expect(valueRow("4", in: screen)?.contains("stay  text") == true, "\(screen)")
        driver.press("left")
        #expect(!driver.screenText.contains("Values › 1 Split Text"))
    }

    @Test func anEditedTokenRunsAgainFromTheStepAsANewRun() async throws {
        let home = try await TestHome()
        let editor = try await stoppedInWordTools(home)
        let driver = editor.driver
        driver.press("c")
        await driver.waitUntilIdle()
        // The If above: its third token is the text the item begins with; "s" becomes "w".
        driver.press("k", "right", "right", "enter")
        await driver.waitUntilIdle()
        driver.press("backspace")
        driver.type("w")
        driver.press("enter")
        #expect(driver.screenText.contains("Debug · Word Tools · edited"), "\(driver.screenText)")
        driver.press("c")
        await driver.waitUntilIdle()
        // Run again from the Repeat (the action of the shortcut's own that holds the step): only
        // "words" begins with w, so the run stops once, at the third pass.
        var screen = driver.screenText
        #expect(screen.contains("⏸ before 4 Add to Variable · pass 3"), "\(screen)")
        #expect(valueRow("Repeat Item", in: screen)?.contains("words  text") == true, "\(screen)")
        driver.press("c")
        await driver.waitUntilIdle()
        // The status line shows the output once the messages before it have gone.
        driver.advance(by: .seconds(30))
        screen = driver.screenText
        #expect(screen.contains("Starting with s: 1"), "\(screen)")

        let runs = try await editor.store.list()
        #expect(runs.count == 2)
        let first = try #require(runs.first { $0.replayOf == nil })
        let second = try #require(runs.first { $0.replayOf != nil })
        #expect(first.outcome == .cancelled)
        #expect(second.replayOf == first.id && second.outcome == .succeeded)
    }

    @Test func aVariableEditedAtAStopChangesTheOutput() async throws {
        let home = try await TestHome()
        let editor = try await open("Day Off", in: home)
        let driver = editor.driver
        // Stop before the third action, once Weekday is set.
        driver.press("j", "j", "b", "d")
        await driver.waitUntilIdle()
        driver.type("2026-12-23")
        driver.press("enter")
        await driver.waitUntilIdle()
        var screen = driver.screenText
        #expect(valueRow("Weekday", in: screen)?.contains("Wednesday") == true, "\(screen)")
        #expect(screen.contains("│ ✓ χ Set variable Weekday"), "an action with no output ran too: \(screen)")
        // Tab to the values, the row under the input, and a new value.
        driver.press("tab", "j", "e")
        #expect(driver.app.topContext == .debugValue)
        driver.type("Saturday")
        driver.press("enter")
        screen = driver.screenText
        #expect(valueRow("Weekday", in: screen)?.contains("→ Saturday") == true, "\(screen)")
        driver.press("c")
        await driver.waitUntilIdle()
        driver.advance(by: .seconds(30))
        screen = driver.screenText
        #expect(screen.contains("Wednesday 23 December 2026 is a day off"), "\(screen)")
        let runs = try await editor.store.list()
        let first = try #require(runs.first { $0.replayOf == nil })
        #expect(runs.count == 2 && runs.contains { $0.replayOf == first.id }, "\(runs)")
    }

    @Test func steppingIntoRunShortcutAndOutAgain() async throws {
        let home = try await TestHome()
        let editor = try await open("Workshop Welcome", in: home)
        let driver = editor.driver
        // A breakpoint on Run Shortcut, inside Repeat with Each.
        driver.press("j", "j", "j", "b", "d")
        await driver.waitUntilIdle()
        var screen = driver.screenText
        #expect(screen.contains("⏸ before 4 Run Shortcut · pass 1"), "\(screen)")
        driver.press("s")
        await driver.waitUntilIdle()
        screen = driver.screenText
        #expect(screen.contains("Debug · Workshop Welcome › Write a Welcome"), "\(screen)")
        #expect(valueRow("Shortcut Input", in: screen)?.contains("Ada") == true, "\(screen)")
        driver.press("o")
        await driver.waitUntilIdle()
        screen = driver.screenText
        #expect(screen.contains("Debug · Workshop Welcome ─"), "back in the caller: \(screen)")
        #expect(screen.contains("⏸ before 4 Run Shortcut · pass 2"), "\(screen)")
        #expect(valueRow("Repeat Item", in: screen)?.contains("Grace") == true, "\(screen)")
        driver.press("escape")
        await driver.waitUntilIdle()
        #expect(driver.app.topContext == .editor)
        let runs = try await editor.store.list()
        #expect(runs.first?.outcome == .cancelled, "closing the debugger stops the run")
    }

    @Test func aStoredFailedRunOpensAtItsFailedStep() async throws {
        let home = try await TestHome()
        let failing = """
            {"format": 1, "id": "00000000-0000-4000-8000-00000000D200", "name": "Third Word", "actions": [
              {"id": "00000000-0000-4000-8000-00000000D201", "action": "Shortcuts.Text",
               "parameters": {"text": {"text": "one two"}}},
              {"id": "00000000-0000-4000-8000-00000000D202", "action": "Shortcuts.SplitText",
               "parameters": {"separator": {"enum": "spaces"},
                              "text": {"var": "00000000-0000-4000-8000-00000000D201"}}},
              {"id": "00000000-0000-4000-8000-00000000D203", "action": "getItem",
               "list": {"var": "00000000-0000-4000-8000-00000000D202"}, "item": "index", "index": {"number": 3}},
              {"id": "00000000-0000-4000-8000-00000000D204", "action": "Shortcuts.ShowResult",
               "parameters": {"text": {"var": "00000000-0000-4000-8000-00000000D203"}}}]}
            """
        let editor = try await open("Third Word", in: home, adding: ["third-word.json": failing])
        let driver = editor.driver
        driver.press("g")
        await driver.waitUntilIdle()
        driver.press("escape", "H")
        await driver.waitUntilIdle()
        driver.press("d")
        await driver.waitUntilIdle()
        let screen = driver.screenText
        #expect(driver.app.topContext == .debug)
        #expect(screen.contains("step 3 of 3"), "\(screen)")
        #expect(screen.contains("before 3 Get Item from List  ✗"), "\(screen)")
        #expect(valueRow("2 Split Text", in: screen)?.contains("2 items: one, two") == true, "\(screen)")
        #expect(screen.contains("│ ▶›# Get Item at Index 3"), "its card is the one marked: \(screen)")
        // Back one step: before Split Text, with only the Text's output.
        driver.press("[")
        #expect(driver.screenText.contains("before 2 Split Text"), "\(driver.screenText)")
        #expect(valueRow("2 Split Text", in: driver.screenText) == nil)
        // The line of steps is a scrubber: a click at its start shows the first step, at its
        // end the last; PgUp goes back ten (here, to the first).
        let line = 32 - 3
        let start = " step 2 of 3 ".count
        driver.click(at: Point(x: start, y: line))
        #expect(driver.screenText.contains("step 1 of 3"), "\(driver.screenText)")
        driver.click(at: Point(x: start + 35, y: line))
        #expect(driver.screenText.contains("step 3 of 3"), "\(driver.screenText)")
        driver.press("pageup")
        #expect(driver.screenText.contains("step 1 of 3"), "\(driver.screenText)")
    }
}
