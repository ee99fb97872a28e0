import IntentKit

extension BuiltInDescriptor {
    /// Count: the number of items of a list (a single value counts 1, nothing 0), or, as Apple's
    /// "Count [Items/Characters/Words/Sentences/Lines] in [Input]", of the characters, words,
    /// sentences or lines of its text. Without `type` it counts items, so files written before
    /// the choice read and write as they were.
    static let count = BuiltInDescriptor(
        id: "count", title: "Count", summary: "Counts the items of a list, or the characters, words or lines of text.",
        keywords: ["number", "how many", "length", "characters", "words", "lines", "sentences", "wc"],
        category: "Lists", icon: "number",
        members: [
            BuiltInMember(
                "type", "Items", .choice(CountUnit.allCases.map { BuiltInChoice($0.rawValue, $0.title) }),
                optional: true),
            BuiltInMember("input", "Input", .value(nil)),
        ],
        listing: "Count [Items/Characters/Words/Sentences/Lines] in [Input]", outputName: "Count",
        takesPreviousOutput: true,
        make: { input in .count(input ?? .text([])) },
        behaviour: BuiltInBehaviour(
            sentence: [
                .whenSet(
                    "type", [.text("Count "), .slot("type"), .text(" in "), .slot("input")],
                    otherwise: [.text("Count "), .slot("input")])
            ],
            outputType: { _, _ in .integer },
            check: { call, checks in
                if let chosen = call.choice("type"), CountUnit(rawValue: chosen) == nil {
                    checks.error(
                        "type",
                        "'\(chosen)' is not something Count counts (\(CountUnit.allCases.map(\.rawValue).joined(separator: ", ")))"
                    )
                }
            },
            run: { call, execution, ref in
                let unit = call.choice("type").flatMap(CountUnit.init(rawValue:)) ?? .items
                guard unit != .items else {
                    guard let counted = try await execution.value("input", of: call, expected: nil, ref) else {
                        return 0
                    }
                    return IntentValueConversion.elements(of: counted)?.count ?? 1
                }
                return unit.count(in: try await execution.text("input", of: call, ref))
            }))
}

extension Action.Kind {
    /// A Count of `input`.
    package static func count(_ input: Value) -> Action.Kind { .builtIn(BuiltInCall("count", ["input": .value(input)])) }
}
