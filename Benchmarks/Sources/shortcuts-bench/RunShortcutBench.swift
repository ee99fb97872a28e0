import Foundation
import IntentKit
import ShortcutKit

/// What Run Shortcut costs per call: a shortcut of N Run Shortcut actions, each calling a
/// shortcut of one action (Count of its input), next to a shortcut of N plain Count actions
/// doing the same counting, both run by the runner in the same session. The difference per
/// action is the price of a call: the nested run's state, its layout, its events wrapped in the
/// caller's and its log joined to the caller's.
enum RunShortcutBench {
    /// The shortcut the calls run: Count of the shortcut's input.
    static let callee = ShortcutDocument(
        name: "Count the input",
        actions: [Action(.count(.variable(VariableReference(.shortcutInput))))])

    /// `count` Run Shortcut actions calling ``callee`` with a list of three numbers.
    static func calls(_ count: Int) -> ShortcutDocument {
        let input: Value = .list([.number(1), .number(2), .number(3)])
        let call = BuiltInCall(.runShortcut, [.shortcut: .text(callee.id.uuidString), "input": .value(input)])
        return ShortcutDocument(name: "Calls", actions: (0..<count).map { _ in Action(.builtIn(call)) })
    }

    /// `count` Count actions counting the same list: what the calls do, without the calls.
    static func plain(_ count: Int) -> ShortcutDocument {
        let input: Value = .list([.number(1), .number(2), .number(3)])
        return ShortcutDocument(name: "Plain", actions: (0..<count).map { _ in Action(.count(input)) })
    }

    static func run(actions: Int, rounds: Int) async throws {
        try await RunnerMeasure.withCatalog { bundled in
            let catalog = bundled.with(shortcuts: ShortcutDirectory([callee]))
            let calls = calls(actions)
            let plain = plain(actions)
            for document in [calls, plain] {
                let issues = Validator(catalog: catalog).validate(document).filter { $0.severity == .error }
                precondition(issues.isEmpty, "\(issues)")
            }
            let runner = ShortcutRunner(catalog: catalog)
            let prompter = NonInteractivePrompter()
            // Alternating, so that a slower stretch of the machine weighs on both alike.
            var callRuns: [Duration] = []
            var plainRuns: [Duration] = []
            _ = try await runner.run(calls, prompter: prompter)
            _ = try await runner.run(plain, prompter: prompter)
            for _ in 0..<rounds {
                callRuns.append(try await Measure.time { _ = try await runner.run(calls, prompter: prompter) })
                plainRuns.append(try await Measure.time { _ = try await runner.run(plain, prompter: prompter) })
            }
            let perCall = Measure.us(Measure.median(callRuns.sorted())) / Double(actions)
            let perPlain = Measure.us(Measure.median(plainRuns.sorted())) / Double(actions)
            print("run shortcut: \(actions) actions, median of \(rounds) runs each, alternating")
            print("  Run Shortcut (calling a Count)  \(Measure.format(perCall)) µs/action")
            print("  Count                           \(Measure.format(perPlain)) µs/action")
            print(
                "  per call                        \(Measure.format(perCall - perPlain)) µs  (\(Measure.format(perCall / perPlain))× a plain action)"
            )
        }
    }
}
