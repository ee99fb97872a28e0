import TerminalUI

/// Draws the entity picker: the search field with a spinner while the query runs, the results
/// (glyph, title, subtitle; marked ones ticked), and in place of them "no results" or the error.
struct PickerView {
    var picker: EntityPicker
    var now: ContinuousClock.Instant

    func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        let frame = Layout.picker(in: bounds).frame
        let count = picker.picked.isEmpty ? "" : " · \(picker.picked.count) picked"
        let spinner: String? =
            if case .searching(let since) = picker.phase { Spinner.frame(since: since, now: now) } else { nil }
        let rest = SearchPanel(
            title: picker.title + count, query: picker.query, placeholder: "search \(picker.title.lowercased())",
            mark: spinner
        )
        .render(in: frame, into: &buffer)
        let (list, hint) = rest.splitBottom(1)
        if case .failed(let message) = picker.phase {
            buffer.write(
                TextLayout.truncate("Could not search: \(message)", to: list.width),
                at: Point(x: list.x, y: list.y + 1), style: .error)
        } else {
            let items = picker.results.map { item in
                let mark = picker.allowsMultiple ? (picker.picked.contains(item) ? "✓ " : "  ") : ""
                let glyph = item.symbol.map { Glyphs.glyph($0) + " " } ?? ""
                return ListItem(mark + glyph + item.title, detail: item.subtitle)
            }
            let empty: String =
                if case .searching = picker.phase { "Searching…" } else {
                    picker.query.text.isEmpty
                        ? "Nothing to suggest: type to search" : "No results for “\(picker.query.text)”"
                }
            ListView(items: items, state: picker.list, isFocused: true, emptyText: empty).render(
                in: list, into: &buffer)
        }
        let keys = ContextKeymaps.picker(allowsMultiple: picker.allowsMultiple).hintLine
        buffer.write(keys, at: Point(x: hint.x, y: hint.y), style: .muted, limit: hint.maxX)
        if case .idle = picker.phase, !picker.results.isEmpty {
            let count = picker.results.count == 1 ? "1 result" : "\(picker.results.count) results"
            buffer.write(
                count, at: Point(x: hint.maxX - TextWidth.width(of: count), y: hint.y), style: .muted, limit: hint.maxX)
        }
    }
}
