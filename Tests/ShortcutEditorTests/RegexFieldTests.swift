import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// Replace Text with Regular Expression on: its Find field shows the pattern's compile error
/// while it is typed, as Match Text's Pattern does; with the setting off it is plain text.
@MainActor
struct RegexFieldTests {
    /// Opens a shortcut whose one action is Replace Text, Regular Expression `on`, and starts
    /// editing its Find field.
    func editFind(regularExpression on: Bool) async throws -> AppDriver<ShortcutsApp> {
        let home = try await TestHome()
        let (_, library) = try EditorAppTests.makeApp(home)
        let replace = Action(
            .builtIn(
                BuiltInCall(
                    "replaceText",
                    [
                        "find": .value(.string("a")), "input": .value(.string("banana")),
                        "regularExpression": .value(.boolean(on)),
                    ])))
        let document = ShortcutDocument(name: "Regex Field \(on)", actions: [replace])
        try DocumentEncoder.encode(document).write(
            to: library.folder.appendingPathComponent("\(document.id).json"), atomically: true, encoding: .utf8)
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        await EditorAppTests.open(document.name, in: driver)
        for _ in 0..<6 where driver.app.focusedToken?.slot != "find" { driver.press("tab") }
        #expect(driver.app.focusedToken?.slot == "find", "\(driver.screenText)")
        driver.press("enter")
        driver.press("ctrl+u")
        return driver
    }

    @Test func findShowsItsCompileErrorWhileTypedWithRegularExpressionOn() async throws {
        let driver = try await editFind(regularExpression: true)
        driver.type("(ab")
        #expect(driver.screenText.contains("is not a valid regular expression: expected ')'"), "\(driver.screenText)")
        driver.type(")")
        #expect(!driver.screenText.contains("not a valid regular expression"))
        driver.press("enter")
        #expect(
            driver.app.editorSession?.selectedCard?.sentence?.text == "Replace “(ab)” with [Replace With] in “banana”")
    }

    @Test func findIsPlainTextWithRegularExpressionOff() async throws {
        let driver = try await editFind(regularExpression: false)
        driver.type("(ab")
        #expect(!driver.screenText.contains("not a valid regular expression"), "\(driver.screenText)")
    }

    /// The validator reads the same check: a bad pattern is an error before the run only when
    /// it is a regular expression.
    @Test func theValidatorAgreesWithTheField() async throws {
        let home = try await TestHome()
        func errors(_ on: Bool) -> [String] {
            let call = BuiltInCall(
                "replaceText",
                [
                    "find": .value(.string("(ab")), "input": .value(.string("x")),
                    "regularExpression": .value(.boolean(on)),
                ])
            return Validator(catalog: home.catalog).validate(
                ShortcutDocument(name: "V", actions: [Action(.builtIn(call))])
            ).filter { $0.severity == .error }.map(\.description)
        }
        #expect(
            errors(true).contains { $0.contains("parameter 'find'") && $0.contains("expected ')'") }, "\(errors(true))")
        #expect(errors(false).isEmpty)
    }
}
