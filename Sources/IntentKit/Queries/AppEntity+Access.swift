/// The kinds of query an entity's default query implements.
package enum EntityQueryKind: String, Sendable, Codable, CaseIterable {
    /// Finds entities by identifier (every query).
    case identifier
    /// Searches by text (``EntityStringQuery``).
    case string
    /// Lists every entity (``EnumerableEntityQuery``).
    case enumerable
    /// Filters, sorts and limits by properties (``EntityPropertyQuery``).
    case property
}

// MARK: - Type-erased access to an entity type's query, for hosts that know the type at run time.

extension AppEntity {
    /// The kinds of query ``defaultQuery`` implements.
    package static var queryKinds: [EntityQueryKind] {
        var kinds: [EntityQueryKind] = [.identifier]
        if defaultQuery is any EntityStringQuery { kinds.append(.string) }
        if defaultQuery is any EnumerableEntityQuery { kinds.append(.enumerable) }
        if defaultQuery is any EntityPropertyQuery { kinds.append(.property) }
        return kinds
    }

    /// Whether a Find action exists for this type (enumerable or property query).
    public static var supportsFind: Bool {
        defaultQuery is any EnumerableEntityQuery || defaultQuery is any EntityPropertyQuery
    }

    /// The entities with these saved identifiers. Identifiers that are malformed or no longer
    /// exist are left out; compare the result's identifiers to find them. A ``SyncableEntity``'s
    /// saved identifiers are its stable ones, and the query is asked by those alone.
    public static func entities(identifiedBy identifiers: [String]) async throws -> [any AppEntity] {
        let ids = identifiers.compactMap { identifier(saved: $0) }
        guard !ids.isEmpty else { return [] }
        return try await defaultQuery.entities(for: ids)
    }

    /// The query's suggestions.
    public static func suggestedAnyEntities() async throws -> [any AppEntity] {
        try await defaultQuery.suggestedEntities()
    }

    /// Every entity, for enumerable queries; `nil` for others.
    public static func allAnyEntities() async throws -> [any AppEntity]? {
        guard let query = defaultQuery as? any EnumerableEntityQuery else { return nil }
        return try await query.allEntities()
    }

    /// The entities matching `text`: the string query's search, or for enumerable queries the
    /// entities whose title or a synonym contains it, folded (``TextFolding``: "garcia" finds
    /// "García"). `nil` if the query can do neither.
    public static func searchEntities(_ text: String) async throws -> [any AppEntity]? {
        if let query = defaultQuery as? any EntityStringQuery { return try await query.entities(matching: text) }
        if let query = defaultQuery as? any EnumerableEntityQuery {
            let all: [any AppEntity] = try await query.allEntities()
            guard !text.isEmpty else { return all }
            return all.filter { entity in
                let rep = entity.displayRepresentation
                return ([rep.title] + rep.synonyms).contains { TextFolding.contains($0.localizedString, text) }
            }
        }
        return nil
    }

    /// One entity to read `@Property` declarations from, or `nil` if the query has none to give.
    ///
    /// Suggestions are often partial (a title and nothing else), so the query's fuller answers
    /// come first, and an entity with every property set is preferred.
    static func sampleEntity() async throws -> (any AppEntity)? {
        var fallback: (any AppEntity)?
        let sources: [() async throws -> (any AppEntity)?] = [
            {
                if let query = defaultQuery as? any EntityPropertyQuery {
                    try await anyEntity(from: query)
                } else {
                    nil
                }
            },
            { try await allAnyEntities()?.first },
            {
                if let query = defaultQuery as? any EntityStringQuery {
                    try await query.entities(matching: "").first
                } else {
                    nil
                }
            },
            { try await suggestedAnyEntities().first },
        ]
        for source in sources {
            guard let candidate = try await source() else { continue }
            if isComplete(candidate) { return candidate }
            fallback = fallback ?? candidate
        }
        return fallback
    }

    private static func anyEntity<Q: EntityPropertyQuery>(from query: Q) async throws -> (any AppEntity)? {
        try await query.entities(matching: [], mode: .and, sortedBy: [], limit: 1).first
    }
}
