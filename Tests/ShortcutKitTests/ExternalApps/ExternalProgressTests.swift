import AppProtocol
import BlockingTestSupport
import Foundation
import IntentKit
import ShortcutsTestSupport
import Synchronization
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// An external app's `$/progress` notifications reach the run's `.progress` events, which the
/// run pane's bar and the command line's status line draw, as a bundled
/// `ProgressReportingIntent`'s do.
@Suite struct ExternalProgressTests {
    static let tasksScript = TestRepository.root.appendingPathComponent(
        "Examples/python-app/tasks_app.py")

    @Test func theTasksAppsProgressReachesTheRunsEvents() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("ext-progress-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = AppManifestFolder(home.appendingPathComponent("apps"))
        try folder.save(
            AppManifest(
                name: "Tasks", command: "python3", arguments: ["-u", Self.tasksScript.path],
                environment: ["TASKS_DATA_DIRECTORY": home.appendingPathComponent("data").path]))
        let loaded = await ExternalApps.load(
            manifests: folder, cache: home.appendingPathComponent("cache"), alongside: [], limits: .generousForTests)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        let catalog = Catalog(backends: loaded.backends)
        let document = ShortcutDocument(
            name: "Open tasks", actions: [Action(.intent(identifier: "Tasks.ListOpenTasks", parameters: [:]))])
        let reports = Mutex<[IntentProgressReport]>([])
        _ = try await ShortcutRunner(catalog: catalog).run(document, prompter: NonInteractivePrompter()) { event in
            if case .progress(let ref, let report) = event, ref.position == 1 { reports.withLock { $0.append(report) } }
        }
        for backend in loaded.backends { await backend.connection.stop() }
        let seen = reports.withLock { $0 }
        // The example's data starts with two open tasks: one report per task, counted of two.
        #expect(seen == [IntentProgressReport(completed: 1, total: 2), IntentProgressReport(completed: 2, total: 2)])
    }

    @Test func reportsInFractionsAreCountedInThousandths() {
        let id = RPCID.number(1)
        #expect(
            ExternalIntentRun.report(ProgressParams(requestId: id, completed: 3, total: 8))
                == IntentProgressReport(completed: 3, total: 8))
        #expect(
            ExternalIntentRun.report(ProgressParams(requestId: id, completed: 0.25, total: 1))
                == IntentProgressReport(completed: 250, total: 1000))
        #expect(
            ExternalIntentRun.report(ProgressParams(requestId: id, completed: 5))
                == IntentProgressReport(completed: 5, total: 0))
        #expect(
            ExternalIntentRun.report(ProgressParams(requestId: id, completed: -.infinity, total: .nan))
                == IntentProgressReport(completed: 0, total: 0))
    }
}
