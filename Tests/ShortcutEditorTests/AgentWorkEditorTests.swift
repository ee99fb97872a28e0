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

    static let greeting = #"""
        {"format": 1, "id": "00000000-0000-4000-8000-000000000850", "name": "Greeting", "actions": [
          {"id": "00000000-0000-4000-8000-000000000851", "action": "Shortcuts.Text", "parameters": {"text": {"text": "Hi"}}},
          {"id": "00000000-0000-4000-8000-000000000852", "action": "Shortcuts.ShowResult",
           "parameters": {"text": {"var": "00000000-0000-4000-8000-000000000851"}}}
        ]}
        """#

    /// The agent's version of Greeting: renamed, its text changed, a notification added.
    static let greetingByAgent = #"""
        {"format": 1, "id": "00000000-0000-4000-8000-000000000850", "name": "Warm Greeting", "actions": [
          {"id": "00000000-0000-4000-8000-000000000851", "action": "Shortcuts.Text", "parameters": {"text": {"text": "Hello there"}}},
          {"id": "00000000-0000-4000-8000-000000000852", "action": "Shortcuts.ShowResult",
           "parameters": {"text": {"var": "00000000-0000-4000-8000-000000000851"}}},
          {"id": "00000000-0000-4000-8000-000000000853", "action": "showNotification",
           "body": {"var": "00000000-0000-4000-8000-000000000851"}}
        ]}
        """#

    /// An app on a library holding `file` as `name`, and a trust store that says an agent wrote
    /// it (over `previous`, a person's, when there is one).
    func open(_ file: String, replacing previous: String?, home: TestHome) async throws -> (
        AppDriver<ShortcutsApp>, TrustStore
    ) {
        let library = Library(folder: home.root.appendingPathComponent("shortcuts"))
        _ = try library.prepare(examples: ExampleShortcuts.all)
        try file.write(to: library.folder.appendingPathComponent("agent.json"), atomically: true, encoding: .utf8)
        let trust = TrustStore(file: home.root.appendingPathComponent("trusted.json"))
        let before = try previous.map { try DocumentDecoder.decode($0) }
        if let before { try trust.trust(before) }
        try trust.recordAgentWork(try DocumentDecoder.decode(file), by: "claude", replacing: before)
        let app = ShortcutsApp(
            environment: EditorEnvironment(
                catalog: home.catalog, library: library, dependencies: home.manager, trust: trust))
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.open(try DocumentDecoder.decode(file).name, in: driver)
        return (driver, trust)
    }

    @Test func anAgentsChangeIsShownAsCardsAndAcceptedByAPerson() async throws {
        let home = try await TestHome()
        let (driver, trust) = try await open(Self.greetingByAgent, replacing: Self.greeting, home: home)
        #expect(driver.screenText.contains("not yet accepted: T to look"), "\(driver.screenText)")
        driver.press("T")
        await driver.waitUntilIdle()
        #expect(driver.app.topContext == .acceptChanges)
        let screen = driver.screenText
        #expect(screen.contains("What claude changed in 'Warm Greeting' since a person last had it"), "\(screen)")
        #expect(screen.contains("~  Name: “Greeting” → “Warm Greeting”"), "\(screen)")
        // The text's card out and in again with its new words; Show Result kept; the
        // notification put in.
        let out = try #require(driver.lines.firstIndex { $0.contains("-  ◆ “Hi”") }, "\(screen)")
        #expect(driver.lines[out + 1].contains("+  ◆ “Hello there”"), "\(screen)")
        #expect(driver.lines[out + 2].contains("   ◆ Show"), "\(screen)")
        #expect(
            driver.lines[out + 3].contains("+  ") && driver.lines[out + 3].contains("Show notification"), "\(screen)")
        #expect(screen.contains("2 cards put in, 1 taken out; 1 of the shortcut's settings changed"), "\(screen)")
        let agents = try DocumentDecoder.decode(Self.greetingByAgent)
        #expect(!trust.isTrusted(agents))
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.app.topContext == .editor)
        #expect(trust.isTrusted(agents))
        #expect(trust.agentAuthor(of: agents.id) == nil)
        #expect(driver.screenText.contains("Accepted 'Warm Greeting' as it is saved"), "\(driver.screenText)")
        #expect(!driver.screenText.contains("written by an agent"), "\(driver.screenText)")
        // Nothing is left to accept.
        driver.press("T")
        #expect(driver.app.topContext == .editor)
    }

    @Test func leavingItKeepsItNotAccepted() async throws {
        let home = try await TestHome()
        let (driver, trust) = try await open(Self.shortcut, replacing: nil, home: home)
        driver.press("T")
        await driver.waitUntilIdle()
        // A new one: every card put in.
        #expect(driver.screenText.contains("'Agent Calm', written by claude"), "\(driver.screenText)")
        #expect(driver.screenText.contains("1 card put in, 0 taken out"), "\(driver.screenText)")
        #expect(driver.lines.contains { $0.contains("+  ") && $0.contains("Agent's session") }, "\(driver.screenText)")
        driver.press("escape")
        #expect(driver.app.topContext == .editor)
        let document = try DocumentDecoder.decode(Self.shortcut)
        #expect(!trust.isTrusted(document))
        #expect(trust.agentAuthor(of: document.id) == "claude")
        #expect(driver.screenText.contains("written by an agent (claude)"), "\(driver.screenText)")
    }
}

extension AgentWorkEditorTests {
    /// On a small terminal the changes scroll, the box keeping its footer and keys.
    @Test func onASmallTerminalTheChangesScroll() async throws {
        let home = try await TestHome()
        let (driver, _) = try await open(Self.greetingByAgent, replacing: Self.greeting, home: home)
        driver.resize(to: Size(width: 60, height: 14))
        driver.press("T")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("~  Name"), "\(driver.screenText)")
        #expect(!driver.screenText.contains("Show notification"), "\(driver.screenText)")
        driver.press("j", "j")
        #expect(!driver.screenText.contains("~  Name"), "\(driver.screenText)")
        #expect(driver.screenText.contains("Show notification"), "\(driver.screenText)")
        // No further than the last card.
        driver.press("j", "j", "j")
        #expect(driver.lines.contains { $0.contains("│+  ◆ “Hello there”") }, "\(driver.screenText)")
        driver.press("home")
        #expect(driver.screenText.contains("~  Name"), "\(driver.screenText)")
        #expect(driver.screenText.contains("Enter to accept · Esc to leave"), "\(driver.screenText)")
    }

    /// The agent writes the file again while the person looks: Enter accepts nothing, saying why,
    /// and the agent's newer version stays held back.
    @Test func aVersionChangedWhileShownIsNotAccepted() async throws {
        let home = try await TestHome()
        let (driver, trust) = try await open(Self.greetingByAgent, replacing: Self.greeting, home: home)
        driver.press("T")
        await driver.waitUntilIdle()
        let newer = Self.greetingByAgent.replacingOccurrences(of: "Hello there", with: "Hello again")
        let file = home.root.appendingPathComponent("shortcuts/agent.json")
        try newer.write(to: file, atomically: true, encoding: .utf8)
        try trust.recordAgentWork(try DocumentDecoder.decode(newer), by: "claude")
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("the file changed since it was shown"), "\(driver.screenText)")
        #expect(!trust.isTrusted(try DocumentDecoder.decode(Self.greetingByAgent)))
        #expect(!trust.isTrusted(try DocumentDecoder.decode(newer)))
        #expect(trust.agentAuthor(of: try DocumentDecoder.decode(newer).id) == "claude")
    }
}
