import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// A list parameter's items in an overlay: add, edit, delete and reorder them. Every change is
/// applied to the card at once (so each is one undo step), and Esc closes the overlay.
struct ListEditor {
    var slot: SlotID
    var title: String
    /// The kind of each item.
    var element: TokenKind
    var items: [Value]
    var list = ListState()
    /// The item being typed: `editing` is its index, nil for a new one at the end.
    var field: FieldEditor?
    var editing: Int?

    /// An item as the list shows it (and as its field starts); entities by their title when
    /// `titles` (by type, then ID) has it.
    static func display(_ value: Value, catalog: Catalog, titles: EntityTitles = [:]) -> String {
        switch value {
        case .number(let number): ShortcutsApp.format(number)
        case .date(let date): IntentValueText.title(of: date)
        case .url(let url): url.absoluteString
        case .measurement(let m): m.description
        case .file(let file): file.summary
        case .currency(let c): c.description
        case .person(let person): person.description
        case .boolean(let flag): flag ? "true" : "false"
        case .enumCase(let raw): raw
        case .entity(let type, let id): titles.title(type: type, id: id) ?? "\(catalog.typeName(type)) \(id)"
        case .variable: "⟦variable⟧"
        case .ask: "Ask Each Time"
        case .list(let items): items.map { display($0, catalog: catalog, titles: titles) }.joined(separator: ", ")
        case .dictionary(let entries):
            "{"
                + entries.map { "\($0.key): \(display($0.value, catalog: catalog, titles: titles))" }.joined(
                    separator: ", ")
                + "}"
        case .text: value.plainText ?? "⟦text with variables⟧"
        }
    }
}

extension ShortcutsApp {
    func openListEditor(_ token: EditableToken, element: TokenKind, in screen: inout EditorScreen) -> [Effect<Message>]
    {
        let items: [Value] =
            switch token.value {
            case .list(let items)?: items
            case nil: []
            case let other?: [other]
            }
        screen.overlay = .list(
            ListEditor(
                slot: token.slot, title: token.title, element: element, items: items,
                list: ListState(selected: items.isEmpty ? nil : 0)))
        return []
    }

    /// A key for a list parameter's overlay (`.list`) or the field of its item (`.listItem`).
    mutating func handleList(
        _ context: Context, _ contextCommand: ContextCommand, _ event: InputEvent, _ editor: inout ListEditor,
        in screen: inout EditorScreen
    ) -> [Effect<Message>] {
        var isClosing = false
        var handedOff = false
        defer { if !handedOff { screen.overlay = isClosing ? nil : .list(editor) } }
        if context == .listItem, var field = editor.field {
            switch contextCommand {
            case .entry(.cancel):
                editor.field = nil
            case .entry(.accept):
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
        let command: ListCommand
        switch contextCommand {
        case .list(.edit) where selected == nil:
            // Enter on an empty list adds.
            command = .add
        case .list(let resolved):
            command = resolved
        default:
            let rows = editor.items.map { ListItem(ListEditor.display($0, catalog: environment.catalog)) }
            _ = editor.list.handle(
                event, items: rows,
                area: Layout.listEditor(in: Rect(screenSize), itemCount: editor.items.count).dialog.list)
            return []
        }
        switch command {
        case .done:
            isClosing = true
        case .add:
            editor.editing = nil
            return startItem(nil, &editor, in: &screen, handingOff: &handedOff)
        case .edit:
            guard let selected else { return [] }
            let item = editor.items[selected]
            let isAsked: Bool = if case .ask = item { true } else { false }
            if !item.variables.isEmpty || isAsked {
                return post(
                    "Item \(selected + 1) holds a variable: x deletes it, v on the card sets another", kind: .warning)
            }
            editor.editing = selected
            return startItem(editor.items[selected], &editor, in: &screen, handingOff: &handedOff)
        case .delete, .moveUp, .moveDown:
            let edit: RowEdit = command == .delete ? .delete : command == .moveUp ? .moveUp : .moveDown
            if edit.apply(to: &editor.items, selection: &editor.list) { apply(editor, in: &screen) }
        }
        return []
    }

    /// Opens the field (or, for entity and enum items, the picker) for a new item or the one
    /// being edited. The picker takes the overlay's place and comes back to the list after, so
    /// `handingOff` tells the caller not to put the list back.
    private mutating func startItem(
        _ value: Value?, _ editor: inout ListEditor, in screen: inout EditorScreen,
        handingOff: inout Bool
    ) -> [Effect<Message>] {
        switch editor.element {
        case .enumeration, .entity:
            let effects = openPicker(
                slot: editor.slot, title: editor.title, kind: editor.element, returnTo: editor, in: &screen)
            handingOff = screen.overlay.map { if case .picker = $0 { true } else { false } } ?? false
            return effects
        case .boolean, .choice, .list:
            // Lists of these are rare enough that they go in through a variable.
            return post("Items of \(editor.title) are set through a variable: Esc, then v", kind: .warning)
        default:
            editor.field = FieldEditor(
                slot: editor.slot, title: editor.editing == nil ? "New item" : "Item \(editor.editing! + 1)",
                kind: editor.element,
                field: TextFieldState(
                    value.map { ListEditor.display($0, catalog: environment.catalog) } ?? "", selected: true))
        }
        return []
    }

    /// Puts an item in the list: in place of the one being edited, or at the end.
    func commit(_ value: Value, into editor: inout ListEditor, in screen: inout EditorScreen) {
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
