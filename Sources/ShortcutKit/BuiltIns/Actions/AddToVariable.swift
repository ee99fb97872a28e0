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
                // Taken out of the table, the list is the only reference to its storage and
                // grows in place: a copy per pass made 100,000 passes take 102 s.
                var list = AddToVariable.taken(execution.variables.removeValue(forKey: name))
                if let added { list.append(contentsOf: IntentValueConversion.elements(of: added) ?? [added]) }
                execution.variables[name] = list
                return nil
            }))
}

/// Add to Variable's list.
enum AddToVariable {
    /// The variable's value as a list (a single value is a list of one, none is empty). It takes
    /// the value so that nothing but the result still refers to the list's storage.
    static func taken(_ value: consuming (any Sendable)?) -> [any Sendable] {
        guard let value else { return [] }
        return IntentValueConversion.elements(of: value) ?? [value]
    }
}

extension Action.Kind {
    /// An Add to Variable of `value` to `name`.
    package static func addToVariable(name: String, value: Value) -> Action.Kind {
        .builtIn(BuiltInCall("addToVariable", ["name": .text(name), "value": .value(value)]))
    }
}
