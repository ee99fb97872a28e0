import Foundation
import IntentKit
import Testing

/// One of our apps on its own temporary data directory, with its own dependency manager, for
/// the apps' tests. The directory is removed when the test body returns.
///
/// ```swift
/// typealias TrailsFixture = AppFixture<TrailsStore>
/// try await TrailsFixture.with("TrailsAppTests", opening: Trails.app) { fixture in … }
/// ```
public struct AppFixture<Store>: @unchecked Sendable {
    public let directory: URL
    public let manager: AppDependencyManager
    public let app: IntentApp
    /// The store the app added to its manager.
    public let store: Store

    /// A new temporary directory path (not created), named after the tests.
    public static func temporaryDirectory(_ label: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(label)-\(UUID().uuidString)", isDirectory: true)
    }

    /// Opens the app with `open` (data directory, dependency manager) on a fresh directory and
    /// runs `body` with its manager in scope.
    public static func with(
        _ label: String, opening open: (URL, AppDependencyManager) throws -> IntentApp,
        _ body: (AppFixture) async throws -> Void
    ) async throws {
        let directory = temporaryDirectory(label)
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = AppDependencyManager()
        let app = try open(directory, manager)
        let store = try #require(manager.resolve(Store.self), "the app added no \(Store.self) to its manager")
        let fixture = AppFixture(directory: directory, manager: manager, app: app, store: store)
        try await AppDependencyManager.withScope(manager) { try await body(fixture) }
    }
}

/// Runs an intent with values set by name and scripted answers.
package func run<I: AppIntent>(
    _ type: I.Type, _ values: [String: any Sendable] = [:], answers: [PromptAnswer] = []
) async throws -> (outcome: IntentOutcome, prompter: ScriptedPrompter) {
    let invocation = IntentInvocation(type)
    for (name, value) in values { try invocation.setValue(value, for: name) }
    let prompter = ScriptedPrompter(answers)
    return (try await invocation.perform(prompter: prompter), prompter)
}
