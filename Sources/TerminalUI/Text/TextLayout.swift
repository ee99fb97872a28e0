/// Width-aware text layout: truncation with an ellipsis, padding, wrapping. Every width here is a
/// display width (`TextWidth`), so CJK and emoji line up and nothing spills past a column.
public enum TextLayout {
    /// Where a truncated text loses its characters.
    public enum TruncationPosition: Sendable {
        /// "A long tit…"
        case end
        /// "/home/…/file.json": keeps both ends, for paths.
        case middle
    }

    public enum Alignment: Sendable {
        case left, center, right
    }

    /// The ellipsis truncation ends with.
    public static let ellipsis = "…"

    /// `text` cut to at most `width` columns, ending in an ellipsis when something was cut. A
    /// wide character that would straddle the limit is dropped whole, so the result may be one
    /// column narrower than `width`.
    public static func truncate(_ text: String, to width: Int, at position: TruncationPosition = .end) -> String {
        guard width > 0 else { return "" }
        let total = TextWidth.width(of: text)
        if total <= width { return text }
        let room = width - TextWidth.width(of: ellipsis)
        guard room > 0 else { return String(ellipsis.prefix(width)) }
        switch position {
        case .end:
            return prefix(of: text, width: room) + ellipsis
        case .middle:
            let head = prefix(of: text, width: (room + 1) / 2)
            let tail = suffix(of: text, width: room - TextWidth.width(of: head))
            return head + ellipsis + tail
        }
    }

    /// Styled text cut to at most `width` columns; the ellipsis takes the style of the last kept span.
    public static func truncate(_ text: StyledText, to width: Int) -> StyledText {
        guard width > 0 else { return StyledText() }
        if text.width <= width { return text }
        let room = width - TextWidth.width(of: ellipsis)
        var result = StyledText()
        var used = 0
        var lastStyle = text.spans.first?.style ?? .plain
        spans: for span in text.spans {
            var kept = ""
            for character in span.text {
                let w = TextWidth.width(of: character)
                if used + w > room {
                    if !kept.isEmpty { result.append(Span(kept, style: span.style)) }
                    lastStyle = span.style
                    break spans
                }
                kept.append(character)
                used += w
            }
            if !kept.isEmpty { result.append(Span(kept, style: span.style)) }
            lastStyle = span.style
        }
        if room > 0 { result.append(ellipsis, style: lastStyle) }
        return result
    }

    /// The longest prefix of `text` no wider than `width` columns.
    public static func prefix(of text: String, width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let w = TextWidth.width(of: character)
            if used + w > width { break }
            result.append(character)
            used += w
        }
        return result
    }

    /// The longest suffix of `text` no wider than `width` columns.
    public static func suffix(of text: String, width: Int) -> String {
        var result: [Character] = []
        var used = 0
        for character in text.reversed() {
            let w = TextWidth.width(of: character)
            if used + w > width { break }
            result.append(character)
            used += w
        }
        return String(result.reversed())
    }

    /// `text` padded with spaces to exactly `width` columns (truncated first if wider).
    public static func pad(_ text: String, to width: Int, alignment: Alignment = .left) -> String {
        let fitted = truncate(text, to: width)
        let gap = max(0, width - TextWidth.width(of: fitted))
        switch alignment {
        case .left: return fitted + String(repeating: " ", count: gap)
        case .right: return String(repeating: " ", count: gap) + fitted
        case .center:
            return String(repeating: " ", count: gap / 2) + fitted + String(repeating: " ", count: gap - gap / 2)
        }
    }

    /// `text` in a box drawn with lines, one row a line; with `width`, wrapped so the box is no
    /// wider than that. Dialogs and snippets of a run are shown this way.
    ///
    /// ```
    /// ┌───────┐
    /// │ Hello │
    /// └───────┘
    /// ```
    public static func boxed(_ text: String, width: Int? = nil) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            width.map { wrap(String(line), width: max(4, $0 - 4)) } ?? [String(line)]
        }
        let inner = lines.map(TextWidth.width(of:)).max() ?? 0
        let body = lines.map { "│ " + $0 + String(repeating: " ", count: inner - TextWidth.width(of: $0)) + " │" }
        return ["┌" + String(repeating: "─", count: inner + 2) + "┐"] + body + [
            "└" + String(repeating: "─", count: inner + 2) + "┘"
        ]
    }

    /// `text` wrapped into lines no wider than `width`, breaking at spaces, between wide (CJK)
    /// characters, and inside words longer than a line. Newlines always break.
    public static func wrap(_ text: String, width: Int) -> [String] {
        wrap(StyledText(text), width: width).map(\.plainText)
    }

    /// Styled text wrapped like `wrap(_:width:)`; atomic spans (pills) are never split unless
    /// wider than a whole line.
    public static func wrap(_ text: StyledText, width: Int) -> [StyledText] {
        guard width > 0 else { return [] }
        var wrapper = Wrapper(width: width)
        for token in tokens(of: text) { wrapper.add(token) }
        return wrapper.finish()
    }

    // MARK: - Wrapping

    /// A piece of text one style wide: a character, or a whole atomic span.
    struct Unit {
        var text: String
        var style: Style
        var width: Int
        var isAtomic = false
    }

    enum Token {
        case word([Unit])
        case space([Unit])
        case newline
    }

    static func tokens(of text: StyledText) -> [Token] {
        var tokens: [Token] = []
        var word: [Unit] = []
        var spaces: [Unit] = []
        func flushWord() {
            if !word.isEmpty {
                tokens.append(.word(word))
                word = []
            }
        }
        func flushSpaces() {
            if !spaces.isEmpty {
                tokens.append(.space(spaces))
                spaces = []
            }
        }
        for span in text.spans {
            if span.isAtomic {
                flushSpaces()
                word.append(Unit(text: span.text, style: span.style, width: span.width, isAtomic: true))
                continue
            }
            for character in span.text {
                if character == "\n" || character == "\r\n" || character == "\r" {
                    flushWord()
                    flushSpaces()
                    tokens.append(.newline)
                } else if character == " " || character == "\t" {
                    flushWord()
                    spaces.append(Unit(text: " ", style: span.style, width: 1))
                } else {
                    flushSpaces()
                    let unit = Unit(text: String(character), style: span.style, width: TextWidth.width(of: character))
                    if unit.width >= 2 {
                        // CJK text has no spaces: a line may break before and after any wide character.
                        flushWord()
                        tokens.append(.word([unit]))
                    } else {
                        word.append(unit)
                    }
                }
            }
        }
        flushWord()
        flushSpaces()
        return tokens
    }

    struct Wrapper {
        let width: Int
        var lines: [[Unit]] = []
        var current: [Unit] = []
        var used = 0
        var pendingSpaces: [Unit] = []

        init(width: Int) { self.width = width }

        mutating func add(_ token: Token) {
            switch token {
            case .newline:
                breakLine()
            case .space(let units):
                pendingSpaces += units
            case .word(let units):
                let wordWidth = units.reduce(0) { $0 + $1.width }
                let spaceWidth = pendingSpaces.count
                if used + spaceWidth + wordWidth <= width {
                    current += pendingSpaces + units
                    used += spaceWidth + wordWidth
                } else if wordWidth <= width {
                    breakLine()
                    current = units
                    used = wordWidth
                } else {
                    if used + spaceWidth < width, !current.isEmpty || spaceWidth > 0 {
                        current += pendingSpaces
                        used += spaceWidth
                    } else if !current.isEmpty {
                        breakLine()
                    }
                    for unit in split(units) {
                        if used + unit.width > width { breakLine() }
                        current.append(unit)
                        used += unit.width
                    }
                }
                pendingSpaces = []
            }
        }

        /// A word too long for a line, as pieces that each fit (atomic spans get truncated).
        func split(_ units: [Unit]) -> [Unit] {
            units.flatMap { unit -> [Unit] in
                guard unit.width > 1, unit.text.count > 1 else {
                    return [Unit(text: unit.text, style: unit.style, width: min(unit.width, width))]
                }
                if unit.width <= width { return [unit] }
                let cut = TextLayout.truncate(unit.text, to: width)
                return [Unit(text: cut, style: unit.style, width: TextWidth.width(of: cut), isAtomic: unit.isAtomic)]
            }
        }

        mutating func breakLine() {
            lines.append(current)
            current = []
            used = 0
            pendingSpaces = []
        }

        mutating func finish() -> [StyledText] {
            lines.append(current)
            return lines.map { units in
                var text = StyledText()
                for unit in units {
                    if let last = text.spans.last, last.style == unit.style, !last.isAtomic, !unit.isAtomic {
                        text.spans[text.spans.count - 1].text += unit.text
                    } else {
                        text.append(Span(unit.text, style: unit.style, isAtomic: unit.isAtomic))
                    }
                }
                return text
            }
        }
    }
}
