import Foundation
import ShortcutModel

/// A replay from an action of the shortcut's own (not inside a block): the actions before it give
/// the outputs a past run kept instead of running again, and the run goes on from it
/// (`shortcuts runs replay --from N`, docs/runs.md).
package struct RunResume: Sendable, Equatable {
    /// The position (as `view` numbers actions) of the first action that runs again.
    package var position: Int
    /// The kept output of each action before it, by action id (the last one a loop gave);
    /// an action with none had no output.
    package var outputs: [UUID: Value]
    /// Named variables given new values as the run reaches the start (the debugger's edit and
    /// continue, docs/debugging.md): they replace what the actions before it set.
    package var variables: [String: Value]

    package init(position: Int, outputs: [UUID: Value], variables: [String: Value] = [:]) {
        self.position = position
        self.outputs = outputs
        self.variables = variables
    }

    /// Why a replay cannot start at `position` of `document`: it is no action of the shortcut's
    /// own, or something before it sets a variable the past run did not keep.
    package static func problem(starting position: Int, in document: ShortcutDocument) -> String? {
        let layout = ActionLayout(document)
        guard position >= 1, position <= layout.count else {
            return "the shortcut has no action \(position) (it has \(layout.count))"
        }
        let entry = layout.entry(at: position)
        if entry.parent != nil {
            return
                "action \(position) is inside a block: replay from the block, action \(topLevel(of: position, in: layout))"
        }
        // Variables are not kept: set before the start at the top level, the replay sets them again
        // from the kept outputs; set inside a block, or by an onError, it cannot.
        for earlier in layout.entries.prefix(position - 1) {
            let sets = earlier.action.setsVariable
            if sets && earlier.parent != nil || earlier.action.keepsErrorInVariable {
                return
                    "action \(earlier.position) (\(earlier.action.identifier)) sets a variable inside a block or on an error before action \(position), which the history does not keep: replay from the start"
            }
        }
        return nil
    }

    /// The top-level action that holds the action at `position`.
    package static func topLevel(of position: Int, in layout: ActionLayout) -> Int {
        var current = position
        while let parent = layout.entry(at: current).parent { current = parent }
        return current
    }

    /// Whether the action before the start runs again rather than giving its kept output: it sets
    /// or adds to a variable (from kept outputs, so the variables are as they were).
    static func runsAgain(_ action: Action) -> Bool { action.setsVariable }
}

extension Action {
    /// Whether it sets or adds to a named variable.
    var setsVariable: Bool {
        switch kind.descriptor?.scopeEffect {
        case .sets?, .appends?: true
        default: false
        }
    }

    /// Whether its `onError` keeps an error's message in a variable.
    var keepsErrorInVariable: Bool {
        if case .continue(let variable?)? = onError { variable.isEmpty == false } else { false }
    }
}
