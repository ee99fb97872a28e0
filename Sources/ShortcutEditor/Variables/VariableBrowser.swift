import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// The variable picker overlay, drilled into `trail` (empty: the top level).
struct VariableBrowser {
    var slot: SlotID
    var picker: VariablePicker
    /// The text field the picker was opened from: the chosen variable goes in at its cursor.
    var returnTo: FieldEditor?
    /// The dictionary overlay the picker was opened from: the chosen variable becomes the
    /// selected key's value.
    var returnToDictionary: DictionaryEditor?
    /// The key being typed for a dictionary whose keys are known only when it runs, and that
    /// dictionary's candidate.
    var keyField: TextFieldState?
    var keyOf: VariableCandidate?
    var trail: [VariableCandidate] = []
    var list = ListState()

    var candidates: [VariableCandidate] { trail.last.map(picker.children(of:)) ?? picker.candidates }
}

extension VariableCandidate {
    /// Whether → types a key to read: a dictionary whose keys are known only when it runs.
    var takesTypedKey: Bool { reference != nil && type == .dictionary && !hasChildren }
}

extension ShortcutsApp {
    /// Enter, Esc or typing in the key field of the variable picker: Enter picks the value for
    /// the typed key ("Dictionary › name"), as Enter on a listed variable does.
    mutating func handleVariableKey(
        _ command: ContextCommand, _ event: InputEvent, _ browser: inout VariableBrowser,
        in screen: inout EditorScreen
    ) -> [Effect<Message>] {
        guard var field = browser.keyField, let parent = browser.keyOf, let reference = parent.reference else {
            return []
        }
        switch command {
        case .entry(.cancel):
            browser.keyField = nil
            browser.keyOf = nil
        case .entry(.accept):
            let key = field.text
            guard !key.isEmpty else { return post("Type the key to read, or Esc", kind: .warning) }
            browser.keyField = nil
            browser.keyOf = nil
            let child = VariableReference(reference.source, path: reference.path + [.key(key)])
            let names = SentenceBuilder(catalog: environment.catalog, document: screen.session.shortcut)
            // The value's type is known only when it runs, so it fits any slot.
            let candidate = VariableCandidate(
                source: parent.source, reference: child, title: names.variableName(child), label: key, type: nil)
            return pick(candidate, browser, in: &screen)
        default:
            _ = field.handle(event)
            browser.keyField = field
        }
        screen.overlay = .variables(browser)
        return []
    }

    /// Puts a variable that fits where the picker was opened from: at the field's cursor, as the
    /// dictionary overlay's selected value, or in the slot.
    mutating func pick(_ selected: VariableCandidate, _ browser: VariableBrowser, in screen: inout EditorScreen)
        -> [Effect<Message>]
    {
        if var field = browser.returnTo, case .variable(let reference) = selected.value {
            let character = field.nextPillCharacter
            field.pills[character] = FieldPill(reference: reference, label: selected.title)
            field.field.editor.insert(String(character))
            field.recheck()
            screen.overlay = .field(field)
            return []
        }
        if var dictionary = browser.returnToDictionary, let index = dictionary.selected {
            dictionary.shown[index].value = selected.value
            apply(dictionary, in: &screen)
            screen.overlay = .dictionary(dictionary)
            return []
        }
        screen.overlay = nil
        screen.session.setValue(selected.value, slot: browser.slot)
        return post("Set \(selected.title)")
    }

    /// A key (or a click) for the variable picker.
    mutating func handleVariables(
        _ command: ContextCommand, _ event: InputEvent, _ browser: inout VariableBrowser,
        in screen: inout EditorScreen
    ) -> [Effect<Message>] {
        let candidates = browser.candidates
        let selected = browser.list.selected.flatMap { candidates.indices.contains($0) ? candidates[$0] : nil }
        switch command {
        case .entry(.cancel):
            screen.overlay = browser.returnTo.map { .field($0) } ?? browser.returnToDictionary.map { .dictionary($0) }
            return []
        case .entry(.out):
            if !browser.trail.isEmpty {
                browser.trail.removeLast()
                browser.list = ListState()
            }
        case .entry(.into):
            if let selected, selected.takesTypedKey {
                browser.keyField = TextFieldState("")
                browser.keyOf = selected
            } else if let selected, selected.hasChildren {
                browser.trail.append(selected)
                browser.list = ListState()
            }
        case .entry(.accept):
            guard let selected else { return [] }
            if selected.fits { return pick(selected, browser, in: &screen) }
            if selected.hasChildren {
                browser.trail.append(selected)
                browser.list = ListState()
            }
        default:
            let items = candidates.map { ListItem($0.label) }
            // A click on the highlighted row picks it, as Enter does.
            if case .activated? = browser.list.handle(
                event, items: items, area: Layout.variables(in: Rect(screenSize)).list)
            {
                screen.overlay = .variables(browser)
                return handleVariables(.entry(.accept), .key(.enter), &browser, in: &screen)
            }
        }
        screen.overlay = .variables(browser)
        return []
    }
}
