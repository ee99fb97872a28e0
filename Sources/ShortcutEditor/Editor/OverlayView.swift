import ShortcutKit
import TerminalUI

/// Draws the editor's overlay: a token's field or menu, the action library, the variable
/// picker, a confirmation, or the help.
struct OverlayView {
    var overlay: EditorOverlay
    /// For the type names of list items.
    var catalog: Catalog
    /// Entity titles by type and ID, for list items.
    var titles: [String: [String: String]] = [:]
    /// The loop's clock, for the picker's spinner.
    var now: ContinuousClock.Instant = .now

    func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        switch overlay {
        case .help(let help): help.render(in: bounds, into: &buffer)
        case .confirmDelete(let confirm), .confirmQuit(let confirm): confirm.render(in: bounds, into: &buffer)
        case .choice(let prompt): prompt.dialog.render(in: bounds, into: &buffer)
        case .choices(let choices): choices.menu.render(in: bounds, into: &buffer)
        case .field(let editor):
            let frame = bounds.centered(Size(width: min(bounds.width - 4, 60), height: 5))
            let inner = Box(title: editor.title, style: .focusBorder, fill: .dialog).render(in: frame, into: &buffer)
            TextField(editor.field, placeholder: editor.title, isFocused: true, pills: editor.pillLabels).render(in: inner.row(0), into: &buffer)
            if let error = editor.error {
                buffer.write(TextLayout.truncate(error, to: inner.width), at: Point(x: inner.x, y: inner.y + 2), style: .error)
            } else {
                let hint = editor.kind == .text && !editor.renamesShortcut ? "Enter to set · ^V insert a variable · Esc to cancel" : "Enter to set · Esc to cancel"
                buffer.write(hint, at: Point(x: inner.x, y: inner.y + 2), style: .muted, limit: inner.maxX)
            }
        case .actions(let search):
            let layout = Layout.actionSearch(in: bounds)
            _ = SearchPanel(title: "Add Action", query: search.query, placeholder: "search actions").render(in: layout.frame, into: &buffer)
            let items = search.results.map { ListItem("\(Glyphs.glyph($0.icon)) \($0.title)", detail: $0.detail) }
            ListView(items: items, state: search.list, isFocused: true, emptyText: "No action matches").render(in: layout.list, into: &buffer)
        case .list(let editor):
            let (dialog, fieldRow, hint) = Layout.listEditor(in: bounds, itemCount: editor.items.count)
            Box(title: editor.title, style: .focusBorder, fill: .dialog).render(in: dialog.frame, into: &buffer)
            let items = editor.items.enumerated().map { ListItem("\($0.offset + 1). \(ListEditor.display($0.element, catalog: catalog, titles: titles))") }
            ListView(items: items, state: editor.list, isFocused: editor.field == nil, emptyText: "No items: press a to add one")
                .render(in: dialog.list, into: &buffer)
            if let field = editor.field {
                buffer.write(field.title + ": ", at: Point(x: fieldRow.x, y: fieldRow.y + 1), style: .accent, limit: fieldRow.maxX)
                let x = fieldRow.x + TextWidth.width(of: field.title) + 2
                TextField(field.field, placeholder: "value", isFocused: true)
                    .render(in: Rect(x: x, y: fieldRow.y + 1, width: max(1, fieldRow.maxX - x), height: 1), into: &buffer)
            }
            let help = editor.field?.error ?? (editor.field == nil ? ListKeymap.hint(hasSelection: editor.list.selected != nil) : "Enter to set · Esc to cancel")
            buffer.write(TextLayout.truncate(help, to: hint.width), at: Point(x: hint.x, y: hint.y),
                         style: editor.field?.error == nil ? .muted : .error)
        case .picker(let picker):
            PickerView(picker: picker, now: now).render(in: bounds, into: &buffer)
        case .variables(let browser):
            let layout = Layout.variables(in: bounds)
            let title = (["Variables"] + browser.trail.map(\.label)).joined(separator: " › ")
            let inner = Box(title: title, style: .focusBorder, fill: .dialog).render(in: layout.frame, into: &buffer)
            let hint = inner.splitBottom(1).1
            let items = browser.candidates.map { ListItem(($0.fits ? "" : "  ") + $0.label + ($0.hasChildren ? " ›" : ""), detail: $0.fits ? nil : "open") }
            ListView(items: items, state: browser.list, isFocused: true, emptyText: "No variable fits").render(in: layout.list, into: &buffer)
            buffer.write("Enter pick · → into · ← back", at: Point(x: hint.x, y: hint.y), style: .muted, limit: hint.maxX)
        }
    }
}
