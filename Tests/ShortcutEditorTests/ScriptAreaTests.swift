import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// Run Shell Script's script is edited in a multi-line text area: Enter starts a new line,
/// Ctrl-S sets the text as one undo step, Esc leaves it as it was.
@MainActor
struct ScriptAreaTests {
    /// A new shortcut with Run Shell Script, its script's text area open.
    func openScript(size: Size = Size(width: 80, height: 24)) async throws -> AppDriver<ShortcutsApp> {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: size)
        await EditorAppTests.newShortcut(adding: ["run shell script"], in: driver)
        #expect(driver.app.focusedToken?.slot == "script", "\(driver.screenText)")
        driver.press("enter")
        #expect(driver.app.topContext == .textArea, "\(driver.app.contextStack)\n\(driver.screenText)")
        return driver
    }

    /// The script of the shortcut's Run Shell Script.
    func script(_ driver: AppDriver<ShortcutsApp>) -> String? {
        guard case .builtIn(let call)? = driver.app.editorSession?.shortcut.actions.last?.kind else { return nil }
        return call.text("script")
    }

    @Test func typingTwoLinesAndSettingStoresThemWithALineBreak() async throws {
        let driver = try await openScript()
        driver.type("a")
        driver.press("enter")
        driver.type("b")
        // Enter made a new line: the area is still open and the document still empty.
        #expect(driver.app.topContext == .textArea)
        #expect(script(driver) == "")
        driver.press("ctrl+s")
        #expect(driver.app.topContext == .editor)
        #expect(script(driver) == "a\nb")
        // One undo step takes the whole set back.
        driver.press("u")
        #expect(script(driver) == "")
    }

    @Test func escLeavesTheScriptAsItWas() async throws {
        let driver = try await openScript()
        driver.type("echo hi")
        driver.press("escape")
        #expect(driver.app.topContext == .editor)
        #expect(script(driver) == "")
    }

    @Test func reopeningShowsEveryLineAndTheUpKeyMovesBetweenThem() async throws {
        let driver = try await openScript()
        driver.type("one")
        driver.press("enter")
        driver.type("two")
        driver.press("ctrl+s", "enter")
        // The cursor starts at the end; up to the first line, and type there.
        driver.press("up", "home")
        driver.type("#")
        driver.press("ctrl+s")
        #expect(script(driver) == "#one\ntwo")
    }

    @Test func snapshot() async throws {
        let driver = try await openScript()
        driver.type("set -e")
        driver.press("enter")
        driver.type("df -h / | tail -1")
        #expect(driver.screenText.contains("Enter for a new line · ^S to set · Esc to cancel"), "\(driver.screenText)")
        assertSnapshot(driver.screen, named: "script-area-80x24")
    }

    /// An app's text parameter declared with several lines (Write Text File's Text,
    /// `inputOptions: .init(multiline: true)`) opens in the text area too, and what is set is
    /// its text value.
    @Test func anAppsParameterOfSeveralLinesOpensInTheTextArea() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.newShortcut(adding: ["write text file"], in: driver)
        while driver.app.focusedToken?.slot != "text", driver.app.topContext == .editor {
            driver.press("tab")
        }
        driver.press("enter")
        #expect(driver.app.topContext == .textArea, "\(driver.app.contextStack)\n\(driver.screenText)")
        driver.type("first line")
        driver.press("enter")
        driver.type("second")
        driver.press("ctrl+s")
        #expect(driver.app.topContext == .editor)
        guard case .intent(_, let parameters)? = driver.app.editorSession?.shortcut.actions.last?.kind else {
            Issue.record("no Write Text File")
            return
        }
        #expect(parameters["text"] == .text([.literal("first line\nsecond")]))
    }
}
