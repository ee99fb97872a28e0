/// Words and sentences of a text, by Unicode's rules rather than by spaces.
///
/// Foundation's word and sentence enumeration is unavailable on Linux (swift-corelibs-foundation
/// marks `.byWords` and `.bySentences` unavailable), so words come from the word boundaries of
/// Swift's `Regex` (`\b`, Unicode's default word boundaries of UAX #29: "it's", "3.14" and
/// "foo_bar" are one word, "x-ray" two, and each Chinese or Japanese ideograph one, as UAX #29
/// has no dictionary). A word is a piece between two boundaries with a letter or a digit in it.
package enum TextWords {
    private nonisolated(unsafe) static let boundaries = try! Regex(#"\b.+?\b"#).dotMatchesNewlines()

    /// The ranges of the words of `text`, in order.
    package static func words(in text: String) -> [Range<String.Index>] {
        text.matches(of: boundaries).map(\.range).filter { hasWordCharacter(text[$0]) }
    }

    /// The sentences of `text`: a sentence ends at `.`, `!`, `?`, `…` or their full-width forms
    /// (and any closing quotes or brackets after them) followed by a space, a line break or the
    /// end; a line break between two paragraphs ends one too. The pieces cover the whole text;
    /// a piece with no letter or digit (spaces, a lone symbol) is not counted as a sentence.
    /// (Unicode's sentence rules need ICU, which Linux's Foundation does not expose;
    /// abbreviations such as "Dr." end a sentence here, as in ICU without its exceptions.)
    package static func sentences(in text: String) -> [Substring] {
        var out: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        func close(at end: String.Index) {
            if start < end { out.append(text[start..<end]) }
            start = end
        }
        while index < text.endIndex {
            let character = text[index]
            var next = text.index(after: index)
            if terminators.contains(character) {
                while next < text.endIndex, terminators.contains(text[next]) || closers.contains(text[next]) {
                    next = text.index(after: next)
                }
                if next == text.endIndex || text[next].isWhitespace || character.unicodeScalars.first!.value >= 0x3000 {
                    close(at: next)
                }
            } else if character.isNewline, next < text.endIndex, text[next].isNewline {
                close(at: next)
            }
            index = next
        }
        close(at: text.endIndex)
        return out
    }

    /// Whether a piece of text has a letter or a digit: a word, a sentence.
    package static func hasWordCharacter(_ text: Substring) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    private static let terminators: Set<Character> = [".", "!", "?", "…", "。", "！", "？", "‼", "⁇", "⁈", "⁉"]
    private static let closers: Set<Character> = ["\"", "'", "”", "’", "»", ")", "]", "」", "』"]
}
