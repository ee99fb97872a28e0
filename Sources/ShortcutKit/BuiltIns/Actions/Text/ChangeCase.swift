extension BuiltInDescriptor {
    /// Change Case: the text in UPPERCASE, lowercase, Capitalize Every Word, Title Case,
    /// sentence case or aLtErNaTiNg case (`TextCase` says how, Unicode and locales included).
    static let changeCase = BuiltInDescriptor(
        id: "changeCase", title: "Change Case",
        summary: "Changes the case of text: uppercase, lowercase, capitalized, title or sentence case.",
        keywords: ["uppercase", "lowercase", "capitalize", "title case", "sentence case", "upper", "lower", "caps"],
        category: "Text", icon: "textformat",
        members: [
            BuiltInMember("input", "Text", .value(.string)),
            BuiltInMember("case", "Case", .choice(TextCase.allCases.map { BuiltInChoice($0.rawValue, $0.title) })),
        ],
        listing: "Change [Text] to [Case]", outputName: "Updated Text", takesPreviousOutput: true,
        make: { input in
            .builtIn(
                BuiltInCall(
                    "changeCase", ["input": .value(input ?? .text([])), "case": .choice(TextCase.uppercase.rawValue)]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Change "), .slot("input"), .text(" to "), .slot("case")],
            outputType: { _, _ in .string },
            check: { call, checks in
                if let chosen = call.choice("case"), TextCase(rawValue: chosen) == nil {
                    checks.error(
                        "case",
                        "'\(chosen)' is not a case (\(TextCase.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
            },
            run: { call, execution, ref in
                let text = try await execution.text("input", of: call, ref)
                return (TextCase(rawValue: call.choice("case") ?? "") ?? .uppercase).apply(to: text)
            }))
}
