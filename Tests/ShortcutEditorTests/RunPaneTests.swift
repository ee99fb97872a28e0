import Foundation
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// Running shortcuts in the run pane: the log, the questions as modals, errors, cancelling, and
/// saving the output.
@MainActor
struct RunPaneTests {
    /// Runs the shortcut called `name` from the library (after writing `json` there as its file,
    /// when given), and waits until the run goes quiet unless `waiting` is false.
    func run(_ name: String, in home: TestHome, file json: String? = nil, waiting: Bool = true) async throws
        -> AppDriver<ShortcutsApp>
    {
        if let json {
            let (_, library) = try EditorAppTests.makeApp(home)
            try json.write(to: library.folder.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
        }
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        driver.press("/")
        driver.type(name)
        driver.press("enter", "g")
        if waiting { await driver.waitUntilIdle() }
        return driver
    }

    /// Answers the question on screen: types `text` (if any), presses Enter, waits for the run.
    func answer(_ text: String = "", in driver: AppDriver<ShortcutsApp>) async {
        driver.type(text)
        driver.press("enter")
        await driver.waitUntilIdle()
    }

    static let questions = """
        {"format": 1, "id": "00000000-0000-4000-8000-00000000E000", "name": "Questions", "actions": [
          {"id": "00000000-0000-4000-8000-00000000E001", "action": "Meditation.AddMeditationSession", "parameters": {}},
          {"id": "00000000-0000-4000-8000-00000000E002", "action": "Meditation.StartMeditationIntent", "parameters": {}},
          {"id": "00000000-0000-4000-8000-00000000E003", "action": "Meditation.DeleteMeditationSession",
           "parameters": {"session": {"var": "00000000-0000-4000-8000-00000000E001"}}}
        ]}
        """

    @Test func aRunAsksAValueADisambiguationAndAConfirmation() async throws {
        let home = try await TestHome()
        let driver = try await run("Questions", in: home, file: Self.questions)
        // A value: the parameter's own question, typed.
        #expect(driver.screenText.contains("What should the session be called?"))
        await answer("Evening Calm", in: driver)
        // A disambiguation: a list to pick from.
        #expect(driver.screenText.contains("What session would you like?"))
        #expect(driver.app.isShowingRun)
        await answer(in: driver)
        // A confirmation, with the intent's own label on its button.
        #expect(driver.screenText.contains("Delete the Evening Calm session and its history?"))
        #expect(driver.screenText.contains("y Delete"))
        // Durations differ from run to run: the snapshot shows them as "‹t›", runs of spaces as one.
        let screen = driver.screen.snapshotText.replacing(/\d+(\.\d+)? m?s\b/, with: "‹t›").replacing(/\ +/, with: " ")
        assertTextSnapshot(screen, named: "run-confirmation")
        driver.press("y")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("✓ Questions"))
        #expect(driver.screenText.contains("Deleted the Evening Calm session."))
        #expect(driver.screenText.contains("✓ 3 Delete Meditation Session"))
        // Esc goes back to the library.
        driver.press("escape")
        #expect(!driver.app.isShowingRun)
    }

    /// Declining a confirmation cancels the action, as in Shortcuts: the run stops there.
    @Test func decliningAConfirmationStopsTheRunAtThatAction() async throws {
        let home = try await TestHome()
        let driver = try await run("Questions", in: home, file: Self.questions)
        await answer("Short", in: driver)
        await answer(in: driver)
        driver.press("n")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("■ Questions"))
        #expect(driver.screenText.contains("Cancelled at action 3 (Delete Meditation Session)"))
    }

    @Test func anEntityQuestionSearchesAsYouType() async throws {
        let home = try await TestHome()
        let driver = try await run("buy a gift", in: home)
        #expect(driver.screenText.contains("Which book is the gift?"))
        #expect(driver.screenText.contains("Middlemarch"), "the query's suggestions first")
        driver.type("kindred")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("Kindred"))
        #expect(!driver.screenText.contains("Middlemarch"), "the search's results replace the suggestions")
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("copy of Kindred"), "\(driver.screenText)")
        driver.type("zzqx")
        driver.press("escape")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("Cancelled"))
    }

    @Test func shortcutInputIsAskedBeforeTheFirstAction() async throws {
        let home = try await TestHome()
        let driver = try await run("word tools", in: home)
        #expect(driver.screenText.contains("Some words"))
        #expect(!driver.screenText.contains("1 Split Text"), "no action runs before the input is given")
        await answer("sunny skies over the sea", in: driver)
        #expect(driver.screenText.contains("✓ Word Tools"))
        #expect(driver.screenText.contains("✓ 1 Split Text"))
    }

    @Test func openWhenRunActionsSayWhatTheyOpen() async throws {
        let home = try await TestHome()
        let driver = try await run("open dune", in: home)
        #expect(driver.screenText.contains("✓ Open Dune"))
        #expect(driver.lines.contains { $0.contains("↗") && $0.contains("Dune") }, "\(driver.screenText)")
    }

    @Test func ctrlCAtAQuestionStopsTheRunAndAgainQuits() async throws {
        let home = try await TestHome()
        let driver = try await run("Questions", in: home, file: Self.questions)
        #expect(driver.screenText.contains("What should the session be called?"))
        driver.press("ctrl+c")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("■ Questions"))
        #expect(driver.screenText.contains("Cancelled"))
        // The run is over: Ctrl-C quits, as it does everywhere else.
        driver.press("ctrl+c")
        await driver.waitUntilIdle()
        #expect(driver.isFinished)
    }

    @Test func escCancelsALongRunCleanly() async throws {
        // A million passes: the most a Repeat may run (more is refused at once), and far longer
        // than the test takes to press Esc.
        let home = try await TestHome()
        let long = """
            {"format": 1, "id": "00000000-0000-4000-8000-00000000E100", "name": "Long", "actions": [
              {"id": "00000000-0000-4000-8000-00000000E101", "action": "repeat", "count": {"number": 1000000}, "do": [
                {"id": "00000000-0000-4000-8000-00000000E102", "action": "Shortcuts.Number", "parameters": {"number": {"number": 1}}}
              ]}
            ]}
            """
        let driver = try await run("Long", in: home, file: long, waiting: false)
        #expect(driver.screenText.contains("▶ Running Long"))
        driver.press("escape")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("■ Long"))
        #expect(driver.screenText.contains("Cancelled"))
        // A cancelled run can go back, and run again.
        driver.press("escape")
        #expect(!driver.app.isShowingRun)
    }

    @Test func anErrorHighlightsItsCardBackInTheEditor() async throws {
        let home = try await TestHome()
        let (app, library) = try EditorAppTests.makeApp(home)
        let url = try #require(library.entries().first { $0.name == "Open Dune" }?.url)
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(
                of: "B00C0000-0000-4000-8000-000000000001", with: "B00C0000-0000-4000-8000-0000000FFFFF")
        try text.write(to: url, atomically: true, encoding: .utf8)
        _ = app
        let (fresh, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(fresh, size: Size(width: 100, height: 30))
        await EditorAppTests.open("Open Dune", in: driver)
        driver.press("j", "g")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("✗ Open Dune"))
        #expect(driver.screenText.contains("B00C0000-0000-4000-8000-0000000FFFFF"))
        driver.press("escape")
        #expect(driver.app.editorSession?.selection == 0)
        #expect(driver.screenText.contains("This card stopped the run"))
    }

    @Test func theOutputCanBeSavedToAFileButNotOverAnother() async throws {
        let home = try await TestHome()
        let driver = try await run(
            "Greeting", in: home,
            file: """
                {"format": 1, "id": "00000000-0000-4000-8000-00000000E200", "name": "Greeting", "actions": [
                  {"id": "00000000-0000-4000-8000-00000000E201", "action": "Shortcuts.Text", "parameters": {"text": {"text": "Hello there"}}}
                ]}
                """)
        #expect(driver.screenText.contains("Hello there"))
        let target = home.root.appendingPathComponent("greeting.txt")
        driver.press("s", "ctrl+u")
        driver.type(target.path)
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(try String(contentsOf: target, encoding: .utf8) == "Hello there\n")
        // A second save to the same name is refused; the file is untouched.
        driver.press("s", "ctrl+u")
        driver.type(target.path)
        driver.press("enter")
        #expect(driver.screenText.contains("exists: choose another name"))
    }
}
