extension BuiltInDescriptor {
    /// Set Variable: stores a value under a name.
    static let setVariable = BuiltInDescriptor(
        id: "setVariable", title: "Set Variable", summary: "Stores a value in a named variable, to use it later.",
        keywords: ["store", "save", "assign"], category: "Variables", icon: "x.squareroot",
        members: [BuiltInMember("name", "Name", .text), BuiltInMember("value", "Value", .value(nil))],
        listing: "Set variable [Name] to [Value]", outputName: nil, takesPreviousOutput: true,
        make: { input in .setVariable(name: "", value: input ?? .text([])) })
}
