import IntentKit

extension BuiltInDescriptor {
    /// Random Number: a whole number from the minimum to the maximum, both included. A minimum
    /// above the maximum is an error (before the run when both are constants).
    static let randomNumber = BuiltInDescriptor(
        id: "randomNumber", title: "Random Number",
        summary: "Picks a random whole number between a minimum and a maximum, both included.",
        keywords: ["random", "dice", "roll", "chance", "pick", "math", "lottery"],
        category: "Numbers", icon: "dice",
        members: [
            BuiltInMember("minimum", "Minimum", .value(.integer)),
            BuiltInMember("maximum", "Maximum", .value(.integer)),
        ],
        listing: "Random Number between [Minimum] and [Maximum]", outputName: "Random Number",
        make: { _ in
            .builtIn(
                BuiltInCall("randomNumber", ["minimum": .value(.number(1)), "maximum": .value(.number(100))]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Random Number between "), .slot("minimum"), .text(" and "), .slot("maximum")],
            outputType: { _, _ in .integer },
            check: { call, checks in
                var bounds: [Double] = []
                for slot: SlotID in ["minimum", "maximum"] {
                    guard case .number(let n)? = call.value(slot) else { continue }
                    if IntentValueConversion.wholeNumber(n) == nil {
                        checks.error(slot, "\(ArithmeticError.show(n)) is not a whole number")
                    } else {
                        bounds.append(n)
                    }
                }
                if bounds.count == 2, let problem = RandomRange.problem(Int(bounds[0]), Int(bounds[1])) {
                    checks.error("minimum", problem)
                }
            },
            run: { call, execution, ref in
                let minimum = try await execution.wholeNumber("minimum", of: call, ref)
                let maximum = try await execution.wholeNumber("maximum", of: call, ref)
                if let problem = RandomRange.problem(minimum, maximum) {
                    throw RunError(.invalidValue, action: ref, parameter: "minimum", problem)
                }
                return Int.random(in: minimum...maximum)
            }))
}

private enum RandomRange {
    static func problem(_ minimum: Int, _ maximum: Int) -> String? {
        minimum > maximum ? "the minimum (\(minimum)) is larger than the maximum (\(maximum))" : nil
    }
}
