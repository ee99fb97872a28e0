import ShortcutKit
import TerminalUI

/// Draws a list parameter's items, the field of the item being typed, and the keys.
struct ListEditorView {
    var editor: ListEditor
    /// For the type names of the items.
    var catalog: Catalog
    /// Entity titles by type and ID.
    var titles: EntityTitles

    func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        let (dialog, fieldRow, hint) = Layout.listEditor(in: bounds, itemCount: editor.items.count)
        Box(title: editor.title, style: .focusBorder, fill: .dialog).render(in: dialog.frame, into: &buffer)
        let items = editor.items.enumerated().map {
            ListItem("\($0.offset + 1). \(ListEditor.display($0.element, catalog: catalog, titles: titles))")
        }
        ListView(
            items: items, state: editor.list, isFocused: editor.field == nil, emptyText: "No items: press a to add one"
        )
        .render(in: dialog.list, into: &buffer)
        if let field = editor.field {
            buffer.write(
                field.title + ": ", at: Point(x: fieldRow.x, y: fieldRow.y + 1), style: .accent, limit: fieldRow.maxX)
            let x = fieldRow.x + TextWidth.width(of: field.title) + 2
            TextField(field.field, placeholder: "value", isFocused: true)
                .render(in: Rect(x: x, y: fieldRow.y + 1, width: max(1, fieldRow.maxX - x), height: 1), into: &buffer)
        }
        let help =
            editor.field?.error
            ?? (editor.field == nil
                ? ListKeymap.hint(hasSelection: editor.list.selected != nil) : ContextKeymaps.listItem.hintLine)
        buffer.write(
            TextLayout.truncate(help, to: hint.width), at: Point(x: hint.x, y: hint.y),
            style: editor.field?.error == nil ? .muted : .error)
    }
}
