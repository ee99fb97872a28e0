import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

extension ShortcutsApp {
    /// Opens a dictionary parameter's key/value overlay. A variable in the slot is replaced once
    /// a key is added.
    func openDictionaryEditor(_ token: EditableToken, in screen: inout EditorScreen) -> [Effect<Message>] {
        let entries: [DictionaryEntry] = if case .dictionary(let entries)? = token.value { entries } else { [] }
        screen.overlay = .dictionary(
            DictionaryEditor(
                slot: token.slot, title: token.title, entries: entries,
                list: ListState(selected: entries.isEmpty ? nil : 0)))
        return []
    }

    /// A key for a dictionary's overlay (`.dictionary`) or its field (`.dictionaryEntry`).
    mutating func handleDictionary(
        _ context: Context, _ contextCommand: ContextCommand, _ event: InputEvent, _ editor: inout DictionaryEditor,
        in screen: inout EditorScreen
    ) -> [Effect<Message>] {
        var isClosing = false
        var handedOff = false
        defer { if !handedOff { screen.overlay = isClosing ? nil : .dictionary(editor) } }
        if context == .dictionaryEntry, let field = editor.field, let typing = editor.typing {
            typeInField(contextCommand, event, field, typing, &editor, in: &screen)
            return []
        }
        guard case .dictionary(let command) = contextCommand else {
            let rows = Self.rows(of: editor, catalog: environment.catalog)
            _ = editor.list.handle(
                event, items: rows, area: Layout.listEditor(in: Rect(screenSize), itemCount: rows.count).dialog.list)
            return []
        }
        let selected = editor.selected
        switch command {
        case .done:
            isClosing = true
        case .add:
            if editor.showsList {
                editor.shown.append(DictionaryEntry("", .string("")))
                editor.list.selected = editor.shown.count - 1
                startTyping(.value(editor.shown.count - 1), "", &editor)
                apply(editor, in: &screen)
            } else {
                startTyping(.newKey, "", &editor)
            }
        case .edit:
            guard let selected else {
                return handleDictionary(context, .dictionary(.add), event, &editor, in: &screen)
            }
            let entry = editor.shown[selected]
            switch entry.value {
            case .dictionary, .list:
                editor.path.append(entry.key)
                editor.list = ListState(selected: editor.shown.isEmpty ? nil : 0)
            case .boolean(let flag):
                editor.shown[selected].value = .boolean(!flag)
                apply(editor, in: &screen)
            case .text where entry.value.plainText != nil, .number:
                startTyping(
                    .value(selected), DictionaryEditor.display(entry.value, catalog: environment.catalog), &editor)
            default:
                return post("\(entry.key) holds a variable: v sets another, t changes its kind", kind: .warning)
            }
        case .rename:
            guard let selected else { return [] }
            guard !editor.showsList else { return post("List items have positions, not keys", kind: .warning) }
            startTyping(.rename(selected), editor.shown[selected].key, &editor)
        case .kind:
            guard let selected else { return [] }
            let kinds = DictionaryEditor.Kind.allCases
            let current = kinds.firstIndex(of: DictionaryEditor.Kind(editor.shown[selected].value)) ?? 0
            let next = kinds[(current + 1) % kinds.count]
            editor.shown[selected].value = next.empty
            apply(editor, in: &screen)
            return post("\(editor.shown[selected].key) is now \(next.title)")
        case .variable:
            guard selected != nil, let picker = screen.session.variablePicker(inside: editor.slot) else { return [] }
            handedOff = true
            screen.overlay = .variables(VariableBrowser(slot: editor.slot, picker: picker, returnToDictionary: editor))
        case .delete, .moveUp, .moveDown:
            let edit: RowEdit = command == .delete ? .delete : command == .moveUp ? .moveUp : .moveDown
            // `shown` is computed (the entries at the current path): edit a copy, then set it.
            var entries = editor.shown
            if edit.apply(to: &entries, selection: &editor.list) {
                editor.shown = entries
                apply(editor, in: &screen)
            }
        case .back:
            guard let key = editor.path.popLast() else { return [] }
            editor.list = ListState(selected: editor.shown.firstIndex { $0.key == key })
        }
        return []
    }

    /// Enter, Esc or typing in the field of a new key, a key's name or a value.
    private func typeInField(
        _ command: ContextCommand, _ event: InputEvent, _ field: FieldEditor, _ typing: DictionaryEditor.Typing,
        _ editor: inout DictionaryEditor, in screen: inout EditorScreen
    ) {
        var field = field
        switch command {
        case .entry(.cancel):
            editor.field = nil
            editor.typing = nil
        case .entry(.accept):
            let text = field.field.text
            switch typing {
            case .newKey, .rename:
                let renamed: Int? = if case .rename(let index) = typing { index } else { nil }
                if let problem = Self.keyProblem(text, in: editor.shown, except: renamed) {
                    field.error = problem
                    editor.field = field
                    return
                }
                if let renamed {
                    editor.shown[renamed].key = text
                    editor.field = nil
                    editor.typing = nil
                } else {
                    editor.shown.append(DictionaryEntry(text, .string("")))
                    editor.list.selected = editor.shown.count - 1
                    // Straight on to the new key's value.
                    startTyping(.value(editor.shown.count - 1), "", &editor)
                }
                apply(editor, in: &screen)
            case .value(let index):
                guard editor.shown.indices.contains(index) else { return }
                if case .number = editor.shown[index].value {
                    guard case .success(let value?) = Self.parse(text, as: .number) else {
                        field.error = "Enter a number, like 3 or 2.5"
                        editor.field = field
                        return
                    }
                    editor.shown[index].value = value
                } else {
                    editor.shown[index].value = .string(text)
                }
                editor.field = nil
                editor.typing = nil
                apply(editor, in: &screen)
            }
        default:
            if field.field.handle(event) { field.error = nil }
            editor.field = field
        }
    }

    private func startTyping(_ typing: DictionaryEditor.Typing, _ text: String, _ editor: inout DictionaryEditor) {
        let title: String =
            switch typing {
            case .newKey: "New key"
            case .rename(let index): "Rename \(editor.shown[index].key)"
            case .value(let index): editor.showsList ? "Item \(index + 1)" : editor.shown[index].key
            }
        editor.typing = typing
        editor.field = FieldEditor(
            slot: editor.slot, title: title, kind: .text, field: TextFieldState(text, selected: true))
    }

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

    /// Puts the dictionary in its slot: each change is one undo step.
    func apply(_ editor: DictionaryEditor, in screen: inout EditorScreen) {
        screen.session.setValue(.dictionary(editor.entries), slot: editor.slot)
    }
}
