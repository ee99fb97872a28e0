import Foundation
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// The mouse does what the keys do where it points (issue 29, item 25: the mouse was captured,
/// blocking the terminal's own selection, and clicks and the wheel did nothing).
@MainActor
@Suite struct MouseTests {
    static let size = Size(width: 80, height: 24)

    /// The screen row a line holding `text` is drawn on.
    static func row(of text: String, in driver: AppDriver<ShortcutsApp>) -> Int? {
        driver.screenText.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }
    }

    @Test func theLibraryScrollsSelectsAndOpensWithTheMouse() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Self.size)
        let names = driver.app.libraryModel.visibleItems.map(\.name)
        try #require(names.count >= 3)
        #expect(driver.app.libraryModel.selection == 0)
        driver.scroll(.scrollDown, at: Point(x: 10, y: 5))
        #expect(driver.app.libraryModel.selection == 3, "the wheel moves three rows, as in a list")
        driver.scroll(.scrollUp, at: Point(x: 10, y: 5))
        #expect(driver.app.libraryModel.selection == 0)
        // A click selects the shortcut drawn where it lands; a second click opens it.
        let third = try #require(Self.row(of: names[2], in: driver))
        driver.click(at: Point(x: 6, y: third))
        #expect(driver.app.libraryModel.selection == 2)
        #expect(driver.app.editorSession == nil)
        driver.click(at: Point(x: 6, y: third))
        await driver.waitUntilIdle()
        #expect(driver.app.editorSession?.shortcut.name == names[2])
    }

    @Test func theEditorsCardsAnswerTheWheelAndClicks() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Self.size)
        await EditorAppTests.open("Countdown", in: driver)
        let session = try #require(driver.app.editorSession)
        try #require(session.document.rows.count >= 3)
        #expect(session.selection == 0)
        driver.scroll(.scrollDown, at: Point(x: 10, y: 3))
        #expect(driver.app.editorSession?.selection == 1)
        driver.scroll(.scrollUp, at: Point(x: 10, y: 3))
        #expect(driver.app.editorSession?.selection == 0)
        // The third card's first line is on the screen's fourth row (under the box's top).
        driver.click(at: Point(x: 10, y: 3))
        #expect(driver.app.editorSession?.selection == 2, "\(driver.screenText)")
        // Clicking the selected card edits its focused token, as Enter does.
        driver.click(at: Point(x: 10, y: 3))
        #expect(driver.app.editorSession?.selection == 2)
        #expect(driver.screenText.contains("┌"), "\(driver.screenText)")
        // Outside the cards (the key bar) a click does nothing.
        driver.press("escape")
        driver.click(at: Point(x: 10, y: Self.size.height - 1))
        #expect(driver.app.editorSession?.selection == 2)
    }

    @Test func qQuitsFromTheEditorAsFromTheLibrary() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Self.size)
        await EditorAppTests.open("Countdown", in: driver)
        driver.press("J")
        driver.press("q")
        #expect(driver.screenText.contains("before quitting?"), "\(driver.screenText)")
    }
}
