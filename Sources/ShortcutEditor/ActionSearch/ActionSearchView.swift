import ShortcutKit
import TerminalUI

/// Draws the action library: the search field and the matching actions.
struct ActionSearchView {
    var search: ActionSearch

    func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        let layout = Layout.actionSearch(in: bounds)
        _ = SearchPanel(title: "Add Action", query: search.query, placeholder: "search actions").render(
            in: layout.frame, into: &buffer)
        let items = search.results.map { ListItem("\(Glyphs.glyph($0.icon)) \($0.title)", detail: $0.detail) }
        ListView(items: items, state: search.list, isFocused: true, emptyText: "No action matches").render(
            in: layout.list, into: &buffer)
    }
}
