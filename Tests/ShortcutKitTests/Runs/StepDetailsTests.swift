import Foundation
import IntentKit
import JSONCore
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Each kept step says what it was given (its parameters' values, resolved) and what it asked
/// (questions and answers), each step only its own: a block's body, a called shortcut's actions
/// and the action that called it keep theirs apart.
@Suite struct StepDetailsTests {
    static func id(_ n: Int) -> String { "00000000-0000-4000-8000-" + String(format: "%012d", n) }

    @Test func everyStepKeepsItsOwnParametersAndQuestions() async throws {
        let home = try await TestHome()
        let (store, folder) = RunHistoryTests.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = try DocumentDecoder.decode(
            """
            {"format": 1, "id": "\(Self.id(900))", "name": "Inner", "input": {"type": "string"}, "actions": [
              {"id": "\(Self.id(901))", "action": "Shortcuts.Text", "parameters": {"text": {"text": ["got ", {"var": "input"}]}}}
            ]}
            """)
        let outer = try DocumentDecoder.decode(
            """
            {"format": 1, "id": "\(Self.id(800))", "name": "Outer", "actions": [
              {"id": "\(Self.id(1))", "action": "askForInput", "prompt": {"text": "Name?"}, "type": "text"},
              {"id": "\(Self.id(2))", "action": "repeat", "count": {"number": 2}, "do": [
                {"id": "\(Self.id(3))", "action": "Shortcuts.Text", "parameters": {"text": {"text": ["hi ", {"var": "\(Self.id(1))"}]}}}
              ]},
              {"id": "\(Self.id(4))", "action": "runShortcut", "shortcut": "\(Self.id(900))", "input": {"text": "Leto"}}
            ]}
            """)
        var runner = ShortcutRunner(catalog: home.catalog.with(shortcuts: ShortcutDirectory([inner, outer])))
        runner.history = RunHistory(store: store, source: RunSource(.cli)) { Issue.record("the store failed: \($0)") }
        let recording = runner
        _ = try await home.run {
            try await recording.run(outer, prompter: ScriptedPrompter([.text("Paul")]))
        }

        let summary = try #require(try await store.list().first)
        let steps = try #require(try await store.run(summary.id.uuidString)).steps
        #expect(
            steps.map(\.identifier) == [
                "askForInput", "repeat", "Shortcuts.Text", "Shortcuts.Text", "runShortcut", "Shortcuts.Text",
            ])
        func parameters(_ step: StepRecord) -> [String: String] {
            Dictionary(uniqueKeysWithValues: step.parameters.map { ($0.name, $0.value.summary) })
        }
        #expect(parameters(steps[0]) == ["prompt": "Name?"])
        #expect(steps[0].questions == [StepQuestion(question: "Name?", answer: "Paul")])
        // The Repeat (kept in the order the steps started) keeps only its count; the body's
        // text each pass its own value.
        #expect(parameters(steps[1]) == ["count": "2"])
        #expect(parameters(steps[2]) == ["text": "hi Paul"])
        #expect(parameters(steps[3]) == ["text": "hi Paul"])
        #expect(steps[1...].allSatisfy { $0.questions.isEmpty })
        // Run Shortcut keeps what it was given; the called shortcut's action its own text.
        #expect(parameters(steps[4])["input"] == "Leto")
        #expect(parameters(steps[5]) == ["text": "got Leto"])
        // The values are kept typed, as outputs are.
        #expect(steps[1].parameters.first?.value.value == .number(2))
    }

    @Test func aLargeParameterKeepsItsSummaryAndItsStart() throws {
        let large = String(repeating: "x", count: StoredValue.parameterCap + 10)
        let kept = StoredValue(large, cap: StoredValue.parameterCap) { $0 }
        #expect(kept.json == nil && kept.bytes > StoredValue.parameterCap)
        #expect(kept.head?.utf8.count == StoredValue.headBytes)
        var step = StepRecord(
            sequence: 1, position: 1, actionID: UUID(), identifier: "x", title: "x", depth: 0, nesting: 0,
            shortcutName: nil, startMicroseconds: 0, durationMicroseconds: 0, output: nil, error: nil)
        step.parameters = [
            StepParameter(name: "text", value: kept), StepParameter(name: "n", value: StoredValue(3, redact: { $0 })),
        ]
        step.questions = [StepQuestion(question: "Sure?", answer: "Yes")]
        var read = step
        read.parameters = []
        read.questions = []
        StepDetails.decode(StepDetails.encode(step), into: &read)
        #expect(read == step)
    }

    /// The variable a step set and the loops' passes read back as they were; Set Variable's,
    /// the value it was given, is named rather than written twice.
    @Test func aVariableAndThePassesReadBack() throws {
        var step = StepRecord(
            sequence: 1, position: 3, actionID: UUID(), identifier: "setVariable", title: "Set Variable", depth: 2,
            nesting: 0, shortcutName: nil, startMicroseconds: 0, durationMicroseconds: 0, output: nil, error: nil)
        let given = StoredValue("yes", redact: { $0 })
        step.parameters = [StepParameter(name: "value", value: given)]
        step.variable = StepParameter(name: "done", value: given)
        step.passes = [2, 1]
        let text = try #require(StepDetails.encode(step))
        // "yes" only in the parameter (its summary and its value).
        #expect(text.contains("sameAs") && text.components(separatedBy: "yes").count == 3, "\(text)")
        var read = step
        (read.parameters, read.variable, read.passes) = ([], nil, [])
        StepDetails.decode(text, into: &read)
        #expect(read == step)
        // Add to Variable's is the list it made: kept in full.
        step.identifier = "addToVariable"
        step.variable = StepParameter(
            name: "done", value: StoredValue(["no", "yes"] as [any Sendable], redact: { $0 }))
        read = step
        (read.parameters, read.variable, read.passes) = ([], nil, [])
        StepDetails.decode(StepDetails.encode(step), into: &read)
        #expect(read == step)
    }

    /// A secret that was a bare number, masked in the value's JSON, would leave JSON that does
    /// not read: the value keeps its masked summary and its size, and the step's details read.
    @Test func aMaskedNumberKeepsNoBrokenJSON() throws {
        let mask: (String) -> String = { $0.replacingOccurrences(of: "4821", with: "••••") }
        let kept = StoredValue(4821.0, redact: mask)
        #expect(kept.json == nil && kept.summary == "••••" && kept.bytes > 0)
        #expect(StoredValue("PIN 4821", redact: mask).json?.contains("PIN ••••") == true)
        var step = StepRecord(
            sequence: 1, position: 1, actionID: UUID(), identifier: "x", title: "x", depth: 0, nesting: 0,
            shortcutName: nil, startMicroseconds: 0, durationMicroseconds: 0, output: nil, error: nil)
        step.parameters = [StepParameter(name: "number", value: kept)]
        let text = try #require(StepDetails.encode(step))
        #expect((try? JSONParser.parse(text)) != nil, "\(text)")
    }
}
