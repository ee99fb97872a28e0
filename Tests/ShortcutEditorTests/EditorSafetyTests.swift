import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// The safety policy in the editor: a shortcut that runs a script asks in the run pane (a modal
/// naming what it does) before its first action; accepting runs it and trusts it, declining runs
/// nothing; saving in the editor keeps a trusted shortcut trusted, an outside edit does not.
@MainActor
struct EditorSafetyTests {
    static let marker = "from-the-script"
    static let json = """
        {"format": 1, "id": "00000000-0000-4000-8000-00000005CE00", "name": "Scripted", "actions": [
          {"id": "00000000-0000-4000-8000-00000005CE01", "action": "runShellScript",
           "script": "echo \(marker)", "shell": "sh"}
        ]}
        """

    func app(_ home: TestHome) throws -> (AppDriver<ShortcutsApp>, TrustStore, URL) {
        let library = Library(folder: home.root.appendingPathComponent("shortcuts"))
        _ = try library.prepare(examples: [])
        let file = library.folder.appendingPathComponent("scripted.json")
        try Self.json.write(to: file, atomically: true, encoding: .utf8)
        let trust = TrustStore(file: home.root.appendingPathComponent("trusted.json"))
        let app = ShortcutsApp(
            environment: EditorEnvironment(
                catalog: home.catalog, library: library, dependencies: home.manager, trust: trust))
        return (AppDriver(app, size: Size(width: 120, height: 30)), trust, file)
    }

    func document(_ file: URL) throws -> ShortcutDocument { try DocumentDecoder.decode(contentsOf: file) }

    @Test func aScriptAsksFirstAndAcceptingRunsAndTrustsIt() async throws {
        let home = try await TestHome()
        let (driver, trust, file) = try app(home)
        driver.press("/")
        driver.type("Scripted")
        driver.press("enter", "g")
        await driver.waitUntilIdle()
        // A modal in the run pane names what it does and why it asks (the text wraps in the box).
        #expect(driver.screenText.contains("┌ Permission"))
        #expect(driver.screenText.contains("'Scripted' runs programs (Run Shell Script, action"))
        #expect(driver.screenText.contains("Trust it and run it?"))
        #expect(driver.screenText.contains("[ y Run ]  [ n Cancel ]"))
        #expect(!driver.screenText.contains("✓ 1 Run Shell Script"))
        driver.press("y")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains(Self.marker), "\(driver.screenText)")
        #expect(trust.isTrusted(try document(file)))
    }

    @Test func decliningRunsNothing() async throws {
        let home = try await TestHome()
        let (driver, trust, file) = try app(home)
        driver.press("/")
        driver.type("Scripted")
        driver.press("enter", "g")
        await driver.waitUntilIdle()
        driver.press("n")
        await driver.waitUntilIdle()
        #expect(!driver.screenText.contains(Self.marker))
        #expect(!trust.isTrusted(try document(file)))
    }

    @Test func savingInTheEditorKeepsTrustAndAnOutsideEditDoesNot() async throws {
        let home = try await TestHome()
        let (driver, trust, file) = try app(home)
        try trust.trust(try document(file))
        driver.press("/")
        driver.type("Scripted")
        driver.press("enter", "enter")
        await driver.waitUntilIdle()
        // The header says what it does.
        #expect(driver.screenText.contains("Scripted — runs programs"), "\(driver.screenText)")
        driver.press("a")
        driver.type("Comment")
        driver.press("enter")
        await driver.waitUntilIdle()
        driver.press("ctrl+s")
        await driver.waitUntilIdle()
        let saved = try document(file)
        #expect(saved.actions.count == 2)
        #expect(trust.isTrusted(saved))

        let outside = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
            of: "echo \(Self.marker)", with: "echo changed elsewhere")
        try outside.write(to: file, atomically: true, encoding: .utf8)
        #expect(!trust.isTrusted(try document(file)))
    }
}
