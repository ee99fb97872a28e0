import Foundation
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import ShortcutEditor

/// `i` on the library imports Apple's shortcut files: the new shortcut is in the list, selected,
/// with its placeholder as a card that says so; a name already there, and a path that is not
/// there, are said on the status line.
@MainActor @Suite struct ImportFromLibraryTests {
    /// An unsigned export: Text, then Apple's Find Reminders, which no app here provides.
    static func writeExport(named name: String, in folder: URL) throws -> URL {
        let workflow: [String: Any] = [
            "WFWorkflowActions": [
                [
                    "WFWorkflowActionIdentifier": "is.workflow.actions.gettext",
                    "WFWorkflowActionParameters": ["WFTextActionText": "Groceries"],
                ],
                [
                    "WFWorkflowActionIdentifier": "is.workflow.actions.filter.reminders",
                    "WFWorkflowActionParameters": [:],
                ],
            ]
        ]
        let url = folder.appendingPathComponent("\(name).shortcut")
        try PropertyListSerialization.data(fromPropertyList: workflow, format: .binary, options: 0).write(to: url)
        return url
    }

    @Test func importingFromTheLibraryScreen() async throws {
        let home = try await TestHome()
        let (app, library) = try EditorAppTests.makeApp(home)
        let file = try Self.writeExport(named: "Shopping List", in: home.root)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        driver.press("i")
        #expect(driver.screenText.contains("Import from Apple's Shortcuts"))
        #expect(driver.screenText.contains("Enter to import · Esc to cancel"))
        driver.type(file.path)
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(
            driver.screenText.contains(
                "Imported “Shopping List”, 1 action kept as placeholder (untrusted until accepted)"),
            "\(driver.screenText)")
        let imported = try #require(library.find("Shopping List"))
        #expect((try? imported.content.get())?.actions.count == 2)
        #expect(driver.app.library.model.selectedItem?.name == "Shopping List")

        // Opened, the placeholder is a card that says what it is.
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("Apple: Find Reminders — no app provides this"), "\(driver.screenText)")
        driver.press("escape")
        await driver.waitUntilIdle()

        // Again: the name is taken, and nothing is written.
        driver.press("i")
        driver.type(file.path)
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("'Shopping List' is already in the library"), "\(driver.screenText)")
        #expect(library.entries().filter { $0.name == "Shopping List" }.count == 1)

        driver.press("i")
        driver.type("/no/such/place.shortcut")
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("There is no file or folder at /no/such/place.shortcut"))
    }
}
