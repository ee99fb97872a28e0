import BundledApps
import Foundation
import IntentKit
import JSONCore
import ShortcutKit

/// The runner's cost per action on a long shortcut of built-in actions, next to the same work
/// done by plain Swift: building the texts, reading and writing the variables, counting.
enum RunnerBench {
    /// A shortcut of `count` actions cycling through Text (with the previous output inside),
    /// Number, Set Variable, Get Variable, Count and Get Item from List.
    static func document(actions count: Int) -> ShortcutDocument {
        var actions: [Action] = []
        var previous: UUID?
        for index in 0..<count {
            let kind: Action.Kind
            switch index % 6 {
            case 0:
                var parts: [TextPart] = [.literal("item \(index) after ")]
                if let previous { parts.append(.variable(VariableReference(.action(previous)))) }
                kind = .intent(identifier: "Shortcuts.Text", parameters: ["text": .text(parts)])
            case 1: kind = .intent(identifier: "Shortcuts.Number", parameters: ["number": .number(Double(index))])
            case 2: kind = .setVariable(name: "v\(index % 12)", value: .variable(VariableReference(.action(previous!))))
            case 3: kind = .getVariable(name: "v\((index - 1) % 12)")
            case 4: kind = .count(.list([.number(1), .number(2), .variable(VariableReference(.action(previous!)))]))
            default: kind = .getItem(list: .list([.string("a"), .string("b"), .number(Double(index))]), item: .last)
            }
            let action = Action(kind)
            actions.append(action)
            previous = action.id
        }
        return ShortcutDocument(name: "Benchmark", actions: actions)
    }

    /// The same work in plain Swift: what the runner would cost if it were free.
    static func baseline(actions count: Int) -> Int {
        var outputs: [Int: Any] = [:]
        var variables: [String: Any] = [:]
        var previous: Any = ""
        for index in 0..<count {
            let output: Any
            switch index % 6 {
            case 0: output = "item \(index) after \(previous)"
            case 1: output = Double(index)
            case 2:
                variables["v\(index % 12)"] = previous
                output = previous
            case 3: output = variables["v\((index - 1) % 12)"] ?? ""
            case 4: output = [1.0, 2.0, previous].count
            default: output = ["a", "b", String(index)].last!
            }
            outputs[index] = output
            previous = output
        }
        return outputs.count
    }

    static func run(actions: Int, rounds: Int) async throws {
        try await RunnerMeasure.withCatalog { catalog in
            try await RunnerMeasure.overhead(
                "runner: built-in actions", of: document(actions: actions), actions: actions, rounds: rounds,
                catalog: catalog, direct: { baseline(actions: actions) })
        }
    }
}

/// Reading and validating a large file.
enum LoadBench {
    static func run(actions: Int, rounds: Int) async throws {
        try await RunnerMeasure.withCatalog { catalog in
            let document = RunnerBench.document(actions: actions)
            let text = DocumentEncoder.encode(document)
            var sink = 0
            let parse = try await Measure.rounds(rounds) { sink &+= try JSONParser.parse(text).array?.count ?? 0 }
            print("parse JSON of the \(actions)-action file: \(Measure.format(Measure.ms(Measure.median(parse)))) ms")
            Record.add("load", size: actions, "parse JSON", parse)
            try await RunnerMeasure.load(of: document, rounds: rounds, catalog: catalog, record: true)
            if sink == 42 { print("") }
        }
    }
}
