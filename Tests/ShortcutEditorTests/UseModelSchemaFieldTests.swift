import Foundation
import IntentKit
import JSONCore
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// Use Model's schema in the editor: the card reads it on one line, Enter opens it as JSON in
/// a text area that checks it as it is typed (its syntax with line and column, then the schema
/// itself), refuses to set what does not read, and sets what does as JSON in the file.
@MainActor
struct UseModelSchemaFieldTests {
    static let id = "00000000-0000-4000-8000-000000000800"

    /// The editor on a library of one shortcut: Use Model with Schema chosen.
    func openSchema() async throws -> AppDriver<ShortcutsApp> {
        let home = try await TestHome()
        let folder = home.root.appendingPathComponent("shortcuts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = #"""
            {"format": 1, "id": "\#(Self.id)", "name": "Ask Book", "actions": [
              {"id": "00000000-0000-4000-8000-000000000801", "action": "useModel", "prompt": {"text": "A book?"},
               "resultType": "schema", "schema": {"type": "object", "properties": {"title": {"type": "string"}}}}
            ]}
            """#
        try Data(text.utf8).write(to: folder.appendingPathComponent("ask-book.json"))
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.open("Ask Book", in: driver)
        #expect(
            driver.screenText.contains(#"as Schema {"type": "object", "properties": {"title"#), "\(driver.screenText)")
        for _ in 0..<8 where driver.app.focusedToken?.slot != "schema" { driver.press("tab") }
        #expect(driver.app.focusedToken?.slot == "schema", "\(driver.screenText)")
        driver.press("enter")
        #expect(driver.app.topContext == .textArea, "\(driver.screenText)")
        return driver
    }

    func schema(_ driver: AppDriver<ShortcutsApp>) -> JSONNode? {
        guard case .builtIn(let call)? = driver.app.editorSession?.shortcut.actions.first?.kind else { return nil }
        return call.json("schema")
    }

    @Test func theSchemaIsCheckedAsItIsTypedAndSetOnlyWhenItReads() async throws {
        let driver = try await openSchema()
        // It opens as indented JSON, and reads.
        #expect(driver.screenText.contains(#""type": "object","#), "\(driver.screenText)")
        #expect(!driver.screenText.contains("Line "))
        // A character too many: the syntax error shows, with where it is.
        driver.press("ctrl+end")
        driver.type(",")
        #expect(driver.screenText.contains("Line 8, column 2: "), "\(driver.screenText)")
        driver.press("ctrl+s")
        #expect(driver.app.topContext == .textArea)
        #expect(driver.screenText.contains("Schema: Line 8, column 2"), "\(driver.screenText)")
        // JSON that reads but is no schema of ours: the place in it is said.
        driver.press("backspace", "ctrl+home", "down", "end")
        for _ in 0..<9 { driver.press("backspace") }
        driver.type(#""text","#)
        #expect(driver.screenText.contains("at type: 'text' is not a JSON type"), "\(driver.screenText)")
        // Mended, it is set: as JSON in the document, one undo step.
        for _ in 0..<7 { driver.press("backspace") }
        driver.type(#""array","#)
        #expect(!driver.screenText.contains("is not a JSON type"), "\(driver.screenText)")
        driver.press("ctrl+s")
        #expect(driver.app.topContext == .editor, "\(driver.screenText)")
        #expect(schema(driver)?["type"]?.string == "array")
        driver.press("u")
        #expect(schema(driver)?["type"]?.string == "object")
    }

    @Test func snapshot() async throws {
        let driver = try await openSchema()
        driver.press("ctrl+end")
        driver.type("x")
        assertSnapshot(driver.screen, named: "use-model-schema-100x30")
    }
}
