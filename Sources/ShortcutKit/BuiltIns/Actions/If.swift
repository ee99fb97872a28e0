import IntentKit

extension BuiltInDescriptor {
    /// If: runs `then` or `else`, stored as `Action.Kind.conditional`; one
    /// condition is written as `input` … `value2`, several as `match` and `conditions`.
    static let `if` = BuiltInDescriptor(
        id: "if", title: "If", summary: "Runs some actions when a condition is true, and others when it is not.",
        keywords: ["condition", "otherwise", "else", "branch", "compare"], category: "Control Flow",
        icon: "arrow.triangle.branch",
        members: [
            BuiltInMember("input", "Input", .value(nil)),
            BuiltInMember(
                "condition", "Condition",
                .choice(Conditional.Condition.allCases.map { BuiltInChoice($0.rawValue, $0.phrase) })),
            BuiltInMember("value", "Value", .value(nil), optional: true),
            BuiltInMember("value2", "Second Value", .value(nil), optional: true),
            // Several conditions: rows of the four members above, joined by All or Any.
            BuiltInMember(
                "match", "Match", .choice([BuiltInChoice("all", "All"), BuiltInChoice("any", "Any")]), optional: true),
            BuiltInMember("conditions", "Conditions", .other("[{input, condition, value, value2}]"), optional: true),
            BuiltInMember("then", "Then", .actions),
            BuiltInMember("else", "Otherwise", .actions, optional: true),
        ],
        listing: "If [Input] [condition] [Value]", outputName: "If", takesPreviousOutput: true,
        make: { input in .conditional(Conditional(input: input ?? .text([]), condition: .is, then: [], otherwise: []))
        },
        block: BuiltInBlock(bodies: .members(["then", "else"]), closing: "End If"))
}
