import Foundation
import IntentKit
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// What an agent writes touches nothing until a person accepts it: refused with no one there
/// and through an agent's own client, accepted at a terminal or in the editor (which trusts it
/// and clears the agent's mark), and a shortcut that touches nothing runs all the same.
@Suite struct AgentWorkTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("agent-\(UUID().uuidString)")
    var store: TrustStore { TrustStore(file: folder.appendingPathComponent("trusted.json")) }

    /// Adds a meditation session (apps' data), or only makes text.
    static func document(touching: Bool = true) -> ShortcutDocument {
        let action: Action =
            touching
            ? Action(
                .intent(identifier: "Meditation.AddMeditationSession", parameters: ["name": .text([.literal("Dawn")])]))
            : Action(.builtIn(BuiltInCall("comment", ["text": .text("a note")])))
        return ShortcutDocument(name: "Agent's Work", actions: [action])
    }

    func run(_ document: ShortcutDocument, _ policy: SafetyPolicy, _ prompter: ScriptedPrompter) async throws(RunError)
    {
        do {
            let home = try await TestHome()
            _ = try await home.run {
                try await ShortcutRunner(catalog: home.catalog, policy: policy).run(document, prompter: prompter)
            }
        } catch let error as RunError {
            throw error
        } catch {
            throw RunError(.actionFailed, "\(error)")
        }
    }

    static func failure(_ body: () async throws(RunError) -> Void) async -> RunError? {
        do throws(RunError) {
            try await body()
            return nil
        } catch {
            return error
        }
    }

    @Test func anAgentsShortcutIsRefusedUntilAPersonAcceptsIt() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = Self.document()
        // Trusted once, then changed by an agent: the new version is the agent's.
        try store.trust(document)
        try store.recordAgentWork(document, by: "claude")
        #expect(!store.isTrusted(document))
        #expect(store.agentAuthor(of: document.id) == "claude")

        // Nobody there: refused before the first action, saying how to accept it.
        let alone = await Self.failure { () throws(RunError) in
            try await run(document, SafetyPolicy(trust: .store(store)), ScriptedPrompter([]))
        }
        #expect(alone?.kind == .notPermitted)
        #expect(
            alone?.message
                == "'Agent's Work' was written by an agent (claude) and uses apps' data (Add Meditation Session, action 1), and no person has accepted it yet; look at it with 'shortcuts view' and accept it with 'shortcuts trust \"Agent's Work\"' or in the editor"
        )

        // Through the agent's own client: not asked, refused.
        let client = ScriptedPrompter([.confirmed(true)])
        var through = SafetyPolicy(trust: .store(store), confirmer: client)
        through.confirmerAcceptsAgentWork = false
        let refused = await Self.failure { () throws(RunError) in try await run(document, through, client) }
        #expect(refused?.kind == .notPermitted)
        #expect(client.requests.isEmpty)

        // A person who says no: not run, still the agent's.
        let no = ScriptedPrompter([.confirmed(false)])
        let declined = await Self.failure { () throws(RunError) in
            try await run(document, SafetyPolicy(trust: .store(store), confirmer: no), no)
        }
        #expect(declined?.kind == .cancelled)
        #expect(store.agentAuthor(of: document.id) == "claude")

        // A person who accepts: it runs, and is trusted, no longer the agent's.
        let person = ScriptedPrompter([.confirmed(true)])
        try await run(document, SafetyPolicy(trust: .store(store), confirmer: person), person)
        #expect(
            person.requests.first?.question.hasSuffix("No person has accepted it yet. Accept it and run it?") == true)
        #expect(store.isTrusted(document))
        #expect(store.agentAuthor(of: document.id) == nil)
        // The agent's next change is its work again.
        try store.recordAgentWork(document, by: "claude")
        #expect(!store.isTrusted(document))
    }

    @Test func theConfirmationShowsWhatTheAgentChanged() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let after = Self.document()
        var before = after
        before.name = "A Person's Calm"
        try store.trust(before)
        try store.recordAgentWork(after, by: "claude", replacing: before)
        // A second change keeps the version the person last had.
        try store.recordAgentWork(after, by: "claude", replacing: after)
        let person = ScriptedPrompter([.confirmed(true)])
        try await run(after, SafetyPolicy(trust: .store(store), confirmer: person), person)
        let shown = person.requests.first?.snippet?.plainText ?? ""
        #expect(shown.contains("What changed in 'Agent's Work' since a person last had it:"), "\(shown)")
        #expect(
            shown.contains(#"-   "name": "A Person's Calm","#) && shown.contains(#"+   "name": "Agent's Work","#),
            "\(shown)")
        // Only the name changed: the actions' lines are not among the changes.
        #expect(!shown.contains(#"-       "id""#), "\(shown)")
        // Accepted: what it was before is no longer kept.
        #expect(store.previousVersion(of: after.id) == nil)
    }

    @Test func anAgentsShortcutThatTouchesNothingRuns() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = Self.document(touching: false)
        try store.recordAgentWork(document, by: "claude")
        try await run(document, SafetyPolicy(trust: .store(store)), ScriptedPrompter([]))
    }

    @Test func theTrustFileKeepsBothPartsAndReadsOlderFiles() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A file from before agents: only "trusted".
        try Data(#"{"trusted": {"abc": "Old"}}"#.utf8).write(to: store.file)
        let document = Self.document()
        try store.recordAgentWork(document, by: "claude")
        let text = try String(contentsOf: store.file, encoding: .utf8)
        #expect(text.contains(#""abc": "Old""#))
        #expect(text.contains(#""agentWritten": {"#))
        #expect(store.agentAuthor(of: UUID()) == nil)
    }
}

/// An agent's shortcut that only runs a person's shortcut is held back too: the agent chose
/// when it runs and with what.
@Suite struct AgentRunsAPersonsShortcutTests {
    @Test func runningAPersonsShortcutIsHeldBackUntilAccepted() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("agent-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = Library(folder: folder.appendingPathComponent("shortcuts"))
        try FileManager.default.createDirectory(at: library.folder, withIntermediateDirectories: true)
        let store = TrustStore(file: folder.appendingPathComponent("trusted.json"))
        let persons = AgentWorkTests.document()
        try library.save(persons, to: library.folder.appendingPathComponent("person.json"))
        try store.trust(persons)
        let agents = ShortcutDocument(
            name: "Runs It",
            actions: [Action(.builtIn(BuiltInCall("runShortcut", ["shortcut": .text(persons.id.uuidString)])))])
        try store.recordAgentWork(agents, by: "claude")
        let home = try await TestHome()
        let catalog = home.catalog.with(shortcuts: ShortcutDirectory(library: library))
        let policy = SafetyPolicy(trust: .store(store))
        #expect(policy.agentWork(agents, effects: catalog.effects(of: agents)).map(\.agent) == ["claude"])
        let refused: RunError? = await {
            do {
                _ = try await home.run {
                    try await ShortcutRunner(catalog: catalog, policy: policy).run(
                        agents, prompter: ScriptedPrompter([]))
                }
                return nil
            } catch { return error as? RunError }
        }()
        #expect(refused?.kind == .notPermitted)
        #expect(
            refused?.message.contains("'Runs It' was written by an agent (claude)") == true,
            "\(String(describing: refused))")
    }
}
