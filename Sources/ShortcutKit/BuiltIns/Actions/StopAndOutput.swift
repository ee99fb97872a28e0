extension BuiltInDescriptor {
    /// Stop and Output: ends the shortcut; its output is the shortcut's.
    static let stop = BuiltInDescriptor(
        id: "stop", title: "Stop and Output", summary: "Stops the shortcut, optionally with an output.",
        keywords: ["exit", "end", "return", "output"], category: "Control Flow", icon: "stop.circle",
        members: [BuiltInMember("output", "Output", .value(nil), optional: true)],
        listing: "Stop and output [Output]", outputName: nil,
        make: { _ in .stop(output: nil) },
        behaviour: BuiltInBehaviour(
            sentence: [
                .whenSet(
                    "output", [.text("Stop and output "), .slot("output")], otherwise: [.text("Stop this shortcut")])
            ],
            run: { call, execution, ref in
                // Unwinds the run to its end, which returns the output as the shortcut's.
                throw Stop(output: try await execution.value("output", of: call, expected: nil, ref))
            }))
}

extension Action.Kind {
    /// A Stop and Output, with the shortcut's output or none.
    package static func stop(output: Value?) -> Action.Kind {
        .builtIn(BuiltInCall("stop", output.map { ["output": .value($0)] } ?? [:]))
    }
}
