import IntentKit

extension BuiltInDescriptor {
    /// Add to Variable: appends to a named variable, making it a list (of the value's items'
    /// type, for the scope walk).
    static let addToVariable = BuiltInDescriptor(
        id: "addToVariable", title: "Add to Variable", summary: "Adds a value to a named variable, making it a list.",
        keywords: ["append", "list"], category: "Variables", icon: "x.squareroot",
        members: [BuiltInMember("name", "Name", .text), BuiltInMember("value", "Value", .value(nil))],
        listing: "Add [Value] to variable [Name]", outputName: nil, takesPreviousOutput: true,
        make: { input in .addToVariable(name: "", value: input ?? .text([])) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Add "), .slot("value"), .text(" to variable "), .titled("name", "Variable Name")],
            scopeEffect: .appends(name: "name", value: "value"),
            run: { call, execution, ref in
                let name = call.text("name") ?? ""
                let added = try await execution.value("value", of: call, expected: nil, ref)
                var list = execution.variables[name].map { IntentValueConversion.elements(of: $0) ?? [$0] } ?? []
                if let added { list.append(contentsOf: IntentValueConversion.elements(of: added) ?? [added]) }
                execution.variables[name] = list
                return nil
            }))
}

extension Action.Kind {
    /// An Add to Variable of `value` to `name`.
    public static func addToVariable(name: String, value: Value) -> Action.Kind {
        .builtIn(BuiltInCall("addToVariable", ["name": .text(name), "value": .value(value)]))
    }
}
