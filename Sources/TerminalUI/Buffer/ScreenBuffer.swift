/// A frame: a grid of cells that a view draws into and the backend diffs against the last one.
///
/// Drawing is immediate mode: every frame starts blank and the view writes everything. Writes
/// clip at the edges, never wrap, and keep wide characters whole: overwriting half of one blanks
/// the other half, and a wide character that does not fit before the edge becomes blanks.
public struct ScreenBuffer: Hashable, Sendable {
    public private(set) var size: Size
    /// Row-major cells, `size.width * size.height` of them.
    public internal(set) var cells: [Cell]
    /// Where the terminal's cursor should be shown (a focused text field's caret), or nil to hide it.
    public var cursor: Point?

    /// A blank frame of `size`, every cell a space in `style`.
    public init(size: Size, style: Style = .plain) {
        self.size = size
        cells = Array(repeating: .blank(style), count: size.width * size.height)
    }

    public var bounds: Rect { Rect(size) }

    /// The cell at column `x`, row `y`. Reading outside the frame gives a blank.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank() }
        return cells[y * size.width + x]
    }

    /// Blanks every cell of `rect` (clipped to the frame) in `style`.
    public mutating func fill(_ rect: Rect, style: Style = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            detachWideCharacters(row: y, from: area.minX, to: area.maxX)
            let start = y * size.width
            for x in area.minX..<area.maxX { cells[start + x] = .blank(style) }
        }
    }

    /// Fills every cell of `rect` with `character` (one column wide, e.g. a line-drawing piece).
    public mutating func fill(_ rect: Rect, with character: Character, style: Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { put(character, at: Point(x: x, y: y), style: style) }
        }
    }

    /// Changes the style of every cell in `rect`, keeping the text: how a row becomes selected.
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            let start = y * size.width
            for x in area.minX..<area.maxX { cells[start + x].style = transform(cells[start + x].style) }
        }
    }

    /// Sets the role of every cell in `rect`, keeping text and attributes.
    public mutating func restyle(_ rect: Rect, role: Role, adding attributes: Attributes = []) {
        restyle(rect) { Style(role, $0.attributes.union(attributes)) }
    }

    /// Writes one grapheme cluster at `point`, escaped if it is a control; returns the columns used.
    /// Nothing is written past column `limit` (default: the right edge); a wide character that
    /// would cross it leaves blanks instead.
    @discardableResult
    public mutating func put(_ character: Character, at point: Point, style: Style = .plain, limit: Int? = nil) -> Int {
        let end = min(limit ?? size.width, size.width)
        guard point.y >= 0, point.y < size.height, point.x >= 0, point.x < end else { return 0 }
        switch DisplayText.form(of: character) {
        case .cluster(let text, let width):
            return place(text, width: width, at: point, style: style, end: end)
        case .escaped(let escape):
            var x = point.x
            for byte in escape.utf8 where x < end {
                x += place(
                    Self.ascii[Int(byte)], width: 1, at: Point(x: x, y: point.y), style: style.adding(.dim), end: end)
            }
            return x - point.x
        case .invisible:
            return 0
        }
    }

    /// Writes `text` on one row from `point`, clipped at column `limit` (default: the right
    /// edge); returns the columns used. Newlines and other controls are shown escaped.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, at point: Point, style: Style = .plain, limit: Int? = nil)
        -> Int
    {
        let end = min(limit ?? size.width, size.width)
        guard point.y >= 0, point.y < size.height, point.x < end else { return 0 }
        var x = point.x
        // Most text on screen is printable ASCII: write it byte by byte without grapheme breaking.
        var isASCII = true
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F {
            isASCII = false
            break
        }
        if isASCII {
            for byte in text.utf8 {
                guard x < end else { break }
                if x >= 0 {
                    place(Self.ascii[Int(byte)], width: 1, at: Point(x: x, y: point.y), style: style, end: end)
                }
                x += 1
            }
            return max(0, x - max(point.x, 0))
        }
        for character in text {
            guard x < end else { break }
            if x < 0 {
                x += TextWidth.width(of: character)
                continue
            }
            x += put(character, at: Point(x: x, y: point.y), style: style, limit: end)
        }
        return max(0, x - max(point.x, 0))
    }

    /// Writes styled spans one after another on a row; returns the columns used.
    @discardableResult
    public mutating func write(_ text: StyledText, at point: Point, limit: Int? = nil) -> Int {
        var x = point.x
        for span in text.spans {
            x += write(span.text, at: Point(x: x, y: point.y), style: span.style, limit: limit)
        }
        return x - point.x
    }

    /// Places an already-displayable cluster, keeping wide characters whole.
    @discardableResult
    private mutating func place(_ text: String, width: Int, at point: Point, style: Style, end: Int) -> Int {
        let row = point.y * size.width
        if point.x + width > end {
            // A wide character that does not fit before the edge: blank the columns it would take.
            for x in point.x..<end { place(" ", width: 1, at: Point(x: x, y: point.y), style: style, end: end) }
            return end - point.x
        }
        detachWideCharacters(row: point.y, from: point.x, to: point.x + width)
        cells[row + point.x] = Cell(text, width: width, style: style)
        if width > 1 {
            for x in (point.x + 1)..<(point.x + width) { cells[row + x] = .continuation(style) }
        }
        return width
    }

    /// Before columns `from..<to` of a row are overwritten, blanks the parts of wide characters
    /// that stick out of that range on either side, so no half character stays behind.
    private mutating func detachWideCharacters(row y: Int, from: Int, to: Int) {
        let row = y * size.width
        if from < size.width, cells[row + from].isContinuation {
            var leader = from - 1
            while leader > 0 && cells[row + leader].isContinuation { leader -= 1 }
            for x in leader..<from { cells[row + x] = .blank(cells[row + x].style) }
        }
        var x = to
        while x < size.width && cells[row + x].isContinuation {
            cells[row + x] = .blank(cells[row + x].style)
            x += 1
        }
    }

    /// One-character strings for every ASCII byte, so the fast path never builds a string.
    static let ascii: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
}

extension ScreenBuffer {
    /// The text of row `y` as the terminal shows it (continuations add nothing).
    public func line(_ y: Int) -> String {
        guard y >= 0, y < size.height else { return "" }
        var result = ""
        let start = y * size.width
        for x in 0..<size.width { result += cells[start + x].text }
        return result
    }

    /// Every row's text, top to bottom.
    public var lines: [String] { (0..<size.height).map(line) }

    /// The frame's text, rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }
}
