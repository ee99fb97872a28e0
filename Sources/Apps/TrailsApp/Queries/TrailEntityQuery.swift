import IntentKit

/// Finds trails by id, suggests favorites, and searches by name and region. Its Find filters
/// live in `TrailEntityQuery+PropertyQuery.swift`.
struct TrailEntityQuery: EntityStringQuery {
    @Dependency var store: TrailsStore

    func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
        try await store.trails(ids: identifiers)
    }

    /// The favorites, most recent first: the trails a person checks most. Without favorites,
    /// the first trails by name, so a picker is never empty.
    func suggestedEntities() async throws -> [TrailEntity] {
        let favorites = try await store.favoriteTrails()
        if !favorites.isEmpty { return favorites }
        return try await store.searchTrails("", limit: TrailsStore.suggestionLimit)
    }

    func entities(matching string: String) async throws -> [TrailEntity] {
        try await store.searchTrails(string)
    }
}
