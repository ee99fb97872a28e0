import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import SoupChefApp

/// A SoupChef app on its own temporary data directory (see ``AppFixture``).
typealias SoupChefFixture = AppFixture<SoupChefStore>

extension AppFixture where Store == SoupChefStore {
    /// A new temporary directory path (not created).
    static func temporaryDirectory() -> URL { temporaryDirectory("SoupChefAppTests") }

    /// Opens the app on a fresh directory and runs `body` with its manager in scope.
    static func with(_ body: (SoupChefFixture) async throws -> Void) async throws {
        try await with("SoupChefAppTests", opening: { SoupChef.app(dataDirectory: $0, dependencies: $1) }, body)
    }
}

/// The soups of a Find or query result, by name.
func names(_ entities: [any AppEntity]) -> [String] {
    entities.compactMap { ($0 as? Soup)?.name }
}

/// A soup by its menu id.
func soup(_ id: String) async throws -> Soup {
    try #require(try await SoupQuery().entities(for: [id]).first)
}

/// A topping by its menu id.
func topping(_ id: String) async throws -> Topping {
    try #require(try await ToppingQuery().allEntities().first { $0.id == id })
}
