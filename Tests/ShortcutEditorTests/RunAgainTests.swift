import BundledContent
import Foundation
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// The run pane's second run and its questions: Run Again shows the new run and runs it once,
/// asks the new run's questions, a number question asks again for text that is no number, and
/// the log scrolls no further than its first line.
@MainActor
@Suite struct RunAgainTests {
    static let appendLine = """
        {"format": 1, "id": "00000000-0000-4000-8000-00000000F000", "name": "Append Line", "actions": [
          {"id": "00000000-0000-4000-8000-00000000F001", "action": "Files.WriteTextFile",
           "parameters": {"path": {"text": ["log.txt"]}, "text": {"text": ["line\\n"]}, "mode": {"enum": "append"}}}
        ]}
        """
    @Test func runAgainShowsTheNewRunAndEachRunHappensOnce() async throws {
        let home = try await TestHome()
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
        let home = try await TestHome()
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
        let home = try await TestHome()
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
        let home = try await TestHome()
        let driver = try await RunPaneTests().run("Countdown", in: home)
        let before = driver.lines
        for _ in 0..<50 { driver.press("up") }
        driver.press("pageUp", "pageUp")
        // The log is shorter than the screen: nothing moves, nothing is cut off.
        #expect(driver.lines.dropLast(2) == before.dropLast(2))
    }

}
