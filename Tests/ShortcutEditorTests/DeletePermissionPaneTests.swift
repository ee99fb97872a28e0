import Foundation
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// The run pane asks before a shortcut that deletes things runs, unless the config file allows
/// deleting; no is a cancelled run.
@MainActor
struct DeletePermissionPaneTests {
    @Test func thePaneAsksBeforeAShortcutThatDeletes() async throws {
        let home = try await TestHome()
        let library = Library(folder: home.root.appendingPathComponent("shortcuts"))
        _ = try library.prepare(examples: [])
        try RunPaneTests.questions.write(
            to: library.folder.appendingPathComponent("Questions.json"), atomically: true, encoding: .utf8)
        let app = ShortcutsApp(
            environment: EditorEnvironment(catalog: home.catalog, library: library, dependencies: home.manager))
        let driver = AppDriver(app, size: Size(width: 120, height: 30))
        driver.press("/")
        driver.type("Questions")
        driver.press("enter", "g")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("┌ Permission"))
        // The question wraps in the box.
        #expect(driver.screenText.contains("'Questions' deletes things (Delete Meditation"), "\(driver.screenText)")
        #expect(driver.screenText.contains("Deleting is off. Run it this"), "\(driver.screenText)")
        #expect(!driver.screenText.contains("What should the session be called?"))
        driver.press("n")
        await driver.waitUntilIdle()
        // Declined: the run stops before its first action.
        #expect(driver.screenText.contains("■ Questions"), "\(driver.screenText)")
        #expect(!driver.screenText.contains("What should the session be called?"))
        #expect(!driver.screenText.contains("✓ 1"))
    }
}
