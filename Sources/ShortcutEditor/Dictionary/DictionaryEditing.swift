import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

extension DictionaryEditor: Layer {
    /// Opens on a dictionary parameter's token. A variable in the slot is replaced once a key is added.
    init(_ token: EditableToken) {
        let entries: [DictionaryEntry] = if case .dictionary(let entries)? = token.value { entries } else { [] }
        self.init(
            slot: token.slot, title: token.title, entries: entries, list: ListState(selected: entries.isEmpty ? nil : 0)
        )
    }

    var context: Context { field == nil ? .dictionary : .dictionaryEntry }
    var contextsUnder: [Context] { field == nil ? [] : [.dictionary] }
    var highlightedRow: Int? { list.selected }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> {
        guard field == nil else { return ContextKeymaps.dictionaryEntry }
        return ContextKeymaps.dictionary(hasSelection: selected != nil, isNested: !path.isEmpty)
    }

    func takesText(in host: ShortcutsApp) -> Bool { field != nil }

    /// A key for the dictionary, or for its field while a key or a value is typed.
    mutating func update(_ input: LayerEvent<Never>, host: inout ShortcutsApp) -> LayerStep<Never> {
        if let field, let typing {
            typeInField(input, field, typing, host: &host)
            return .stay()
        }
        guard case .command(.dictionary(let command), _) = input else {
            guard let event = input.event else { return .stay() }
            let rows = ShortcutsApp.rows(of: self, catalog: host.environment.catalog)
            _ = list.handle(
                event, items: rows,
                area: Layout.listEditor(in: Rect(host.screenSize), itemCount: rows.count).dialog.list)
            return .stay()
        }
        return run(command, host: &host)
    }

    private mutating func run(_ command: DictionaryCommand, host: inout ShortcutsApp) -> LayerStep<Never> {
        let catalog = host.environment.catalog
        switch command {
        case .done:
            return .close()
        case .add:
            if showsList {
                shown.append(DictionaryEntry("", .string("")))
                list.selected = shown.count - 1
                startTyping(.value(shown.count - 1), "")
                apply(host: &host)
            } else {
                startTyping(.newKey, "")
            }
        case .edit:
            guard let selected else { return run(.add, host: &host) }
            let entry = shown[selected]
            switch entry.value {
            case .dictionary, .list:
                path.append(entry.key)
                list = ListState(selected: shown.isEmpty ? nil : 0)
            case .boolean(let flag):
                shown[selected].value = .boolean(!flag)
                apply(host: &host)
            case .text where entry.value.plainText != nil, .number:
                startTyping(.value(selected), DictionaryEditor.display(entry.value, catalog: catalog))
            default:
                host.notify("\(entry.key) holds a variable: v sets another, t changes its kind", kind: .warning)
            }
        case .rename:
            guard let selected else { return .stay() }
            guard !showsList else {
                host.notify("List items have positions, not keys", kind: .warning)
                return .stay()
            }
            startTyping(.rename(selected), shown[selected].key)
        case .kind:
            guard let selected else { return .stay() }
            let kinds = DictionaryEditor.Kind.allCases
            let current = kinds.firstIndex(of: DictionaryEditor.Kind(shown[selected].value)) ?? 0
            let next = kinds[(current + 1) % kinds.count]
            shown[selected].value = next.empty
            apply(host: &host)
            host.notify("\(shown[selected].key) is now \(next.title)")
        case .variable:
            guard selected != nil, let picker = host.editor?.session.variablePicker(inside: slot) else {
                return .stay()
            }
            return .open(AnyLayer(VariableBrowser(slot: slot, picker: picker, handsDown: true)))
        case .delete, .moveUp, .moveDown:
            let edit: RowEdit = command == .delete ? .delete : command == .moveUp ? .moveUp : .moveDown
            // `shown` is computed (the entries at the current path): edit a copy, then set it.
            var entries = shown
            if edit.apply(to: &entries, selection: &list) {
                shown = entries
                apply(host: &host)
            }
        case .back:
            guard let key = path.popLast() else { return .stay() }
            list = ListState(selected: shown.firstIndex { $0.key == key })
        }
        return .stay()
    }

    /// The variable chosen in the picker opened over the dictionary becomes the selected value.
    mutating func receive(_ handoff: Handoff, host: inout ShortcutsApp) -> LayerStep<Never> {
        guard case .variable(let chosen) = handoff, let index = selected else { return .stay() }
        shown[index].value = chosen.value
        apply(host: &host)
        return .stay()
    }

    /// Enter, Esc or typing in the field of a new key, a key's name or a value.
    private mutating func typeInField(
        _ input: LayerEvent<Never>, _ field: FieldEditor, _ typing: DictionaryEditor.Typing,
        host: inout ShortcutsApp
    ) {
        var field = field
        switch input {
        case .command(.entry(.cancel), _):
            self.field = nil
            self.typing = nil
        case .command(.entry(.accept), _):
            let text = field.field.text
            switch typing {
            case .newKey, .rename:
                let renamed: Int? = if case .rename(let index) = typing { index } else { nil }
                if let problem = ShortcutsApp.keyProblem(text, in: shown, except: renamed) {
                    field.error = problem
                    self.field = field
                    return
                }
                if let renamed {
                    shown[renamed].key = text
                    self.field = nil
                    self.typing = nil
                } else {
                    shown.append(DictionaryEntry(text, .string("")))
                    list.selected = shown.count - 1
                    // Straight on to the new key's value.
                    startTyping(.value(shown.count - 1), "")
                }
                apply(host: &host)
            case .value(let index):
                guard shown.indices.contains(index) else { return }
                if case .number = shown[index].value {
                    guard case .success(let value?) = ShortcutsApp.parse(text, as: .number) else {
                        field.error = "Enter a number, like 3 or 2.5"
                        self.field = field
                        return
                    }
                    shown[index].value = value
                } else {
                    shown[index].value = .string(text)
                }
                self.field = nil
                self.typing = nil
                apply(host: &host)
            }
        case .command(_, let event), .event(let event):
            if field.field.handle(event) { field.error = nil }
            self.field = field
        case .message: break
        }
    }

    private mutating func startTyping(_ typing: DictionaryEditor.Typing, _ text: String) {
        let title: String =
            switch typing {
            case .newKey: "New key"
            case .rename(let index): "Rename \(shown[index].key)"
            case .value(let index): showsList ? "Item \(index + 1)" : shown[index].key
            }
        self.typing = typing
        field = FieldEditor(slot: slot, title: title, kind: .text, field: TextFieldState(text, selected: true))
    }

    /// Puts the dictionary in its slot: each change is one undo step.
    private func apply(host: inout ShortcutsApp) {
        host.editor?.session.setValue(.dictionary(entries), slot: slot)
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        DictionaryEditorView(
            editor: self, catalog: host.environment.catalog, titles: host.editor?.session.entityTitles ?? [:]
        ).render(in: area, into: &buffer)
    }
}

extension ShortcutsApp {
    /// Why `key` cannot be a key here, or `nil`.
    static func keyProblem(_ key: String, in entries: [DictionaryEntry], except index: Int?) -> String? {
        if key.isEmpty { return "Type a key, or Esc to cancel" }
        if let other = entries.firstIndex(where: { $0.key == key }), other != index {
            return "“\(key)” is already a key of this dictionary"
        }
        return nil
    }

    /// The overlay's rows: "title: Dune", or "1. Dune" in a list.
    static func rows(of editor: DictionaryEditor, catalog: Catalog, titles: EntityTitles = [:]) -> [ListItem] {
        editor.shown.enumerated().map { index, entry in
            let value = DictionaryEditor.display(entry.value, catalog: catalog, titles: titles)
            return ListItem(editor.showsList ? "\(index + 1). \(value)" : "\(entry.key): \(value)")
        }
    }
}
