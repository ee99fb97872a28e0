import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// The editor screen's view state around its session: the focused token, which cards show
/// their "Show More" settings, and the overlay that has the keys, if any.
struct EditorScreen {
    var session: EditorSession
    /// The focused token among the selected card's visible tokens.
    var tokenIndex = 0
    /// The actions whose "Show More" fold is open.
    var expanded: Set<UUID> = []
    var overlay: EditorOverlay?
    /// The Find editor on the selected Find card, under any overlay its fields open.
    var find: FindEditor?
    /// Where the editor goes once the save under way succeeds: the editor stays open until
    /// then, so a failed save leaves the changes on screen.
    var pendingExit: PendingExit?
    /// A recovery copy was found and the person put off deciding (Esc): it is neither replaced
    /// nor removed while this editor is open.
    var keepsRecoveryCopy = false

    /// The selected card's tokens that can be focused: the sentence's, and the folded ones when open.
    var visibleTokens: [EditableToken] {
        guard let card = session.selectedCard else { return [] }
        return expanded.contains(card.row.actionID) && card.row.isCard ? card.tokens : card.sentenceTokens
    }

    var focusedToken: EditableToken? {
        let tokens = visibleTokens
        return tokens.isEmpty ? nil : tokens[min(tokenIndex, tokens.count - 1)]
    }

    /// Focuses a slot of the selected card (unfolding "Show More" if it is there).
    mutating func focus(slot: SlotID) {
        guard let card = session.selectedCard else { return }
        if card.moreTokens.contains(where: { $0.slot == slot }) { expanded.insert(card.row.actionID) }
        tokenIndex = visibleTokens.firstIndex { $0.slot == slot } ?? 0
    }
}

/// Where the editor goes after the save under way.
enum PendingExit: Equatable {
    /// Back to the library (Esc).
    case library
    /// Out of the program.
    case quit
}

/// What has the keys above the card list.
enum EditorOverlay {
    /// Typing a text, number, date or URL into a token.
    case field(FieldEditor)
    /// Choosing one of a token's options (an enum case, an entity, a setting).
    case choices(ChoiceEditor)
    /// Searching the action library to add an action.
    case actions(ActionSearch)
    /// Picking an entity or an enum case, searching as you type.
    case picker(EntityPicker)
    /// Choosing a variable for a token.
    case variables(VariableBrowser)
    /// Adding, editing, deleting and reordering a list parameter's items.
    case list(ListEditor)
    /// Deleting a block: keep its contents?
    case confirmDelete(Confirm)
    /// Quitting with unsaved changes: save them, discard them, or (Esc) stay.
    case confirmQuit(Confirm)
    /// A question with lettered answers: the file changed on disk, a recovery copy was found.
    case choice(ChoicePrompt)
    case help(HelpOverlay)
}

/// A token being typed into.
struct FieldEditor {
    /// The token's slot; `nil` for a field that is no slot of an action (the shortcut's name).
    var slot: SlotID?
    var title: String
    var kind: TokenKind
    var field: TextFieldState
    /// Why the text does not read as the token's kind, once Enter was pressed.
    var error: String?
    /// The field edits the shortcut's name rather than a token (`slot` is then unused).
    var renamesShortcut = false
    /// The numbers a number field accepts.
    var range: ParameterRange?
    /// Variables in the text: each stands in the field as one private-use character.
    var pills: [Character: FieldPill] = [:]

    /// The field's pills by character, as the text field draws them.
    var pillLabels: [Character: String] { pills.mapValues(\.label) }

    /// A character for a new pill, unused in the field so far.
    var nextPillCharacter: Character {
        var scalar = 0xE000
        while pills[Character(UnicodeScalar(scalar)!)] != nil { scalar += 1 }
        return Character(UnicodeScalar(scalar)!)
    }

    /// The typed text with its pills as text parts.
    var textParts: [TextPart] {
        var parts: [TextPart] = []
        var literal = ""
        for character in field.text {
            if let pill = pills[character] {
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                parts.append(.variable(pill.reference))
            } else {
                literal.append(character)
            }
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return parts
    }
}

/// A variable inside a text field.
struct FieldPill {
    var reference: VariableReference
    var label: String
}

/// A token's options in a menu.
struct ChoiceEditor {
    /// What choosing sets: a choice slot's option, or a value.
    enum Target {
        case option(String)
        case value(Value)
        /// The shortcut's icon (an SF Symbols name; nil for none).
        case icon(String?)
    }

    /// The token's slot; `nil` for a choice that is no slot of an action (the shortcut's icon).
    var slot: SlotID?
    var menu: Menu
    var targets: [Target]
}

/// The action library overlay: a query and the entries matching it.
struct ActionSearch {
    var query = TextFieldState()
    var results: [ActionLibrary.Entry]
    var list = ListState()
}

/// The variable picker overlay, drilled into `trail` (empty: the top level).
struct VariableBrowser {
    var slot: SlotID
    var picker: VariablePicker
    /// The text field the picker was opened from: the chosen variable goes in at its cursor.
    var returnTo: FieldEditor?
    var trail: [VariableCandidate] = []
    var list = ListState()

    var candidates: [VariableCandidate] { trail.last.map(picker.children(of:)) ?? picker.candidates }
}
