/// The cases Change Case changes text to.
///
/// Case mapping is Swift's `String.uppercased()` / `lowercased()`: Unicode's full mappings,
/// the same in every locale (`straße` → `STRASSE`, `ǆ` → `Ǆ`; Turkish `i` → `I` and `İ` →
/// `i̇`, never the Turkish dotless forms, because a shortcut must give the same output on
/// every machine). Words are Unicode words (``TextWords``); a word's first letter takes its
/// titlecase form (`ǆemal` → `ǅemal`); combining marks stay with their letter.
package enum TextCase: String, CaseIterable, Sendable {
    case uppercase, lowercase, capitalize, titleCase, sentenceCase, alternatingCase

    /// The title Change Case's menu shows, written in its own case as Apple's does.
    package var title: String {
        switch self {
        case .uppercase: "UPPERCASE"
        case .lowercase: "lowercase"
        case .capitalize: "Capitalize Every Word"
        case .titleCase: "Capitalize with Title Case"
        case .sentenceCase: "Capitalize with sentence case"
        case .alternatingCase: "cApItAlIzE wItH aLtErNaTiNg CaSe"
        }
    }

    /// `text` in this case.
    package func apply(to text: String) -> String {
        switch self {
        case .uppercase: return text.uppercased()
        case .lowercase: return Self.lowercased(text)
        case .capitalize: return Self.capitalizingWords(text) { _, _ in true }
        case .titleCase:
            let words = TextWords.words(in: text)
            return Self.capitalizingWords(text, words: words) { index, word in
                index == 0 || index == words.count - 1 || !Self.minorWords.contains(word.lowercased())
            }
        case .sentenceCase:
            // Each sentence's first word capitalized, the rest lowercase. A lowercase word after
            // a full stop starts a sentence here: capitalizing it is the point.
            return TextSentences.pieces(of: text, goesOnInLowercase: false).map {
                Self.capitalizingWords(String($0)) { index, _ in index == 0 }
            }
            .joined()
        case .alternatingCase:
            var lower = true
            var out = ""
            for character in text {
                guard character.isLetter else {
                    out.append(character)
                    continue
                }
                out += lower ? Self.lowercased(String(character)) : character.uppercased()
                lower.toggle()
            }
            return out
        }
    }

    /// `text` lowercased, each word whose index `capitalize` accepts starting with its
    /// titlecase letter.
    private static func capitalizingWords(
        _ text: String, words: [Range<String.Index>]? = nil, _ capitalize: (Int, Substring) -> Bool
    ) -> String {
        var out = ""
        var last = text.startIndex
        for (index, range) in (words ?? TextWords.words(in: text)).enumerated() {
            out += Self.lowercased(text[last..<range.lowerBound])
            let word = text[range]
            if capitalize(index, word), let first = word.first {
                out += titlecase(first) + Self.lowercased(word, from: 1)
            } else {
                out += Self.lowercased(word)
            }
            last = range.upperBound
        }
        return out + Self.lowercased(text[last...])
    }

    /// `text` lowercased, Greek capital sigma by its context as Unicode's special casing has it:
    /// `ς` at the end of a word (a cased letter before it, none after, case-ignorable marks
    /// skipped), `σ` elsewhere (`ΟΔΟΣ` → `οδος`, `ΣΟΦΙΑ` → `σοφια`). Swift's `lowercased()` maps
    /// each scalar alone and always gives `σ`. With `from`, the first characters are left out of
    /// the result but still count as context.
    package static func lowercased(_ text: some StringProtocol, from start: Int = 0) -> String {
        let scalars = Array(String(text).unicodeScalars)
        let skipped = text.prefix(start).unicodeScalars.count
        var out = String.UnicodeScalarView()
        for index in scalars.indices.dropFirst(skipped) {
            let scalar = scalars[index]
            if scalar == "\u{03A3}", isFinalSigma(at: index, in: scalars) {
                out.append("\u{03C2}")
            } else {
                out.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return String(out)
    }

    /// Unicode's Final_Sigma condition for the scalar at `index`.
    private static func isFinalSigma(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        func casedNeighbour(_ indices: some Sequence<Int>) -> Bool {
            for other in indices {
                let properties = scalars[other].properties
                if properties.isCaseIgnorable { continue }
                return properties.isCased
            }
            return false
        }
        return casedNeighbour((0..<index).reversed()) && !casedNeighbour((index + 1)..<scalars.count)
    }

    /// A character's titlecase form: its first scalar's titlecase mapping, its marks kept.
    private static func titlecase(_ character: Character) -> String {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return String(character) }
        return first.properties.titlecaseMapping + String(String.UnicodeScalarView(scalars.dropFirst()))
    }

    /// Words title case leaves lowercase unless first or last (English, as Apple's does).
    private static let minorWords: Set<String> = [
        "a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in", "of", "off", "on",
        "per", "to", "up", "via", "with", "from", "into", "over", "than",
    ]
}
