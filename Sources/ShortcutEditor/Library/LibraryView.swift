import Foundation
import TerminalUI

/// Draws the library: the shortcuts in a box, the filter or rename field, the status line and
/// the key bar generated from the library's keymap.
struct LibraryView {
    var screen: LibraryScreen
    var status: StatusLine
    /// Whether the list draws as focused (not while a name is typed over it).
    var listHasFocus = true
    /// Whether the filter row shows under the list (``ShortcutsApp/libraryShowsFilter``).
    var showsFilter = false

    func render(into buffer: inout ScreenBuffer, now: ContinuousClock.Instant) {
        let layout = Layout.screen(in: buffer.bounds)
        let (keys, statusRow) = (layout.keys, layout.status)
        let model = screen.model
        Box(title: "Shortcuts", style: .focusBorder).render(in: layout.box, into: &buffer)
        let (listArea, filter) = Layout.libraryList(in: buffer.bounds, showsFilter: showsFilter)
        if let filterRow = filter {
            buffer.write("/", at: Point(x: filterRow.x, y: filterRow.y), style: .accent)
            // While the filter is typed, its layer draws the field with its cursor over this.
            TextField(TextFieldState(model.filter), placeholder: "filter", isFocused: false)
                .render(
                    in: Rect(x: filterRow.x + 1, y: filterRow.y, width: filterRow.width - 1, height: 1), into: &buffer)
        }
        let items = model.visibleItems.map { item -> ListItem in
            if let error = item.error { return ListItem("✖ \(item.name)", detail: "\(error)") }
            return ListItem(
                "\(Glyphs.glyph(item.icon)) \(item.name)",
                detail: "\(item.actionCount) action\(item.actionCount == 1 ? "" : "s")")
        }
        let empty =
            model.items.isEmpty ? "No shortcuts yet: press n to make one" : "No shortcut matches “\(model.filter)”"
        ListView(
            items: items, state: ListState(selected: model.selection),
            isFocused: listHasFocus,
            emptyText: empty
        )
        .render(in: listArea, into: &buffer)
        var line = status
        line.left = "\(model.items.count) shortcut\(model.items.count == 1 ? "" : "s")"
        line.render(in: statusRow, now: now, into: &buffer)
        KeyBar(screen.keymap.keyBarItems).render(in: keys, into: &buffer)
    }
}
