/// Sentences of a text, by rules close to Unicode's (UAX #29) with the exceptions a reader
/// expects.
///
/// Foundation's `enumerateSubstrings(in:options: .bySentences)` is unavailable on Linux
/// (swift-corelibs-foundation marks it so; tried: it does not compile there), and its ICU
/// break iterator is not exposed, so the rules are here:
/// - A sentence ends after `.`, `!`, `?`, `…` (or `...`), `‼`, `⁇`, `⁈`, `⁉`, with any closing
///   quotes and brackets after them, when a space, a line break or the end follows. A full-width
///   `。`, `！` or `？` ends one even with no space (Chinese and Japanese use none).
/// - It does not end when the next letter is lowercase ("Wait… what?", "e.g. this", `"Stop!" he
///   said`), nor after an abbreviation that stands before a name or example ("Dr.", "Mr.",
///   "e.g.", "vs.") or a single capital's initial ("J. R. R. Tolkien").
/// - A decimal point or a dot inside a word ("3.14", "example.com") ends nothing: no space
///   follows it.
/// - A blank line ends a sentence, ended or not.
package enum TextSentences {
    /// The pieces of `text`, in order; together they are the whole text. Spaces after a
    /// sentence begin the next piece.
    /// - Parameter goesOnInLowercase: whether a lowercase letter after a terminator continues
    ///   the sentence (for counting); sentence case, which exists to capitalize what follows a
    ///   terminator, turns it off.
    package static func pieces(of text: String, goesOnInLowercase: Bool = true) -> [Substring] {
        var out: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            var next = text.index(after: index)
            if terminators.contains(character) {
                while next < text.endIndex, terminators.contains(text[next]) || closers.contains(text[next]) {
                    next = text.index(after: next)
                }
                if endsSentence(in: text, run: index..<next, goesOnInLowercase: goesOnInLowercase) {
                    out.append(text[start..<next])
                    start = next
                }
            } else if character.isNewline, next < text.endIndex, text[next].isNewline {
                out.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start < text.endIndex { out.append(text[start...]) }
        return out
    }

    /// Whether the run of terminators and closers at `run` ends a sentence.
    private static func endsSentence(in text: String, run: Range<String.Index>, goesOnInLowercase: Bool) -> Bool {
        let marks = text[run]
        if marks.contains(where: { fullWidth.contains($0) }) { return true }
        guard run.upperBound < text.endIndex else { return true }
        guard text[run.upperBound].isWhitespace else { return false }
        if goesOnInLowercase, let letter = nextLetter(in: text, from: run.upperBound), letter.isLowercase {
            return false
        }
        // "Dr. Watson", "e.g. Paris", "J. Smith": one dot after an abbreviation or an initial.
        if marks.first == ".", marks.filter({ $0 == "." }).count == 1 {
            let word = wordBefore(run.lowerBound, in: text)
            if abbreviations.contains(word.lowercased()) { return false }
            if word.count == 1, word.first?.isUppercase == true { return false }
        }
        return true
    }

    /// The first letter after `index` on the same paragraph, skipping spaces, quotes, digits and
    /// punctuation; `nil` at a blank line or the end.
    private static func nextLetter(in text: String, from index: String.Index) -> Character? {
        var index = index
        var newlines = 0
        while index < text.endIndex {
            let character = text[index]
            if character.isLetter { return character }
            if character.isNewline {
                newlines += 1
                if newlines > 1 { return nil }
            }
            if terminators.contains(character) { return nil }
            index = text.index(after: index)
        }
        return nil
    }

    /// The word just before `index`: letters, and dots between them ("e.g", "Dr", "U.S").
    private static func wordBefore(_ index: String.Index, in text: String) -> Substring {
        var start = index
        while start > text.startIndex {
            let previous = text.index(before: start)
            guard text[previous].isLetter || (text[previous] == "." && previous > text.startIndex) else { break }
            start = previous
        }
        return text[start..<index]
    }

    private static let terminators: Set<Character> = [".", "!", "?", "…", "。", "！", "？", "‼", "⁇", "⁈", "⁉"]
    private static let fullWidth: Set<Character> = ["。", "！", "？"]
    private static let closers: Set<Character> = ["\"", "'", "”", "’", "»", ")", "]", "」", "』", "）"]
    /// Abbreviations that stand before what they qualify (a name, an example), so the sentence
    /// goes on after them. "etc." and "a.m." often end a sentence and are not here.
    private static let abbreviations: Set<String> = [
        "mr", "mrs", "ms", "mx", "dr", "prof", "sr", "jr", "st", "mt", "rev", "fr", "gen", "col", "capt", "lt",
        "sgt", "e.g", "i.e", "cf", "vs", "viz", "approx", "fig", "vol",
    ]
}
