import IntentKit

/// Finds soups by id, suggests those in stock (which also become App Shortcut phrases), and
/// searches the menu by name. Its Find filters live in `SoupQuery+PropertyQuery.swift`.
struct SoupQuery: EntityStringQuery {
    @Dependency var store: SoupChefStore

    func entities(for identifiers: [Soup.ID]) async throws -> [Soup] {
        try await store.soups(ids: identifiers)
    }

    func suggestedEntities() async throws -> [Soup] {
        try await store.suggestedSoups()
    }

    func entities(matching string: String) async throws -> [Soup] {
        try await store.searchSoups(string)
    }
}
