extension BuiltInDescriptor {
    /// Match Text: every match of a regular expression in the text, as a list of matches (each
    /// a text that carries its groups, see `TextMatch`); an empty list when nothing matches.
    static let matchText = BuiltInDescriptor(
        id: "matchText", title: "Match Text",
        summary: "Finds the matches of a regular expression in text and passes them on as a list.",
        keywords: ["regex", "regular expression", "pattern", "search", "extract", "grep", "find"],
        category: "Text", icon: "magnifyingglass",
        members: [
            BuiltInMember("pattern", "Pattern", .value(.string), check: TextPattern.check),
            BuiltInMember("input", "Text", .value(.string)),
            BuiltInMember("caseSensitive", "Case Sensitive", .value(.boolean), optional: true),
        ],
        listing: "Match [Pattern] in [Text]", outputName: "Matches", takesPreviousOutput: true,
        make: { input in
            .builtIn(BuiltInCall("matchText", ["pattern": .value(.text([])), "input": .value(input ?? .text([]))]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Match "), .slot("pattern"), .text(" in "), .slot("input"), .more("caseSensitive")],
            outputType: { _, _ in .array(.match) },
            check: { call, checks in
                let pattern = call.value("pattern")
                if pattern == nil || pattern?.plainText == "" {
                    checks.warning("pattern", "is empty, so nothing matches")
                }
            },
            // A constant pattern's groups; one with variables in it is known only when it runs.
            matchGroups: { call in call.value("pattern")?.plainText.flatMap(TextPattern.groups(of:)) },
            run: { call, execution, ref in
                let text = try await execution.text("input", of: call, ref)
                let pattern = try await execution.text("pattern", of: call, ref)
                guard !pattern.isEmpty else { return [any Sendable]() }
                let caseSensitive = try await execution.flag("caseSensitive", of: call, absent: true, ref)
                let matches = try TextPattern.run(pattern, caseSensitive: caseSensitive, slot: "pattern", ref) {
                    pattern throws(TextPattern.Failure) in try pattern.matches(in: text)
                }
                return matches.map { $0 as any Sendable }
            }))
}
