import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import MeditationApp

/// A Meditation app on its own temporary data directory (see ``AppFixture``).
typealias MeditationFixture = AppFixture<MeditationStore>

extension AppFixture where Store == MeditationStore {
    /// A new temporary directory path (not created).
    static func temporaryDirectory() -> URL { temporaryDirectory("MeditationAppTests") }

    /// Opens the app on a fresh directory and runs `body` with its manager in scope.
    static func with(_ body: (MeditationFixture) async throws -> Void) async throws {
        try await with("MeditationAppTests", opening: { Meditation.app(dataDirectory: $0, dependencies: $1) }, body)
    }
}

/// The sessions of a Find or query result, by name.
func names(_ entities: [any AppEntity]) -> [String] {
    entities.compactMap { ($0 as? MeditationSession)?.name }
}

/// A session by name, read through the app's string query.
func session(named name: String) async throws -> MeditationSession {
    try #require(try await MeditationSessionQuery().entities(matching: name).first { $0.name == name })
}

/// Every expanded App Shortcut phrase of a registered app.
func expandedPhrases(_ registered: RegisteredApp) async throws -> [String] {
    try await registered.appShortcuts().flatMap(\.expandedPhrases).map(\.text)
}
