import IntentKit

extension BuiltInDescriptor {
    /// Calculate: Apple's `[Number] [+] [Number]`, and the scientific operations of its menu on
    /// one number (`√x of 16`). Dividing by zero, the square root of a negative number and a
    /// result too large for a number stop the run, naming the number to blame.
    static let calculate = BuiltInDescriptor(
        id: "calculate", title: "Calculate",
        summary: "Adds, subtracts, multiplies or divides two numbers, or applies a scientific operation to one.",
        keywords: [
            "math", "add", "plus", "subtract", "minus", "multiply", "times", "divide", "modulo", "remainder",
            "power", "square root", "logarithm", "sine", "absolute", "arithmetic", "calculator",
        ],
        category: "Numbers", icon: "plus.slash.minus",
        members: [
            BuiltInMember("input", "Number", .value(.double)),
            BuiltInMember(
                "operation", "Operation",
                .choice(CalculateOperation.allCases.map { BuiltInChoice($0.rawValue, $0.title) })),
            BuiltInMember("operand", "Number", .value(.double), optional: true),
        ],
        listing: "Calculate [Number] [Operation] [Number]", outputName: "Calculation Result", takesPreviousOutput: true,
        make: { input in
            .builtIn(
                BuiltInCall(
                    "calculate",
                    ["input": .value(input ?? .number(0)), "operation": .choice("add"), "operand": .value(.number(1))]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [
                .whenChoice(
                    "operation", CalculateOperation.unaryIDs,
                    [.text("Calculate "), .slot("operation"), .text(" of "), .slot("input")],
                    otherwise: [
                        .text("Calculate "), .slot("input"), .text(" "), .slot("operation"), .text(" "),
                        .slot("operand"),
                    ])
            ],
            outputType: { _, _ in .double },
            check: { call, checks in
                guard let operation = CalculateOperation(rawValue: call.choice("operation") ?? "") else { return }
                guard operation.isBinary else { return }
                guard let operand = call.value("operand") else {
                    return checks.error("operand", "\(operation.title) needs a second number")
                }
                // A constant zero is known now; one from a variable is checked when it runs.
                if case .number(0) = operand, operation == .divide || operation == .modulus {
                    checks.error(
                        "operand", operation == .divide ? "cannot divide by zero" : "cannot take a modulus by zero")
                }
            },
            run: { call, execution, ref in
                guard let operation = CalculateOperation(rawValue: call.choice("operation") ?? "") else {
                    throw RunError(.invalidValue, action: ref, parameter: "operation", "is not an operation")
                }
                let x = try await execution.finiteNumber("input", of: call, ref)
                let y = operation.isBinary ? try await execution.finiteNumber("operand", of: call, ref) : 0
                do throws(ArithmeticError) { return try operation.apply(x, y) } catch {
                    throw execution.arithmeticFailure(
                        error, ref, first: "input", second: "operand", result: "operation")
                }
            }))
}
