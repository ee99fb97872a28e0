import IntentKit

extension FileQuery: EntityStringQuery {
    /// How many items a search returns at most.
    static let searchLimit = 50

    /// The items whose name contains `string`, ignoring case and accents: exact names first,
    /// then names that begin with it, then the rest; shorter names and shallower items first
    /// within each group. A query with a `/` is matched against the relative path instead, so
    /// `notes/to` finds `notes/todo.txt`. An empty query gives the suggestions.
    func entities(matching string: String) async throws -> [FileEntity] {
        let query = string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else { return try await suggestedEntities() }
        let byPath = query.contains("/")
        var found = BestItems<SearchHit>(limit: Self.searchLimit, by: SearchHit.ranksBefore)
        try store.walk { info in
            let text = byPath ? info.relativePath : info.name
            if let match = TextMatch.classify(text, query: query) { found.offer(SearchHit(info: info, match: match)) }
        }
        return found.best().map { FileEntity($0.info) }
    }
}

/// An item a search found, and how well.
private struct SearchHit {
    let info: FileInfo
    let match: TextMatch

    /// Whether `lhs` is the better hit.
    static func ranksBefore(_ lhs: SearchHit, _ rhs: SearchHit) -> Bool {
        if lhs.match != rhs.match { return lhs.match < rhs.match }
        if lhs.info.name.count != rhs.info.name.count { return lhs.info.name.count < rhs.info.name.count }
        let lhsDepth = lhs.info.relativePath.count { $0 == "/" }
        let rhsDepth = rhs.info.relativePath.count { $0 == "/" }
        if lhsDepth != rhsDepth { return lhsDepth < rhsDepth }
        return lhs.info.relativePath < rhs.info.relativePath
    }
}
