import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

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
    /// The field's own check of typed text (a regular expression must compile; an expression
    /// must parse): why the text is refused, `nil` when it is fine. Its problem shows under
    /// the field while typing, and Enter does not set text it refuses. `nil`: any text will do.
    /// Built-in actions' members declare it as a `FieldCheck`, which the validator runs too.
    var check: (@Sendable (String) -> String?)?

    /// What ``check`` says of the typed text, as a sentence naming the field ("Pattern is not
    /// a valid regular expression: expected ')'"). Text with variables in it is checked when
    /// the shortcut runs, as the validator does.
    var checkProblem: String? {
        guard pills.isEmpty, !field.text.isEmpty, let problem = check?(field.text) else { return nil }
        return "\(title) \(problem)"
    }

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
