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

extension ListEditor: Layer {
    /// Opens on a list parameter's token: its items, the first highlighted.
    init(_ token: EditableToken, element: TokenKind) {
        let items: [Value] =
            switch token.value {
            case .list(let items)?: items
            case nil: []
            case let other?: [other]
            }
        self.init(
            slot: token.slot, title: token.title, element: element, items: items,
            list: ListState(selected: items.isEmpty ? nil : 0))
    }

    var context: Context { field == nil ? .list : .listItem }
    var contextsUnder: [Context] { field == nil ? [] : [.list] }
    var highlightedRow: Int? { list.selected }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> {
        guard field == nil else { return ContextKeymaps.listItem }
        return ContextKeymaps.list(hasSelection: list.selected.map { items.indices.contains($0) } ?? false)
    }

    func takesText(in host: ShortcutsApp) -> Bool { field != nil }

    /// A key for the list, or for the field of its item while one is typed.
    mutating func update(_ input: LayerEvent<Never>, host: inout ShortcutsApp) -> LayerStep<Never> {
        if let field { return typeItem(input, field, host: &host) }
        let selected = list.selected.flatMap { items.indices.contains($0) ? $0 : nil }
        let command: ListCommand
        switch input {
        case .command(.list(.edit), _) where selected == nil:
            // Enter on an empty list adds.
            command = .add
        case .command(.list(let resolved), _):
            command = resolved
        case .command(_, let event), .event(let event):
            let rows = items.map { ListItem(ListEditor.display($0, catalog: host.environment.catalog)) }
            _ = list.handle(
                event, items: rows,
                area: Layout.listEditor(in: Rect(host.screenSize), itemCount: items.count).dialog.list)
            return .stay()
        case .message: return .stay()
        }
        switch command {
        case .done:
            return .close()
        case .add:
            editing = nil
            startItem(nil, host: &host)
        case .edit:
            guard let selected else { return .stay() }
            let item = items[selected]
            let isAsked: Bool = if case .ask = item { true } else { false }
            if !item.variables.isEmpty || isAsked {
                host.notify(
                    "Item \(selected + 1) holds a variable: x deletes it, v on the card sets another", kind: .warning)
                return .stay()
            }
            editing = selected
            startItem(items[selected], host: &host)
        case .delete, .moveUp, .moveDown:
            let edit: RowEdit = command == .delete ? .delete : command == .moveUp ? .moveUp : .moveDown
            if edit.apply(to: &items, selection: &list) { apply(host: &host) }
        }
        return .stay()
    }

    /// Enter, Esc or typing in the field of the new item or the one being edited.
    private mutating func typeItem(
        _ input: LayerEvent<Never>, _ field: FieldEditor, host: inout ShortcutsApp
    ) -> LayerStep<Never> {
        var field = field
        switch input {
        case .command(.entry(.cancel), _):
            self.field = nil
        case .command(.entry(.accept), _):
            switch ShortcutsApp.parse(field.field.text, as: element) {
            case .success(let value?):
                self.field = nil
                commit(value, host: &host)
            case .success(nil):
                field.error = "Type the item, or Esc to cancel"
                self.field = field
            case .failure(let problem):
                field.error = problem.message
                self.field = field
            }
        case .command(_, let event), .event(let event):
            if field.field.handle(event) { field.error = nil }
            self.field = field
        case .message: break
        }
        return .stay()
    }

    /// Opens the field (or, for entity and enum items, the picker over the list) for a new
    /// item or the one being edited.
    private mutating func startItem(_ value: Value?, host: inout ShortcutsApp) {
        switch element {
        case .enumeration, .entity:
            // A list's new items can be several; an item being edited is one.
            let effects = host.openPicker(
                slot: slot, title: title, kind: element, handsDown: true, multiple: editing == nil)
            host.request(effects)
        case .boolean, .choice, .list:
            // Lists of these are rare enough that they go in through a variable.
            host.notify("Items of \(title) are set through a variable: Esc, then v", kind: .warning)
        default:
            field = FieldEditor(
                slot: slot, title: editing.map { "Item \($0 + 1)" } ?? "New item", kind: element,
                field: TextFieldState(
                    value.map { ListEditor.display($0, catalog: host.environment.catalog) } ?? "", selected: true))
        }
    }

    /// The items picked in the picker opened over the list go in.
    mutating func receive(_ handoff: Handoff, host: inout ShortcutsApp) -> LayerStep<Never> {
        guard case .picked(let chosen) = handoff else { return .stay() }
        for item in chosen { commit(item.value, host: &host) }
        host.notify(chosen.count == 1 ? "Added \(chosen[0].title)" : "Added \(chosen.count) items")
        return .stay()
    }

    /// Puts an item in the list: in place of the one being edited, or at the end.
    private mutating func commit(_ value: Value, host: inout ShortcutsApp) {
        if let index = editing, items.indices.contains(index) {
            items[index] = value
        } else {
            items.append(value)
            list.selected = items.count - 1
        }
        editing = nil
        apply(host: &host)
    }

    /// Puts the list in its slot: each change is one undo step.
    private func apply(host: inout ShortcutsApp) {
        host.editor?.session.setValue(items.isEmpty ? nil : .list(items), slot: slot)
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        ListEditorView(
            editor: self, catalog: host.environment.catalog, titles: host.editor?.session.entityTitles ?? [:]
        ).render(in: area, into: &buffer)
    }
}
