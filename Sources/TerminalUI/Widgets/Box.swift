/// A bordered box with an optional title in its top border.
public struct Box {
    /// The characters a border is drawn with.
    public enum Border: String, CaseIterable, Sendable {
        case single, rounded, double, heavy, ascii

        /// top-left, top-right, bottom-left, bottom-right, horizontal, vertical
        var pieces: (Character, Character, Character, Character, Character, Character) {
            switch self {
            case .single: ("┌", "┐", "└", "┘", "─", "│")
            case .rounded: ("╭", "╮", "╰", "╯", "─", "│")
            case .double: ("╔", "╗", "╚", "╝", "═", "║")
            case .heavy: ("┏", "┓", "┗", "┛", "━", "┃")
            case .ascii: ("+", "+", "+", "+", "-", "|")
            }
        }
    }

    public var title: String?
    public var border: Border
    public var style: Style
    public var titleStyle: Style
    /// The style the inside is cleared with; nil leaves the inside as it is.
    public var fill: Style?

    public init(
        title: String? = nil, border: Border = .single, style: Style = .border, titleStyle: Style = .title,
        fill: Style? = .plain
    ) {
        self.title = title
        self.border = border
        self.style = style
        self.titleStyle = titleStyle
        self.fill = fill
    }

    /// The area inside the border.
    public static func inner(_ rect: Rect) -> Rect { rect.inset(by: 1) }

    /// Draws the box and returns the area inside it.
    @discardableResult
    public func render(in rect: Rect, into buffer: inout ScreenBuffer) -> Rect {
        guard rect.width >= 2, rect.height >= 2 else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
        let (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = border.pieces
        if let fill { buffer.fill(Self.inner(rect), style: fill) }
        buffer.fill(Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1), with: horizontal, style: style)
        buffer.fill(
            Rect(x: rect.x + 1, y: rect.maxY - 1, width: rect.width - 2, height: 1), with: horizontal, style: style)
        buffer.fill(Rect(x: rect.x, y: rect.y + 1, width: 1, height: rect.height - 2), with: vertical, style: style)
        buffer.fill(
            Rect(x: rect.maxX - 1, y: rect.y + 1, width: 1, height: rect.height - 2), with: vertical, style: style)
        buffer.put(topLeft, at: Point(x: rect.x, y: rect.y), style: style)
        buffer.put(topRight, at: Point(x: rect.maxX - 1, y: rect.y), style: style)
        buffer.put(bottomLeft, at: Point(x: rect.x, y: rect.maxY - 1), style: style)
        buffer.put(bottomRight, at: Point(x: rect.maxX - 1, y: rect.maxY - 1), style: style)
        if let title, !title.isEmpty, rect.width > 4 {
            let shown = TextLayout.truncate(title, to: rect.width - 4)
            buffer.write(" \(shown) ", at: Point(x: rect.x + 1, y: rect.y), style: titleStyle, limit: rect.maxX - 1)
        }
        return Self.inner(rect)
    }
}

/// A horizontal or vertical line, optionally with a label set into a horizontal one.
public struct Separator {
    public enum Axis: Sendable {
        case horizontal, vertical
    }

    public var axis: Axis
    public var label: String?
    public var style: Style

    public init(_ axis: Axis = .horizontal, label: String? = nil, style: Style = .border) {
        self.axis = axis
        self.label = label
        self.style = style
    }

    public func render(in rect: Rect, into buffer: inout ScreenBuffer) {
        switch axis {
        case .horizontal:
            let line = Rect(x: rect.x, y: rect.y, width: rect.width, height: min(1, rect.height))
            buffer.fill(line, with: "─", style: style)
            if let label, !label.isEmpty, rect.width > 6 {
                let shown = TextLayout.truncate(label, to: rect.width - 6)
                buffer.write(" \(shown) ", at: Point(x: rect.x + 2, y: rect.y), style: Style(.muted, style.attributes))
            }
        case .vertical:
            buffer.fill(
                Rect(x: rect.x, y: rect.y, width: min(1, rect.width), height: rect.height), with: "│", style: style)
        }
    }
}
