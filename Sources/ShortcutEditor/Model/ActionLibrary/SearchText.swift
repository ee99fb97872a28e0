import Foundation

/// Text prepared for the action library's search: folded so that case and diacritics do not
/// matter ("cafe" finds "Café"), matched at word starts before anywhere else.
struct SearchText: Sendable, Equatable {
    let folded: String

    init(_ text: String) {
        folded = Self.fold(text)
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// How a piece of the query matches this text.
    enum Match: Int, Comparable {
        /// The whole text is the query.
        case exact
        /// The text begins with the query.
        case prefix
        /// A word of the text begins with the query.
        case wordPrefix
        /// The query is somewhere inside a word.
        case substring

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
        return best
    }
}
