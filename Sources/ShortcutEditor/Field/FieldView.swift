import ShortcutKit
import TerminalUI

/// Draws a token's text field (or the shortcut's name): the field with its pills, and under it
/// the error or the keys.
struct FieldView {
    var editor: FieldEditor

    func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        let frame = bounds.centered(Size(width: min(bounds.width - 4, 60), height: 5))
        let inner = Box(title: editor.title, style: .focusBorder, fill: .dialog).render(in: frame, into: &buffer)
        TextField(editor.field, placeholder: editor.title, isFocused: true, pills: editor.pillLabels).render(
            in: inner.row(0), into: &buffer)
        // An error from Enter, else the slot's live check of the text as typed.
        if let error = editor.error ?? editor.problem {
            buffer.write(
                TextLayout.truncate(error, to: inner.width), at: Point(x: inner.x, y: inner.y + 2), style: .error)
        } else {
            let hint = ContextKeymaps.field(takesVariables: editor.takesVariables, takesUnits: editor.takesUnits)
                .hintLine
            buffer.write(hint, at: Point(x: inner.x, y: inner.y + 2), style: .muted, limit: inner.maxX)
        }
    }
}
