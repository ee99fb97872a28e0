import Foundation
import IntentKit
import ShortcutModel

/// A change to the library proposed but not made: a new shortcut, or a new version of one, with
/// everything a person (or the agent that proposed it) needs to judge it — its problems, its
/// sentences, the difference from the version it replaces and what it would touch. Applying it
/// writes it only if the library is still as it was when the plan was made (docs/mcp.md).
package struct ShortcutPlan: Sendable {
    /// What applying does.
    package enum Change: Sendable, Equatable {
        /// Adds a new shortcut to the library.
        case create
        /// Replaces the shortcut in this file.
        case edit(URL)
    }

    /// How the plan is named when it is applied.
    package let id: UUID
    package let change: Change
    /// The version the plan would write.
    package let document: ShortcutDocument
    /// The version it replaces (an edit's), and that version's content hash: applying is
    /// refused unless the file still holds it.
    package let base: ShortcutDocument?
    package let baseHash: String?
    /// Every problem the validator finds, errors and warnings.
    package let diagnostics: [Diagnostic]
    /// The new version as sentences, one action a line (`shortcuts view`).
    package let sentences: [String]
    /// The sentences of the version it replaces, marked `  `, `- ` or `+ ` against the new
    /// (every line: a shortcut's sentences are short); the new ones alone for a new shortcut.
    package let sentenceDiff: [String]
    /// The file's canonical text against the old one's, the changed lines with a little context.
    package let textDiff: [String]
    /// What it would touch, with the shortcuts it runs.
    package let effects: ShortcutEffects
    /// The apps it uses, by name.
    package let apps: [String]
    /// The content hash of the new version.
    package let hash: String

    /// Whether the validator found an error: such a plan is not applied.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Why a plan cannot be made or applied: the document does not read, the shortcut changed since
/// its hash was taken, the plan is unknown … The message says what to do.
package struct PlanProblem: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
        /// The request is wrong (a document that does not read, a patch that does not apply).
        case invalid
        /// The library is not as the request or the plan expects (changed since, gone).
        case conflict
        /// No such plan in this session, or no such shortcut.
        case notFound
        /// The file could not be written.
        case failed
    }

    package var kind: Kind
    package var description: String

    package init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
