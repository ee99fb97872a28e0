/// How the blocks store their bodies and members: Repeat and Repeat with Each as a
/// ``BuiltInCall`` whose body members hold actions, If and Choose from Menu still as cases of
/// `Action.Kind`. The one place that reads either for the walks that read the descriptor's
/// ``BuiltInBlock`` (the layout, paths, the scope walk, the listing, the cards).
extension Action {
    /// The nested action lists (branches, loop bodies, menu items), in the order of the
    /// descriptor's ``BuiltInBlock/bodies``; empty for an action that is no block.
    public var bodies: [[Action]] {
        switch kind {
        case .conditional(let c): [c.then, c.otherwise]
        case .menu(_, let items): items.map(\.body)
        case .builtIn(let call): call.bodies
        default: []
        }
    }

    /// Replaces the `index`-th body (see ``bodies``). Out-of-range indices are ignored: paths
    /// come from the same document, so one that misses is a stale path, not data.
    public mutating func setBody(_ index: Int, to actions: [Action]) {
        switch kind {
        case .conditional(var c):
            if index == 0 { c.then = actions } else if index == 1 { c.otherwise = actions }
            kind = .conditional(c)
        case .menu(let prompt, var items):
            if items.indices.contains(index) { items[index].body = actions }
            kind = .menu(prompt: prompt, items: items)
        case .builtIn(var call):
            guard case .members(let members)? = call.descriptor?.block?.bodies, members.indices.contains(index) else {
                break
            }
            call[members[index]] = .actions(actions)
            kind = .builtIn(call)
        default:
            break
        }
    }

    /// The titles heading the bodies of a block whose bodies are items (a menu's items); empty
    /// for any other action.
    public var bodyTitles: [String] {
        if case .menu(_, let items) = kind { return items.map(\.title) }
        return []
    }

    /// The value in the value member `slot` of a block (a Repeat's `count`, a Repeat with Each's
    /// `items`, a menu's `prompt`) or of a built-in call; `nil` when it has none.
    public func value(of slot: SlotID) -> Value? {
        switch kind {
        case .menu(let prompt, _): slot == "prompt" ? prompt : nil
        case .builtIn(let call): call.value(slot)
        default: nil
        }
    }
}
