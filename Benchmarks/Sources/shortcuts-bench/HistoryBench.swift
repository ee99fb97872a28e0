import Foundation
import IntentKit
import ShortcutKit

/// The run history's cost (docs/runs.md, issue 31): a run of N built-in actions with the
/// history on next to the same run with it off, alternating round by round in one session; and
/// `runs list` on a store of M runs.
enum HistoryBench {
    static func run(actions: Int, rounds: Int, stored: Int) async throws {
        try await RunnerMeasure.withCatalog { catalog in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "bench-runs-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let store = RunStore(path: folder.appendingPathComponent("runs.sqlite").path)
            let document = RunnerBench.document(actions: actions)
            let off = ShortcutRunner(catalog: catalog)
            var on = off
            on.history = RunHistory(store: store, source: RunSource(.cli)) { error in
                fatalError("the store failed: \(error)")
            }
            let recording = on
            var offSamples: [Duration] = []
            var onSamples: [Duration] = []
            // One of each first, not measured: the store's opening and the first run's warm-up.
            _ = try await off.run(document, prompter: NonInteractivePrompter())
            _ = try await recording.run(document, prompter: NonInteractivePrompter())
            for _ in 0..<rounds {
                offSamples.append(
                    try await Measure.time { _ = try await off.run(document, prompter: NonInteractivePrompter()) })
                onSamples.append(
                    try await Measure.time { _ = try await recording.run(document, prompter: NonInteractivePrompter()) }
                )
            }
            let offMedian = Measure.us(Measure.median(offSamples.sorted())) / Double(actions)
            let onMedian = Measure.us(Measure.median(onSamples.sorted())) / Double(actions)
            print("history: a run of \(actions) built-in actions, median of \(rounds) rounds, alternating")
            print("  history off  \(Measure.format(offMedian)) µs/action")
            print(
                "  history on   \(Measure.format(onMedian)) µs/action  (\(Measure.format(onMedian / offMedian))× off)")

            // A store of `stored` runs, written as a run writes them, a thousand to a batch of
            // tasks; then `runs list` (the newest 20) and a list of one shortcut's.
            let small = try DocumentDecoder.decode(
                #"{"format": 1, "id": "00000000-0000-4000-8000-0000000000A0", "name": "Small", "actions": []}"#)
            let started = Date().addingTimeInterval(-86_400)
            var written = 0
            while written < stored {
                let batch = min(1_000, stored - written)
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for index in 0..<batch {
                        let at = started.addingTimeInterval(Double(written + index) / 100)
                        group.addTask {
                            let start = RunStore.Start(
                                document: small, source: RunSource(.cli), started: at, input: nil)
                            try await store.begin(start)
                            try await store.finish(
                                start.id, outcome: .succeeded, error: nil, output: nil, ended: at, steps: 0, omitted: 0)
                        }
                    }
                    try await group.waitForAll()
                }
                written += batch
            }
            let list = try await Measure.rounds(rounds) { _ = try await store.list() }
            let byShortcut = try await Measure.rounds(rounds) {
                _ = try await store.list(RunStore.Filter(shortcut: small.id))
            }
            let failed = try await Measure.rounds(rounds) {
                _ = try await store.list(RunStore.Filter(outcome: .failed))
            }
            print("runs list on \(stored + rounds * 2 + 2) stored runs, median of \(rounds)")
            print("  newest 20             \(Measure.format(Measure.ms(Measure.median(list)))) ms")
            print("  one shortcut's        \(Measure.format(Measure.ms(Measure.median(byShortcut)))) ms")
            print("  failed (none)         \(Measure.format(Measure.ms(Measure.median(failed)))) ms")
        }
    }
}
