extension BuiltInDescriptor {
    /// Repeat: runs its body a number of times. Its block structure stays in `Action.Kind.repeatCount`.
    static let `repeat` = BuiltInDescriptor(
        id: "repeat", title: "Repeat", summary: "Runs the actions inside it a number of times.",
        keywords: ["loop", "times"], category: "Control Flow", icon: "repeat",
        members: [BuiltInMember("count", "Count", .value(.integer)), BuiltInMember("do", "Actions", .actions)],
        listing: "Repeat [Count] times", outputName: "Repeat Results",
        make: { _ in .repeatCount(count: .number(1), body: []) })
}
