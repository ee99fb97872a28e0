import TerminalUI

/// Draws a token's multi-line text area: a box nearly the size of the screen, the text wrapped
/// in it, and the keymap's hint on its last row.
struct TextAreaView {
    var editor: TextAreaEditor

    func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        let layout = Layout.textArea(in: bounds)
        _ = Box(title: editor.title, style: .focusBorder, fill: .dialog).render(in: layout.frame, into: &buffer)
        TextArea(editor.area, placeholder: editor.title, isFocused: true).render(in: layout.area, into: &buffer)
        buffer.write(
            ContextKeymaps.textArea.hintLine, at: Point(x: layout.hint.x, y: layout.hint.y), style: .muted,
            limit: layout.hint.maxX)
    }
}
