/// A run of text in one style.
public struct Span: Hashable, Sendable {
    public var text: String
    public var style: Style
    /// An atomic span is never broken across lines when wrapping (a variable pill is one).
    public var isAtomic: Bool

    public init(_ text: String, style: Style = .plain, isAtomic: Bool = false) {
        self.text = text
        self.style = style
        self.isAtomic = isAtomic
    }

    public var width: Int { TextWidth.width(of: text) }
}

/// Text made of styled spans: a label with a highlighted part, a sentence with variable pills.
public struct StyledText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var spans: [Span]

    public init(_ spans: [Span] = []) { self.spans = spans }
    public init(_ text: String, style: Style = .plain) { spans = text.isEmpty ? [] : [Span(text, style: style)] }
    public init(stringLiteral value: String) { self.init(value) }

    /// The plain text, styles dropped.
    public var plainText: String { spans.map(\.text).joined() }
    public var description: String { plainText }
    public var width: Int { spans.reduce(0) { $0 + $1.width } }
    public var isEmpty: Bool { spans.allSatisfy { $0.text.isEmpty } }

    public mutating func append(_ text: String, style: Style = .plain) {
        guard !text.isEmpty else { return }
        spans.append(Span(text, style: style))
    }

    public mutating func append(_ span: Span) { spans.append(span) }
    public mutating func append(_ other: StyledText) { spans += other.spans }

    public static func + (lhs: StyledText, rhs: StyledText) -> StyledText { StyledText(lhs.spans + rhs.spans) }

    /// The same text with every span's role replaced (a selected row) but attributes kept.
    public func withRole(_ role: Role) -> StyledText {
        StyledText(spans.map { Span($0.text, style: Style(role, $0.style.attributes), isAtomic: $0.isAtomic) })
    }

    /// The same text with every span's style changed by `change` (attributes added to a row
    /// that is struck out or dimmed).
    public func restyled(_ change: (Style) -> Style) -> StyledText {
        StyledText(spans.map { Span($0.text, style: change($0.style), isAtomic: $0.isAtomic) })
    }
}
