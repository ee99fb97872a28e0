import IntentKit

extension BuiltInDescriptor {
    /// Count: the number of items of a list (a single value counts 1, nothing 0).
    static let count = BuiltInDescriptor(
        id: "count", title: "Count", summary: "Counts the items of a list.",
        keywords: ["number", "how many", "length"], category: "Lists", icon: "number",
        members: [BuiltInMember("input", "Input", .value(nil))],
        listing: "Count [Input]", outputName: "Count", takesPreviousOutput: true,
        make: { input in .count(input ?? .text([])) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Count "), .slot("input")],
            outputType: { _, _ in .integer },
            run: { call, execution, ref in
                guard let counted = try await execution.value("input", of: call, expected: nil, ref) else { return 0 }
                return IntentValueConversion.elements(of: counted)?.count ?? 1
            }))
}

extension Action.Kind {
    /// A Count of `input`.
    public static func count(_ input: Value) -> Action.Kind { .builtIn(BuiltInCall("count", ["input": .value(input)])) }
}
