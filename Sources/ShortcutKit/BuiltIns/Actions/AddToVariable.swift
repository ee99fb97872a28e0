extension BuiltInDescriptor {
    /// Add to Variable: appends to a named variable, making it a list.
    static let addToVariable = BuiltInDescriptor(
        id: "addToVariable", title: "Add to Variable", summary: "Adds a value to a named variable, making it a list.",
        keywords: ["append", "list"], category: "Variables", icon: "x.squareroot",
        members: [BuiltInMember("name", "Name", .text), BuiltInMember("value", "Value", .value(nil))],
        listing: "Add [Value] to variable [Name]", outputName: nil, takesPreviousOutput: true,
        make: { input in .addToVariable(name: "", value: input ?? .text([])) })
}
