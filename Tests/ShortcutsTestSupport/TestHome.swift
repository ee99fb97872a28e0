import BlockingTestSupport
import BundledApps
import Foundation
import IntentKit
import ShortcutKit
import Synchronization

/// A home folder with the bundled apps' data, in a temporary folder, with its own dependencies.
package final class TestHome: Sendable {
    package let root: URL
    /// The Files app's root, with one note in it.
    package let files: URL
    package let manager = AppDependencyManager()
    package let catalog: Catalog

    package init() async throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("shortcuts-\(UUID().uuidString)")
        files = root.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        try "Remember the milk\n".write(
            to: files.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let home = ShortcutsHome(root: root)
        let (manager, files) = (manager, files)
        catalog = try await AppDependencyManager.withScope(manager) {
            try await BundledApps.catalog(home: home, filesRoot: files, dependencies: manager)
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Runs `body` with the home's app dependencies.
    package func run<R: Sendable>(_ body: () async throws -> R) async rethrows -> R {
        try await AppDependencyManager.withScope(manager, operation: body)
    }

    /// Runs a document with scripted answers, collecting the events.
    package func run(_ document: ShortcutDocument, input: (any Sendable)? = nil, answers: [PromptAnswer] = [])
        async throws(RunError) -> (result: RunResult, events: [RunEvent], prompter: ScriptedPrompter)
    {
        let prompter = ScriptedPrompter(answers)
        let events = EventLog()
        let runner = ShortcutRunner(catalog: catalog)
        do {
            let result = try await run {
                try await runner.run(document, input: input, prompter: prompter, events: events.append)
            }
            return (result, events.all, prompter)
        } catch let error as RunError {
            throw error
        } catch {
            throw RunError(.actionFailed, "\(error)")
        }
    }
}

/// Collects run events from any thread.
package final class EventLog: Sendable {
    private let events = Mutex<[RunEvent]>([])
    package init() {}
    package var all: [RunEvent] { events.withLock { $0 } }
    @Sendable package func append(_ event: RunEvent) { events.withLock { $0.append(event) } }

    package var dialogs: [String] {
        all.compactMap { if case .dialog(_, let dialog) = $0 { dialog.full.localizedString } else { nil } }
    }
}
