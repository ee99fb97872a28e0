extension BuiltInDescriptor {
    /// Get Variable: outputs a named variable. Its output is called by the variable's name and
    /// has its latest type (the scope walk reads it).
    static let getVariable = BuiltInDescriptor(
        id: "getVariable", title: "Get Variable", summary: "Passes the value of a named variable to the next action.",
        keywords: ["read", "use"], category: "Variables", icon: "x.squareroot",
        members: [BuiltInMember("name", "Name", .text)],
        listing: "Get variable [Name]", outputName: "Get Variable",
        make: { _ in .getVariable(name: "") },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Get variable "), .titled("name", "Variable Name")],
            scopeEffect: .reads(name: "name"),
            run: { call, execution, _ in execution.variables[call.text("name") ?? ""] }))
}

extension Action.Kind {
    /// A Get Variable of `name`.
    package static func getVariable(name: String) -> Action.Kind {
        .builtIn(BuiltInCall("getVariable", ["name": .text(name)]))
    }
}
