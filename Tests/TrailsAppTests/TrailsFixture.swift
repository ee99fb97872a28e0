import Foundation
import IntentKit
import Testing
@testable import TrailsApp

/// A Trails app on its own temporary data directory, with its own dependency manager. The
/// directory is removed when the test body returns.
struct TrailsFixture {
    let directory: URL
    let manager: AppDependencyManager
    let app: IntentApp
    /// The store the app added to its manager.
    let store: TrailsStore

    /// A new temporary directory path (not created).
    static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("TrailsAppTests-\(UUID().uuidString)", isDirectory: true)
    }

    /// Opens the app on a fresh directory and runs `body` with its manager in scope.
    static func with(_ body: (TrailsFixture) async throws -> Void) async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = AppDependencyManager()
        let app = try Trails.app(dataDirectory: directory, dependencies: manager)
        let fixture = TrailsFixture(directory: directory, manager: manager, app: app,
                                    store: try #require(manager.resolve(TrailsStore.self)))
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

/// The trails of a Find or query result, by name.
func names(_ entities: [any AppEntity]) -> [String] {
    entities.compactMap { ($0 as? TrailEntity)?.name }
}

/// A trail entity by name, read through the app's string query.
func trail(named name: String) async throws -> TrailEntity {
    try #require(try await TrailEntityQuery().entities(matching: name).first { $0.name == name })
}
