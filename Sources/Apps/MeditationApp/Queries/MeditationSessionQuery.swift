import IntentKit

/// Finds sessions by id, suggests the recent ones (which also become App Shortcut phrases), and
/// searches by name and category. Its Find filters live in
/// `MeditationSessionQuery+PropertyQuery.swift`.
struct MeditationSessionQuery: EntityStringQuery {
    @Dependency var store: MeditationStore

    func entities(for identifiers: [MeditationSession.ID]) async throws -> [MeditationSession] {
        try await store.sessions(ids: identifiers)
    }

    func suggestedEntities() async throws -> [MeditationSession] {
        try await store.suggestedSessions()
    }

    func entities(matching string: String) async throws -> [MeditationSession] {
        try await store.searchSessions(string)
    }
}
