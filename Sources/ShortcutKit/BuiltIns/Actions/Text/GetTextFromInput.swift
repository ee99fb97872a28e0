extension BuiltInDescriptor {
    /// Get Text from Input: any value as text, by the rules of `ValueText` (a list one item per
    /// line, a number as shown, an entity its title, a date `2024-05-01 09:30`, yes/no).
    static let getText = BuiltInDescriptor(
        id: "getText", title: "Get Text from Input",
        summary: "Turns any value into text: a list one item per line, an item its title.",
        keywords: ["string", "convert", "as text", "to text", "stringify", "title"],
        category: "Text", icon: "text.alignleft",
        members: [BuiltInMember("input", "Input", .value(nil))],
        listing: "Get text from [Input]", outputName: "Text", takesPreviousOutput: true,
        make: { input in .builtIn(BuiltInCall("getText", ["input": .value(input ?? .text([]))])) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Get text from "), .slot("input")],
            outputType: { _, _ in .string },
            run: { call, execution, ref in try await execution.text("input", of: call, ref) }))
}
