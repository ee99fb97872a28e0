extension BuiltInDescriptor {
    /// Replace Text: every occurrence of Find in the text replaced, as plain text or as a regular
    /// expression (ICU syntax, `$1` for a group in Replace With), with or without regard to case.
    static let replaceText = BuiltInDescriptor(
        id: "replaceText", title: "Replace Text",
        summary: "Replaces every occurrence of some text, or of a regular expression, with other text.",
        keywords: ["regex", "regular expression", "find", "substitute", "search and replace", "sed", "swap"],
        category: "Text", icon: "magnifyingglass",
        members: [
            // A regular expression only when Regular Expression is on: checked then, before the
            // run and while it is typed.
            BuiltInMember("find", "Find", .value(.string), check: TextPattern.check, checkedWhen: "regularExpression"),
            BuiltInMember("replace", "Replace With", .value(.string), optional: true),
            BuiltInMember("input", "Text", .value(.string)),
            BuiltInMember("caseSensitive", "Case Sensitive", .value(.boolean), optional: true),
            BuiltInMember("regularExpression", "Regular Expression", .value(.boolean), optional: true),
        ],
        listing: "Replace [Find] with [Replace With] in [Text]", outputName: "Updated Text", takesPreviousOutput: true,
        make: { input in
            .builtIn(BuiltInCall("replaceText", ["find": .value(.text([])), "input": .value(input ?? .text([]))]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Replace "), .slot("find"), .text(" with "), .slot("replace"), .text(" in "), .slot("input"),
                .more("caseSensitive"), .more("regularExpression"),
            ],
            outputType: { _, _ in .string },
            run: { call, execution, ref in
                let text = try await execution.text("input", of: call, ref)
                let find = try await execution.text("find", of: call, ref)
                let replacement = try await execution.text("replace", of: call, ref)
                let caseSensitive = try await execution.flag("caseSensitive", of: call, absent: true, ref)
                guard try await execution.flag("regularExpression", of: call, absent: false, ref) else {
                    return TextReplacing.plain(find, with: replacement, in: text, caseSensitive: caseSensitive)
                }
                return try TextPattern.run(find, caseSensitive: caseSensitive, slot: "find", ref) {
                    pattern throws(TextPattern.Failure) in
                    try pattern.replacing(in: text, with: replacement)
                }
            }))
}
