/// Text being edited, as grapheme clusters with a cursor between them: the model under the text
/// field and the text area. Moving and deleting go by whole clusters, so an accented letter, a
/// flag or a family emoji is never cut in half.
public struct EditableText: Hashable, Sendable {
    public private(set) var characters: [Character]
    /// The cursor, as the number of clusters before it (0...characters.count).
    public var cursor: Int {
        didSet { cursor = min(max(0, cursor), characters.count) }
    }

    /// Starts with `text`, the cursor at its end.
    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    public var text: String {
        get { String(characters) }
        set {
            characters = Array(newValue)
            cursor = characters.count
        }
    }

    public var isEmpty: Bool { characters.isEmpty }

    // MARK: Editing

    public mutating func insert(_ text: String) {
        // Insert then re-split the neighbourhood: "e" followed by a typed U+0301 must become one
        // cluster "é", as it will be on screen.
        let before = String(characters[..<cursor]) + text
        let after = characters[cursor...]
        let merged = Array(before + String(after))
        let afterCount = Array(String(after)).count
        characters = merged
        cursor = max(0, merged.count - afterCount)
    }

    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    public mutating func deleteWordBackward() {
        let start = wordStart(before: cursor)
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Ctrl-W as shells do it: back to the previous whitespace, so "pod-bay" goes in one press.
    public mutating func deleteToWhitespace() {
        var start = cursor
        while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
        while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    public mutating func deleteWordForward() {
        let end = wordEnd(after: cursor)
        characters.removeSubrange(cursor..<end)
    }

    public mutating func deleteToStart() {
        let start = lineStart(of: cursor)
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    public mutating func deleteToEnd() {
        let end = lineEnd(of: cursor)
        characters.removeSubrange(cursor..<end)
    }

    // MARK: Moving

    public mutating func moveLeft() { cursor -= 1 }
    public mutating func moveRight() { cursor += 1 }
    public mutating func moveWordLeft() { cursor = wordStart(before: cursor) }
    public mutating func moveWordRight() { cursor = wordEnd(after: cursor) }
    /// To the start of the cursor's line.
    public mutating func moveToLineStart() { cursor = lineStart(of: cursor) }
    /// To the end of the cursor's line.
    public mutating func moveToLineEnd() { cursor = lineEnd(of: cursor) }

    // MARK: Boundaries

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Where a word move left from `index` lands: skip separators, then the word.
    public func wordStart(before index: Int) -> Int {
        var i = index
        while i > 0 && !Self.isWordCharacter(characters[i - 1]) { i -= 1 }
        while i > 0 && Self.isWordCharacter(characters[i - 1]) { i -= 1 }
        return i
    }

    /// Where a word move right from `index` lands: skip separators, then the word.
    public func wordEnd(after index: Int) -> Int {
        var i = index
        while i < characters.count && !Self.isWordCharacter(characters[i]) { i += 1 }
        while i < characters.count && Self.isWordCharacter(characters[i]) { i += 1 }
        return i
    }

    public func lineStart(of index: Int) -> Int {
        var i = index
        while i > 0 && !characters[i - 1].isNewline { i -= 1 }
        return i
    }

    public func lineEnd(of index: Int) -> Int {
        var i = index
        while i < characters.count && !characters[i].isNewline { i += 1 }
        return i
    }
}
