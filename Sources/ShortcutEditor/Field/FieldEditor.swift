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

extension FieldEditor: Layer {
    var context: Context { .field }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> {
        ContextKeymaps.field(takesVariables: takesVariables, takesUnits: takesUnits)
    }

    func takesText(in host: ShortcutsApp) -> Bool { true }

    /// Enter sets the token from what is typed (or says why it cannot), Esc cancels, Ctrl-V
    /// opens the variable picker over the field, Ctrl-T the unit menu in its place.
    mutating func update(_ input: LayerEvent<Never>, host: inout ShortcutsApp) -> LayerStep<Never> {
        switch input {
        case .command(.entry(.cancel), _): return .close()
        case .command(.entry(.accept), _): return accept(host: &host)
        case .command(.entry(.chooseUnit), _):
            if let choice = ShortcutsApp.unitChoice(for: &self) {
                // The unit menu sets the amount itself: it takes the field's place.
                return .replace(with: AnyLayer(choice))
            }
        case .command(.entry(.insertVariable), _):
            // A variable at the cursor: the picker hands it back here.
            guard let slot, let picker = host.editor?.session.variablePicker(slot: slot) else {
                error = "No variable can go here"
                return .stay()
            }
            return .open(AnyLayer(VariableBrowser(slot: slot, picker: picker, handsDown: true)))
        case .command(_, let event), .event(let event):
            if field.handle(event) {
                error = nil
                recheck()
            }
        case .message: break
        }
        return .stay()
    }

    /// Sets what is typed: the shortcut's name, or the token's value read as its kind.
    private mutating func accept(host: inout ShortcutsApp) -> LayerStep<Never> {
        let text = field.text
        if renamesShortcut {
            let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else {
                error = "A shortcut needs a name"
                return .stay()
            }
            // As the library's rename: a name is how `shortcuts run NAME` finds a shortcut.
            let file = host.editor?.session.fileURL?.standardizedFileURL
            if host.library.model.items.contains(where: {
                $0.url.standardizedFileURL != file && $0.name.caseInsensitiveCompare(name) == .orderedSame
            }) {
                error = "Another shortcut is already called \(name)"
                return .stay()
            }
            host.editor?.session.rename(text)
            return .close()
        }
        guard let slot else { return .close() }
        if case .plainText = kind {
            host.editor?.session.setText(text, slot: slot)
            return .close()
        }
        if !pills.isEmpty, kind == .text {
            let parts = textParts
            host.editor?.session.setValue(parts.isEmpty ? nil : .text(parts), slot: slot)
            return .close()
        }
        switch ShortcutsApp.parse(text, as: kind, range: range) {
        case .success(let value):
            host.editor?.session.setValue(value, slot: slot)
            return .close()
        case .failure(let problem):
            error = problem.message
            return .stay()
        }
    }

    /// The variable chosen in the picker opened over the field goes in at the cursor.
    mutating func receive(_ handoff: Handoff, host: inout ShortcutsApp) -> LayerStep<Never> {
        guard case .variable(let chosen) = handoff, case .variable(let reference) = chosen.value else { return .stay() }
        let character = nextPillCharacter
        pills[character] = FieldPill(reference: reference, label: chosen.title)
        field.editor.insert(String(character))
        recheck()
        return .stay()
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        FieldView(editor: self).render(in: area, into: &buffer)
    }
}
