import Foundation
import IntentKit
import Testing
@testable import MeditationApp

/// A Meditation app on its own temporary data directory, with its own dependency manager. The
/// directory is removed when the test body returns.
struct MeditationFixture {
    let directory: URL
    let manager: AppDependencyManager
    let app: IntentApp
    /// The store the app added to its manager.
    let store: MeditationStore

    /// A new temporary directory path (not created).
    static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("MeditationAppTests-\(UUID().uuidString)", isDirectory: true)
    }

    /// Opens the app on a fresh directory and runs `body` with its manager in scope.
    static func with(_ body: (MeditationFixture) async throws -> Void) async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = AppDependencyManager()
        let app = try Meditation.app(dataDirectory: directory, dependencies: manager)
        let fixture = MeditationFixture(directory: directory, manager: manager, app: app,
                                        store: try #require(manager.resolve(MeditationStore.self)))
        try await AppDependencyManager.withScope(manager) { try await body(fixture) }
    }
}

/// Runs an intent with values set by name and scripted answers.
func run<I: AppIntent>(
    _ type: I.Type, _ values: [String: any Sendable] = [:], answers: [PromptAnswer] = []
) async throws -> (outcome: IntentOutcome, prompter: ScriptedPrompter) {
    let invocation = IntentInvocation(type)
    for (name, value) in values { try invocation.setValue(value, for: name) }
    let prompter = ScriptedPrompter(answers)
    return (try await invocation.perform(prompter: prompter), prompter)
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
