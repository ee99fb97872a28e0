import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// The variable picker, drilled into `trail` (empty: the top level).
struct VariableBrowser {
    var slot: SlotID
    var picker: VariablePicker
    /// The chosen variable goes to the layer under the picker (the field it goes in at the
    /// cursor of, the dictionary whose selected value it becomes) rather than into the slot.
    var handsDown = false
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

extension VariableBrowser: Layer {
    var context: Context { keyField == nil ? .variables : .variableKey }
    var contextsUnder: [Context] { keyField == nil ? [] : [.variables] }
    var highlightedRow: Int? { list.selected }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> {
        if keyField != nil { return ContextKeymaps.variableKey }
        // Once `/` opened the list's filter, characters go into it.
        var keymap = ContextKeymaps.variables
        if list.isFiltering { keymap.bindings.append(WidgetKeys.anyCharacter) }
        return keymap
    }

    func takesText(in host: ShortcutsApp) -> Bool { keyField != nil || list.isFiltering }

    mutating func update(_ input: LayerEvent<Never>, host: inout ShortcutsApp) -> LayerStep<Never> {
        if keyField != nil { return typeKey(input, host: &host) }
        let candidates = candidates
        let selected = list.selected.flatMap { candidates.indices.contains($0) ? candidates[$0] : nil }
        switch input {
        case .command(.entry(.cancel), _): return .close()
        case .command(.entry(.out), _):
            if !trail.isEmpty {
                trail.removeLast()
                list = ListState()
            }
        case .command(.entry(.into), _):
            if let selected, selected.takesTypedKey {
                keyField = TextFieldState("")
                keyOf = selected
            } else if let selected, selected.hasChildren {
                trail.append(selected)
                list = ListState()
            }
        case .command(.entry(.accept), _):
            guard let selected else { return .stay() }
            if selected.fits { return pick(selected, host: &host) }
            if selected.hasChildren {
                trail.append(selected)
                list = ListState()
            }
        case .command(_, let event), .event(let event):
            let items = candidates.map { ListItem($0.label) }
            // A click on the highlighted row picks it, as Enter does.
            if case .activated? = list.handle(
                event, items: items, area: Layout.variables(in: Rect(host.screenSize)).list)
            {
                return update(.command(.entry(.accept), .key(.enter)), host: &host)
            }
        case .message: break
        }
        return .stay()
    }

    /// Enter, Esc or typing in the key field: Enter picks the value for the typed key
    /// ("Dictionary › name"), as Enter on a listed variable does.
    private mutating func typeKey(_ input: LayerEvent<Never>, host: inout ShortcutsApp)
        -> LayerStep<Never>
    {
        guard var field = keyField, let parent = keyOf, let reference = parent.reference else { return .stay() }
        switch input {
        case .command(.entry(.cancel), _):
            keyField = nil
            keyOf = nil
        case .command(.entry(.accept), _):
            let key = field.text
            guard !key.isEmpty else {
                host.notify("Type the key to read, or Esc", kind: .warning)
                return .stay()
            }
            keyField = nil
            keyOf = nil
            let child = VariableReference(reference.source, path: reference.path + [.key(key)])
            guard let document = host.editor?.session.shortcut else { return .close() }
            let names = SentenceBuilder(catalog: host.environment.catalog, document: document)
            // The value's type is known only when it runs, so it fits any slot.
            let candidate = VariableCandidate(
                source: parent.source, reference: child, title: names.variableName(child), label: key, type: nil)
            return pick(candidate, host: &host)
        case .command(_, let event), .event(let event):
            _ = field.handle(event)
            keyField = field
        case .message: break
        }
        return .stay()
    }

    /// Puts a variable that fits where the picker was opened from: handed to the layer under
    /// it, or in the slot.
    private func pick(_ selected: VariableCandidate, host: inout ShortcutsApp) -> LayerStep<Never> {
        if handsDown {
            host.handDown(.variable(selected))
            return .close()
        }
        host.editor?.session.setValue(selected.value, slot: slot)
        host.notify("Set \(selected.title)")
        return .close()
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        VariableBrowserView(browser: self).render(in: area, into: &buffer)
    }
}
