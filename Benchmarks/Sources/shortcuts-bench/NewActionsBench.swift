import BundledApps
import Foundation
import IntentKit
import ShortcutKit

/// Issue 13's actions: the runner's cost per action next to direct Swift calls doing the same
/// work in the same run, and reading and validating a file of them.
enum NewActionsBench {
    /// One kind of action in the mix: the action, given the previous action's id, and the same
    /// work as a direct Swift call, given the previous output.
    struct Case: Sendable {
        var name: String
        var action: @Sendable (_ index: Int, _ previous: UUID?) -> Action.Kind
        var direct: @Sendable (_ index: Int, _ previous: Double) throws -> Double
    }

    static func previous(_ id: UUID?, or index: Int) -> Value {
        id.map { .variable(VariableReference(.action($0))) } ?? .number(Double(index))
    }

    /// The mix: each action reads the one before it, as a real shortcut's actions do.
    static let cases: [Case] = [
        Case(
            name: "Calculate",
            action: { index, _ in
                .builtIn(
                    BuiltInCall(
                        "calculate",
                        [
                            "input": .value(.number(Double(index))), "operation": .choice("multiply"),
                            "operand": .value(.number(1.5)),
                        ]))
            },
            direct: { index, _ in try CalculateOperation.multiply.apply(Double(index), 1.5) }),
        Case(
            name: "Round Number",
            action: { index, previous in
                .builtIn(
                    BuiltInCall(
                        "roundNumber",
                        [
                            "input": .value(Self.previous(previous, or: index)), "place": .choice("decimalPlaces"),
                            "places": .value(.number(1)),
                        ]))
            },
            direct: { _, x in NumberRounding.round(x, places: 1, mode: .normal) }),
        Case(
            name: "Calculate Expression",
            action: { _, previous in
                .builtIn(
                    BuiltInCall(
                        "calculateExpression",
                        [
                            "expression": .value(
                                .text([
                                    .literal("("), .variable(VariableReference(.action(previous!))),
                                    .literal(" + 2) * 3 - sqrt(16)"),
                                ]))
                        ]))
            },
            direct: { _, x in
                try ExpressionParser.parse([.text("("), .variable, .text(" + 2) * 3 - sqrt(16)")]).evaluate([x])
            }),
        Case(
            name: "Calculate Statistics",
            action: { _, previous in
                .builtIn(
                    BuiltInCall(
                        "calculateStatistics",
                        [
                            "operation": .choice("average"),
                            "input": .value(
                                .list([
                                    .variable(VariableReference(.action(previous!))), .number(2), .number(3),
                                    .number(4),
                                ])),
                        ]))
            },
            direct: { _, x in try StatisticsOperation.average.apply([x, 2, 3, 4]) ?? 0 }),
        Case(
            name: "Format Number",
            action: { _, previous in
                .builtIn(
                    BuiltInCall(
                        "formatNumber",
                        [
                            "input": .value(.variable(VariableReference(.action(previous!)))),
                            "places": .value(.number(2)), "grouping": .choice("off"),
                        ]))
            },
            direct: { _, x in Double(NumberFormatting.text(x, places: 2, grouping: false)) ?? 0 }),
        Case(
            name: "Random Number",
            action: { _, _ in
                .builtIn(BuiltInCall("randomNumber", ["minimum": .value(.number(1)), "maximum": .value(.number(100))]))
            },
            direct: { _, _ in Double(Int.random(in: 1...100)) }),
        // The other parts of issue 13, as they reached the main branch.
        Case(
            name: "Adjust Date",
            action: { _, _ in
                .builtIn(
                    BuiltInCall(
                        "adjustDate",
                        [
                            "date": .value(.date(Self.day)), "operation": .choice("add"),
                            "amount": .value(.number(1)), "unit": .choice("days"),
                        ]))
            },
            direct: { _, _ in
                DateArithmetic.adding(1, .days, to: Self.day, in: DateArithmetic.calendar())?.timeIntervalSince1970 ?? 0
            }),
        Case(
            name: "List",
            action: { index, _ in
                .builtIn(
                    BuiltInCall("list", ["items": .value(.list([.number(Double(index)), .string("a"), .string("b")]))]))
            },
            direct: { index, _ in Double(([Double(index), "a", "b"] as [any Sendable]).count) }),
    ]

    /// Adjust Date's date: a fixed day, so every run adds the same.
    static let day = Date(timeIntervalSince1970: 1_780_000_000)

    static func document(actions count: Int) -> ShortcutDocument {
        var actions: [Action] = []
        var previous: UUID?
        for index in 0..<count {
            let action = Action(cases[index % cases.count].action(index, previous))
            actions.append(action)
            previous = action.id
        }
        return ShortcutDocument(name: "New actions", actions: actions)
    }

    /// The same work without the runner: each case's direct call, its output kept by index as
    /// the runner keeps outputs by action.
    static func baseline(actions count: Int) throws -> Int {
        var outputs: [Int: Double] = [:]
        var previous = 0.0
        for index in 0..<count {
            previous = try cases[index % cases.count].direct(index, previous)
            outputs[index] = previous
        }
        return outputs.count
    }

    static func run(actions: Int, rounds: Int, loadOnly: Bool = false) async throws {
        try await RunnerMeasure.withCatalog { catalog in
            let document = document(actions: actions)
            if !loadOnly {
                try await RunnerMeasure.overhead(
                    "new actions (issue 13: \(cases.map(\.name).joined(separator: ", ")))", of: document,
                    actions: actions, rounds: rounds, catalog: catalog, direct: { try baseline(actions: actions) })
            }
            try await RunnerMeasure.load(of: document, rounds: rounds, catalog: catalog)
        }
    }
}
