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
    /// Runs Countdown from the library of an editor whose runs go to `store`, to its end.
    func runCountdown(in home: TestHome, keptIn store: RunStore) async throws -> AppDriver<ShortcutsApp> {
        let library = Library(folder: home.root.appendingPathComponent("shortcuts"))
        _ = try library.prepare(examples: ExampleShortcuts.all)
        let app = ShortcutsApp(
            environment: EditorEnvironment(
                catalog: home.catalog, library: library, dependencies: home.manager, runs: store))
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        driver.press("/")
        driver.type("Countdown")
        driver.press("enter", "g")
        await driver.waitUntilIdle()
        return driver
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
}
