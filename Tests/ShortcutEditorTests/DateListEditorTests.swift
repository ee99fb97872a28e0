import Foundation
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import ShortcutEditor

/// The Days Until example in the editor, driven by keys: its cards read as Apple's sentences,
/// Adjust Date's operation is a menu, and choosing Add brings its amount and unit onto the card
/// (empty, so the card says what is missing).
@MainActor
@Suite struct DateListEditorTests {
    @Test func daysUntilsCardsAndTheOperationMenu() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.open("Days Until", in: driver)
        #expect(driver.app.editorSession?.shortcut.name == "Days Until")
        assertSnapshot(driver.screen, named: "days-until-100x30")
        #expect(driver.app.focusedToken?.slot == "operation")
        driver.press("enter")
        #expect(driver.screenText.contains("Get Start of Week"))
        for _ in 0..<4 { driver.press("up") }
        driver.press("enter")
        await driver.waitUntilIdle()
        let first = try #require(driver.app.editorSession?.shortcut.actions.first)
        #expect(
            first.kind
                == .builtIn(
                    BuiltInCall(
                        "adjustDate",
                        ["date": .value(.variable(VariableReference(.currentDate))), "operation": .choice("add")])))
        #expect(driver.screenText.contains("Add Amount Unit to"))
    }
}
