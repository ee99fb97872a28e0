import Foundation
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// The new overlays at the smallest size the app draws at (40×10): each opens, draws inside
/// the screen and closes, without a crash.
@MainActor
struct SmallTerminalTests {
    static let size = Size(width: 40, height: 10)

    @Test func pickerFindEditorRunPaneAndPaletteFitTheSmallestScreen() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Self.size)
        // The palette over the library.
        driver.press(":")
        driver.type("old")
        #expect(driver.screenText.contains("Old Favourites"))
        driver.press("escape")
        // The Find editor and its preview.
        await EditorAppTests.open("Old Favourites", in: driver)
        driver.press("f")
        await driver.waitUntilIdle()
        #expect(driver.lines.count == 10 && driver.lines.allSatisfy { TextWidth.width(of: $0) <= 40 })
        #expect(driver.screenText.contains("Find Books"))
        driver.press("escape")
        // The run pane with its output.
        driver.press("g")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("✓ Old Favourites"))
        driver.press("escape")
        // The picker.
        driver.press("a")
        driver.type("open book")
        driver.press("enter", "enter")
        await driver.waitUntilIdle()
        #expect(driver.app.pickerStatus != nil)
        #expect(driver.screenText.contains("Book"))
        driver.press("escape")
        #expect(driver.app.pickerStatus == nil)
    }

    @Test func aQuestionFitsTheSmallestScreen() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Self.size)
        driver.press("/")
        driver.type("buy a gift")
        driver.press("enter", "g")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("Buy Book"))
        driver.press("escape")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("Cancelled"))
    }
}
