import Foundation
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// The entity picker: suggestions on opening, live search through the query, the saved value,
/// missing entities, and enum cases in the same picker.
@MainActor
struct PickerTests {
    /// Opens a new shortcut with Open Book and the picker on its Book.
    func openBookPicker(_ home: TestHome) async throws -> AppDriver<ShortcutsApp> {
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.newShortcut(adding: ["open book"], in: driver)
        #expect(driver.app.focusedToken?.kind == .entity("Books.BookEntity"))
        driver.press("enter")
        await driver.waitUntilIdle()
        return driver
    }

    @Test func pickingABookBySearchSavesItsTypeAndIDOnly() async throws {
        let home = try await TestHome()
        let driver = try await openBookPicker(home)
        // It opens on the query's suggestions.
        #expect(driver.screenText.contains("⌕"))
        #expect(
            driver.lines.filter { $0.contains("▤") }.count >= 2, "suggestions with their glyphs:\n\(driver.screenText)")
        driver.type("dune")
        await driver.waitUntilIdle()
        assertSnapshot(driver.screen, named: "picker-search-dune")
        #expect(driver.screenText.contains("Dune"))
        #expect(!driver.screenText.contains("Emma"), "results replace the suggestions")
        driver.press("enter")
        guard case .entity(let type, let id)? = driver.app.focusedToken?.value else {
            Issue.record("no book was set: \(String(describing: driver.app.focusedToken?.value))")
            return
        }
        #expect(type == "Books.BookEntity")
        // The card shows the title at once.
        #expect(driver.app.editorSession?.outline.first?.contains("Dune") == true)
        driver.press("ctrl+s")
        await driver.waitUntilIdle()
        let url = try #require(driver.app.editorSession?.fileURL)
        let json = try String(contentsOf: url, encoding: .utf8)
        #expect(json.contains(#""id": "\#(id)""#))
        #expect(!json.contains("Dune"), "the file keeps the ID only:\n\(json)")
    }

    @Test func typingFastKeepsOnlyTheLastSearch() async throws {
        let home = try await TestHome()
        let driver = try await openBookPicker(home)
        // Each key starts a search that replaces (cancels) the one before.
        for character in "hobbit" { driver.type(String(character)) }
        await driver.waitUntilIdle()
        let rows = driver.lines.filter { $0.contains("▤") && !$0.contains("Open Book") }
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0.localizedCaseInsensitiveContains("hobbit") }, "\(rows)")
    }

    @Test func noResultsSaySo() async throws {
        let home = try await TestHome()
        let driver = try await openBookPicker(home)
        driver.type("zzqx")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("No results for “zzqx”"))
        driver.press("enter")
        #expect(driver.screenText.contains("Nothing to pick"))
        driver.press("escape")
        #expect(driver.app.focusedToken?.value == nil)
    }

    @Test func aSpinnerTurnsWhileTheQueryRuns() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.newShortcut(adding: ["open book"], in: driver)
        driver.press("enter")
        // Before the query answers, the picker says it is searching.
        #expect(driver.screenText.contains("Searching…") || driver.lines.contains { $0.contains("▤") })
        await driver.waitUntilIdle()
        #expect(!driver.screenText.contains("Searching…"))
    }

    @Test func aMissingEntityIsNamedWithItsID() async throws {
        let home = try await TestHome()
        let (_, library) = try EditorAppTests.makeApp(home)
        // Open Dune, with a book that is not in the database.
        let url = try #require(library.entries().first { $0.name == "Open Dune" }?.url)
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(
                of: "B00C0000-0000-4000-8000-000000000001", with: "B00C0000-0000-4000-8000-0000000FFFFF")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.open("Open Dune", in: driver)
        #expect(driver.screenText.contains("Missing Book (B00C0000-0000-4000-8000-0000000FFFFF)"))
    }

    @Test func enumParametersUseThePickerWithTheirCases() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.newShortcut(adding: ["add meditation session"], in: driver)
        for _ in 0..<8
        where !(driver.app.focusedToken.map { if case .enumeration = $0.kind { true } else { false } } ?? false) {
            driver.press("tab")
        }
        guard case .enumeration? = driver.app.focusedToken?.kind else {
            Issue.record("no enum token")
            return
        }
        driver.press("enter")
        let rowsBefore = driver.lines.filter { $0.hasPrefix("│") || $0.contains("│ ") }.count
        driver.type("zz")
        #expect(driver.screenText.contains("No results for “zz”"))
        driver.press("backspace", "backspace", "enter")
        guard case .enumCase? = driver.app.focusedToken?.value else {
            Issue.record("no case was set: \(String(describing: driver.app.focusedToken?.value))")
            return
        }
        #expect(rowsBefore > 0)
    }
}
