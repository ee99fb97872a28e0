import BlockingTestSupport
import BundledApps
import Foundation
import IntentKit
import ShortcutKit
import Synchronization
import Testing

/// A home folder with the bundled apps' data, in a temporary folder, with its own dependencies.
final class TestHome: Sendable {
    let root: URL
    let files: URL
    let manager = AppDependencyManager()
    let catalog: Catalog

    init() async throws {
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

    func run<R: Sendable>(_ body: () async throws -> R) async rethrows -> R {
        try await AppDependencyManager.withScope(manager, operation: body)
    }

    /// Runs a document with scripted answers, collecting the events.
    func run(_ document: ShortcutDocument, input: (any Sendable)? = nil, answers: [PromptAnswer] = [])
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
final class EventLog: Sendable {
    private let events = Mutex<[RunEvent]>([])
    var all: [RunEvent] { events.withLock { $0 } }
    @Sendable func append(_ event: RunEvent) { events.withLock { $0.append(event) } }

    var dialogs: [String] {
        all.compactMap { if case .dialog(_, let dialog) = $0 { dialog.full.localizedString } else { nil } }
    }
}

/// The repository's folder of example shortcuts.
let examplesFolder = TestRepository.examples

func example(_ name: String) throws -> ShortcutDocument {
    try DocumentDecoder.decode(contentsOf: examplesFolder.appendingPathComponent(name))
}

func dialogs(_ events: [RunEvent]) -> [String] {
    events.compactMap { if case .dialog(_, let dialog) = $0 { dialog.full.localizedString } else { nil } }
}

/// How many example shortcuts the repository has (``TestRepository/exampleCount``).
let exampleCount = TestRepository.exampleCount
