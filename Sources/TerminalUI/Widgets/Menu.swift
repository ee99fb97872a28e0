/// A pop-up menu: a box of items, one selected. ↑/↓ (skipping separators) and Enter choose, an
/// item's hotkey chooses it at once, Esc closes. A disabled item can be selected but choosing it
/// reports why it is disabled instead.
public struct Menu: Hashable, Sendable {
    public struct Item: Hashable, Sendable {
        public var title: String
        /// Chooses the item directly; shown at the right.
        public var hotkey: Character?
        public var disabledReason: String?
        public var isSeparator: Bool

        public init(_ title: String, hotkey: Character? = nil, disabledReason: String? = nil) {
            self.title = title
            self.hotkey = hotkey
            self.disabledReason = disabledReason
            isSeparator = false
        }

        public static let separator: Item = {
            var item = Item("")
            item.isSeparator = true
            return item
        }()
    }

    public enum Outcome: Hashable, Sendable {
        case chose(Int)
        case disabled(reason: String)
        case cancelled
        case moved
    }

    public var title: String?
    public var items: [Item]
    public var selected: Int

    public init(title: String? = nil, items: [Item], selected: Int = 0) {
        self.title = title
        self.items = items
        self.selected =
            items.indices.contains(selected) && !items[selected].isSeparator
            ? selected : (items.firstIndex { !$0.isSeparator } ?? 0)
    }

    /// What a key of ``keymap`` does.
    public enum Command: Hashable, Sendable {
        case up, down, first, last, choose, close
        /// Chooses the item at this index by its hotkey.
        case hotkey(Int)
    }

    /// The menu's keys, its items' hotkeys included: the one table ``handle(_:in:anchor:)``
    /// reads and a context's `?` lists.
    public var keymap: Keymap<Command> { Self.keymap(items: items) }

    /// The keys of a menu of `items` (no hotkeys for none).
    public static func keymap(items: [Item] = []) -> Keymap<Command> {
        var bindings: [Binding<Command>] = [
            Binding([Key.up, Key("k")], .up, help: "Highlight the item above", group: "Menu"),
            Binding([Key.down, Key("j")], .down, help: "Highlight the item below", group: "Menu"),
            Binding([.home], .first, help: "Highlight the first item", group: "Menu"),
            Binding([.end], .last, help: "Highlight the last item", group: "Menu"),
            Binding([.enter], .choose, help: "Choose the highlighted item", group: "Menu"),
            Binding([.escape], .close, help: "Close the menu", group: "Menu"),
        ]
        for (index, item) in items.enumerated() {
            if let hotkey = item.hotkey {
                bindings.append(Binding([Key(hotkey)], .hotkey(index), help: "Choose \(item.title)", group: "Menu"))
            }
        }
        return Keymap("Menu", bindings)
    }

    public mutating func handle(_ event: InputEvent, in bounds: Rect, anchor: Point? = nil) -> Outcome? {
        if case .mouse(let mouse) = event {
            let inner = Box.inner(frame(in: bounds, anchor: anchor))
            guard mouse.kind == .press(.left) else { return nil }
            guard inner.contains(mouse.position) else { return .cancelled }
            let index = mouse.position.y - inner.y + Self.top(selected: selected, rows: inner.height)
            guard items.indices.contains(index), !items[index].isSeparator else { return nil }
            selected = index
            return choose(index)
        }
        guard let key = event.key, case .message(let command) = keymap.resolve(key) else { return nil }
        switch command {
        case .close: return .cancelled
        case .choose: return choose(selected)
        case .up: return move(by: -1)
        case .down: return move(by: 1)
        case .first: return move(to: 0, direction: 1)
        case .last: return move(to: items.count - 1, direction: -1)
        case .hotkey(let index):
            selected = index
            return choose(index)
        }
    }

    private func choose(_ index: Int) -> Outcome {
        guard items.indices.contains(index) else { return .cancelled }
        if let reason = items[index].disabledReason { return .disabled(reason: reason) }
        return .chose(index)
    }

    private mutating func move(by step: Int) -> Outcome? {
        move(to: selected + step, direction: step)
    }

    private mutating func move(to start: Int, direction: Int) -> Outcome? {
        var index = start
        while items.indices.contains(index) {
            if !items[index].isSeparator {
                selected = index
                return .moved
            }
            index += direction
        }
        return .moved
    }

    /// The menu's box: below and right of `anchor` when given (moved to stay on screen), else centred.
    public func frame(in bounds: Rect, anchor: Point? = nil) -> Rect {
        let titleWidth = TextWidth.width(of: title ?? "") + 4
        let itemWidth = items.map { TextWidth.width(of: $0.title) + ($0.hotkey == nil ? 0 : 3) }.max() ?? 0
        let size = Size(
            width: min(bounds.width, max(titleWidth, itemWidth + 4, 12)), height: min(bounds.height, items.count + 2))
        guard let anchor else { return bounds.centered(size) }
        let x = min(max(bounds.x, anchor.x), bounds.maxX - size.width)
        let y = min(max(bounds.y, anchor.y), bounds.maxY - size.height)
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// The first item shown when the menu is taller than its box: just enough scroll to show the
    /// selection (its scroll is never stored, like the list's).
    static func top(selected: Int, rows: Int) -> Int { max(0, selected - max(1, rows) + 1) }

    /// Draws the menu centred in `bounds`.
    public func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        render(in: bounds, anchor: nil, into: &buffer)
    }

    /// Draws the menu below and right of `anchor` when given (moved to stay on screen), else centred.
    public func render(in bounds: Rect, anchor: Point?, into buffer: inout ScreenBuffer) {
        let frame = frame(in: bounds, anchor: anchor)
        let inner = Box(title: title, style: .focusBorder, fill: .dialog).render(in: frame, into: &buffer)
        let top = Self.top(selected: selected, rows: inner.height)
        for index in items.indices.dropFirst(top).prefix(inner.height) {
            let item = items[index]
            let row = inner.row(index - top)
            if item.isSeparator {
                buffer.fill(row, with: "─", style: .border)
                continue
            }
            let base: Style = item.disabledReason == nil ? .dialog : Style(.muted)
            var hint = ""
            if let hotkey = item.hotkey { hint = String(hotkey) }
            let hintWidth = TextWidth.width(of: hint)
            buffer.write(
                TextLayout.truncate(item.title, to: row.width - 2 - (hintWidth > 0 ? hintWidth + 2 : 0)),
                at: Point(x: row.x + 1, y: row.y), style: base)
            if hintWidth > 0 { buffer.write(hint, at: Point(x: row.maxX - 1 - hintWidth, y: row.y), style: .keyHint) }
            if index == selected { buffer.restyle(row, role: .selection) }
        }
    }
}
