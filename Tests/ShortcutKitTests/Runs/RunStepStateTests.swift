import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// A kept run read back step by step (`runs show ID --step N`): the variables as they were
/// before the step, the magic variables of the actions that had finished (not a block still
/// going around it), the loop's pass and item, and a called shortcut's own scope.
@Suite struct RunStepStateTests {
    /// Runs `document` (with `others` in the library) with its run kept, and reads it back.
    static func kept(_ document: ShortcutDocument, others: [ShortcutDocument] = []) async throws -> RunDetail {
        let (store, folder) = RunHistoryTests.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try await Catalog.load([]).with(shortcuts: ShortcutDirectory(others + [document]))
        var runner = ShortcutRunner(catalog: catalog)
        runner.history = RunHistory(store: store, source: RunSource(.cli)) { Issue.record("the store failed: \($0)") }
        _ = try await runner.run(document, input: "given", prompter: ScriptedPrompter([]))
        let summary = try #require(try await store.list().first)
        return try #require(try await store.run(summary.id.uuidString))
    }

    @Test func eachStepSeesTheValuesAsTheyWereBeforeIt() async throws {
        let run = try await Self.kept(try DocumentDecoder.decode(RunDebuggerTests.loop))
        // 1 List, 2 Repeat with Each, 3 Text ×3, 4 Set Variable, 5 Text.
        #expect(run.steps.map(\.position) == [1, 2, 3, 3, 3, 4, 5])
        let second = try RunStepState.at(4, of: run)
        #expect(second.step.position == 3 && second.passes == [2])
        #expect(second.item?.summary == "b")
        // The list and the first pass's Text have given their outputs; the Repeat, still going, has not.
        #expect(second.outputs.map(\.step.position) == [1, 3])
        #expect(second.outputs.last?.value.summary == "item a")
        #expect(second.variables.isEmpty)
        #expect(second.input?.summary == "given")

        let last = try RunStepState.at(7, of: run)
        #expect(last.passes.isEmpty && last.item == nil)
        #expect(last.variables.map(\.name) == ["done"] && last.variables.first?.value.summary == "yes")
        // The Repeat has ended: its output (the passes' outputs) is a magic variable now.
        #expect(last.outputs.map(\.step.position) == [1, 2, 3])
        #expect(last.outputs.last?.value.summary == "item c")

        #expect(throws: RunStepState.Problem.self) { try RunStepState.at(8, of: run) }
        #expect(throws: RunStepState.Problem.self) { try RunStepState.at(0, of: run) }
    }

    /// An error kept in a variable by onError is a variable of the steps after it; a step after
    /// the middle of a long run, which is not kept, says its state is incomplete.
    @Test func anErrorVariableAndALongRunsGap() async throws {
        let document = try DocumentDecoder.decode(
            """
            {"format": 1, "id": "\(RunDebuggerTests.id(400))", "name": "Long", "actions": [
              {"id": "\(RunDebuggerTests.id(31))", "action": "Shortcuts.Number", "parameters": {"number": {"text": "many"}}, "onError": {"continue": {"errorVariable": "Problem"}}},
              {"id": "\(RunDebuggerTests.id(32))", "action": "repeat", "count": {"number": 2000}, "do": [
                {"id": "\(RunDebuggerTests.id(33))", "action": "Shortcuts.Text", "parameters": {"text": {"text": "pass"}}}
              ]},
              {"id": "\(RunDebuggerTests.id(34))", "action": "Shortcuts.Text", "parameters": {"text": {"text": "end"}}}
            ]}
            """)
        let run = try await Self.kept(document)
        let early = try RunStepState.at(3, of: run)
        #expect(early.variables.map(\.name) == ["Problem"] && !early.incomplete)
        #expect(early.variables.first?.value.summary.contains("is not a number") == true)
        #expect(run.summary.omittedSteps > 0)
        let late = try RunStepState.at(run.steps.count, of: run)
        #expect(late.step.position == 4 && late.incomplete)
    }

    @Test func aCalledShortcutsStepsSeeItsOwnValues() async throws {
        let run = try await Self.kept(
            try DocumentDecoder.decode(RunDebuggerTests.caller),
            others: [try DocumentDecoder.decode(RunDebuggerTests.called)])
        // Caller's Text, Run Shortcut, Called's two Texts, Caller's last Text.
        #expect(run.steps.map(\.nesting) == [0, 0, 1, 1, 0])
        let inside = try RunStepState.at(4, of: run)
        #expect(inside.step.shortcutName == "Called")
        // Only Called's own first Text: not the caller's.
        #expect(inside.outputs.map(\.value.summary) == ["b1"])
        let after = try RunStepState.at(5, of: run)
        #expect(after.outputs.map(\.value.summary) == ["first", "b2"])
    }

    /// `runs show ID --step N` on the real binary: the text and the JSON, and a step it lacks.
    @Test func runsShowStepPrintsTheStateBeforeIt() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("step-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let ran = try await ShortcutsCLI.run(["run", "Word Tools", "--input", "so some words stay"], home: home)
        #expect(ran.status == 0, "\(ran.error)")
        let listed = try await ShortcutsCLI.run(["runs", "list", "--json"], home: home)
        let runs = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
        let id = try #require(runs.first?["id"] as? String)
        // Step 7 is the If of the third pass, over "words".
        let shown = try await ShortcutsCLI.run(["runs", "show", id, "--step", "7"], home: home)
        #expect(shown.status == 0, "\(shown.error)")
        #expect(shown.output.contains("3. If, pass 3 (item words)"), "\(shown.output)")
        #expect(shown.output.contains("S Words = 2 items: so, some"), "\(shown.output)")
        let json = try await ShortcutsCLI.run(["runs", "show", id, "--step", "7", "--json"], home: home)
        let state = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(state["passes"] as? [Int] == [3])
        #expect((state["item"] as? [String: Any])?["value"] as? [String: String] == ["text": "words"])
        let variables = try #require(state["variables"] as? [[String: Any]])
        #expect(variables.first?["name"] as? String == "S Words")
        let missing = try await ShortcutsCLI.run(["runs", "show", id, "--step", "99"], home: home)
        #expect(missing.status == 66 && missing.error.contains("its steps are 1 to"), "\(missing.error)")
    }

    /// A run stopped by its budget of actions is kept with that stop as its last step, in the
    /// order the actions started.
    @Test func theBudgetsStopIsTheLastStepKept() async throws {
        let (store, folder) = RunHistoryTests.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try DocumentDecoder.decode(RunDebuggerTests.loop)
        var runner = ShortcutRunner(catalog: try await Catalog.load([]))
        runner.maximumActions = 4
        runner.history = RunHistory(store: store, source: RunSource(.cli)) { Issue.record("the store failed: \($0)") }
        await #expect(throws: RunError.self) { _ = try await runner.run(document, prompter: ScriptedPrompter([])) }
        let summary = try #require(try await store.list().first)
        let run = try #require(try await store.run(summary.id.uuidString))
        #expect(run.steps.last?.error?.contains("the most one run may perform") == true, "\(run.steps)")
        #expect(run.steps.map(\.startOrder).allSatisfy { $0 != nil })
    }
}
