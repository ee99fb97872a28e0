import TerminalUI

/// Draws the command palette near the top of the screen: the query and the matches, each with
/// its glyph and what it is.
struct PaletteView {
    var state: PaletteState
    var inEditor: Bool

    func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        let frame = Layout.palette(in: bounds).frame
        let rest = SearchPanel(
            title: "Run or add", prompt: ": ", query: state.query,
            placeholder: "shortcuts, actions, App Shortcut phrases"
        )
        .render(in: frame, into: &buffer)
        let (list, hint) = rest.splitBottom(1)
        let items = state.results.map { ListItem("\(Glyphs.glyph($0.icon)) \($0.title)", detail: $0.detail) }
        ListView(items: items, state: state.list, isFocused: true, emptyText: "Nothing matches").render(
            in: list, into: &buffer)
        let keys = ContextKeymaps.palette(inEditor: inEditor).hintLine
        buffer.write(keys, at: Point(x: hint.x, y: hint.y), style: .muted, limit: hint.maxX)
    }
}
