extension BuiltInDescriptor {
    /// Stop and Output: ends the shortcut; its output is the shortcut's.
    static let stop = BuiltInDescriptor(
        id: "stop", title: "Stop and Output", summary: "Stops the shortcut, optionally with an output.",
        keywords: ["exit", "end", "return", "output"], category: "Control Flow", icon: "stop.circle",
        members: [BuiltInMember("output", "Output", .value(nil), optional: true)],
        listing: "Stop and output [Output]", outputName: nil,
        make: { _ in .stop(output: nil) })
}
