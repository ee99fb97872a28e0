import BundledContent
import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// Describe in the editor, against the OpenAI-compatible server the tests start on 127.0.0.1:
/// the words go to the model, its document comes back as a plan (its sentences against the
/// shortcut's now, what it touches) and changes nothing until Enter applies it, as one step undo
/// takes back; an answer that is no shortcut is said, and nothing changes.
@MainActor
struct DescribeTests {
    static let id = "00000000-0000-4000-8000-000000000840"

    /// The `json` model answers with what follows REPLY: in the words typed.
    static func reply(name: String, text: String) -> String {
        #"REPLY:{"format": 1, "id": "00000000-0000-4000-8000-0000000000ff", "name": "\#(name)", "actions": [{"id": "00000000-0000-4000-8000-000000000841", "action": "Shortcuts.Text", "parameters": {"text": {"text": "\#(text)"}}}, {"id": "00000000-0000-4000-8000-000000000842", "action": "Shortcuts.ShowResult", "parameters": {"text": {"var": "00000000-0000-4000-8000-000000000841"}}}]}"#
    }

    func open(_ server: LocalModelServer) async throws -> AppDriver<ShortcutsApp> {
        let home = try await TestHome()
        let library = Library(folder: home.root.appendingPathComponent("shortcuts"))
        _ = try library.prepare(examples: ExampleShortcuts.all)
        try
            #"{"format": 1, "id": "\#(Self.id)", "name": "Greeting", "actions": [{"id": "00000000-0000-4000-8000-000000000841", "action": "Shortcuts.Text", "parameters": {"text": {"text": "Hi"}}}]}"#
            .write(to: library.folder.appendingPathComponent("greeting.json"), atomically: true, encoding: .utf8)
        let settings = ModelSettings(providers: [
            ModelProvider(name: "local", baseURL: URL(string: server.base)!, models: ["json"], timeout: 30)
        ])
        let app = ShortcutsApp(
            environment: EditorEnvironment(
                catalog: home.catalog.with(models: settings), library: library, dependencies: home.manager))
        let driver = AppDriver(app, size: Size(width: 110, height: 30))
        await EditorAppTests.open("Greeting", in: driver)
        return driver
    }

    func texts(_ driver: AppDriver<ShortcutsApp>) -> [String] {
        (driver.app.editorSession?.shortcut.actions ?? []).compactMap { action in
            if case .intent(_, let parameters) = action.kind, case .text(let parts)? = parameters["text"],
                case .literal(let text)? = parts.first
            {
                return text
            }
            return nil
        }
    }

    @Test func aChangeIsShownAsAPlanAndAppliedAsOneStep() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let driver = try await open(server)
        driver.press("M")
        #expect(driver.app.topContext == .describe, "\(driver.screenText)")
        #expect(driver.screenText.contains("Describe a change — local/json (on this machine)"), "\(driver.screenText)")
        driver.type(Self.reply(name: "Greeting", text: "Hello there"))
        driver.press("enter")
        await driver.waitUntilIdle()
        // The plan as the editor's cards: the old one taken out (struck through), the new ones
        // put in, each with its glyph and pill; nothing changed yet.
        let screen = driver.screenText
        let taken = try #require(driver.lines.firstIndex { $0.contains("-  ◆ “Hi”") }, "\(screen)")
        #expect(driver.lines[taken + 1].contains("+  ◆ “Hello there”"), "\(screen)")
        #expect(driver.lines[taken + 2].contains("+  ◆ Show  Text"), "\(screen)")
        let hi = try #require(driver.lines[taken].range(of: "“Hi”"))
        let column = driver.lines[taken].distance(from: driver.lines[taken].startIndex, to: hi.lowerBound)
        #expect(driver.screen[column, taken].style.attributes.contains(.strikethrough))
        #expect(screen.contains("2 cards put in, 1 taken out"), "\(screen)")
        #expect(screen.contains("It touches nothing outside its own values."), "\(screen)")
        // On a small terminal the plan scrolls.
        driver.resize(to: Size(width: 60, height: 12))
        #expect(driver.screenText.contains("-  ◆ “Hi”"), "\(driver.screenText)")
        driver.press("j")
        #expect(!driver.screenText.contains("-  ◆ “Hi”"), "\(driver.screenText)")
        #expect(driver.screenText.contains("+  ◆ Show  Text"), "\(driver.screenText)")
        driver.resize(to: Size(width: 110, height: 30))
        #expect(texts(driver) == ["Hi"])
        driver.press("enter")
        #expect(driver.app.topContext == .editor)
        #expect(texts(driver) == ["Hello there"])
        // The shortcut kept its id, whatever the model wrote.
        #expect(driver.app.editorSession?.shortcut.id.uuidString == Self.id.uppercased())
        // One step back.
        driver.press("u")
        #expect(texts(driver) == ["Hi"])
    }

    @Test func aPlanWithAnErrorShowsItOnItsCardAndIsNotApplied() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let driver = try await open(server)
        driver.press("M")
        // Show Result reads an action that is not in the shortcut.
        driver.type(
            #"REPLY:{"format": 1, "id": "00000000-0000-4000-8000-0000000000ff", "name": "Greeting", "actions": [{"id": "00000000-0000-4000-8000-000000000841", "action": "Shortcuts.Text", "parameters": {"text": {"text": "Hi"}}}, {"id": "00000000-0000-4000-8000-000000000842", "action": "Shortcuts.ShowResult", "parameters": {"text": {"var": "00000000-0000-4000-8000-000000000899"}}}]}"#
        )
        driver.press("enter")
        await driver.waitUntilIdle()
        let screen = driver.screenText
        let card = try #require(driver.lines.firstIndex { $0.contains("+✖ ◆ Show") }, "\(screen)")
        #expect(driver.lines[card + 1].contains("↳ "), "\(screen)")
        #expect(screen.contains("1 card put in, 0 taken out · 1 error: fix it to apply the plan"), "\(screen)")
        driver.press("enter")
        #expect(driver.app.topContext == .describe)
        #expect(driver.screenText.contains("The plan has errors"), "\(driver.screenText)")
        #expect(texts(driver) == ["Hi"])
    }

    @Test func anAnswerThatIsNoShortcutIsSaidAndChangesNothing() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let driver = try await open(server)
        driver.press("M")
        driver.type("REPLY:Sure! Here is your shortcut.")
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("the model's reply is not a shortcut, asked twice"), "\(driver.screenText)")
        #expect(driver.app.topContext == .describe)
        driver.press("escape")
        #expect(driver.app.topContext == .editor)
        #expect(texts(driver) == ["Hi"])
    }

    @Test func withoutAModelItSaysWhatToSetUp() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 110, height: 30))
        await EditorAppTests.open("Countdown", in: driver)
        driver.press("M")
        #expect(driver.app.topContext == .editor)
        #expect(driver.screenText.contains("none is set up"), "\(driver.screenText)")
    }
}
