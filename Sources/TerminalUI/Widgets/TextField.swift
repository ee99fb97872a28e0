/// The state of a single-line text field: its text and cursor, edited with the keys people
/// expect from a shell prompt.
///
/// | Keys | Edit |
/// | --- | --- |
/// | ←/→, ^B/^F | character |
/// | ^←/^→, M-b/M-f | word |
/// | Home/End, ^A/^E | start/end |
/// | Bksp, Del/^D | delete a character |
/// | M-Bksp, M-d | delete a word back/forward |
/// | ^W | delete back to the previous space |
/// | ^U, ^K | delete to the start/end |
///
/// Enter, Esc, Tab and the vertical arrows are left to the app (accept, cancel, next field).
///
/// A field opened on a value it will change (a token's number, a shortcut's name) starts with
/// its whole text selected, as a form's field does: typing or pasting replaces it, a deleting key
/// clears it, and a movement key keeps it and puts the caret at that end.
public struct TextFieldState: Hashable, Sendable {
    public var editor: EditableText
    /// Whether the whole text is selected (see above); never for an empty text.
    public private(set) var isSelected: Bool

    /// A field holding `text`, its caret at the end; with `selected`, the text is selected.
    public init(_ text: String = "", selected: Bool = false) {
        editor = EditableText(text)
        isSelected = selected && !text.isEmpty
    }

    public var text: String {
        get { editor.text }
        set {
            editor.text = newValue
            isSelected = false
        }
    }

    /// Applies an editing key or a paste. Returns false for events the field does not use.
    public mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .paste(let text):
            replaceSelection()
            editor.insert(Self.singleLine(text))
            return true
        case .key(let key):
            return handle(key)
        default:
            return false
        }
    }

    /// Empties the field if its text is selected (before a character or a paste takes its place).
    private mutating func replaceSelection() {
        guard isSelected else { return }
        text = ""
    }

    mutating func handle(_ key: Key) -> Bool {
        if let character = key.text {
            replaceSelection()
            editor.insert(String(character))
            return true
        }
        if isSelected {
            switch (key.code, key.modifiers) {
            case (.backspace, _), (.delete, _), (.character("d"), .ctrl), (.character("d"), .alt),
                (.character("w"), .ctrl), (.character("u"), .ctrl), (.character("k"), .ctrl):
                text = ""
                return true
            case (.left, _), (.home, []), (.character("a"), .ctrl), (.character("b"), _):
                isSelected = false
                editor.moveToLineStart()
                return true
            case (.right, _), (.end, []), (.character("e"), .ctrl), (.character("f"), _):
                isSelected = false
                editor.moveToLineEnd()
                return true
            default:
                break
            }
        }
        switch (key.code, key.modifiers) {
        case (.left, []), (.character("b"), .ctrl): editor.moveLeft()
        case (.right, []), (.character("f"), .ctrl): editor.moveRight()
        case (.left, .ctrl), (.left, .alt), (.character("b"), .alt): editor.moveWordLeft()
        case (.right, .ctrl), (.right, .alt), (.character("f"), .alt): editor.moveWordRight()
        case (.home, []), (.character("a"), .ctrl): editor.moveToLineStart()
        case (.end, []), (.character("e"), .ctrl): editor.moveToLineEnd()
        case (.backspace, []), (.backspace, .shift): editor.deleteBackward()
        case (.delete, []), (.character("d"), .ctrl): editor.deleteForward()
        case (.backspace, .alt), (.backspace, .ctrl): editor.deleteWordBackward()
        case (.character("w"), .ctrl): editor.deleteToWhitespace()
        case (.character("d"), .alt), (.delete, .ctrl): editor.deleteWordForward()
        case (.character("u"), .ctrl): editor.deleteToStart()
        case (.character("k"), .ctrl): editor.deleteToEnd()
        default: return false
        }
        return true
    }

    /// Pasted text made fit for one line: line breaks and tabs become spaces, other controls go.
    static func singleLine(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isNewline || character == "\t" {
                result += " "
            } else if !character.unicodeScalars.contains(where: { DisplayText.isControl($0.value) }) {
                result.append(character)
            }
        }
        return result
    }
}

/// A single-line text field drawn into one row. When focused it places the terminal's cursor at
/// the caret; text longer than the field scrolls by pages, with `…` where text is hidden.
public struct TextField {
    public var state: TextFieldState
    public var placeholder: String
    public var isFocused: Bool
    public var style: Style
    /// Characters that stand for a pill: each is drawn as its label in the variable style and
    /// edits as one character (the editor uses private-use characters for variables in text).
    public var pills: [Character: String]

    public init(
        _ state: TextFieldState, placeholder: String = "", isFocused: Bool = true, style: Style = .plain,
        pills: [Character: String] = [:]
    ) {
        self.state = state
        self.placeholder = placeholder
        self.isFocused = isFocused
        self.style = style
        self.pills = pills
    }

    public func render(in rect: Rect, into buffer: inout ScreenBuffer) {
        let area = rect.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        buffer.fill(row, style: style)
        let characters = state.editor.characters
        if characters.isEmpty {
            buffer.write(
                placeholder, at: Point(x: row.x, y: row.y), style: Style(.placeholder, style.attributes),
                limit: row.maxX)
            if isFocused { buffer.cursor = Point(x: row.x, y: row.y) }
            return
        }
        let widths = characters.map { character in
            pills[character].map { TextWidth.width(of: $0) + 2 } ?? TextWidth.width(of: character)
        }
        let total = widths.reduce(0, +)
        let caret = widths[..<state.editor.cursor].reduce(0, +)
        let start = Self.scrollOffset(caret: caret, total: total, width: row.width)
        var column = 0
        for (index, character) in characters.enumerated() {
            let width = widths[index]
            defer { column += width }
            if column < start { continue }
            if column + width > start + row.width { break }
            if let label = pills[character] {
                let pill = Pill.span(label)
                buffer.write(
                    pill.text, at: Point(x: row.x + column - start, y: row.y), style: pill.style, limit: row.maxX)
            } else {
                // Selected text is drawn as a list's selected row is: visible without colour.
                let shown = state.isSelected && isFocused ? Style(.selection, style.attributes) : style
                buffer.put(character, at: Point(x: row.x + column - start, y: row.y), style: shown, limit: row.maxX)
            }
        }
        let caretX = row.x + caret - start
        if start > 0 && caretX != row.x {
            buffer.write(TextLayout.ellipsis, at: Point(x: row.x, y: row.y), style: Style(.muted, style.attributes))
        }
        if total - start > row.width && caretX != row.maxX - 1 {
            buffer.write(
                TextLayout.ellipsis, at: Point(x: row.maxX - 1, y: row.y), style: Style(.muted, style.attributes))
        }
        if isFocused { buffer.cursor = Point(x: caretX, y: row.y) }
    }

    /// The first column shown. It moves by pages of three quarters of the field, so the text
    /// does not slide under the caret at every key, and it never leaves space unused at the end.
    static func scrollOffset(caret: Int, total: Int, width: Int) -> Int {
        guard width > 1, total + 1 > width else { return 0 }
        let step = max(1, width * 3 / 4)
        let page = (caret / step) * step
        return max(0, min(page, total + 1 - width))
    }
}
