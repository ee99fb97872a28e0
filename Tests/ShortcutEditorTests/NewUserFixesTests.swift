import BundledContent
import Foundation
import ShortcutEditor
import ShortcutKit
import TerminalUI
import TerminalUITestSupport
import Testing

/// What a new user met in the editor: runs started again out of sight, help cut at the screen's
/// height, a menu stuck at two items, a filter that hid new shortcuts, an unbounded log, a typo
/// that ended a run, a limit that did not step.
@MainActor
@Suite struct NewUserFixesTests {
    static let size = Size(width: 100, height: 30)

    static let appendLine = """
        {"format": 1, "id": "00000000-0000-4000-8000-00000000F000", "name": "Append Line", "actions": [
          {"id": "00000000-0000-4000-8000-00000000F001", "action": "Files.WriteTextFile",
           "parameters": {"path": {"text": ["log.txt"]}, "text": {"text": ["line\\n"]}, "mode": {"enum": "append"}}}
        ]}
        """

    @Test func runAgainShowsTheNewRunAndEachRunHappensOnce() async throws {
        let home = try await TestCatalog()
        let driver = try await RunPaneTests().run("Append Line", in: home, file: Self.appendLine)
        #expect(driver.screenText.contains("✓ Append Line"))
        for _ in 0..<3 {
            driver.press("r")
            await driver.waitUntilIdle()
            #expect(driver.screenText.contains("✓ Append Line"), "\(driver.screenText)")
        }
        let log = try String(contentsOf: home.root.appendingPathComponent("files/log.txt"), encoding: .utf8)
        #expect(log == String(repeating: "line\n", count: 4))
    }

    @Test func runAgainAsksTheNewRunsQuestions() async throws {
        let home = try await TestCatalog()
        let driver = try await RunPaneTests().run("Questions", in: home, file: RunPaneTests.questions)
        #expect(driver.screenText.contains("What should the session be called?"))
        driver.press("escape")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("■ Questions"))
        driver.press("r")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("▶ Running Questions"), "\(driver.screenText)")
        #expect(driver.screenText.contains("What should the session be called?"), "\(driver.screenText)")
    }

    @Test func aNumberQuestionAsksAgainForText() async throws {
        let home = try await TestCatalog()
        let file = """
            {"format": 1, "id": "00000000-0000-4000-8000-00000000F100", "name": "Buy Some", "actions": [
              {"id": "00000000-0000-4000-8000-00000000F101", "action": "Books.BuyBook",
               "parameters": {"book": {"entity": {"type": "Books.BookEntity", "id": "B00C0000-0000-4000-8000-000000000001"}}, "count": {"ask": {}}}}
            ]}
            """
        let driver = try await RunPaneTests().run("Buy Some", in: home, file: file)
        #expect(driver.screenText.contains("from 1 to 10"), "\(driver.screenText)")
        await RunPaneTests().answer("abc", in: driver)
        #expect(driver.screenText.contains("“abc” is not a whole number: type it again"), "\(driver.screenText)")
        #expect(driver.screenText.contains("▶ Running Buy Some"))
        driver.press("ctrl+u")
        await RunPaneTests().answer("12", in: driver)
        #expect(driver.screenText.contains("Type a number from 1 to 10"), "\(driver.screenText)")
        driver.press("ctrl+u")
        await RunPaneTests().answer("2", in: driver)
        #expect(driver.screenText.contains("Order 2 copies of"), "\(driver.screenText)")
    }

    @Test func theRunLogScrollsNoFurtherThanItsFirstLine() async throws {
        let home = try await TestCatalog()
        let driver = try await RunPaneTests().run("Countdown", in: home)
        let before = driver.lines
        for _ in 0..<50 { driver.press("up") }
        driver.press("pageUp", "pageUp")
        // The log is shorter than the screen: nothing moves, nothing is cut off.
        #expect(driver.lines.dropLast(2) == before.dropLast(2))
    }

    @Test func helpScrollsToItsLastLineOnASmallScreen() async throws {
        let home = try await TestCatalog()
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
        let home = try await TestCatalog()
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
        let home = try await TestCatalog()
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
        let home = try await TestCatalog()
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
