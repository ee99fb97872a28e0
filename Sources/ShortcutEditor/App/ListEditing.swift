import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// A list parameter's items in an overlay: add, edit, delete and reorder them. Every change is
/// applied to the card at once (so each is one undo step), and Esc closes the overlay.
struct ListEditor {
    var slot: String
    var title: String
    /// The kind of each item.
    var element: TokenKind
    var items: [Value]
    var list = ListState()
    /// The item being typed: `editing` is its index, nil for a new one at the end.
    var field: FieldEditor?
    var editing: Int?
    /// An enum item being chosen (for a list of enum cases).
    var choices: ChoiceEditor?

    /// An item as the list shows it (and as its field starts).
    static func display(_ value: Value, catalog: Catalog) -> String {
        switch value {
        case .number(let number): ShortcutsApp.format(number)
        case .date(let date): IntentValueText.title(of: date)
        case .url(let url): url.absoluteString
        case .boolean(let flag): flag ? "true" : "false"
        case .enumCase(let raw): raw
        case .entity(let type, let id): "\(catalog.typeName(type)) \(id)"
        case .variable: "⟦variable⟧"
        case .ask: "Ask Each Time"
        case .list(let items): items.map { display($0, catalog: catalog) }.joined(separator: ", ")
        case .text: value.plainText ?? "⟦text with variables⟧"
        }
    }
}

extension ShortcutsApp {
    func openListEditor(_ token: EditableToken, element: TokenKind, in screen: inout EditorScreen) -> [Effect<Message>] {
        let items: [Value] = switch token.value {
        case .list(let items)?: items
        case nil: []
        case let other?: [other]
        }
        screen.overlay = .list(ListEditor(slot: token.slot, title: token.title, element: element, items: items,
                                          list: ListState(selected: items.isEmpty ? nil : 0)))
        return []
    }

    mutating func handleList(_ event: InputEvent, _ editor: inout ListEditor, in screen: inout EditorScreen) -> [Effect<Message>] {
        var isClosing = false
        defer { screen.overlay = isClosing ? nil : .list(editor) }
        let bounds = Rect(x: 0, y: 0, width: 200, height: 60)
        if var choices = editor.choices {
            switch choices.menu.handle(event, in: bounds) {
            case .chose(let index)?:
                editor.choices = nil
                if case .value(let value) = choices.targets[index] { commit(value, into: &editor, in: &screen) }
            case .cancelled?: editor.choices = nil
            default: editor.choices = choices
            }
            return []
        }
        if var field = editor.field {
            switch event.key {
            case .escape?:
                editor.field = nil
            case .enter?:
                switch Self.parse(field.field.text, as: editor.element) {
                case .success(let value?):
                    editor.field = nil
                    commit(value, into: &editor, in: &screen)
                case .success(nil):
                    field.error = "Type the item, or Esc to cancel"
                    editor.field = field
                case .failure(let problem):
                    field.error = problem.message
                    editor.field = field
                }
            default:
                if field.field.handle(event) { field.error = nil }
                editor.field = field
            }
            return []
        }
        let selected = editor.list.selected.flatMap { editor.items.indices.contains($0) ? $0 : nil }
        guard let key = event.key else { return [] }
        let command: ListCommand
        switch ListKeymap.keymap(hasSelection: selected != nil).resolve(key) {
        case .message(let resolved): command = resolved
        case .disabled(let reason, _):
            // Enter on an empty list adds; other keys say why they do nothing.
            guard key == .enter else { return post(reason, kind: .warning) }
            command = .add
        case .unbound:
            let rows = editor.items.map { ListItem(ListEditor.display($0, catalog: environment.catalog)) }
            _ = editor.list.handle(event, items: rows, area: Rect(x: 0, y: 0, width: 60, height: 12))
            return []
        }
        switch command {
        case .done:
            isClosing = true
        case .add:
            editor.editing = nil
            return startItem(nil, &editor)
        case .edit:
            guard let selected else { return [] }
            let item = editor.items[selected]
            let isAsked: Bool = if case .ask = item { true } else { false }
            if !item.variables.isEmpty || isAsked {
                return post("Item \(selected + 1) holds a variable: x deletes it, v on the card sets another", kind: .warning)
            }
            editor.editing = selected
            return startItem(editor.items[selected], &editor)
        case .delete:
            guard let selected else { return [] }
            editor.items.remove(at: selected)
            editor.list.selected = editor.items.isEmpty ? nil : min(selected, editor.items.count - 1)
            apply(editor, in: &screen)
        case .moveUp:
            guard let selected, selected > 0 else { return [] }
            editor.items.swapAt(selected, selected - 1)
            editor.list.selected = selected - 1
            apply(editor, in: &screen)
        case .moveDown:
            guard let selected, selected + 1 < editor.items.count else { return [] }
            editor.items.swapAt(selected, selected + 1)
            editor.list.selected = selected + 1
            apply(editor, in: &screen)
        }
        return []
    }

    /// Opens the field (or, for enum items, the menu) for a new item or the one being edited.
    private mutating func startItem(_ value: Value?, _ editor: inout ListEditor) -> [Effect<Message>] {
        switch editor.element {
        case .enumeration(let id):
            guard let cases = environment.catalog.enumeration(id)?.metadata.cases, !cases.isEmpty else { return [] }
            let current = cases.firstIndex { value == .enumCase($0.value) } ?? 0
            editor.choices = ChoiceEditor(slot: editor.slot, menu: Menu(title: editor.title, items: cases.map { Menu.Item($0.title) }, selected: current),
                                          targets: cases.map { .value(.enumCase($0.value)) })
        case .entity(let type):
            return lookUpEntities(type, slot: editor.slot, title: editor.title)
        case .boolean, .choice, .list:
            // Lists of these are rare enough that they go in through a variable.
            return post("Items of \(editor.title) are set through a variable: Esc, then v", kind: .warning)
        default:
            editor.field = FieldEditor(slot: editor.slot, title: editor.editing == nil ? "New item" : "Item \(editor.editing! + 1)",
                                       kind: editor.element, field: TextFieldState(value.map { ListEditor.display($0, catalog: environment.catalog) } ?? ""))
        }
        return []
    }

    private func commit(_ value: Value, into editor: inout ListEditor, in screen: inout EditorScreen) {
        if let index = editor.editing, editor.items.indices.contains(index) {
            editor.items[index] = value
        } else {
            editor.items.append(value)
            editor.list.selected = editor.items.count - 1
        }
        editor.editing = nil
        apply(editor, in: &screen)
    }

    private func apply(_ editor: ListEditor, in screen: inout EditorScreen) {
        screen.session.setValue(editor.items.isEmpty ? nil : .list(editor.items), slot: editor.slot)
    }
}
