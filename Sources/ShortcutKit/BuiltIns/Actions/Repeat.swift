import IntentKit

extension BuiltInDescriptor {
    /// Repeat: runs its body a number of times. Its output is the output of each pass.
    static let `repeat` = BuiltInDescriptor(
        id: "repeat", title: "Repeat", summary: "Runs the actions inside it a number of times.",
        keywords: ["loop", "times"], category: "Control Flow", icon: "repeat",
        members: [BuiltInMember("count", "Count", .value(.integer)), BuiltInMember("do", "Actions", .actions)],
        listing: "Repeat [Count] times", outputName: "Repeat Results",
        make: { _ in .repeatCount(count: .number(1), body: []) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Repeat "), .slot("count"), .text(" times")],
            check: { call, checks in
                // A count from a variable or an answer is checked when it runs.
                let maximum = ShortcutLimits.maximumRepeatCount
                guard case .number(let n)? = call.value("count"), n > Double(maximum) else { return }
                let count = IntentValueConversion.wholeNumber(n).map(grouped) ?? IntentValueText.title(of: n)
                checks.error("count", "\(count) is too many: a Repeat runs at most \(grouped(maximum)) times")
            },
            run: { call, execution, ref in
                guard let count = call.value("count") else {
                    throw RunError(.invalidValue, action: ref, parameter: "count", "has no value; a number is needed")
                }
                let times = try await execution.integer(count, ref, parameter: "count")
                // Checked before the first pass: a count from a variable or an answer can be anything.
                guard times <= ShortcutLimits.maximumRepeatCount else {
                    throw RunError(
                        .invalidValue, action: ref, parameter: "count",
                        "\(grouped(times)) is too many: a Repeat runs at most \(grouped(ShortcutLimits.maximumRepeatCount)) times"
                    )
                }
                return try await execution.runPasses(call.actions("do") ?? [], count: times, ref) { _ in nil }
            }),
        block: BuiltInBlock(bodies: .members(["do"]), loop: .counted, closing: "End Repeat"))
}

extension Action.Kind {
    /// A Repeat of `body`, `count` times.
    package static func repeatCount(count: Value, body: [Action]) -> Action.Kind {
        .builtIn(BuiltInCall("repeat", ["count": .value(count), "do": .actions(body)]))
    }
}
