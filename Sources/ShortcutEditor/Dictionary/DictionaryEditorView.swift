import ShortcutKit
import TerminalUI

/// Draws a dictionary's keys and values, the field being typed, and the keys.
struct DictionaryEditorView {
    var editor: DictionaryEditor
    var catalog: Catalog
    var titles: EntityTitles

    func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        let rows = ShortcutsApp.rows(of: editor, catalog: catalog, titles: titles)
        let (dialog, fieldRow, hint) = Layout.listEditor(in: bounds, itemCount: rows.count)
        Box(title: editor.location, style: .focusBorder, fill: .dialog).render(in: dialog.frame, into: &buffer)
        ListView(
            items: rows, state: editor.list, isFocused: editor.field == nil,
            emptyText: editor.showsList ? "No items: press a to add one" : "No keys: press a to add one"
        )
        .render(in: dialog.list, into: &buffer)
        if let field = editor.field {
            buffer.write(
                field.title + ": ", at: Point(x: fieldRow.x, y: fieldRow.y + 1), style: .accent, limit: fieldRow.maxX)
            let x = fieldRow.x + TextWidth.width(of: field.title) + 2
            TextField(field.field, placeholder: editor.typing == .newKey ? "key" : "value", isFocused: true)
                .render(in: Rect(x: x, y: fieldRow.y + 1, width: max(1, fieldRow.maxX - x), height: 1), into: &buffer)
        }
        let help =
            editor.field?.error
            ?? (editor.field == nil
                ? DictionaryKeymap.hint(hasSelection: editor.selected != nil, isNested: !editor.path.isEmpty)
                : ContextKeymaps.dictionaryEntry.hintLine)
        buffer.write(
            TextLayout.truncate(help, to: hint.width), at: Point(x: hint.x, y: hint.y),
            style: editor.field?.error == nil ? .muted : .error)
    }
}
