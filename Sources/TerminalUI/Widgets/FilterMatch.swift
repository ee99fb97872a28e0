import Foundation

/// How a list filter matches: every word of the query must appear in the item, ignoring case and
/// accents ("cafe" finds "Café"). Items keep a folded copy of their text so filtering a long list
/// at every key press compares plain strings.
public enum FilterMatch {
    /// `text` folded for matching: lowercased, accents removed.
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// The query's words, folded.
    public static func terms(of query: String) -> [String] {
        fold(query).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    /// Whether an item whose folded text is `key` matches every term.
    public static func matches(key: String, terms: [String]) -> Bool {
        terms.allSatisfy { key.contains($0) }
    }

    /// The character offsets of `text` that some term matches, for highlighting.
    public static func highlightedOffsets(in text: String, terms: [String]) -> Set<Int> {
        guard !terms.isEmpty else { return [] }
        // Fold character by character and remember which original character each folded one
        // came from, since folding can change the length ("ß" stays, "ﬁ" becomes "fi").
        var folded: [Character] = []
        var owner: [Int] = []
        for (offset, character) in text.enumerated() {
            for piece in fold(String(character)) {
                folded.append(piece)
                owner.append(offset)
            }
        }
        var result: Set<Int> = []
        for term in terms {
            let needle = Array(term)
            guard !needle.isEmpty, needle.count <= folded.count else { continue }
            var start = 0
            while start + needle.count <= folded.count {
                if folded[start..<(start + needle.count)].elementsEqual(needle) {
                    for i in start..<(start + needle.count) { result.insert(owner[i]) }
                    start += needle.count
                } else {
                    start += 1
                }
            }
        }
        return result
    }
}
