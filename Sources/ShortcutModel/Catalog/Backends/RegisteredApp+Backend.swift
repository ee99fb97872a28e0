import IntentKit

/// IntentKit apps compiled into the program: every call goes straight to the Swift types
/// registration found.
extension RegisteredApp: AppBackend {
    package func makeRun(of intent: String) -> (any IntentRun)? {
        guard let type = intentType(for: intent) else { return nil }
        return IntentInvocation(type, identifier: currentIntentIdentifier(for: intent) ?? intent)
    }

    package func valueKind(of type: TypeIdentifier) -> IntentValueKind? {
        if let entity = entityType(for: type) { return .entity(entity) }
        if let enumeration = enumType(for: type) { return .enumeration(enumeration) }
        if let transient = transientEntityType(for: type) { return .transientEntity(transient) }
        return nil
    }

    private func queryable(_ type: TypeIdentifier) throws -> any AppEntity.Type {
        guard let entity = entityType(for: type) else { throw UnknownEntityType(app: metadata.name, type: type) }
        return entity
    }

    package func entities(of type: TypeIdentifier, identifiedBy identifiers: [String]) async throws -> [any EntityValue]
    {
        try await queryable(type).entities(identifiedBy: identifiers)
    }

    package func suggestedEntities(of type: TypeIdentifier) async throws -> [any EntityValue] {
        try await queryable(type).suggestedAnyEntities()
    }

    package func searchEntities(of type: TypeIdentifier, matching text: String) async throws -> [any EntityValue]? {
        try await queryable(type).searchEntities(text)
    }

    package func allEntities(of type: TypeIdentifier) async throws -> [any EntityValue]? {
        try await queryable(type).allAnyEntities()
    }

    package func findEntities(
        of type: TypeIdentifier, where conditions: [FindCondition], mode: ComparatorMode, sortedBy sort: [FindSortKey],
        limit: Int?
    ) async throws -> [any EntityValue] {
        try await queryable(type).findEntities(where: conditions, mode: mode, sortedBy: sort, limit: limit)
    }
}

extension IntentInvocation: IntentRun {
    package func valueKind(ofParameter name: String) -> IntentValueKind? { parameter(named: name)?.valueKind }
    package var summaryText: String { renderedSummary.text }
}
