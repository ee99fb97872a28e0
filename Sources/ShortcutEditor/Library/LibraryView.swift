import Foundation
import TerminalUI

/// Draws the library: the shortcuts in a box, the filter or rename field, the status line and
/// the key bar generated from the library's keymap.
struct LibraryView {
    var screen: LibraryScreen
    var status: StatusLine

    func render(into buffer: inout ScreenBuffer, now: ContinuousClock.Instant) {
        let layout = Layout.screen(in: buffer.bounds)
        let (keys, statusRow) = (layout.keys, layout.status)
        let model = screen.model
        Box(title: "Shortcuts", style: .focusBorder).render(in: layout.box, into: &buffer)
        let (listArea, filter) = Layout.libraryList(in: buffer.bounds, showsFilter: screen.showsFilter)
        if let filterRow = filter {
            buffer.write("/", at: Point(x: filterRow.x, y: filterRow.y), style: .accent)
            TextField(screen.filterField, placeholder: "filter", isFocused: screen.mode == .filtering)
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
            isFocused: screen.mode == .list || screen.mode == .filtering,
            emptyText: empty
        )
        .render(in: listArea, into: &buffer)
        if screen.mode == .renaming, let selection = model.selection {
            // The list scrolls just enough to show the selection (its scroll is never stored).
            let position = max(0, selection - listArea.height + 1)
            let row = Rect(
                x: listArea.x + 2, y: listArea.y + selection - position, width: listArea.width - 2, height: 1)
            TextField(screen.renameField, placeholder: "name", isFocused: true, style: .selection).render(
                in: row, into: &buffer)
        }
        if screen.mode == .naming {
            let frame = buffer.bounds.centered(Size(width: min(buffer.bounds.width - 4, 60), height: 5))
            let inner = Box(title: "New Shortcut", style: .focusBorder, fill: .dialog).render(in: frame, into: &buffer)
            TextField(screen.nameField, placeholder: model.uniqueName("New Shortcut"), isFocused: true).render(
                in: inner.row(0), into: &buffer)
            buffer.write(
                ContextKeymaps.naming.hintLine, at: Point(x: inner.x, y: inner.y + 2), style: .muted,
                limit: inner.maxX)
        }
        var line = status
        line.left = "\(model.items.count) shortcut\(model.items.count == 1 ? "" : "s")"
        line.render(in: statusRow, now: now, into: &buffer)
        KeyBar(screen.keymap.keyBarItems).render(in: keys, into: &buffer)
    }
}
