/// The state of a multi-line text area: text with line breaks, a cursor, and the column the
/// cursor wants to keep while moving up and down through lines of different lengths.
///
/// Lines wrap softly at the area's width (at spaces when they can), and the vertical arrows move
/// through wrapped rows, so the state needs the area's size to handle them: pass the size the
/// view draws it at. Enter inserts a line break; Esc and Tab are left to the app.
public struct TextAreaState: Hashable, Sendable {
    public var editor: EditableText
    /// The column up/down moves aim for; nil after any horizontal move.
    var goalColumn: Int?

    public init(_ text: String = "") { editor = EditableText(text) }

    public var text: String {
        get { editor.text }
        set { editor.text = newValue }
    }

    /// Applies an editing or moving key, or a paste (line breaks kept, other controls dropped).
    /// Returns false for events the area does not use.
    public mutating func handle(_ event: InputEvent, size: Size) -> Bool {
        switch event {
        case .paste(let text):
            editor.insert(Self.clean(text))
            goalColumn = nil
            return true
        case .key(let key):
            return handle(key, size: size)
        default:
            return false
        }
    }

    mutating func handle(_ key: Key, size: Size) -> Bool {
        let layout = TextAreaLayout(characters: editor.characters, width: size.width)
        switch (key.code, key.modifiers) {
        case (.enter, []):
            editor.insert("\n")
        case (.up, []), (.character("p"), .ctrl):
            moveVertically(by: -1, layout: layout)
            return true
        case (.down, []), (.character("n"), .ctrl):
            moveVertically(by: 1, layout: layout)
            return true
        case (.pageUp, []):
            moveVertically(by: -max(1, size.height - 1), layout: layout)
            return true
        case (.pageDown, []):
            moveVertically(by: max(1, size.height - 1), layout: layout)
            return true
        case (.home, .ctrl):
            editor.cursor = 0
        case (.end, .ctrl):
            editor.cursor = editor.characters.count
        default:
            var field = TextFieldState()
            field.editor = editor
            guard field.handle(key) else { return false }
            editor = field.editor
        }
        goalColumn = nil
        return true
    }

    mutating func moveVertically(by rows: Int, layout: TextAreaLayout) {
        let (row, column) = layout.position(of: editor.cursor)
        let goal = goalColumn ?? column
        let target = min(max(0, row + rows), layout.rows.count - 1)
        if target == row {
            editor.cursor = rows < 0 ? 0 : editor.characters.count
        } else {
            editor.cursor = layout.index(row: target, column: goal)
        }
        goalColumn = goal
    }

    static func clean(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isNewline {
                result += "\n"
            } else if character == "\t" {
                result += "    "
            } else if !character.unicodeScalars.contains(where: { DisplayText.isControl($0.value) }) {
                result.append(character)
            }
        }
        return result
    }
}

/// How text wraps in a text area: rows as ranges of character indices.
struct TextAreaLayout {
    struct Row {
        var start: Int
        /// One past the last character shown on the row (a line break is not shown).
        var end: Int
    }

    let characters: [Character]
    let widths: [Int]
    var rows: [Row] = []

    init(characters: [Character], width: Int) {
        self.characters = characters
        widths = characters.map { $0.isNewline ? 0 : TextWidth.width(of: $0) }
        let width = max(1, width)
        var lineStart = 0
        while true {
            var lineEnd = lineStart
            while lineEnd < characters.count && !characters[lineEnd].isNewline { lineEnd += 1 }
            wrapLine(from: lineStart, to: lineEnd, width: width)
            guard lineEnd < characters.count else { break }
            lineStart = lineEnd + 1
        }
    }

    private mutating func wrapLine(from start: Int, to end: Int, width: Int) {
        var rowStart = start
        repeat {
            var used = 0
            var i = rowStart
            while i < end && used + widths[i] <= width - 1 {
                used += widths[i]
                i += 1
            }
            if i < end {
                // Break after the last space on the row, if the row has one.
                if let space = (rowStart..<i).last(where: { characters[$0] == " " }), space + 1 > rowStart {
                    i = space + 1
                }
                if i == rowStart { i += 1 }
            }
            rows.append(Row(start: rowStart, end: i))
            rowStart = i
        } while rowStart < end
    }

    /// The row and column the cursor at `index` is drawn at.
    func position(of index: Int) -> (row: Int, column: Int) {
        for (number, row) in rows.enumerated() {
            let isLast = number == rows.count - 1 || rows[number + 1].start > row.end
            if index >= row.start && (index < row.end || (index == row.end && isLast)) {
                return (number, widths[row.start..<index].reduce(0, +))
            }
        }
        return (max(0, rows.count - 1), 0)
    }

    /// The character index nearest to `column` on `row`.
    func index(row: Int, column: Int) -> Int {
        let row = rows[row]
        var used = 0
        var i = row.start
        while i < row.end && used + widths[i] <= column {
            used += widths[i]
            i += 1
        }
        return i
    }
}

/// A multi-line text area: wraps its text into the rect, scrolls by pages to keep the caret in
/// view, and places the terminal's cursor at the caret when focused.
public struct TextArea {
    public var state: TextAreaState
    public var placeholder: String
    public var isFocused: Bool
    public var style: Style

    public init(_ state: TextAreaState, placeholder: String = "", isFocused: Bool = true, style: Style = .plain) {
        self.state = state
        self.placeholder = placeholder
        self.isFocused = isFocused
        self.style = style
    }

    public func render(in rect: Rect, into buffer: inout ScreenBuffer) {
        let area = rect.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        buffer.fill(area, style: style)
        let characters = state.editor.characters
        if characters.isEmpty {
            for (offset, line) in TextLayout.wrap(placeholder, width: area.width).prefix(area.height).enumerated() {
                buffer.write(
                    line, at: Point(x: area.x, y: area.y + offset), style: Style(.placeholder, style.attributes),
                    limit: area.maxX)
            }
            if isFocused { buffer.cursor = Point(x: area.x, y: area.y) }
            return
        }
        let layout = TextAreaLayout(characters: characters, width: area.width)
        let (caretRow, caretColumn) = layout.position(of: state.editor.cursor)
        let step = max(1, area.height * 3 / 4)
        let top =
            area.height >= layout.rows.count
            ? 0 : max(0, min((caretRow / step) * step, layout.rows.count - area.height))
        for (offset, row) in layout.rows[top...].prefix(area.height).enumerated() {
            var x = area.x
            for i in row.start..<row.end {
                x += buffer.put(characters[i], at: Point(x: x, y: area.y + offset), style: style, limit: area.maxX)
            }
        }
        if isFocused {
            buffer.cursor = Point(x: area.x + min(caretColumn, area.width - 1), y: area.y + caretRow - top)
        }
    }
}
