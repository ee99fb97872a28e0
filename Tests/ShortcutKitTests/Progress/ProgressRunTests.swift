import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Synchronization
import Testing

private struct Compress: ProgressReportingIntent {
    static let title: LocalizedStringResource = "Compress"
    func perform() async throws -> some IntentResult {
        progress.totalUnitCount = 3
        for _ in 0..<3 {
            try await Task.sleep(for: .milliseconds(60))
            progress.completedUnitCount += 1
        }
        return .result()
    }
}

private let archiveApp = IntentApp(name: "Archive", displayName: "Archive", intents: [Compress.self])

/// A ProgressReportingIntent's progress reaches the run's events, which the run pane and the
/// command line draw.
@Suite struct ProgressRunTests {
    @Test func theRunnerSendsProgressEventsForTheRunningAction() async throws {
        let catalog = try await Catalog.load([archiveApp])
        let document = ShortcutDocument(
            name: "Zip", actions: [Action(.intent(identifier: "Archive.Compress", parameters: [:]))])
        let reports = Mutex<[IntentProgressReport]>([])
        _ = try await ShortcutRunner(catalog: catalog).run(document, prompter: NonInteractivePrompter()) { event in
            if case .progress(let ref, let report) = event, ref.position == 1 { reports.withLock { $0.append(report) } }
        }
        let seen = reports.withLock { $0 }
        #expect(seen.last == IntentProgressReport(completed: 3, total: 3))
        #expect(ProgressBar.text(IntentProgressReport(completed: 1, total: 4), width: 8) == "▕██░░░░░░▏ 25%")
        #expect(ProgressBar.text(IntentProgressReport(completed: 2, total: 0), width: 8) == "2 done")
    }
}
