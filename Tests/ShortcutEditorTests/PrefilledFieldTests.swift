import Foundation
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// A field opened on a value starts with it selected, so what is typed replaces it (issue 29,
/// item 23: a count of `1` then `0.15` typed gave `10.15`; a name `Item 4` then `Tea` gave
/// `Item 4Tea`).
@MainActor
@Suite struct PrefilledFieldTests {
    @Test func typingIntoANumberReplacesIt() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        await EditorAppTests.newShortcut(adding: ["buy book"], in: driver)
        for _ in 0..<6 where driver.app.focusedToken?.slot != "count" { driver.press("tab") }
        if driver.app.focusedToken?.slot != "count" { driver.press("m") }
        for _ in 0..<6 where driver.app.focusedToken?.slot != "count" { driver.press("tab") }
        #expect(driver.app.focusedToken?.slot == "count")
        driver.press("+", "+")
        #expect(driver.app.focusedToken?.value == .number(3))
        driver.press("enter")
        driver.type("5")
        driver.press("enter")
        #expect(driver.app.focusedToken?.value == .number(5), "\(driver.screenText)")
        // A movement key keeps the value: the caret goes to its end and typing adds to it.
        driver.press("enter", "end")
        driver.type("0")
        driver.press("enter")
        #expect(driver.app.focusedToken?.value == .number(5), "out of range: \(driver.screenText)")
        #expect(driver.screenText.contains("Enter a number from 1 to 10"), "\(driver.screenText)")
    }

    @Test func typingANewNameReplacesTheOldOne() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        await EditorAppTests.newShortcut(adding: ["buy book"], in: driver)
        let before = try #require(driver.app.editorSession?.shortcut.name)
        #expect(!before.isEmpty)
        driver.press("R")
        driver.type("Weekly Order")
        driver.press("enter")
        #expect(driver.app.editorSession?.shortcut.name == "Weekly Order")
    }
}
