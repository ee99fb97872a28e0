import IntentKit

extension BuiltInDescriptor {
    /// Calculate Statistics: the average, minimum, maximum, sum, median, mode, range or standard
    /// deviation of a list of numbers. An empty list has a sum of 0 and no other statistic (no
    /// output); an item that is not a number stops the run naming the list.
    static let calculateStatistics = BuiltInDescriptor(
        id: "calculateStatistics", title: "Calculate Statistics",
        summary: "Calculates the average, median, sum, minimum, maximum … of a list of numbers.",
        keywords: [
            "statistics", "average", "mean", "median", "mode", "sum", "total", "minimum", "maximum", "range",
            "standard deviation", "math",
        ],
        category: "Numbers", icon: "chart.bar",
        members: [
            BuiltInMember(
                "operation", "Operation",
                .choice(StatisticsOperation.allCases.map { BuiltInChoice($0.rawValue, $0.title) })),
            BuiltInMember("input", "Input", .value(.array(.double))),
        ],
        listing: "Calculate [Operation] of [Input]", outputName: "Statistics", takesPreviousOutput: true,
        make: { input in
            .builtIn(
                BuiltInCall(
                    "calculateStatistics", ["operation": .choice("average"), "input": .value(input ?? .list([]))]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Calculate "), .slot("operation"), .text(" of "), .slot("input")],
            outputType: { _, _ in .double },
            run: { call, execution, ref in
                guard let operation = StatisticsOperation(rawValue: call.choice("operation") ?? "") else {
                    throw RunError(.invalidValue, action: ref, parameter: "operation", "is not a statistic")
                }
                let items = try await execution.value("input", of: call, expected: .array(.double), ref)
                var numbers: [Double] = []
                for item in (items as? [any Sendable]) ?? [] {
                    guard let number = item as? Double, number.isFinite else {
                        throw RunError(
                            .invalidValue, action: ref, parameter: "input",
                            "item \(numbers.count + 1) (\(ValueText.summary(of: item))) is not a number")
                    }
                    numbers.append(number)
                }
                do throws(ArithmeticError) { return try operation.apply(numbers) } catch {
                    throw execution.arithmeticFailure(error, ref, first: "input", result: "operation")
                }
            }))
}
