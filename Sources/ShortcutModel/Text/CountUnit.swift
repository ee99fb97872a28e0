/// What Count counts in its input.
package enum CountUnit: String, CaseIterable, Sendable {
    case items, characters, words, sentences, lines

    package var title: String { rawValue.capitalized }

    /// How many of this unit `text` has. Characters are grapheme clusters (👋🏽 and a decomposed
    /// é are one each), words and sentences those of ``TextWords``, lines the pieces between
    /// line breaks (`\n`, `\r\n`, U+2028 …; a final line break ends the last line, it does not
    /// start another). Empty text has none of any.
    package func count(in text: String) -> Int {
        switch self {
        case .items: return 1
        case .characters: return text.count
        case .words: return TextWords.words(in: text).count
        case .sentences: return TextWords.sentences(in: text).filter(TextWords.hasWordCharacter).count
        case .lines:
            guard !text.isEmpty else { return 0 }
            let breaks = text.count { $0.isNewline }
            return text.last?.isNewline == true ? breaks : breaks + 1
        }
    }
}
