import Foundation
import Synchronization
import Testing

@testable import IntentKit

/// An intent that reports its progress, as App Intents code does.
private struct ImportPhotos: ProgressReportingIntent {
    static let title: LocalizedStringResource = "Import Photos"
    @Parameter(title: "Count") var count: Int

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        progress.totalUnitCount = Int64(count)
        for _ in 0..<count {
            try await Task.sleep(for: .milliseconds(80))
            progress.completedUnitCount += 1
        }
        return .result(value: count)
    }
}

@Suite struct ProgressReports {
    @Test func aRunReportsItsProgressAsItChanges() async throws {
        let reports = Mutex<[IntentProgressReport]>([])
        let run = IntentInvocation(ImportPhotos.self)
        try run.setValue(4, for: "count")
        let outcome = try await run.perform(prompter: NonInteractivePrompter()) { report in
            reports.withLock { $0.append(report) }
        }
        #expect(outcome.value as? Int == 4)
        let seen = reports.withLock { $0 }
        #expect(seen.last == IntentProgressReport(completed: 4, total: 4))
        #expect(seen.map(\.completed) == seen.map(\.completed).sorted())
        #expect(Set(seen).count == seen.count, "only changes are reported")
    }

    @Test func anIntentThatSaysNothingReportsNothing() async throws {
        let reports = Mutex(0)
        let run = IntentInvocation(ImportPhotos.self)
        try run.setValue(0, for: "count")
        _ = try await run.perform(prompter: NonInteractivePrompter()) { _ in reports.withLock { $0 += 1 } }
        #expect(reports.withLock { $0 } == 0)
    }

    @Test func reportsReadAsAShare() {
        #expect(IntentProgressReport(completed: 1, total: 4).fraction == 0.25)
        #expect(IntentProgressReport(completed: 1, total: 4).text == "25%")
        #expect(IntentProgressReport(completed: 9, total: 4).fraction == 1)
        #expect(IntentProgressReport(completed: 3, total: 0).fraction == nil)
        #expect(IntentProgressReport(completed: 3, total: 0).text == "3 done")
    }
}
