import TerminalUI

/// A dialog box with a search field on its first row, and what is under the field: the action
/// library, the entity picker and the command palette draw their results there.
struct SearchPanel {
    var title: String
    /// Drawn before the field: "⌕ " for searches, ": " for the palette.
    var prompt = "⌕ "
    var query: TextFieldState
    var placeholder: String
    /// A one-cell mark at the field's right end (a spinner), if any.
    var mark: String?

    /// Draws the box and the field in `frame`; returns the rows under the field.
    func render(in frame: Rect, into buffer: inout ScreenBuffer) -> Rect {
        let inner = Box(title: title, style: .focusBorder, fill: .dialog).render(in: frame, into: &buffer)
        let (fieldRow, rest) = inner.splitTop(1)
        let promptWidth = TextWidth.width(of: prompt)
        buffer.write(prompt, at: Point(x: fieldRow.x, y: fieldRow.y), style: .accent)
        let reserved = mark == nil ? 0 : 2
        TextField(query, placeholder: placeholder, isFocused: true)
            .render(
                in: Rect(
                    x: fieldRow.x + promptWidth, y: fieldRow.y, width: max(1, fieldRow.width - promptWidth - reserved),
                    height: 1), into: &buffer)
        if let mark { buffer.write(mark, at: Point(x: fieldRow.maxX - 1, y: fieldRow.y), style: .accent) }
        return rest
    }
}
