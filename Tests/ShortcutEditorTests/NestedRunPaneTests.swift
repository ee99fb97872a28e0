import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// Cancel in the alert of a shortcut that Run Shortcut called, answered in the run pane: the
/// whole run stops, as in Shortcuts, not just the called shortcut.
@MainActor
struct NestedRunPaneTests {
    static func id(_ n: Int) -> UUID { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", 950 + n))! }

    static func shows(_ words: String) -> [Action] {
        [
            Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string(words)])),
            Action(.intent(identifier: "Shortcuts.ShowResult", parameters: [:])),
        ]
    }

    static func runs(_ target: UUID) -> Action {
        Action(.builtIn(BuiltInCall(.runShortcut, [.shortcut: .text(target.uuidString)])))
    }

    /// Opens "Pane Outer" (which runs "Pane Inner", which asks with an alert) and runs it.
    func startRun() async throws -> AppDriver<ShortcutsApp> {
        let home = try await TestHome()
        let (_, library) = try EditorAppTests.makeApp(home)
        let inner = ShortcutDocument(
            id: Self.id(2), name: "Pane Inner",
            actions: [Action(.builtIn(BuiltInCall("showAlert", ["message": .value(.string("Go on?"))])))]
                + Self.shows("after the alert"))
        let outer = ShortcutDocument(
            id: Self.id(1), name: "Pane Outer", actions: [Self.runs(Self.id(2))] + Self.shows("after the call"))
        for document in [inner, outer] {
            try DocumentEncoder.encode(document).write(
                to: library.folder.appendingPathComponent("\(document.id).json"), atomically: true, encoding: .utf8)
        }
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        driver.press("/")
        driver.type("Pane Outer")
        driver.press("enter", "g")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("Go on?"), "\(driver.screenText)")
        return driver
    }

    @Test func cancelInTheCalledShortcutsAlertStopsTheWholeRun() async throws {
        let driver = try await startRun()
        driver.press("n")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("✓ Pane Outer"), "\(driver.screenText)")
        #expect(!driver.screenText.contains("after the alert"), "\(driver.screenText)")
        #expect(!driver.screenText.contains("after the call"), "\(driver.screenText)")
    }

    @Test func okInTheCalledShortcutsAlertGoesOn() async throws {
        let driver = try await startRun()
        driver.press("y")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("✓ Pane Outer"), "\(driver.screenText)")
        #expect(driver.screenText.contains("after the alert"), "\(driver.screenText)")
        #expect(driver.screenText.contains("after the call"), "\(driver.screenText)")
    }
}
