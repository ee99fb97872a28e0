extension BuiltInDescriptor {
    /// Trim Whitespace: the text without the spaces, tabs and line breaks at its start and end
    /// (Unicode's White_Space: a no-break space and an ideographic space too).
    static let trimWhitespace = BuiltInDescriptor(
        id: "trimWhitespace", title: "Trim Whitespace",
        summary: "Removes the spaces, tabs and line breaks at the start and end of text.",
        keywords: ["strip", "spaces", "clean", "whitespace", "newlines", "tidy"],
        category: "Text", icon: "text.alignleft",
        members: [BuiltInMember("input", "Text", .value(.string))],
        listing: "Trim whitespace from [Text]", outputName: "Updated Text", takesPreviousOutput: true,
        make: { input in .builtIn(BuiltInCall("trimWhitespace", ["input": .value(input ?? .text([]))])) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Trim whitespace from "), .slot("input")],
            outputType: { _, _ in .string },
            run: { call, execution, ref in
                let text = try await execution.text("input", of: call, ref)
                guard let first = text.firstIndex(where: { !$0.isWhitespace }),
                    let last = text.lastIndex(where: { !$0.isWhitespace })
                else { return "" }
                return String(text[first...last])
            }))
}
