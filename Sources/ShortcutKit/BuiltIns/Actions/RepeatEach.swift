extension BuiltInDescriptor {
    /// Repeat with Each: runs its body once per item. Its block structure stays in `Action.Kind.repeatEach`.
    static let repeatEach = BuiltInDescriptor(
        id: "repeatEach", title: "Repeat with Each",
        summary: "Runs the actions inside it once for each item of a list.",
        keywords: ["loop", "for each", "iterate"], category: "Control Flow", icon: "repeat.circle",
        members: [BuiltInMember("items", "List", .value(nil)), BuiltInMember("do", "Actions", .actions)],
        listing: "Repeat with each item in [List]", outputName: "Repeat Results", takesPreviousOutput: true,
        make: { input in .repeatEach(items: input ?? .text([]), body: []) })
}
