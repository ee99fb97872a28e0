import BundledContent
import Foundation
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// Editing keys at their edges: the help scrolls to its last line on a small screen, menu items
/// are added, removed and reordered, the library's filter is cleared by Esc and by opening a
/// shortcut (and New asks for a name), and + and - step the Find limit.
@MainActor
@Suite struct EditingEdgeTests {
    static let size = Size(width: 100, height: 30)
    @Test func helpScrollsToItsLastLineOnASmallScreen() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.open("Countdown", in: driver)
        driver.press("?")
        #expect(!driver.screenText.contains("Rename the shortcut"))
        driver.press("end")
        #expect(driver.screenText.contains("Rename the shortcut"), "\(driver.screenText)")
        #expect(driver.screenText.contains("Quit (asks first when there are unsaved changes)"))
    }

    @Test func menuItemsAreAddedRemovedAndReordered() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Self.size)
        await EditorAppTests.newShortcut(adding: ["choose from menu"], in: driver)
        func titles() -> [String] {
            guard let items = driver.app.editorSession?.shortcut.actions.first?.kind.asMenu?.items else { return [] }
            return items.map(\.title)
        }
        let start = titles()
        #expect(start.count == 2)
        driver.press("j", "i")
        #expect(titles() == [start[0], "Item 3", start[1]])
        driver.press("K")
        #expect(titles() == ["Item 3", start[0], start[1]])
        driver.press("x")
        #expect(titles() == [start[0], start[1]])
        driver.press("x")
        #expect(titles() == [start[1]])
        driver.press("x")
        #expect(titles() == [start[1]])
        #expect(driver.screenText.contains("A menu keeps at least one item"))
        driver.press("u", "u", "u")
        #expect(titles() == [start[0], "Item 3", start[1]])
    }

    @Test func theFilterIsClearedByEscAndByOpeningAndNewAsksForAName() async throws {
        let home = try await TestHome()
        let (app, library) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Self.size)
        driver.press("/")
        driver.type("count")
        driver.press("enter")
        #expect(driver.app.libraryModel.visibleItems.map(\.name) == ["Countdown"])
        driver.press("escape")
        #expect(driver.app.libraryModel.filter.isEmpty)
        #expect(driver.app.libraryModel.visibleItems.count == exampleCount)

        await EditorAppTests.open("Countdown", in: driver)
        driver.press("escape")
        await driver.waitUntilIdle()
        #expect(driver.app.libraryModel.filter.isEmpty)
        #expect(driver.app.libraryModel.selectedItem?.name == "Countdown")

        driver.press("/")
        driver.type("count")
        driver.press("enter", "n")
        #expect(driver.screenText.contains("New Shortcut"))
        driver.type("Morning Routine")
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.app.editorSession?.shortcut.name == "Morning Routine")
        driver.press("escape")
        await driver.waitUntilIdle()
        #expect(driver.app.libraryModel.selectedItem?.name == "Morning Routine")
        #expect(library.find("Morning Routine") != nil)
        // r renames the shortcut that is selected and shown: the new one.
        driver.press("r", "ctrl+u")
        driver.type("Evening Routine")
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(library.find("Evening Routine") != nil)
        #expect(library.find("Countdown") != nil)
    }

    @Test func plusAndMinusStepTheFindLimit() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Self.size)
        await EditorAppTests.newShortcut(adding: ["find books"], in: driver)
        driver.press("f")
        await driver.waitUntilIdle()
        func limit() -> Value? {
            guard case .find(let find)? = driver.app.editorSession?.shortcut.actions.first?.kind else { return nil }
            return find.limit
        }
        // To the last line ("In All Books"), up to the Limit line, and switch it on (5): the
        // focus goes to its number.
        for _ in 0..<10 { driver.press("down") }
        driver.press("up", "enter")
        #expect(limit() == .number(5))
        driver.press("+")
        let afterPlus = limit()
        driver.press("+")
        let afterPlusPlus = limit()
        driver.press("-")
        let afterMinus = limit()
        #expect([afterPlus, afterPlusPlus, afterMinus] == [.number(6), .number(7), .number(6)])
    }

}
