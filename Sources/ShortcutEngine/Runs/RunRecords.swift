import Foundation
import IntentKit
import ShortcutModel

/// Where a run came from: the command line, the editor, an MCP client (by the name it gave), an
/// automation (by its name).
package struct RunSource: Sendable, Equatable, Codable {
    package enum Kind: String, Sendable, Codable, CaseIterable {
        case cli, editor, mcp, automation
    }

    package var kind: Kind
    /// The MCP client's or the automation's name.
    package var detail: String?

    package init(_ kind: Kind, detail: String? = nil) {
        self.kind = kind
        self.detail = detail
    }
}

/// How a run ended. A run whose process ended without saying (killed, crashed, the machine
/// lost power) is `interrupted`: its record was left `running` by a process that is gone.
package enum RunOutcome: String, Sendable, Codable, CaseIterable {
    case running, succeeded, failed, cancelled, interrupted
}

/// One action a run performed, as the store keeps it.
package struct StepRecord: Sendable, Equatable {
    /// Its place in the run: 1, 2, 3 … in the order the actions ran (a loop's body again each pass).
    package var sequence: Int
    /// Its position in the shortcut it is in, as the validator and the editor count.
    package var position: Int
    package var actionID: UUID
    /// The intent identifier, or the built-in action's name (`setVariable`).
    package var identifier: String
    package var title: String
    package var depth: Int
    /// How many Run Shortcut calls deep it ran (0: the run's own shortcut), and that shortcut's name.
    package var nesting: Int
    package var shortcutName: String?
    /// Microseconds from the start of the run to the start of the action, and how long it took.
    package var startMicroseconds: Int64
    package var durationMicroseconds: Int64
    package var output: StoredValue?
    /// Why it failed; `nil` when it did not.
    package var error: String?
    /// What it may touch, as it declares (docs/security.md): what a replay would do again.
    package var effects: SideEffects = []
    /// The values its parameters resolved to, in the order it read them.
    package var parameters: [StepParameter] = []
    /// The questions it asked, and their answers.
    package var questions: [StepQuestion] = []
    /// The named variable it set or added to (Set Variable, Add to Variable), with its value after.
    package var variable: StepParameter?
    /// The pass of each loop around it, outermost first (Repeat Index); empty outside loops.
    package var passes: [Int] = []
    /// The innermost loop's Repeat Item at it (none for a counted Repeat, or outside loops).
    package var item: StoredValue?
    /// Its place in the order the actions started (``sequence`` is the order they finished);
    /// `nil` for a run kept before it was recorded.
    package var startOrder: Int?

    package init(
        sequence: Int, position: Int, actionID: UUID, identifier: String, title: String, depth: Int, nesting: Int,
        shortcutName: String?, startMicroseconds: Int64, durationMicroseconds: Int64, output: StoredValue?,
        error: String?, effects: SideEffects = []
    ) {
        self.sequence = sequence
        self.position = position
        self.actionID = actionID
        self.identifier = identifier
        self.title = title
        self.depth = depth
        self.nesting = nesting
        self.shortcutName = shortcutName
        self.startMicroseconds = startMicroseconds
        self.durationMicroseconds = durationMicroseconds
        self.output = output
        self.error = error
        self.effects = effects
    }
}

/// A parameter's value as an action read it, as the store keeps it.
package struct StepParameter: Sendable, Equatable {
    package var name: String
    package var value: StoredValue

    package init(name: String, value: StoredValue) {
        self.name = name
        self.value = value
    }
}

/// A run as `runs list` shows it.
package struct RunSummary: Sendable, Equatable {
    package var id: UUID
    package var shortcutID: UUID
    package var shortcutName: String
    /// The SHA-256 of the canonical document that ran (its text is kept once per hash).
    package var contentHash: String
    package var source: RunSource
    package var started: Date
    package var ended: Date?
    package var outcome: RunOutcome
    package var error: String?
    /// The run this one replayed, when it is a replay.
    package var replayOf: UUID?
    /// How many actions it performed, and how many of those the store did not keep (the middle of
    /// a long loop).
    package var steps: Int
    package var omittedSteps: Int
}

/// A run with everything the store kept of it.
package struct RunDetail: Sendable, Equatable {
    package var summary: RunSummary
    package var input: StoredValue?
    package var output: StoredValue?
    package var steps: [StepRecord]
}
