/// What a built-in action does to the named variables, declared on its behaviour and applied by
/// the one scope walk (``Scope``): the validator, the editor's variable picker and its cards read
/// the variables it leaves. The runner's own values follow the action's run hook.
package enum BuiltInScopeEffect: Sendable, Equatable {
    /// Sets the variable named by the text member `name` to the value of `value`, whose type
    /// the variable takes (Set Variable).
    case sets(name: SlotID, value: SlotID)
    /// Adds the value of `value` to the variable `name`, which becomes a list of its items'
    /// type (Add to Variable).
    case appends(name: SlotID, value: SlotID)
    /// Reads the variable `name`: the action's output is the variable, of its latest type, and is
    /// called by its name (Get Variable).
    case reads(name: SlotID)

    /// The text member that names the variable: the editor suggests the names set so far there.
    package var name: SlotID {
        switch self {
        case .sets(let name, _), .appends(let name, _), .reads(let name): name
        }
    }
}

extension BuiltInDescriptor {
    /// What the action does to the named variables; `nil` for most actions, which do nothing.
    package var scopeEffect: BuiltInScopeEffect? { behaviour?.scopeEffect }
}
