import BundledApps
import BundledContent
import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// Editing a parameter's value from the keyboard: list items, variables inside text, number
/// steps and ranges, entities picked into a list.
extension EditorAppTests {
    /// A list parameter's items are added, edited, reordered and deleted in the list overlay;
    /// bad input is refused where it was typed, and each change is one undo step.
    @Test func listParameterItems() async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        await Self.newShortcut(adding: ["combine text"], in: driver)
        #expect(driver.app.focusedToken?.kind == .list(.text))
        driver.press("enter")
        #expect(driver.screenText.contains("No items: press a to add one"))
        // The hint line comes from the list's keymap; with nothing selected, only what works shows.
        #expect(driver.screenText.contains("a add"))
        driver.press("x")
        #expect(driver.screenText.contains("No item is selected"))
        for word in ["beta", "alpha", "gamma"] {
            driver.press("a")
            driver.type(word)
            driver.press("enter")
        }
        func items() -> [Value]? {
            if case .list(let items)? = driver.app.focusedToken?.value { items } else { nil }
        }
        #expect(items() == [.string("beta"), .string("alpha"), .string("gamma")])
        #expect(driver.screenText.contains("3. gamma"))
        // Move alpha to the top, edit gamma, delete beta.
        driver.press("k", "K")
        #expect(items() == [.string("alpha"), .string("beta"), .string("gamma")])
        driver.press("end", "enter", "ctrl+u")
        driver.type("delta")
        driver.press("enter")
        driver.press("k", "x")
        #expect(items() == [.string("alpha"), .string("delta")])
        driver.press("escape")
        #expect(driver.app.editorSession?.selectedCard?.sentence?.text == "Combine “alpha”, “delta” with “ ”")
        driver.press("u")
        #expect(items() == [.string("alpha"), .string("beta"), .string("delta")])
    }

    /// Ctrl-V in a text field puts a variable at the cursor as a pill; the text around it stays,
    /// and opening the field again shows the pill and keeps it.
    @Test func variableAtTheCursorInText() async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await Self.newShortcut(adding: ["find books", "show result"], in: driver)
        #expect(driver.app.focusedToken?.slot == "text")
        // Show Result took Found Books when it was added: clear the field and write the text.
        driver.press("enter", "ctrl+u")
        driver.type("By !")
        driver.press("left", "ctrl+v")
        try Self.walkPicker(to: ["Found Books", "First Item", "Author"], slot: "text", in: driver)
        driver.press("enter")
        #expect(driver.screenText.contains("By  Found Books › First Item › Author !"))
        driver.press("enter")
        let findID = try #require(driver.app.editorSession?.shortcut.actions.first?.id)
        guard case .text(let parts)? = driver.app.focusedToken?.value else {
            Issue.record("the text was not set: \(String(describing: driver.app.focusedToken?.value))")
            return
        }
        #expect(parts.count == 3)
        #expect(parts.first == .literal("By "))
        #expect(parts.last == .literal("!"))
        guard case .variable(let reference)? = parts.dropFirst().first else {
            Issue.record("no variable in \(parts)")
            return
        }
        #expect(reference.source == .action(findID))
        // Opened again: the pill is there, and Enter keeps the same value.
        let value = driver.app.focusedToken?.value
        driver.press("enter")
        #expect(driver.screenText.contains("Found Books › First Item › Author"))
        driver.press("enter")
        #expect(driver.app.focusedToken?.value == value)
    }

    /// A number with a declared range (Buy Book's count, 1…10): + and - step inside it, and a
    /// typed number outside it is refused where it was typed.
    @Test func numberStepsAndRange() async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        await Self.newShortcut(adding: ["buy book"], in: driver)
        for _ in 0..<6 where driver.app.focusedToken?.slot != "count" { driver.press("tab") }
        if driver.app.focusedToken?.slot != "count" { driver.press("m") }
        for _ in 0..<6 where driver.app.focusedToken?.slot != "count" { driver.press("tab") }
        let count = try #require(driver.app.focusedToken)
        #expect(count.slot == "count")
        #expect(count.range == ParameterRange(lowerBound: 1, upperBound: 10))
        driver.press("+", "+")
        #expect(driver.app.focusedToken?.value == .number(3))
        driver.press("-", "-", "-")
        #expect(driver.app.focusedToken?.value == .number(1))
        #expect(driver.screenText.contains("Count is already at its lowest, 1"))
        driver.press("enter", "ctrl+u")
        driver.type("11")
        driver.press("enter")
        #expect(driver.screenText.contains("Enter a number from 1 to 10"))
        driver.press("ctrl+u")
        driver.type("10")
        driver.press("enter", "+")
        #expect(driver.app.focusedToken?.value == .number(10))
        // Stepping is one undo step however many presses it took.
        driver.press("u", "u")
        #expect(driver.app.focusedToken?.value == nil)
        // An optional setting (the count has a default) clears with Backspace.
        driver.press("+", "backspace")
        #expect(driver.app.focusedToken?.value == nil)
        driver.press("backspace")
        #expect(driver.screenText.contains("Count is already empty"))
    }

    /// A list of entities (Find Books' "from") takes several new items at once from the picker.
    @Test func entityListItemsComeFromThePicker() async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await Self.newShortcut(adding: ["find books"], in: driver)
        driver.press("m")
        for _ in 0..<8 where driver.app.focusedToken?.slot != "from" { driver.press("tab") }
        #expect(driver.app.focusedToken?.kind == .list(.entity("Books.BookEntity")))
        driver.press("enter", "a")
        await driver.waitUntilIdle()
        // Tab marks an item and moves on; the title counts the marks.
        driver.press("tab", "tab")
        #expect(driver.screenText.contains("2 picked"))
        driver.press("enter")
        guard case .list(let items)? = driver.app.focusedToken?.value else {
            Issue.record("no item was added: \(String(describing: driver.app.focusedToken?.value))")
            return
        }
        #expect(items.count == 2)
        guard case .entity(let type, let id) = items[0] else {
            Issue.record("not an entity: \(items[0])")
            return
        }
        #expect(type == "Books.BookEntity")
        // The list names the items by their titles, which the picker knew.
        let title = try #require(driver.app.editorSession?.entityTitles.title(type: type, id: id))
        #expect(driver.screenText.contains("1. \(title)"))
    }
}
