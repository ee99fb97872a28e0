import ShortcutKit

/// The kinds of block an action can be, which decide the synthetic rows drawn around its bodies.
package enum BlockKind: Sendable, Hashable {
    /// If: its `then` body, an "Otherwise" row, its `else` body, "End If".
    case conditional
    /// Repeat or Repeat with Each: its body, then "End Repeat".
    case loop
    /// Choose from Menu: a header row per item above the item's body, then "End Menu".
    case menu
}

extension Action {
    /// The kind of block this action is, or `nil` for a plain action.
    package var blockKind: BlockKind? {
        switch kind {
        case .conditional: .conditional
        case .repeatCount, .repeatEach: .loop
        case .menu: .menu
        default: nil
        }
    }

    /// Replaces the `index`-th body (see ``ShortcutKit/Action/bodies``). Out-of-range indices are
    /// ignored: paths come from the same document, so one that misses is a stale path, not data.
    mutating func setBody(_ index: Int, to actions: [Action]) {
        switch kind {
        case .conditional(var c):
            if index == 0 { c.then = actions } else if index == 1 { c.otherwise = actions }
            kind = .conditional(c)
        case .repeatCount(let count, let body):
            kind = .repeatCount(count: count, body: index == 0 ? actions : body)
        case .repeatEach(let items, let body):
            kind = .repeatEach(items: items, body: index == 0 ? actions : body)
        case .menu(let prompt, var items):
            if items.indices.contains(index) { items[index].body = actions }
            kind = .menu(prompt: prompt, items: items)
        default:
            break
        }
    }

    /// Every action nested in this one, depth first, not counting itself.
    var descendants: [Action] {
        bodies.flatMap { body in body.flatMap { [$0] + $0.descendants } }
    }
}
