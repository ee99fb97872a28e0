import BundledContent
import Foundation
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// A run in the editor's run pane is kept in the run history, as the command line's are.
@MainActor
struct RunHistoryPaneTests {
    /// Runs `name` from the library of an editor whose runs go to `store`, to its end; `files`
    /// are shortcuts added to the examples, by file name.
    func run(
        _ name: String = "Countdown", in home: TestHome, keptIn store: RunStore, adding files: [String: String] = [:]
    ) async throws -> AppDriver<ShortcutsApp> {
        let library = Library(folder: home.root.appendingPathComponent("shortcuts"))
        _ = try library.prepare(examples: ExampleShortcuts.all)
        for (file, text) in files {
            try text.write(to: library.folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        let app = ShortcutsApp(
            environment: EditorEnvironment(
                catalog: home.catalog, library: library, dependencies: home.manager, runs: store))
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        driver.press("/")
        driver.type(name)
        driver.press("enter", "g")
        await driver.waitUntilIdle()
        return driver
    }

    func runCountdown(in home: TestHome, keptIn store: RunStore) async throws -> AppDriver<ShortcutsApp> {
        try await run(in: home, keptIn: store)
    }

    @Test func aRunFromTheEditorIsKept() async throws {
        let home = try await TestHome()
        let store = RunStore(home: ShortcutsHome(root: home.root))
        let driver = try await runCountdown(in: home, keptIn: store)
        #expect(driver.screenText.contains("✓ Countdown"))

        let runs = try await store.list()
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run.source == RunSource(.editor) && run.outcome == .succeeded && run.steps == 10)
        #expect(run.shortcutName == "Countdown")
        let detail = try #require(try await store.run(run.id.uuidString))
        #expect(detail.output?.value == .string("T minus 1, T minus 2, Lift off!"))
    }

    @Test func aHistoryThatCannotBeWrittenIsSaidAndTheRunGoesOn() async throws {
        let home = try await TestHome()
        // The store's folder would be inside a file: it cannot be made.
        let blocker = home.root.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let store = RunStore(path: blocker.appendingPathComponent("runs.sqlite").path)
        let driver = try await runCountdown(in: home, keptIn: store)
        #expect(driver.screenText.contains("✓ Countdown"))
        #expect(driver.screenText.contains("This run is not kept in the history"))
    }

    /// `H` lists the open shortcut's runs; Enter shows one as it was recorded, in the run pane.
    @Test func theHistoryListsTheShortcutsRunsAndShowsOneAsRecorded() async throws {
        let home = try await TestHome()
        let store = RunStore(home: ShortcutsHome(root: home.root))
        let driver = try await runCountdown(in: home, keptIn: store)
        driver.press("escape", "enter", "H")
        await driver.waitUntilIdle()
        #expect(driver.app.topContext == .runHistory)
        #expect(driver.screenText.contains("Runs of Countdown"), "\(driver.screenText)")
        #expect(driver.screenText.contains("succeeded  10 steps  editor"))
        #expect(driver.screenText.contains("1 run"))

        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.app.topContext == .run)
        let shown = driver.screenText
        #expect(shown.contains("✓ Countdown: the run of"), "\(shown)")
        #expect(shown.contains("Recorded · Finished"))
        #expect(shown.contains("T minus 1, T minus 2, Lift off!"))
        #expect(shown.contains("▸ ✓ 1 Number"))
        // Back to the list, and back to the editor.
        driver.press("escape")
        await driver.waitUntilIdle()
        #expect(driver.app.topContext == .runHistory)
        driver.press("escape")
        #expect(driver.app.topContext == .editor)
    }

    /// A recorded run replays from the step selected: the steps before it give the outputs it
    /// kept, the replay names its origin, and the history lists it once its pane closes.
    @Test func aRecordedRunReplaysFromTheSelectedStep() async throws {
        let home = try await TestHome()
        let store = RunStore(home: ShortcutsHome(root: home.root))
        let driver = try await runCountdown(in: home, keptIn: store)
        let first = try #require(try await store.list().first)
        driver.press("escape", "enter", "H")
        await driver.waitUntilIdle()
        driver.press("enter")
        await driver.waitUntilIdle()
        // Down to the Repeat, action 2: the Number before it gives its kept 3.
        driver.press("down")
        #expect(driver.screenText.contains("step 2 selected: f replays from it"), "\(driver.screenText)")
        driver.press("f")
        await driver.waitUntilIdle()
        let shown = driver.screenText
        #expect(shown.contains("Replaying run \(RunText.shortID(first.id)) from action 2"), "\(shown)")
        #expect(shown.contains("✓ Countdown") && shown.contains("T minus 1, T minus 2, Lift off!"))

        let runs = try await store.list()
        #expect(runs.count == 2)
        let replay = try #require(runs.first { $0.id != first.id })
        #expect(replay.replayOf == first.id && replay.outcome == .succeeded && replay.source == RunSource(.editor))
        let detail = try #require(try await store.run(replay.id.uuidString))
        #expect(detail.output?.value == .string("T minus 1, T minus 2, Lift off!"))

        // The pane of the replay closes onto the history, which lists it.
        driver.press("escape")
        await driver.waitUntilIdle()
        #expect(driver.app.topContext == .runHistory)
        #expect(driver.screenText.contains("2 runs"), "\(driver.screenText)")
        #expect(driver.screenText.contains("replay"))
    }

    /// The pane of a run that just failed selects the step it failed at; `f` replays from there.
    @Test func aFailedRunReplaysFromTheStepItFailedAt() async throws {
        let home = try await TestHome()
        let store = RunStore(home: ShortcutsHome(root: home.root))
        // The second action fails: a number parameter that holds no number.
        let driver = try await run(
            "Fails", in: home, keptIn: store,
            adding: [
                "Fails.json": """
                {"format": 1, "id": "00000000-0000-4000-8000-00000000F000", "name": "Fails", "actions": [
                  {"id": "00000000-0000-4000-8000-00000000F001", "action": "Shortcuts.Text", "parameters": {"text": {"text": "kept"}}},
                  {"id": "00000000-0000-4000-8000-00000000F002", "action": "Shortcuts.Number", "parameters": {"number": {"text": "many"}}}
                ]}
                """
            ])
        #expect(driver.screenText.contains("step 2 selected: f replays from it"), "\(driver.screenText)")
        driver.press("f")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("from action 2, the actions before it giving the outputs it kept"))
        let runs = try await store.list()
        #expect(runs.count == 2 && runs.allSatisfy { $0.outcome == .failed })
        let replay = try #require(runs.first { $0.replayOf != nil })
        let steps = try #require(try await store.run(replay.id.uuidString)).steps
        // The first action gave its kept output; the second ran again, and failed again.
        #expect(steps.last?.position == 2 && steps.last?.error != nil)
    }

    /// The steps of the handler an action's onError ran show under that action, as the live
    /// pane showed them, not at the top level.
    @Test func aHandlersStepsShowUnderTheActionThatFailed() async throws {
        let home = try await TestHome()
        let store = RunStore(home: ShortcutsHome(root: home.root))
        let driver = try await run(
            "Handled", in: home, keptIn: store,
            adding: [
                "Handled.json": """
                {"format": 1, "id": "00000000-0000-4000-8000-00000000F300", "name": "Handled", "actions": [
                  {"id": "00000000-0000-4000-8000-00000000F301", "action": "Shortcuts.Number", "parameters": {"number": {"text": "many"}}, "onError": {"runShortcut": "00000000-0000-4000-8000-00000000F400"}},
                  {"id": "00000000-0000-4000-8000-00000000F302", "action": "Shortcuts.Text", "parameters": {"text": {"text": "after"}}}
                ]}
                """,
                "Report.json": """
                {"format": 1, "id": "00000000-0000-4000-8000-00000000F400", "name": "Report", "actions": [
                  {"id": "00000000-0000-4000-8000-00000000F401", "action": "comment", "text": "a note"},
                  {"id": "00000000-0000-4000-8000-00000000F402", "action": "Shortcuts.Text", "parameters": {"text": {"text": "reported"}}}
                ]}
                """,
            ])
        // The step lines, without their durations (a recorded one is its own).
        func stepLines(_ screen: String) -> [String] {
            screen.split(separator: "\n").map(String.init).filter { $0.contains(" Text") || $0.contains(" Number") }
                .map { $0.replacingOccurrences(of: #"[0-9.]+ ms"#, with: "", options: .regularExpression) }
        }
        let live = stepLines(driver.screenText)
        // The handler's one action folded under Number, which its onError ran it for.
        #expect(live.count == 2 && live[0].contains("1 action of its run"), "\(driver.screenText)")
        driver.press("escape", "enter", "H")
        await driver.waitUntilIdle()
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(stepLines(driver.screenText) == live, "\(driver.screenText)")
    }

    /// A recorded run that failed inside a block shows the failed action and the block around it
    /// as where it stopped, as the live pane does, not as finished with a handled error.
    @Test func aRecordedFailureInABlockShowsWhereItStopped() async throws {
        let home = try await TestHome()
        let store = RunStore(home: ShortcutsHome(root: home.root))
        let driver = try await run(
            "Loops", in: home, keptIn: store,
            adding: [
                "Loops.json": """
                {"format": 1, "id": "00000000-0000-4000-8000-00000000F200", "name": "Loops", "actions": [
                  {"id": "00000000-0000-4000-8000-00000000F201", "action": "repeat", "count": {"number": 2}, "do": [
                    {"id": "00000000-0000-4000-8000-00000000F202", "action": "Shortcuts.Number", "parameters": {"number": {"text": "many"}}}
                  ]}
                ]}
                """
            ])
        driver.press("escape", "enter", "H")
        await driver.waitUntilIdle()
        driver.press("enter")
        await driver.waitUntilIdle()
        let shown = driver.screenText
        #expect(shown.contains("✗ Loops: the run of"), "\(shown)")
        #expect(shown.contains("· 1 Repeat") && shown.contains("· 2 Number"), "\(shown)")
        #expect(!shown.contains("⚠"), "\(shown)")
    }
}
