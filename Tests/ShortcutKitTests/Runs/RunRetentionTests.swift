import Foundation
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// How long the run history keeps runs: by age, by count per shortcut, failures longer.
@Suite struct RunRetentionTests {
    static let day: TimeInterval = 86_400
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// Records a finished run of `document` started `age` days before ``now``.
    static func record(
        _ document: ShortcutDocument, _ outcome: RunOutcome, daysAgo age: Double, in store: RunStore
    ) async throws -> UUID {
        let started = now.addingTimeInterval(-age * day)
        let start = RunStore.Start(document: document, source: RunSource(.cli), started: started, input: nil)
        try await store.begin(start)
        try await store.finish(
            start.id, outcome: outcome, error: nil, output: nil, ended: started.addingTimeInterval(1), steps: 0,
            omitted: 0)
        return start.id
    }

    @Test func oldRunsGoFailuresStayLongerAndEachShortcutKeepsItsNewest() async throws {
        let (store, folder) = RunHistoryTests.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try RunHistoryTests.shortcut("A", [RunHistoryTests.number], id: "0000000000A1")
        let b = try RunHistoryTests.shortcut("B", [RunHistoryTests.number], id: "0000000000B1")
        let old = try await Self.record(a, .succeeded, daysAgo: 40, in: store)
        let oldFailure = try await Self.record(a, .failed, daysAgo: 40, in: store)
        let ancientFailure = try await Self.record(a, .interrupted, daysAgo: 100, in: store)
        var recentA: [UUID] = []
        for age in 1...4 { recentA.append(try await Self.record(a, .succeeded, daysAgo: Double(age), in: store)) }
        let recentB = try await Self.record(b, .cancelled, daysAgo: 5, in: store)

        let retention = RunRetention(days: 30, failedDays: 90, perShortcut: 3)
        let removed = try await store.prune(retention, now: Self.now)
        let left = Set(try await store.list(RunStore.Filter(limit: 100)).map(\.id))
        // The old success and the oldest of A's four recent ones go; the 100-day-old failure goes;
        // the 40-day-old failure stays, as does B's one run.
        #expect(removed == 3)
        #expect(!left.contains(old) && !left.contains(ancientFailure) && !left.contains(recentA[3]))
        #expect(left == Set([oldFailure, recentB] + recentA.prefix(3)))
        // Versions no run names any more are gone; the kept runs' versions stay.
        for run in try await store.list(RunStore.Filter(limit: 100)) {
            #expect(try await store.document(hash: run.contentHash) != nil)
        }
    }

    @Test func aRunPrunesAtMostOnceADay() async throws {
        let (store, folder) = RunHistoryTests.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try RunHistoryTests.shortcut("A", [RunHistoryTests.number])
        _ = try await Self.record(a, .succeeded, daysAgo: 40, in: store)
        try await store.pruneIfDue(.standard, now: Self.now)
        #expect(try await store.list().isEmpty)
        _ = try await Self.record(a, .succeeded, daysAgo: 40, in: store)
        // Pruned an hour ago: not again yet.
        try await store.pruneIfDue(.standard, now: Self.now.addingTimeInterval(3_600))
        #expect(try await store.list().count == 1)
        try await store.pruneIfDue(.standard, now: Self.now.addingTimeInterval(Self.day + 1))
        #expect(try await store.list().isEmpty)
    }

    @Test func theConfigFileSetsTheRetentionAndABadSettingIsNamed() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("retention-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config/shortcuts")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let file = config.appendingPathComponent("config.json")
        try #"{"runHistory": {"keepDays": 7, "keepPerShortcut": 0}}"#.write(to: file, atomically: true, encoding: .utf8)
        let refused = try await ShortcutsCLI.run(["run", "Countdown"], home: home)
        #expect(refused.status == 64)
        #expect(refused.error.contains("config.json:1:51: \"runHistory.keepPerShortcut\" must be a whole number"))
        try #"{"runHistory": {"keepDays": 7, "keepForever": true}}"#.write(to: file, atomically: true, encoding: .utf8)
        let unknown = try await ShortcutsCLI.run(["runs", "prune"], home: home)
        #expect(unknown.status == 64 && unknown.error.contains("has no setting 'keepForever'"))

        try #"{"runHistory": {"keepDays": 7}}"#.write(to: file, atomically: true, encoding: .utf8)
        #expect(try await ShortcutsCLI.run(["run", "Countdown"], home: home).status == 0)
        let pruned = try await ShortcutsCLI.run(["runs", "prune"], home: home)
        #expect(pruned.status == 0)
        #expect(pruned.output.contains("Removed 0 runs: runs are kept 7 days"))
        #expect(try await ShortcutsCLI.run(["runs", "list"], home: home).output.contains("'Countdown'"))
    }
}
