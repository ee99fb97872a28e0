import TerminalUI

/// Draws a token's multi-line text area: a box nearly the size of the screen, the text wrapped
/// in it, what is wrong with it (JSON that does not read) and the keymap's hint on its last rows.
struct TextAreaView {
    var editor: TextAreaEditor

    func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        let layout = Layout.textArea(in: bounds)
        _ = Box(title: editor.title, style: .focusBorder, fill: .dialog).render(in: layout.frame, into: &buffer)
        TextArea(editor.area, placeholder: editor.title, isFocused: true).render(in: layout.area, into: &buffer)
        // What is wrong with the text as typed (JSON that does not read), on the row under it.
        if let problem = editor.problem {
            buffer.write(
                TextLayout.truncate(problem, to: layout.hint.width), at: Point(x: layout.hint.x, y: layout.hint.y - 1),
                style: .error)
        }
        buffer.write(
            ContextKeymaps.textArea.hintLine, at: Point(x: layout.hint.x, y: layout.hint.y), style: .muted,
            limit: layout.hint.maxX)
    }
}
