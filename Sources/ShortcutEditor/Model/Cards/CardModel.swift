import Foundation
import ShortcutKit

/// Everything a view needs to draw one row of the card list.
package struct CardModel: Sendable, Equatable {
    /// The row: which action, which kind of row, how deep.
    package var row: CardRow
    /// The card's title: the action's ("Find Books", "If"), or the synthetic row's ("Otherwise",
    /// "End If", "End Repeat", "End Menu", a menu item's title).
    package var title: String
    /// The app the action belongs to ("Books"); `nil` for built-in control flow and variables.
    package var appName: String?
    /// The glyph, as an SF Symbols name: the app's icon, or the built-in action's.
    package var icon: String
    /// The sentence, for action rows; `nil` for synthetic rows.
    package var sentence: ActionSentence?
    /// The editable tokens in Tab order: the sentence's, then those under "Show More".
    package var tokens: [EditableToken]
    /// What later actions call this action's output ("Found Books"); `nil` if it has none.
    package var outputName: String?
    /// The validator's diagnostics about this action (on its header row only).
    package var diagnostics: [Diagnostic]
    /// Variables on this card that read nothing they can read here.
    package var brokenVariables: [BrokenVariable]

    /// The tokens drawn in the sentence.
    package var sentenceTokens: [EditableToken] { tokens.filter(\.isInSentence) }
    /// The tokens under the "Show More" fold.
    package var moreTokens: [EditableToken] { tokens.filter { !$0.isInSentence } }
    /// Whether the card has a "Show More" fold.
    package var hasMore: Bool { tokens.contains { !$0.isInSentence } }

    /// The token for a slot.
    package func token(_ slot: SlotID) -> EditableToken? { tokens.first { $0.slot == slot } }

    /// The first required token that is empty: the one to open when the action is added.
    package var firstEmptyRequiredToken: EditableToken? { tokens.first { $0.isRequired && $0.isEmpty } }

    /// The worst severity among the card's diagnostics and broken variables, for its marker.
    package var severity: Diagnostic.Severity? {
        if !brokenVariables.isEmpty || diagnostics.contains(where: { $0.severity == .error }) { return .error }
        return diagnostics.isEmpty ? nil : .warning
    }

    /// The diagnostics about one slot, to show by its token.
    package func diagnostics(forSlot slot: SlotID) -> [Diagnostic] { diagnostics(forParameter: slot.rawValue) }

    /// The diagnostics naming a parameter: a slot, or a label such as a Find's `where row 2`.
    package func diagnostics(forParameter parameter: String) -> [Diagnostic] {
        diagnostics.filter { $0.parameter == parameter }
    }
}

/// A variable on a card that reads something that is not there for it: an action that was
/// deleted, runs later, or encloses the card; or a loop's item or index outside the loop.
/// Shown on the card, never dropped: the person chooses what it should read.
package struct BrokenVariable: Sendable, Equatable {
    /// Why the variable reads nothing here.
    package enum Reason: Sendable, Equatable {
        /// The action it read is no longer in the shortcut.
        case deleted
        /// The action it reads runs after this card.
        case later
        /// The action it reads is a block this card is inside: its output does not exist yet.
        case enclosing
        /// Repeat Item or Repeat Index outside a loop that provides it.
        case outsideLoop
    }

    /// The slot whose value holds the variable.
    package var slot: SlotID
    /// The variable, as the document still holds it.
    package var reference: VariableReference
    /// The variable's name as its pill shows it: "Found Books › Author".
    package var name: String
    package var reason: Reason

    /// "Found Books runs after this action", for the card's problem line.
    package var message: String {
        switch reason {
        case .deleted: "\(name) reads an action that was deleted"
        case .later: "\(name) comes from an action that runs after this one"
        case .enclosing: "\(name) comes from a block this action is inside; it has no value yet"
        case .outsideLoop: "\(name) is only available inside a matching Repeat"
        }
    }
}
