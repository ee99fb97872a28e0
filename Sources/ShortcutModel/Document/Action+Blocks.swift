/// How the blocks store their bodies: a ``BuiltInCall`` whose body members hold actions (a
/// Repeat's `do`, an If's `then` and `else`) or whose items member holds titled bodies (a
/// menu's). The one place that reads them for the walks that read the descriptor's
/// ``BuiltInBlock`` (the layout, paths, the scope walk, the listing, the cards).
extension Action {
    /// The nested action lists (branches, loop bodies, menu items), in the order of the
    /// descriptor's ``BuiltInBlock/bodies``; empty for an action that is no block.
    package var bodies: [[Action]] {
        switch kind {
        case .builtIn(let call): call.bodies
        default: []
        }
    }

    /// Replaces the `index`-th body (see ``bodies``). Out-of-range indices are ignored: paths
    /// come from the same document, so one that misses is a stale path, not data.
    package mutating func setBody(_ index: Int, to actions: [Action]) {
        switch kind {
        case .builtIn(var call):
            switch call.descriptor?.block?.bodies {
            case .members(let members)? where members.indices.contains(index):
                // An optional body left empty is left out, as a file leaves it out (an If's `else`).
                let isOptional = call.descriptor?.member(members[index])?.isOptional ?? false
                call[members[index]] = isOptional && actions.isEmpty ? nil : .actions(actions)
            case .items? where call.blockItems?.indices.contains(index) == true:
                call.blockItems?[index].body = actions
            default:
                return
            }
            kind = .builtIn(call)
        default:
            break
        }
    }

    /// The same action with `items` as its titled items, when it is a block whose bodies are
    /// items (a menu); any other action unchanged.
    package func withBlockItems(_ items: [MenuItem]) -> Action {
        guard case .builtIn(var call) = kind, call.blockItems != nil else { return self }
        call.blockItems = items
        var copy = self
        copy.kind = .builtIn(call)
        return copy
    }

    /// The titles heading the bodies of a block whose bodies are items (a menu's items); empty
    /// for any other action.
    package var bodyTitles: [String] {
        if case .builtIn(let call) = kind, let items = call.blockItems { return items.map(\.title) }
        return []
    }

    /// The value in the value member `slot` of a block (a Repeat's `count`, a Repeat with Each's
    /// `items`, a menu's `prompt`) or of a built-in call; `nil` when it has none.
    package func value(of slot: SlotID) -> Value? {
        switch kind {
        case .builtIn(let call): call.value(slot)
        default: nil
        }
    }
}
