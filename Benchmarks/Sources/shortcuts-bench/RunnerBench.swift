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
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try await BundledApps.catalog(
            home: ShortcutsHome(root: root), filesRoot: FileManager.default.temporaryDirectory)
        let runner = ShortcutRunner(catalog: catalog)
        let document = Self.document(actions: actions)
        let issues = Validator(catalog: catalog).validate(document).filter { $0.severity == .error }
        precondition(issues.isEmpty, "\(issues)")

        let runs = try await Measure.rounds(rounds) {
            _ = try await runner.run(document, prompter: NonInteractivePrompter())
        }
        var sink = 0
        let direct = await Measure.rounds(rounds) { sink &+= baseline(actions: actions) }
        let perAction = Measure.us(Measure.median(runs)) / Double(actions)
        let perBaseline = Measure.us(Measure.median(direct)) / Double(actions)
        print("runner: \(actions) built-in actions, median of \(rounds) runs")
        print(
            "  shortcut run     \(Measure.format(Measure.ms(Measure.median(runs)))) ms   \(Measure.format(perAction)) µs/action"
        )
        print(
            "  direct Swift     \(Measure.format(Measure.ms(Measure.median(direct)))) ms   \(Measure.format(perBaseline)) µs/action"
        )
        print(
            "  runner overhead  \(Measure.format(perAction - perBaseline)) µs/action  (\(Measure.format(perAction / perBaseline))× the direct calls)"
        )
        if sink == 42 { print("") }
    }
}

/// Reading and validating a large file.
enum LoadBench {
    static func run(actions: Int, rounds: Int) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try await BundledApps.catalog(
            home: ShortcutsHome(root: root), filesRoot: FileManager.default.temporaryDirectory)
        let text = DocumentEncoder.encode(RunnerBench.document(actions: actions))
        let validator = Validator(catalog: catalog)
        var decoded = 0
        let parse = try await Measure.rounds(rounds) { decoded &+= try JSONParser.parse(text).array?.count ?? 0 }
        let load = try await Measure.rounds(rounds) { decoded &+= try DocumentDecoder.decode(text).actions.count }
        let both = try await Measure.rounds(rounds) {
            decoded &+= validator.validate(try DocumentDecoder.decode(text)).count
        }
        print("load: \(actions)-action file (\(text.utf8.count / 1024) KiB), median of \(rounds)")
        print("  parse JSON       \(Measure.format(Measure.ms(Measure.median(parse)))) ms")
        print("  read             \(Measure.format(Measure.ms(Measure.median(load)))) ms")
        print("  read + validate  \(Measure.format(Measure.ms(Measure.median(both)))) ms")
        if decoded == 42 { print("") }
    }
}
