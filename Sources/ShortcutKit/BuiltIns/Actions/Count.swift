extension BuiltInDescriptor {
    /// Count: the number of items of a list (a single value counts 1, nothing 0).
    static let count = BuiltInDescriptor(
        id: "count", title: "Count", summary: "Counts the items of a list.",
        keywords: ["number", "how many", "length"], category: "Lists", icon: "number",
        members: [BuiltInMember("input", "Input", .value(nil))],
        listing: "Count [Input]", outputName: "Count", takesPreviousOutput: true,
        make: { input in .count(input ?? .text([])) })
}
