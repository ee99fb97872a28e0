import Foundation

extension ActionLibrary {
    /// The entries matching `query`, best first; every entry, in library order, for an empty query.
    ///
    /// Case and diacritics are ignored. An entry matches when the whole query, or every word of
    /// it, is found in its title, search keywords, description, app or category. Entries rank
    /// by where the match is (title, then keywords, then description, then app and category)
    /// and how (the whole title, its beginning, the beginning of a word, anywhere, then the
    /// letters in order), and keep library order within a rank, so App Shortcuts lead among equals.
    package func search(_ query: String) -> [Entry] {
        SearchText.ranked(entries, fields: searchFields, query: query)
    }
}

extension SearchText {
    /// `items` matching `query`, best first, each searched in its `fields` (tiers of texts, the
    /// first tier the most telling); every item, in order, for an empty query.
    static func ranked<Item>(_ items: [Item], fields: [[[SearchText]]], query: String) -> [Item] {
        let phrase = fold(query.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !phrase.isEmpty else { return items }
        let words = phrase.split(whereSeparator: \.isWhitespace).map(String.init)
        var ranked: [(rank: Int, order: Int)] = []
        for (order, tiers) in fields.enumerated() {
            let phraseRank = rank(of: phrase, in: tiers)
            // With several words, each must match somewhere; the weakest match decides.
            let wordRanks = words.count > 1 ? words.map { rank(of: $0, in: tiers) } : []
            let wordsRank: Int? = wordRanks.isEmpty || wordRanks.contains(nil) ? nil : wordRanks.compactMap { $0 }.max()
            guard let rank = [phraseRank, wordsRank].compactMap({ $0 }).min() else { continue }
            ranked.append((rank, order))
        }
        return ranked.sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }.map { items[$0.order] }
    }

    /// The best rank of a folded query among tiers of texts (lower is better), or `nil`. Letters
    /// scattered in order are a guess at a typo, so they rank after every real match in any tier:
    /// "dice" finds Random Number by its keyword before Get Device Details by d…i…c…e.
    private static func rank(of query: String, in tiers: [[SearchText]]) -> Int? {
        let matchKinds = Match.allCases.count
        var scattered: Int?
        for (tier, texts) in tiers.enumerated() {
            guard let best = texts.compactMap({ $0.match(query) }).min() else { continue }
            if best != .scattered { return tier * matchKinds + best.rawValue }
            if scattered == nil { scattered = tiers.count * matchKinds + tier }
        }
        return scattered
    }
}
