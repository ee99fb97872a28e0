extension BuiltInDescriptor {
    /// Set Variable: stores a value under a name. The scope walk gives the variable the value's
    /// type from here on.
    static let setVariable = BuiltInDescriptor(
        id: "setVariable", title: "Set Variable", summary: "Stores a value in a named variable, to use it later.",
        keywords: ["store", "save", "assign"], category: "Variables", icon: "x.squareroot",
        members: [BuiltInMember("name", "Name", .text), BuiltInMember("value", "Value", .value(nil))],
        listing: "Set variable [Name] to [Value]", outputName: nil, takesPreviousOutput: true,
        make: { input in .setVariable(name: "", value: input ?? .text([])) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Set variable "), .titled("name", "Variable Name"), .text(" to "), .slot("value")],
            scopeEffect: .sets(name: "name", value: "value"),
            run: { call, execution, ref in
                execution.variables[call.text("name") ?? ""] = try await execution.value(
                    "value", of: call, expected: nil, ref)
                return nil
            }))
}

extension Action.Kind {
    /// A Set Variable of `name` to `value`.
    package static func setVariable(name: String, value: Value) -> Action.Kind {
        .builtIn(BuiltInCall("setVariable", ["name": .text(name), "value": .value(value)]))
    }
}
