import BundledContent
import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// Use Model in the editor's run pane, against the OpenAI-compatible server the tests start on
/// 127.0.0.1: in follow-up mode the reply shows whole above the question, each answer goes on
/// the conversation, an empty one finishes with the last reply as the output.
@MainActor
struct UseModelRunPaneTests {
    static let shortcut = #"""
        {"format": 1, "id": "00000000-0000-4000-8000-000000000810", "name": "Ask More", "actions": [
          {"id": "00000000-0000-4000-8000-000000000811", "action": "useModel", "model": "local/echo",
           "prompt": {"text": "first line\nsecond line"}, "followUp": {"boolean": true}}
        ]}
        """#

    @Test func followUpShowsEachReplyAndAnEmptyAnswerFinishes() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let home = try await TestHome()
        let library = Library(folder: home.root.appendingPathComponent("shortcuts"))
        _ = try library.prepare(examples: ExampleShortcuts.all)
        try Self.shortcut.write(
            to: library.folder.appendingPathComponent("ask-more.json"), atomically: true, encoding: .utf8)
        let settings = ModelSettings(providers: [
            ModelProvider(name: "local", baseURL: URL(string: server.base)!, models: ["echo"], timeout: 30)
        ])
        let app = ShortcutsApp(
            environment: EditorEnvironment(
                catalog: home.catalog.with(models: settings), library: library, dependencies: home.manager))
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        driver.press("/")
        driver.type("Ask More")
        driver.press("enter", "g")
        await driver.waitUntilIdle()
        // The reply, over its two lines, above what is asked.
        let screen = driver.screenText
        #expect(screen.contains("│You said: first line"), "\(screen)")
        #expect(screen.contains("│second line"), "\(screen)")
        #expect(screen.contains("Follow up (leave empty to finish):"), "\(screen)")
        driver.type("and then?")
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("│You said: and then?"), "\(driver.screenText)")
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("── Output"), "\(driver.screenText)")
        #expect(
            driver.screenText.contains("\nYou said: and then?") || driver.screenText.contains("│You said: and then?"))
        #expect(!driver.screenText.contains("Follow up"))
    }
}
