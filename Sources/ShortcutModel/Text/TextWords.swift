/// Words and sentences of a text, by Unicode's rules rather than by spaces.
///
/// Foundation's word and sentence enumeration is unavailable on Linux (swift-corelibs-foundation
/// marks `.byWords` and `.bySentences` unavailable), so sentences come from ``TextSentences``
/// and words from the word boundaries of
/// Swift's `Regex` (`\b`, Unicode's default word boundaries of UAX #29: "it's", "3.14" and
/// "foo_bar" are one word, "x-ray" two, and each Chinese or Japanese ideograph one, as UAX #29
/// has no dictionary). A word is a piece between two boundaries with a letter or a digit in it.
package enum TextWords {
    private nonisolated(unsafe) static let boundaries = try! Regex(#"\b.+?\b"#).dotMatchesNewlines()

    /// The ranges of the words of `text`, in order.
    package static func words(in text: String) -> [Range<String.Index>] {
        text.matches(of: boundaries).map(\.range).filter { hasWordCharacter(text[$0]) }
    }

    /// The sentences of `text` (``TextSentences``); the pieces cover the whole text, and a piece
    /// with no letter or digit (spaces, a lone symbol) is not counted as a sentence.
    package static func sentences(in text: String) -> [Substring] { TextSentences.pieces(of: text) }

    /// Whether a piece of text has a letter or a digit: a word, a sentence.
    package static func hasWordCharacter(_ text: Substring) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
}
