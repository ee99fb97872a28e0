import IntentKit

extension Catalog.EntityEntry {
    /// The entities with these saved identifiers, through the app (``AppBackend``).
    package func entities(identifiedBy identifiers: [String]) async throws -> [any EntityValue] {
        try await backend.entities(of: metadata.identifier, identifiedBy: identifiers)
    }

    /// The query's suggestions.
    package func suggestedEntities() async throws -> [any EntityValue] {
        try await backend.suggestedEntities(of: metadata.identifier)
    }

    /// The entities matching `text`, or `nil` when the query cannot search.
    package func searchEntities(_ text: String) async throws -> [any EntityValue]? {
        try await backend.searchEntities(of: metadata.identifier, matching: text)
    }

    /// Every entity, for enumerable queries; `nil` for others.
    package func allEntities() async throws -> [any EntityValue]? {
        try await backend.allEntities(of: metadata.identifier)
    }

    /// A Find through the entity's property query.
    package func findEntities(
        where conditions: [FindCondition], mode: ComparatorMode = .and, sortedBy sort: [FindSortKey] = [],
        limit: Int? = nil
    ) async throws -> [any EntityValue] {
        try await backend.findEntities(
            of: metadata.identifier, where: conditions, mode: mode, sortedBy: sort, limit: limit)
    }
}
