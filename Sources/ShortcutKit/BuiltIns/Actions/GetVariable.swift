extension BuiltInDescriptor {
    /// Get Variable: outputs a named variable. Its output is called by the variable's name.
    static let getVariable = BuiltInDescriptor(
        id: "getVariable", title: "Get Variable", summary: "Passes the value of a named variable to the next action.",
        keywords: ["read", "use"], category: "Variables", icon: "x.squareroot",
        members: [BuiltInMember("name", "Name", .text)],
        listing: "Get variable [Name]", outputName: "Get Variable",
        make: { _ in .getVariable(name: "") })
}
