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

    /// Whether Ctrl-V inserts a variable: only a text token's field takes one.
    var takesVariables: Bool { kind == .text && !renamesShortcut }
    /// Whether Ctrl-T opens a unit menu: only an amount's field has one.
    var takesUnits: Bool { if case .measurement = kind { true } else { false } }
    /// The numbers a number field accepts.
    var range: ParameterRange?
    /// Variables in the text: each stands in the field as one private-use character.
    var pills: [Character: FieldPill] = [:]
    /// What is wrong with the value as typed so far (a syntax error and its column), from the
    /// slot's own check (`BuiltInMember.check`); `nil` for a slot without one.
    var check: (@Sendable (Value) -> String?)? = nil
    /// The check's answer for the text as it is now: shown under the field while typing.
    private(set) var problem: String?

    /// Asks the slot's check about the text as it is now; called after each edit.
    mutating func recheck() {
        problem = check?(.text(textParts))
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
