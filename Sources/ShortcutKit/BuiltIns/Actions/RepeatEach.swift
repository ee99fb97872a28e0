import IntentKit

extension BuiltInDescriptor {
    /// Repeat with Each: runs its body once per item of a list (a single value is a list of one).
    /// Its output is the output of each pass.
    static let repeatEach = BuiltInDescriptor(
        id: "repeatEach", title: "Repeat with Each",
        summary: "Runs the actions inside it once for each item of a list.",
        keywords: ["loop", "for each", "iterate"], category: "Control Flow", icon: "repeat.circle",
        members: [BuiltInMember("items", "List", .value(nil)), BuiltInMember("do", "Actions", .actions)],
        listing: "Repeat with each item in [List]", outputName: "Repeat Results", takesPreviousOutput: true,
        make: { input in .repeatEach(items: input ?? .text([]), body: []) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Repeat with each item in "), .slot("items")],
            run: { call, execution, ref in
                let value = try await execution.value("items", of: call, expected: nil, ref)
                let list = value.map { IntentValueConversion.elements(of: $0) ?? [$0] } ?? []
                return try await execution.runPasses(call.actions("do") ?? [], count: list.count, ref) { list[$0] }
            }),
        block: BuiltInBlock(bodies: .members(["do"]), loop: .each("items"), closing: "End Repeat"))
}

extension Action.Kind {
    /// A Repeat with Each item of `items`, running `body`.
    package static func repeatEach(items: Value, body: [Action]) -> Action.Kind {
        .builtIn(BuiltInCall("repeatEach", ["items": .value(items), "do": .actions(body)]))
    }
}
