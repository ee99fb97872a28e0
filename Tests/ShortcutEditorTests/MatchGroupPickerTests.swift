import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// Match Text's groups in the variable picker: "Matches › First Item › Group 1", named groups
/// by name when the pattern is a constant.
extension EditorAppTests {
    @Test func thePickerDrillsIntoAMatchsGroups() async throws {
        let home = try await TestHome()
        let document = try ShortcutsTestSupport.example("date-finder.json")
        let text = try #require(document.actionPaths.first { $0.action.id == exampleID(0x7F33) }?.path)
        let picker = VariablePicker(catalog: home.catalog, document: document, reader: text, target: .string)
        let matches = try #require(picker.candidates.first { $0.title == "Matches" })
        #expect(matches.type == .array(.match))
        let children = picker.children(of: matches)
        #expect(
            children.map(\.label) == [
                "First Item", "Last Item", "Count", "Group year", "Group month", "Group day",
            ])
        #expect(children[3].type == .array(.string))
        let first = try #require(children.first { $0.label == "First Item" })
        #expect(first.type == .match)
        let groups = picker.children(of: first)
        #expect(
            groups.map(\.title) == [
                "Matches › First Item › Group year", "Matches › First Item › Group month",
                "Matches › First Item › Group day",
            ])
        #expect(groups.map(\.type) == [.string, .string, .string])
        #expect(
            groups[2].value
                == .variable(VariableReference(.action(exampleID(0x7F31)), path: [.first, .group(.name("day"))])))
    }

    /// Typed in the editor: a pattern with two unnamed groups, then Show Result's picker walked
    /// to "Matches › First Item › Group 2".
    @Test(arguments: [Size(width: 80, height: 24)])
    func aGroupIsPickedFromTheKeyboard(size: Size) async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: size)
        await Self.newShortcut(adding: ["match text"], in: driver)
        for _ in 0..<6 where driver.app.focusedToken?.slot != "pattern" { driver.press("tab") }
        #expect(driver.app.focusedToken?.slot == "pattern", "\(driver.screenText)")
        driver.press("enter", "ctrl+u")
        driver.type(#"(\w+)@(\w+)"#)
        driver.press("enter")
        driver.press("a")
        driver.type("show result")
        driver.press("enter", "v")
        try Self.walkPicker(to: ["Matches", "First Item", "Group 2"], slot: "text", in: driver)
        assertSnapshot(driver.screen, named: "match-groups-\(size.width)x\(size.height)")
        driver.press("enter")
        #expect(driver.app.editorSession?.selectedCard?.sentence?.text == "Show ⟦Matches › First Item › Group 2⟧")
    }
}
