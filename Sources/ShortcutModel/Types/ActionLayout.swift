import Foundation

/// Where each action of a shortcut stands: its 1-based position in reading order (the number
/// messages and the run log give it, "action 3"), its depth, the action it is nested in, and the
/// last position inside it. Computed once per document by whoever needs positions (the validator,
/// the runner, the sentence builder, the editor's picker), so they all number actions alike.
///
/// Reading order is run order for the start of each action: an action comes before the actions
/// nested in it, and those before its next sibling.
package struct ActionLayout: Sendable {
    /// One action and where it stands.
    package struct Entry: Sendable {
        package let action: Action
        /// 1-based, in reading order.
        package let position: Int
        /// 0 at the top level.
        package let depth: Int
        /// The position of its last nested action; its own position when it has none. A block's
        /// output exists only once everything up to here has run.
        package fileprivate(set) var end: Int
        /// The position of the action it is nested in; `nil` at the top level.
        package let parent: Int?
        /// Its body of the parent (0 at the top level) and its index in that body.
        package let step: ActionPath.Step
    }

    /// Every action, in reading order: `entries[p - 1]` is the action at position `p`.
    package let entries: [Entry]
    /// A file may repeat an id (the validator reports it); the first action with it counts.
    private let firstPositions: [UUID: Int]
    /// Whether some action has the id of an earlier one: when none has, which is almost always,
    /// the validator asks no action for its first position.
    package let repeatsIDs: Bool

    /// The layout of `document`'s actions.
    package init(_ document: ShortcutDocument) {
        var entries: [Entry] = []
        var firstPositions: [UUID: Int] = [:]
        var repeatsIDs = false
        // At least the top-level actions: growing a dictionary of 10,000 ids rehashes it a dozen times.
        entries.reserveCapacity(document.actions.count)
        firstPositions.reserveCapacity(document.actions.count)
        ActionLayout.walk(
            document.actions,
            enter: { list, index, position, depth, parent, step in
                entries.append(
                    Entry(
                        action: list[index], position: position, depth: depth, end: position, parent: parent, step: step
                    ))
                let id = list[index].id
                if firstPositions[id] == nil { firstPositions[id] = position } else { repeatsIDs = true }
            },
            leave: { position, end in entries[position - 1].end = end })
        self.entries = entries
        self.firstPositions = firstPositions
        self.repeatsIDs = repeatsIDs
    }

    /// The number of actions, nested ones included.
    package var count: Int { entries.count }

    /// The position of the (first) action with `id`, or `nil` when no action has it.
    package func position(of id: UUID) -> Int? { firstPositions[id] }

    /// The (first) action with `id`.
    package func entry(of id: UUID) -> Entry? { firstPositions[id].map { entries[$0 - 1] } }

    /// The action at `position` (1-based).
    package func entry(at position: Int) -> Entry { entries[position - 1] }

    /// The path of the action at `position`.
    package func path(at position: Int) -> ActionPath {
        var steps: [ActionPath.Step] = []
        var current: Int? = position
        while let at = current {
            let entry = entries[at - 1]
            steps.append(entry.step)
            current = entry.parent
        }
        return ActionPath(steps: steps.reversed())
    }

    /// The position of the action at `path`, or `nil` when the path leads to no action.
    package func position(at path: ActionPath) -> Int? {
        // The children of a block lie between it and its end; each sibling starts after the
        // previous one's end.
        var first = 1
        var last = entries.count
        var found: Int?
        for step in path.steps {
            found = nil
            var candidate = first
            var index = 0
            while candidate <= last {
                let entry = entries[candidate - 1]
                if entry.step.body == step.body {
                    if index == step.index {
                        found = candidate
                        break
                    }
                    index += 1
                }
                candidate = entry.end + 1
            }
            guard let at = found else { return nil }
            first = at + 1
            last = entries[at - 1].end
        }
        return found
    }
}

extension ActionLayout {
    /// The one numbering rule, shared by this layout and the runner's lighter one: visits every
    /// action in reading order (an action, then the actions nested in it, then its next sibling)
    /// with its 1-based position, depth, parent position and step, and reports each action's end
    /// (the position of its last nested action) once its bodies are done.
    package static func walk(
        _ actions: [Action],
        enter: (_ list: [Action], _ index: Int, _ position: Int, _ depth: Int, _ parent: Int?, _ step: ActionPath.Step)
            -> Void,
        leave: (_ position: Int, _ end: Int) -> Void
    ) {
        var count = 0
        func walk(_ list: [Action], parent: Int?, body: Int, depth: Int) {
            // By index: an enumerated iterator copies each action twice more on the way.
            for index in list.indices {
                count += 1
                let position = count
                enter(list, index, position, depth, parent, ActionPath.Step(body: body, index: index))
                // Intents and Finds have no bodies: asking for them would copy the action's payload.
                switch list[index].kind {
                case .intent, .find: break
                default:
                    for (nested, body) in list[index].bodies.enumerated() {
                        walk(body, parent: position, body: nested, depth: depth + 1)
                    }
                }
                leave(position, count)
            }
        }
        walk(actions, parent: nil, body: 0, depth: 0)
    }
}

extension ShortcutDocument {
    /// Where each action stands; compute it once and keep it while the document does not change.
    package var layout: ActionLayout { ActionLayout(self) }
}
