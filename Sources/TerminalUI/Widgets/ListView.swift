/// One row of a list.
public struct ListItem: Hashable, Sendable {
    public var title: String
    /// Shown right-aligned in the muted role (a count, a date).
    public var detail: String?
    /// The folded text the filter matches against: the title and the detail.
    public let filterKey: String

    public init(_ title: String, detail: String? = nil) {
        self.title = title
        self.detail = detail
        filterKey = FilterMatch.fold(detail.map { "\(title) \($0)" } ?? title)
    }
}

/// What a key did to a list.
public enum ListOutcome: Hashable, Sendable {
    /// The selection moved (or the list scrolled).
    case moved
    /// Enter (or a click on the selected row) on the item at this index of the full list.
    case activated(Int)
    /// The filter's text changed.
    case filterChanged
    /// The filter field closed; the filter stays applied if it has text.
    case filterClosed
}

/// The state of a list: the selection, the scroll position and the `/` filter.
///
/// The selection is an index into the *full* list, so it survives filtering. Keys: ↑/k ↓/j,
/// g/Home G/End, PgUp/PgDn, Enter, `/` to filter. While the filter field is open, typing edits
/// the query, ↑/↓ still move, Enter keeps the filter and closes the field, Esc clears it. With the
/// field closed, Esc clears a filter still applied.
public struct ListState: Hashable, Sendable {
    public var selected: Int?
    /// The first visible row (an index into the filtered rows).
    public var scroll: Int = 0
    public var filter = TextFieldState()
    public var isFiltering = false

    public init(selected: Int? = 0) { self.selected = selected }

    public var query: String { filter.text }

    /// The indexes of the items the filter lets through, in order.
    public func visibleIndices(of items: [ListItem]) -> [Int] {
        let terms = FilterMatch.terms(of: query)
        guard !terms.isEmpty else { return Array(items.indices) }
        return items.indices.filter { FilterMatch.matches(key: items[$0].filterKey, terms: terms) }
    }

    /// The rows the list shows in `area` (its height less the filter row when the filter shows).
    public func pageSize(in area: Rect) -> Int {
        max(1, area.height - (isFiltering || !query.isEmpty ? 1 : 0))
    }

    /// Applies a key, a paste or a mouse event for a list drawn in `area`. Returns nil when the
    /// list does not use the event.
    /// What a key of ``keymap(letters:ends:group:)`` does.
    public enum Command: Hashable, Sendable {
        case up, down, pageUp, pageDown, first, last, activate
    }

    /// A list's moving keys, the one table ``handle(_:items:area:)`` reads (with every option on)
    /// and a context's `?` lists. `letters`: k/j and Ctrl-P/N move too (and g/G with `ends`), for
    /// lists without a text field; `ends`: Home and End go to the first and last item. Enter
    /// (activate) is the context's to describe, so it is not among them.
    public static func keymap(letters: Bool, ends: Bool, group: String = "List") -> Keymap<Command> {
        var bindings: [Binding<Command>] = [
            Binding(
                [Key.up] + (letters ? [Key("k"), .ctrl("p")] : []), .up, help: "Highlight the item above",
                group: group),
            Binding(
                [Key.down] + (letters ? [Key("j"), .ctrl("n")] : []), .down, help: "Highlight the item below",
                group: group),
            Binding([.pageUp], .pageUp, help: "Up a page", group: group),
            Binding([.pageDown], .pageDown, help: "Down a page", group: group),
        ]
        if ends {
            bindings += [
                Binding(
                    [Key.home] + (letters ? [Key("g")] : []), .first, help: "Highlight the first item", group: group),
                Binding([Key.end] + (letters ? [Key("G")] : []), .last, help: "Highlight the last item", group: group),
            ]
        }
        return Keymap(group, bindings)
    }

    /// Every key the list takes: all of ``keymap(letters:ends:group:)`` and Enter.
    private static let allKeys = Keymap<Command>(
        "List",
        keymap(letters: true, ends: true).bindings + [Binding([.enter], .activate, help: "Open the highlighted item")])

    public mutating func handle(_ event: InputEvent, items: [ListItem], area: Rect) -> ListOutcome? {
        var visible = visibleIndices(of: items)
        let page = pageSize(in: area)
        var position = selected.flatMap { visible.firstIndex(of: $0) } ?? (visible.isEmpty ? nil : 0)

        if case .mouse(let mouse) = event {
            return handleMouse(mouse, visible: visible, position: position, area: area, page: page)
        }
        if isFiltering {
            switch event.key {
            case .escape?:
                filter = TextFieldState()
                isFiltering = false
                keepSelection(visible: visibleIndices(of: items), page: page)
                return .filterClosed
            case .enter?:
                isFiltering = false
                return .filterClosed
            case .up?, .down?, .pageUp?, .pageDown?:
                break
            default:
                guard filter.handle(event) else { return nil }
                visible = visibleIndices(of: items)
                keepSelection(visible: visible, page: page)
                return .filterChanged
            }
        }
        guard let key = event.key else { return nil }
        if key == Key("/") && !isFiltering {
            isFiltering = true
            return .filterChanged
        }
        if key == .escape && !query.isEmpty {
            filter = TextFieldState()
            keepSelection(visible: visibleIndices(of: items), page: page)
            return .filterClosed
        }
        guard let current = position else { return nil }
        let last = visible.count - 1
        guard case .message(let command) = Self.allKeys.resolve(key) else { return nil }
        switch command {
        case .up: position = max(0, current - 1)
        case .down: position = min(last, current + 1)
        case .first: position = 0
        case .last: position = last
        case .pageUp: position = max(0, current - page)
        case .pageDown: position = min(last, current + page)
        case .activate: return .activated(visible[current])
        }
        selected = visible[position!]
        scrollToSelection(position: position!, page: page)
        return .moved
    }

    private mutating func handleMouse(_ mouse: MouseEvent, visible: [Int], position: Int?, area: Rect, page: Int)
        -> ListOutcome?
    {
        switch mouse.kind {
        case .scrollUp, .scrollDown:
            guard let position else { return nil }
            let moved = mouse.kind == .scrollUp ? max(0, position - 3) : min(visible.count - 1, position + 3)
            selected = visible[moved]
            scrollToSelection(position: moved, page: page)
            return .moved
        case .press(.left):
            let rowsArea = Rect(x: area.x, y: area.y, width: area.width, height: page)
            guard rowsArea.contains(mouse.position) else { return nil }
            let clicked =
                effectiveScroll(count: visible.count, position: position, page: page) + mouse.position.y - area.y
            guard clicked < visible.count else { return nil }
            if clicked == position { return .activated(visible[clicked]) }
            selected = visible[clicked]
            return .moved
        default:
            return nil
        }
    }

    /// After the filter changed: keep the selected item if it is still shown, else select the first.
    private mutating func keepSelection(visible: [Int], page: Int) {
        if let selected, let position = visible.firstIndex(of: selected) {
            scrollToSelection(position: position, page: page)
        } else {
            selected = visible.first
            scroll = 0
        }
    }

    private mutating func scrollToSelection(position: Int, page: Int) {
        if position < scroll { scroll = position }
        if position >= scroll + page { scroll = position - page + 1 }
    }

    /// The first row to show: the stored scroll, moved just enough to show the selection.
    func effectiveScroll(count: Int, position: Int?, page: Int) -> Int {
        var top = min(scroll, max(0, count - page))
        if let position {
            if position < top { top = position }
            if position >= top + page { top = position - page + 1 }
        }
        return max(0, top)
    }
}

/// A list with a selection, scrolling and a `/` filter. Rows are truncated with an ellipsis;
/// details are right-aligned; the parts matching the filter are highlighted; a scroll indicator
/// shows in the last column when the list is longer than its area.
public struct ListView {
    public var items: [ListItem]
    public var state: ListState
    public var isFocused: Bool
    /// Shown when no item is there (or none matches the filter).
    public var emptyText: String

    public init(items: [ListItem], state: ListState, isFocused: Bool = true, emptyText: String = "Nothing here") {
        self.items = items
        self.state = state
        self.isFocused = isFocused
        self.emptyText = emptyText
    }

    public func render(in rect: Rect, into buffer: inout ScreenBuffer) {
        let area = rect.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        buffer.fill(area)
        let visible = state.visibleIndices(of: items)
        let page = state.pageSize(in: area)
        if state.isFiltering || !state.query.isEmpty {
            let row = Rect(x: area.x, y: area.y + page, width: area.width, height: 1)
            buffer.write("/", at: Point(x: row.x, y: row.y), style: .accent)
            let count = " \(visible.count)/\(items.count)"
            let countWidth = min(TextWidth.width(of: count), max(0, row.width - 3))
            TextField(state.filter, placeholder: "filter", isFocused: state.isFiltering && isFocused)
                .render(in: Rect(x: row.x + 1, y: row.y, width: row.width - 1 - countWidth, height: 1), into: &buffer)
            buffer.write(count, at: Point(x: row.maxX - countWidth, y: row.y), style: .muted, limit: row.maxX)
        }
        guard !visible.isEmpty else {
            let message = state.query.isEmpty ? emptyText : "No match for “\(state.query)”"
            buffer.write(TextLayout.truncate(message, to: area.width), at: Point(x: area.x, y: area.y), style: .muted)
            return
        }
        let position = state.selected.flatMap { visible.firstIndex(of: $0) }
        let top = state.effectiveScroll(count: visible.count, position: position, page: page)
        let scrollable = visible.count > page
        let textWidth = area.width - (scrollable ? 1 : 0)
        let terms = FilterMatch.terms(of: state.query)
        for (offset, index) in visible[top...].prefix(page).enumerated() {
            let row = Rect(x: area.x, y: area.y + offset, width: textWidth, height: 1)
            renderRow(items[index], in: row, selected: top + offset == position, terms: terms, into: &buffer)
        }
        if scrollable {
            renderScrollbar(
                in: Rect(x: area.maxX - 1, y: area.y, width: 1, height: page), top: top, count: visible.count,
                into: &buffer)
        }
    }

    private func renderRow(
        _ item: ListItem, in row: Rect, selected: Bool, terms: [String], into buffer: inout ScreenBuffer
    ) {
        var title = StyledText()
        let highlighted = FilterMatch.highlightedOffsets(in: item.title, terms: terms)
        if highlighted.isEmpty {
            title.append(item.title)
        } else {
            for (offset, character) in item.title.enumerated() {
                title.append(Span(String(character), style: highlighted.contains(offset) ? .match : .plain))
            }
        }
        var detailWidth = 0
        if let detail = item.detail, !detail.isEmpty, row.width > 12 {
            let shown = TextLayout.truncate(detail, to: row.width / 3)
            detailWidth = TextWidth.width(of: shown) + 1
            buffer.write(shown, at: Point(x: row.maxX - detailWidth + 1, y: row.y), style: .muted)
        }
        let room = row.width - detailWidth - 2
        buffer.write(selected && isFocused ? "›" : " ", at: Point(x: row.x, y: row.y), style: .accent)
        buffer.write(
            TextLayout.truncate(title, to: room), at: Point(x: row.x + 2, y: row.y), limit: row.x + 2 + max(0, room))
        if selected {
            // Selection keeps highlighted matches visible by adding attributes instead of a role.
            buffer.restyle(row) { style in
                style.role == .match
                    ? Style(.match, style.attributes.union([.reverse, .bold])) : Style(.selection, style.attributes)
            }
            if !isFocused { buffer.restyle(row) { $0.adding(.dim) } }
        }
    }

    private func renderScrollbar(in bar: Rect, top: Int, count: Int, into buffer: inout ScreenBuffer) {
        let height = bar.height
        let thumb = max(1, height * height / max(1, count))
        let maxTop = max(1, count - height)
        let offset = (height - thumb) * min(top, maxTop) / maxTop
        for y in 0..<height {
            let inThumb = y >= offset && y < offset + thumb
            buffer.write(inThumb ? "┃" : "│", at: Point(x: bar.x, y: bar.y + y), style: inThumb ? .accent : .border)
        }
    }
}
