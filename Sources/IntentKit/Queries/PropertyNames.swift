import Synchronization

/// Matches the key paths in a property query's declarations to `@Property` names.
///
/// Key paths carry no names at run time, so IntentKit reads one entity value: the wrapper a key
/// path reaches is the same object as one of the `Mirror` children, whose label is the name.
/// The answer is cached per query type.
enum PropertyNames {
    struct Resolved: Sendable {
        /// Names of ``EntityQueryProperties/properties``, by index (`nil`: not an `@Property`).
        var queryProperties: [String?]
        /// Names of ``EntityQuerySortingOptions/sortableBy``, by index.
        var sortable: [String?]
    }

    private static let cache = Mutex<[ObjectIdentifier: Resolved]>([:])

    /// The names for a property query, or `nil` when there is no entity to read them from.
    static func resolve<Q: EntityPropertyQuery>(_ query: Q.Type) async throws -> Resolved? {
        if let hit = cache.withLock({ $0[ObjectIdentifier(query)] }) { return hit }
        guard let sample = try await Q.Entity.sampleEntity() as? Q.Entity else { return nil }
        let resolved = resolve(query, sample: sample)
        cache.withLock { $0[ObjectIdentifier(query)] = resolved }
        return resolved
    }

    /// Records the names for a query, learned at registration (from a sample entity, or from
    /// cached metadata), so a Find does not read an entity to learn them again.
    static func remember<Q: EntityPropertyQuery>(_ query: Q.Type, _ resolved: Resolved) {
        cache.withLock { $0[ObjectIdentifier(query)] = resolved }
    }

    static func resolve<Q: EntityPropertyQuery>(_ query: Q.Type, sample: Q.Entity) -> Resolved {
        let declared = entityProperties(of: sample)
        func name(of wrapper: (any AnyEntityProperty)?) -> String? {
            guard let wrapper else { return nil }
            return declared.first { $0.property === wrapper }?.name
        }
        return Resolved(
            queryProperties: Q.properties.properties.map { name(of: $0.locate(sample)) },
            sortable: Q.sortingOptions.sortableBy.map { name(of: $0.locate(sample)) }
        )
    }

    /// Forgets cached names, for tests that swap data sets.
    static func reset() { cache.withLock { $0.removeAll() } }
}
