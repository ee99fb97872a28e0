import BlockingTestSupport
import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// A shortcut run by Run Shortcut, as Shortcuts treats it: Cancel in its alert stops the whole
/// run, every level of it.
@Suite struct NestedRunTests {
    static func id(_ n: Int) -> UUID { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", 900 + n))! }

    static func text(_ words: String) -> Action {
        Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string(words)]))
    }

    static func runs(_ target: UUID) -> Action {
        Action(.builtIn(BuiltInCall(.runShortcut, [.shortcut: .text(target.uuidString)])))
    }

    /// A → B → C; C asks with an alert. Each says "after" once the shortcut it called is done.
    static let c = ShortcutDocument(
        id: id(3), name: "Nested Inner",
        actions: [
            Action(.builtIn(BuiltInCall("showAlert", ["message": .value(.string("Go on?"))]))), text("after in C"),
        ])
    static let b = ShortcutDocument(id: id(2), name: "Nested Middle", actions: [runs(id(3)), text("after in B")])
    static let a = ShortcutDocument(
        id: id(1), name: "Nested Outer", actions: [text("in A"), runs(id(2)), text("after in A")])

    func run(answering answer: PromptAnswer) async throws -> RunResult {
        let home = try await TestHome()
        let catalog = home.catalog.with(shortcuts: ShortcutDirectory([Self.b, Self.c]))
        return try await ShortcutRunner(catalog: catalog).run(Self.a, prompter: ScriptedPrompter([answer]))
    }

    @Test func cancelInACalledShortcutsAlertStopsEveryLevel() async throws {
        let cancelled = try await run(answering: .confirmed(false))
        // No error and no output, as Cancel at the top level; nothing after the alert ran.
        #expect(cancelled.output == nil)
        #expect(!cancelled.log.contains { $0.output.hasPrefix("after") }, "\(cancelled.log)")
        #expect(cancelled.log.filter { $0.title == "Run Shortcut" }.count == 2)
    }

    @Test func okGoesOnAtEveryLevel() async throws {
        let confirmed = try await run(answering: .confirmed(true))
        #expect(confirmed.output as? String == "after in A")
        #expect(confirmed.log.contains { $0.output == "after in C" })
        #expect(confirmed.log.contains { $0.output == "after in B" })
    }

    /// Stop and Output in a called shortcut still stops only that one: its output is the action's.
    @Test func stopAndOutputInACalledShortcutStopsOnlyIt() async throws {
        let home = try await TestHome()
        let stops = ShortcutDocument(
            id: Self.id(4), name: "D", actions: [Action(.stop(output: .string("from D"))), Self.text("never")])
        let caller = ShortcutDocument(id: Self.id(5), name: "E", actions: [Self.runs(Self.id(4)), Self.text("after")])
        let result = try await ShortcutRunner(catalog: home.catalog.with(shortcuts: ShortcutDirectory([stops]))).run(
            caller, prompter: ScriptedPrompter([]))
        #expect(result.output as? String == "after")
        #expect(result.log.contains { $0.title == "Run Shortcut" && $0.output == "from D" })
    }

    /// From the command line: `--answer cancel` to the called shortcut's alert ends the run with
    /// exit code 0 and nothing printed after it.
    @Test func cancelFromTheCommandLineStopsEveryLevel() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-nested-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try await ShortcutsCLI.run(["list"], home: home)
        let folder = home.appendingPathComponent("shortcuts")
        for document in [Self.a, Self.b, Self.c] {
            var shown = document
            // Show what each says, so that the CLI prints it.
            shown.actions = document.actions.flatMap { action -> [Action] in
                guard case .intent(identifier: "Shortcuts.Text", parameters: _) = action.kind else { return [action] }
                return [action, Action(.intent(identifier: "Shortcuts.ShowResult", parameters: [:]))]
            }
            try DocumentEncoder.encode(shown).write(
                to: folder.appendingPathComponent("\(document.id).json"), atomically: true, encoding: .utf8)
        }
        let cancelled = try await ShortcutsCLI.run(["run", "Nested Outer", "--answer", "cancel"], home: home)
        #expect(cancelled.status == 0, "\(cancelled.error)")
        #expect(cancelled.output == "in A\n", "\(cancelled.output)")
        let log = home.appendingPathComponent("log.json")
        let confirmed = try await ShortcutsCLI.run(
            ["run", "Nested Outer", "--answer", "ok", "--log", log.path], home: home)
        #expect(confirmed.status == 0, "\(confirmed.error)")
        #expect(confirmed.output == "in A\nafter in C\nafter in B\nafter in A\n", "\(confirmed.output)")

        // The log: each called shortcut's actions after the Run Shortcut that ran them, named.
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: log)) as? [[String: Any]])
        let lines = entries.map { entry in
            let place = (entry["shortcut"] as? String).map { "\($0) \(entry["nesting"] as? Int ?? -1): " } ?? ""
            return "\(place)\(entry["position"] as? Int ?? 0) \(entry["title"] as? String ?? "")"
        }
        #expect(
            lines == [
                "1 Text", "2 Show Result", "3 Run Shortcut",
                "Nested Middle 1: 1 Run Shortcut",
                "Nested Inner 2: 1 Show Alert", "Nested Inner 2: 2 Text", "Nested Inner 2: 3 Show Result",
                "Nested Middle 1: 2 Text", "Nested Middle 1: 3 Show Result",
                "4 Text", "5 Show Result",
            ], "\(lines)")
        #expect(entries[0]["shortcut"] == nil && entries[0]["nesting"] == nil)

        let text = home.appendingPathComponent("log.txt")
        let textRun = try await ShortcutsCLI.run(
            ["run", "Nested Outer", "--answer", "ok", "--log", text.path, "--log-type", "text"], home: home)
        #expect(textRun.status == 0, "\(textRun.error)")
        let written = try String(contentsOf: text, encoding: .utf8).split(separator: "\n").map {
            // Durations differ from run to run.
            $0.replacing(#/  \d+\.\d\d ms/#, with: "")
        }
        #expect(
            written == [
                "1 Text  → in A", "2 Show Result  → no output", "3 Run Shortcut  → after in B",
                "    Nested Middle › 1 Run Shortcut  → after in C",
                "        Nested Inner › 1 Show Alert  → no output", "        Nested Inner › 2 Text  → after in C",
                "        Nested Inner › 3 Show Result  → no output",
                "    Nested Middle › 2 Text  → after in B", "    Nested Middle › 3 Show Result  → no output",
                "4 Text  → after in A", "5 Show Result  → no output",
            ], "\(written)")
    }
}
