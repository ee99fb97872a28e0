import Foundation
import IntentKit

/// Text prepared for the action library's search: folded so that case and diacritics do not
/// matter ("cafe" finds "Café"), matched at word starts before anywhere else.
struct SearchText: Sendable, Equatable {
    let folded: String

    init(_ text: String) {
        folded = Self.fold(text)
    }

    static func fold(_ text: String) -> String { TextFolding.fold(text) }

    /// How a piece of the query matches this text.
    enum Match: Int, Comparable, CaseIterable {
        /// The whole text is the query.
        case exact
        /// The text begins with the query.
        case prefix
        /// A word of the text begins with the query.
        case wordPrefix
        /// The query is somewhere inside a word.
        case substring
        /// The query's letters come in order in one word, from its first letter ("medtn" in
        /// "meditation"): typos and abbreviations still find something.
        case scattered

        static func < (a: Match, b: Match) -> Bool { a.rawValue < b.rawValue }
    }

    /// The best way `query` (already folded) matches, or `nil`.
    func match(_ query: String) -> Match? {
        guard !query.isEmpty else { return nil }
        if folded == query { return .exact }
        if folded.hasPrefix(query) { return .prefix }
        var best: Match?
        var searchStart = folded.startIndex
        while let range = folded.range(of: query, range: searchStart..<folded.endIndex) {
            let before = folded[..<range.lowerBound].last
            if before.map({ !$0.isLetter && !$0.isNumber }) ?? true { return .wordPrefix }
            best = .substring
            searchStart = folded.index(after: range.lowerBound)
        }
        if best == nil, query.count >= 3, scatters(query) { return .scattered }
        return best
    }

    /// Whether the query's letters appear in order within one word that starts with its first.
    private func scatters(_ query: String) -> Bool {
        let letters = Array(query)
        for word in folded.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        where word.first == letters[0] && word.count >= letters.count {
            var next = 0
            for character in word where character == letters[next] {
                next += 1
                if next == letters.count { return true }
            }
        }
        return false
    }
}
