import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// An If's condition list (`C` on an If card): rows added, edited with the card's own fields
/// and menus, moved and removed, All or Any, each change one undo step; the card's sentence and
/// the saved file follow.
@MainActor
struct ConditionListTests {
    func conditional(_ driver: AppDriver<ShortcutsApp>) throws -> Conditional {
        try #require(driver.app.editorSession?.selectedConditional)
    }

    /// Whether the condition list takes `key` as `command` now (rather than saying why not).
    func resolves(_ key: Key, to command: ConditionsCommand, in driver: AppDriver<ShortcutsApp>) -> Bool {
        if case .message(.conditions(command)) = driver.app.keymap(of: .conditions).resolve(key) { return true }
        return false
    }

    /// In the condition list, on the focused condition field, picks `target` from its menu.
    func chooseCondition(
        _ target: Conditional.Condition, current: Conditional.Condition, in driver: AppDriver<ShortcutsApp>
    )
        throws
    {
        let phrases = ConditionRules.conditions(for: .string)
        let from = try #require(phrases.firstIndex(of: current))
        let to = try #require(phrases.firstIndex(of: target))
        driver.press("enter")
        #expect(driver.app.topContext == .tokenMenu)
        for _ in 0..<abs(to - from) { driver.press(to > from ? "down" : "up") }
        driver.press("enter")
    }

    @Test func buildingAnIfOfSeveralConditionsByKeys() async throws {
        let home = try await TestHome()
        let (app, library) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.newShortcut(adding: ["if"], in: driver)
        if driver.app.topContext != .editor { driver.press("escape") }
        // `?` lists C (the footer keeps its room for the keys every card has).
        driver.press("?")
        #expect(driver.screenText.contains("Edit the If's conditions"))
        driver.press("escape")
        driver.press("C")
        #expect(driver.app.topContext == .conditions)
        #expect(driver.screenText.contains("If All of the following are true"))
        #expect(driver.screenText.contains("+ Add condition"))
        let steps = try #require(driver.app.editorSession?.history.undoEntries.count)

        // Row 1: “Sunday” begins with “Sat”, typed in the card's own fields and menu.
        driver.press("enter")
        #expect(driver.app.topContext == .field)
        driver.type("Sunday")
        driver.press("enter", "right")
        try chooseCondition(.beginsWith, current: .is, in: driver)
        driver.press("right", "enter")
        driver.type("Sat")
        driver.press("enter")
        var c = try conditional(driver)
        #expect(c.rows == [Conditional.Row(input: .string("Sunday"), condition: .beginsWith, value: .string("Sat"))])

        // `a` adds a row comparing the same input the same way, focused on its value.
        driver.press("a")
        driver.press("enter")
        driver.type("Sun")
        driver.press("enter")
        c = try conditional(driver)
        #expect(c.rows.count == 2 && c.matchAll)
        #expect(c.rows[1] == Conditional.Row(input: .string("Sunday"), condition: .beginsWith, value: .string("Sun")))
        #expect(driver.screenText.contains("If All of the following are true"))
        // All of them: the card reads so, and row 1 does not hold.
        let session = try #require(driver.app.editorSession)
        #expect(session.outline.first?.hasPrefix("If all of 2 conditions are true") == true, "\(session.outline)")

        // Enter on the header's All makes it Any.
        driver.press("up", "up", "enter")
        c = try conditional(driver)
        #expect(!c.matchAll)
        #expect(driver.screenText.contains("If Any of the following are true"))

        // K and J move the focused row; x removes it; v puts a variable in.
        driver.press("down", "J")
        c = try conditional(driver)
        #expect(c.rows.map(\.value) == [.string("Sun"), .string("Sat")])
        driver.press("K")
        c = try conditional(driver)
        #expect(c.rows.map(\.value) == [.string("Sat"), .string("Sun")])
        driver.press("x")
        c = try conditional(driver)
        #expect(c.rows.map(\.value) == [.string("Sun")])
        // The last one stays: an If keeps a condition.
        #expect(!resolves(Key("x"), to: .remove, in: driver))

        // Each change was one undo step: 3 for row 1, 2 for row 2, Any, two moves, the removal.
        let history = try #require(driver.app.editorSession?.history)
        #expect(history.undoEntries.count - steps == 9, "\(history.undoEntries.map(\.label))")
        driver.press("u")
        #expect(try conditional(driver).rows.count == 2)

        // Esc closes the list; the card's sentence lists both rows.
        driver.press("escape")
        #expect(driver.app.topContext == .editor)
        #expect(
            driver.screenText.contains(
                "If any of 2 conditions are true: “Sunday” begins with “Sat”; “Sunday” begins with “Sun”"))

        // Saved, the file has the rows under "match": "any".
        driver.press("ctrl+s")
        await driver.waitUntilIdle()
        let name = try #require(driver.app.editorSession?.shortcut.name)
        let saved = try #require(library.find(name))
        let text = try String(contentsOf: saved.url, encoding: .utf8)
        #expect(text.contains(#""match": "any""#) && text.contains(#""conditions": ["#))
        let written = try DocumentDecoder.decode(text)
        guard let back = written.actions[0].kind.asConditional else {
            Issue.record("not an If")
            return
        }
        #expect(back.rows.count == 2 && !back.matchAll)
    }

    @Test func aRowTakesAVariableFromThePicker() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.open("Day Off", in: driver)
        let session = try #require(driver.app.editorSession)
        let row = try #require(session.document.rows.firstIndex { $0.block == "if" && $0.isCard })
        for _ in 0..<row { driver.press("j") }
        driver.press("C")
        // Row 3's input is Month and Day; put Weekday there instead.
        driver.press("down", "down", "v")
        #expect(driver.app.topContext == .variables)
        let picker = try #require(driver.app.editorSession?.variablePicker(slot: Conditional.rowSlot(.input, row: 2)))
        let index = try #require(picker.candidates.firstIndex { $0.title == "Weekday" })
        for _ in 0..<index { driver.press("down") }
        driver.press("enter")
        #expect(driver.app.topContext == .conditions)
        let c = try conditional(driver)
        #expect(c.rows[2].input == .variable(VariableReference(.named("Weekday"))))
        // Backspace empties the focused input; Tab goes on to the condition, which takes no clearing.
        driver.press("backspace")
        #expect(try conditional(driver).rows[2].input == .text([]))
        driver.press("tab")
        #expect(!resolves(.backspace, to: .clear, in: driver))
    }

    @Test func theConditionListSnapshot() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.open("Day Off", in: driver)
        let session = try #require(driver.app.editorSession)
        let row = try #require(session.document.rows.firstIndex { $0.block == "if" && $0.isCard })
        for _ in 0..<row { driver.press("j") }
        assertSnapshot(driver.screen, named: "if-several-conditions-card")
        driver.press("C", "down", "right", "right")
        // An unfinished value shows its problem under its row.
        driver.press("backspace")
        assertSnapshot(driver.screen, named: "if-condition-list")
    }
}
