import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import TrailsApp

/// A Trails app on its own temporary data directory (see ``AppFixture``).
typealias TrailsFixture = AppFixture<TrailsStore>

extension AppFixture where Store == TrailsStore {
    /// A new temporary directory path (not created).
    static func temporaryDirectory() -> URL { temporaryDirectory("TrailsAppTests") }

    /// Opens the app on a fresh directory and runs `body` with its manager in scope.
    static func with(_ body: (TrailsFixture) async throws -> Void) async throws {
        try await with("TrailsAppTests", opening: { Trails.app(dataDirectory: $0, dependencies: $1) }, body)
    }
}

/// The trails of a Find or query result, by name.
func names(_ entities: [any AppEntity]) -> [String] {
    entities.compactMap { ($0 as? TrailEntity)?.name }
}

/// A trail entity by name, read through the app's string query.
func trail(named name: String) async throws -> TrailEntity {
    try #require(try await TrailEntityQuery().entities(matching: name).first { $0.name == name })
}
