import ShortcutKit

extension Action {
    /// Every action nested in this one, depth first, not counting itself.
    var descendants: [Action] {
        bodies.flatMap { body in body.flatMap { [$0] + $0.descendants } }
    }
}
