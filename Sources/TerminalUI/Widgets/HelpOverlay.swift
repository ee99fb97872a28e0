/// The `?` help overlay: every binding of the current context, grouped, with the reason a
/// disabled one cannot run. It scrolls when the list is taller than the screen.
public struct HelpOverlay {
    public struct Row: Hashable, Sendable {
        public var keys: String
        public var help: String
        public var disabledReason: String?

        public init(keys: String, help: String, disabledReason: String? = nil) {
            self.keys = keys
            self.help = help
            self.disabledReason = disabledReason
        }
    }

    public struct Section: Hashable, Sendable {
        public var title: String
        public var rows: [Row]

        public init(title: String, rows: [Row]) {
            self.title = title
            self.rows = rows
        }
    }

    public var title: String
    public var sections: [Section]
    /// The first line shown.
    public var scroll: Int

    public init(title: String = "Keys", sections: [Section], scroll: Int = 0) {
        self.title = title
        self.sections = sections
        self.scroll = scroll
    }

    /// What a key does to the overlay.
    public enum Outcome: Hashable, Sendable {
        case scrolled
        case closed
    }

    /// What a key of ``keymap`` does.
    public enum Command: Hashable, Sendable {
        case close, up, down, pageUp, pageDown, top, bottom
    }

    /// The overlay's keys: the one table ``handle(_:in:)`` reads and a context's `?` lists.
    public static let keymap = Keymap<Command>(
        "Keys",
        [
            Binding([Key.escape, Key("?"), Key("q"), .enter], .close, help: "Close the keys", group: "Keys"),
            Binding([Key.up, Key("k")], .up, help: "Scroll up", group: "Keys"),
            Binding([Key.down, Key("j")], .down, help: "Scroll down", group: "Keys"),
            Binding([.pageUp], .pageUp, help: "Up a page", group: "Keys"),
            Binding([Key.pageDown, .space], .pageDown, help: "Down a page", group: "Keys"),
            Binding([Key.home, Key("g")], .top, help: "To the top", group: "Keys"),
            Binding([Key.end, Key("G")], .bottom, help: "To the bottom", group: "Keys"),
        ])

    /// ↑/↓/PgUp/PgDn/Home/End scroll; Esc, `?` and `q` close (``keymap``). Pass the bounds it is drawn in.
    public mutating func handle(_ event: InputEvent, in bounds: Rect) -> Outcome? {
        let page = max(1, frame(in: bounds).height - 2)
        let limit = max(0, lines(width: frame(in: bounds).width - 2).count - page)
        if case .mouse(let mouse) = event {
            switch mouse.kind {
            case .scrollUp: scroll -= 1
            case .scrollDown: scroll += 1
            default: return nil
            }
        } else {
            guard let key = event.key, case .message(let command) = Self.keymap.resolve(key) else { return nil }
            switch command {
            case .close: return .closed
            case .up: scroll -= 1
            case .down: scroll += 1
            case .pageUp: scroll -= page
            case .pageDown: scroll += page
            case .top: scroll = 0
            case .bottom: scroll = limit
            }
        }
        scroll = min(max(0, scroll), limit)
        return .scrolled
    }

    /// The overlay's box: most of the screen, centred.
    public func frame(in bounds: Rect) -> Rect {
        let width = min(bounds.width, max(40, min(bounds.width - 4, 76)))
        let height = min(bounds.height, max(6, bounds.height - 2))
        return bounds.centered(Size(width: width, height: height))
    }

    func lines(width: Int) -> [StyledText] {
        let keyWidth = min(16, sections.flatMap(\.rows).map { TextWidth.width(of: $0.keys) }.max() ?? 0)
        var lines: [StyledText] = []
        for section in sections {
            if !lines.isEmpty { lines.append(StyledText()) }
            lines.append(StyledText(section.title, style: .title))
            for row in section.rows {
                var line = StyledText(
                    " " + TextLayout.pad(row.keys, to: keyWidth), style: row.disabledReason == nil ? .keyHint : .muted)
                line.append("  ")
                line.append(row.help, style: row.disabledReason == nil ? Style(.dialog) : .muted)
                if let reason = row.disabledReason { line.append(" (\(reason))", style: Style(.muted, .italic)) }
                lines.append(TextLayout.truncate(line, to: width))
            }
        }
        return lines
    }

    public func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        let frame = frame(in: bounds)
        let inner = Box(title: title, style: .focusBorder, fill: .dialog).render(in: frame, into: &buffer)
        guard !inner.isEmpty else { return }
        let content = lines(width: inner.width - 1)
        let top = min(scroll, max(0, content.count - inner.height))
        for (offset, line) in content[top...].prefix(inner.height).enumerated() {
            buffer.write(line, at: Point(x: inner.x + 1, y: inner.y + offset), limit: inner.maxX)
        }
        if content.count > inner.height {
            let position = " \(top + 1)–\(min(content.count, top + inner.height))/\(content.count) "
            buffer.write(
                position, at: Point(x: frame.maxX - 1 - TextWidth.width(of: position), y: frame.maxY - 1), style: .muted
            )
        }
    }
}
