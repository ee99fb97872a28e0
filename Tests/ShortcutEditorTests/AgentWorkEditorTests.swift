import BundledContent
import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// A shortcut an agent wrote, in the editor: the header says so until a person accepts it, and
/// its first run asks the person to accept it (docs/security.md); accepted, it runs and the
/// header says no more.
@MainActor
struct AgentWorkEditorTests {
    static let shortcut = #"""
        {"format": 1, "id": "00000000-0000-4000-8000-000000000830", "name": "Agent Calm", "actions": [
          {"id": "00000000-0000-4000-8000-000000000831", "action": "Meditation.AddMeditationSession",
           "parameters": {"name": {"text": "Agent's session"}}}
        ]}
        """#

    @Test func theHeaderSaysWhoseItIsAndTheFirstRunAsksToAcceptIt() async throws {
        let home = try await TestHome()
        let library = Library(folder: home.root.appendingPathComponent("shortcuts"))
        _ = try library.prepare(examples: ExampleShortcuts.all)
        try Self.shortcut.write(
            to: library.folder.appendingPathComponent("agent-calm.json"), atomically: true, encoding: .utf8)
        let trust = TrustStore(file: home.root.appendingPathComponent("trusted.json"))
        let document = try DocumentDecoder.decode(Self.shortcut)
        try trust.recordAgentWork(document, by: "claude")
        let app = ShortcutsApp(
            environment: EditorEnvironment(
                catalog: home.catalog, library: library, dependencies: home.manager, trust: trust))
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.open("Agent Calm", in: driver)
        #expect(
            driver.screenText.contains("Agent Calm — written by an agent (claude), not yet accepted"),
            "\(driver.screenText)")
        driver.press("g")
        await driver.waitUntilIdle()
        #expect(
            driver.screenText.contains("No person has accepted it yet. Accept it and run it?"), "\(driver.screenText)")
        driver.press("y")
        await driver.waitUntilIdle()
        #expect(trust.isTrusted(document))
        #expect(trust.agentAuthor(of: document.id) == nil)
        driver.press("escape")
        #expect(!driver.screenText.contains("written by an agent"), "\(driver.screenText)")
    }
}
