/// Where an action stands in a shortcut: the index in the top-level list, then for each nested
/// level the body (an If's `then` is body 0 and its `else` body 1; a Repeat's `do` is body 0; a
/// menu's items are bodies 0, 1, …) and the index inside it.
///
/// Paths, not action ids, address the cards: a hand-written file may repeat an id (the validator
/// reports it), and a path is exact for the document it was taken from.
///
/// ```swift
/// ActionPath(2)                         // the third top-level action
/// ActionPath(2, (body: 1, index: 0))    // if it is an If, the first action of its `else`
/// ```
package struct ActionPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// One level: a body of the enclosing action (0 for the top level) and an index in it.
    package struct Step: Sendable, Hashable {
        package var body: Int
        package var index: Int

        package init(body: Int, index: Int) {
            self.body = body
            self.index = index
        }
    }

    /// The levels, outermost first; never empty.
    package var steps: [Step]

    package init(steps: [Step]) {
        precondition(!steps.isEmpty, "an action path has at least one step")
        self.steps = steps
    }

    /// A top-level action by index, with nested levels as (body, index) pairs.
    package init(_ topLevel: Int, _ nested: (body: Int, index: Int)...) {
        self.init(steps: [Step(body: 0, index: topLevel)] + nested.map { Step(body: $0.body, index: $0.index) })
    }

    /// The list the action is in.
    package var list: ListLocation { ListLocation(owner: Array(steps.dropLast()), body: steps.last!.body) }

    /// The action's index in its list.
    package var index: Int { steps.last!.index }

    /// How deeply the action is nested: 0 at the top level.
    package var depth: Int { steps.count - 1 }

    /// The path of the action's `index`-th action in `body`.
    package func child(body: Int, index: Int) -> ActionPath {
        ActionPath(steps: steps + [Step(body: body, index: index)])
    }

    /// The enclosing actions' paths, outermost first.
    package var ancestors: [ActionPath] {
        (1..<steps.count).map { ActionPath(steps: Array(steps.prefix($0))) }
    }

    /// Whether `self` is `other` or inside it.
    package func isWithin(_ other: ActionPath) -> Bool {
        steps.count >= other.steps.count && Array(steps.prefix(other.steps.count)) == other.steps
    }

    /// Reading order: an action comes before the actions nested in it, and those before its next sibling.
    package static func < (a: ActionPath, b: ActionPath) -> Bool {
        for (x, y) in zip(a.steps, b.steps) where x != y {
            return x.body != y.body ? x.body < y.body : x.index < y.index
        }
        return a.steps.count < b.steps.count
    }

    /// `2`, `2.1.0` (index, then body and index for each level).
    package var description: String {
        ([String(steps[0].index)] + steps.dropFirst().map { "\($0.body).\($0.index)" }).joined(separator: ".")
    }
}

/// A list of actions: the top level, or one body of an action.
package struct ListLocation: Sendable, Hashable {
    /// The steps of the owning action's path; empty for the top level.
    package var owner: [ActionPath.Step]
    /// Which body of the owner (always 0 for the top level).
    package var body: Int

    package init(owner: [ActionPath.Step], body: Int) {
        self.owner = owner
        self.body = body
    }

    /// The top-level list.
    package static let topLevel = ListLocation(owner: [], body: 0)

    /// The `index`-th body of the action at `path`.
    package static func body(_ index: Int, of path: ActionPath) -> ListLocation {
        ListLocation(owner: path.steps, body: index)
    }

    /// The owning action's path, or `nil` for the top level.
    package var ownerPath: ActionPath? { owner.isEmpty ? nil : ActionPath(steps: owner) }

    /// The path of the action at `index` in this list.
    package func path(at index: Int) -> ActionPath {
        ActionPath(steps: owner + [ActionPath.Step(body: body, index: index)])
    }
}
