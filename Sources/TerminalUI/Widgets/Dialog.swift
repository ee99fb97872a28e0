/// A modal dialog: a titled box in the middle of the screen with a wrapped message and a row of
/// buttons. ←/→ and Tab move between buttons, Enter presses the selected one, Esc cancels, a
/// click presses a button.
public struct Dialog: Hashable, Sendable {
    public var title: String
    public var message: StyledText
    public var buttons: [String]
    public var selectedButton: Int
    /// The widest the dialog grows, border included.
    public var maxWidth: Int

    public init(
        title: String, message: StyledText, buttons: [String] = ["OK"], selectedButton: Int = 0, maxWidth: Int = 60
    ) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.selectedButton = min(max(0, selectedButton), max(0, buttons.count - 1))
        self.maxWidth = maxWidth
    }

    public enum Outcome: Hashable, Sendable {
        case pressed(Int)
        case cancelled
        /// The selection moved between buttons.
        case moved
    }

    /// What a key of ``keymap`` does.
    public enum Command: Hashable, Sendable {
        case press, next, previous, close
    }

    /// The dialog's keys: the one table ``handle(_:in:)`` reads and a context's `?` lists.
    public static let keymap = Keymap<Command>(
        "Buttons",
        [
            Binding([.enter], .press, help: "Press the highlighted button", group: "Buttons"),
            Binding([Key.right, .tab, Key("l")], .next, help: "Highlight the next button", group: "Buttons"),
            Binding(
                [Key.left, .backTab, Key("h")], .previous, help: "Highlight the previous button", group: "Buttons"),
            Binding([.escape], .close, help: "Close without pressing a button", group: "Buttons"),
        ])

    public mutating func handle(_ event: InputEvent, in bounds: Rect) -> Outcome? {
        if case .mouse(let mouse) = event, mouse.kind == .press(.left) {
            let frame = frame(in: bounds)
            for (index, rect) in buttonRects(in: frame).enumerated() where rect.contains(mouse.position) {
                selectedButton = index
                return .pressed(index)
            }
            return nil
        }
        guard let key = event.key, case .message(let command) = Self.keymap.resolve(key) else { return nil }
        switch command {
        case .close: return .cancelled
        case .press: return buttons.isEmpty ? .cancelled : .pressed(selectedButton)
        case .previous:
            guard !buttons.isEmpty else { return nil }
            selectedButton = (selectedButton + buttons.count - 1) % buttons.count
            return .moved
        case .next:
            guard !buttons.isEmpty else { return nil }
            selectedButton = (selectedButton + 1) % buttons.count
            return .moved
        }
    }

    var buttonsWidth: Int { buttons.reduce(0) { $0 + TextWidth.width(of: $1) + 4 } + max(0, buttons.count - 1) * 2 }

    /// The dialog's box, centred in `bounds`, sized to its content.
    public func frame(in bounds: Rect) -> Rect {
        let widest = min(maxWidth, bounds.width) - 4
        let natural = max(
            message.plainText.split(separator: "\n").map { TextWidth.width(of: $0) }.max() ?? 0,
            TextWidth.width(of: title) + 2, buttonsWidth)
        let textWidth = max(1, min(widest, natural))
        let lines = TextLayout.wrap(message, width: textWidth).count
        let height = lines + 2 + (buttons.isEmpty ? 0 : 2)
        return bounds.centered(Size(width: textWidth + 4, height: height))
    }

    func buttonRects(in frame: Rect) -> [Rect] {
        var x = frame.x + max(2, (frame.width - buttonsWidth) / 2)
        let y = frame.maxY - 2
        return buttons.map { label in
            let rect = Rect(x: x, y: y, width: TextWidth.width(of: label) + 4, height: 1)
            x += rect.width + 2
            return rect
        }
    }

    public func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        let frame = frame(in: bounds)
        let inner = Box(title: title, style: .focusBorder, fill: .dialog).render(in: frame, into: &buffer)
        guard !inner.isEmpty else { return }
        let text = inner.inset(left: 1, right: 1)
        for (offset, line) in TextLayout.wrap(message.withDefaultRole(.dialog), width: text.width).prefix(
            max(0, text.height - (buttons.isEmpty ? 0 : 2))
        ).enumerated() {
            buffer.write(line, at: Point(x: text.x, y: text.y + offset), limit: text.maxX)
        }
        for (index, rect) in buttonRects(in: frame).enumerated() {
            let selected = index == selectedButton
            buffer.write(
                "[ \(buttons[index]) ]", at: Point(x: rect.x, y: rect.y),
                style: selected ? Style(.selection, .bold) : .dialog, limit: inner.maxX)
        }
    }
}

extension StyledText {
    /// Plain spans take `role`; spans with a role of their own keep it.
    func withDefaultRole(_ role: Role) -> StyledText {
        StyledText(
            spans.map {
                $0.style.role == .text
                    ? Span($0.text, style: Style(role, $0.style.attributes), isAtomic: $0.isAtomic) : $0
            })
    }
}
