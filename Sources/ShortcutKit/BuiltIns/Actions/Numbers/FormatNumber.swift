import IntentKit

extension BuiltInDescriptor {
    /// Format Number: a number as text with a fixed number of decimal places ("1,234.50"), with
    /// or without grouping separators (with, when not set). The separators are "." and ",",
    /// whatever the system's locale (see ``NumberFormatting``).
    static let formatNumber = BuiltInDescriptor(
        id: "formatNumber", title: "Format Number",
        summary: "Formats a number as text with a number of decimal places and grouping separators.",
        keywords: ["format", "decimal places", "thousands separator", "grouping", "currency", "money", "text", "math"],
        category: "Numbers", icon: "textformat.123",
        members: [
            BuiltInMember("input", "Number", .value(.double)),
            BuiltInMember("places", "Decimal Places", .value(.integer)),
            BuiltInMember("grouping", "Grouping", .choice(GroupingChoice.options), optional: true),
        ],
        listing: "Format [Number] with [Decimal Places] decimal places", outputName: "Formatted Number",
        takesPreviousOutput: true,
        make: { input in
            .builtIn(BuiltInCall("formatNumber", ["input": .value(input ?? .number(0)), "places": .value(.number(2))]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Format "), .slot("input"), .text(" with "), .slot("places"), .text(" decimal places"),
                .whenSet("grouping", [.text(", "), .slot("grouping")]),
            ],
            outputType: { _, _ in .string },
            check: { call, checks in
                if case .number(let n)? = call.value("places"), let problem = DecimalPlaces.problem(n) {
                    checks.error("places", problem)
                }
            },
            run: { call, execution, ref in
                let x = try await execution.finiteNumber("input", of: call, ref)
                let places = try await execution.wholeNumber("places", of: call, ref)
                if let problem = DecimalPlaces.problem(Double(places)) {
                    throw RunError(.invalidValue, action: ref, parameter: "places", problem)
                }
                return NumberFormatting.text(x, places: places, grouping: call.choice("grouping") != GroupingChoice.off)
            }))
}

/// Format Number's grouping menu.
private enum GroupingChoice {
    static let off = "off"
    static let options = [
        BuiltInChoice("on", "with grouping separators"), BuiltInChoice(off, "without grouping separators"),
    ]
}
