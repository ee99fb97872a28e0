import Foundation
import IntentKit
import Testing
@testable import SoupChefApp

/// A Soup Chef app on its own temporary data directory, with its own dependency manager. The
/// directory is removed when the test body returns.
struct SoupChefFixture {
    let directory: URL
    let manager: AppDependencyManager
    let app: IntentApp
    /// The store the app added to its manager.
    let store: SoupChefStore

    /// A new temporary directory path (not created).
    static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("SoupChefAppTests-\(UUID().uuidString)", isDirectory: true)
    }

    /// Opens the app on a fresh directory and runs `body` with its manager in scope.
    static func with(_ body: (SoupChefFixture) async throws -> Void) async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = AppDependencyManager()
        let app = try SoupChef.app(dataDirectory: directory, dependencies: manager)
        let fixture = SoupChefFixture(directory: directory, manager: manager, app: app,
                                      store: try #require(manager.resolve(SoupChefStore.self)))
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
