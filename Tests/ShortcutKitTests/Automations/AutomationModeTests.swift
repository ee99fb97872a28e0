import BlockingTestSupport
import Foundation
import Glibc
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// An automation's mode, with real processes: two runs of `shortcuts run … --automation NAME`
/// at once. The first waits (its input's seconds) holding its slot; the second starts once the
/// first's process id is in the slot's lock file, so the test waits for readiness, not for time.
@Suite(.serialized) struct AutomationModeTests {
    static let slow = """
        {"format": 1, "id": "00000000-0000-4000-8000-00000000A000", "name": "Slow", "actions": [
          {"id": "00000000-0000-4000-8000-00000000A001", "action": "wait", "seconds": {"var": "input"}},
          {"id": "00000000-0000-4000-8000-00000000A002", "action": "Shortcuts.Text", "parameters": {"text": {"text": "done"}}}
        ]}
        """

    struct Home {
        var root: URL
        var environment: [String: String]

        /// A run of the automation `name` whose Wait lasts `seconds`.
        func start(_ name: String, waiting seconds: Int) throws -> ChildProcess {
            try ChildProcess(
                ShortcutsCLI.binary.path,
                ["run", "Slow", "--no-input", "--automation", name, "--input", String(seconds)],
                environment: environment)
        }

        /// Waits until the run with process id `pid` holds the automation's first slot.
        func holds(_ name: String, _ pid: pid_t) async -> Bool {
            let lock = root.appendingPathComponent("automations/.running/\(name).0.lock")
            for _ in 0..<6_000 {
                if (try? String(contentsOf: lock, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
                    == String(pid)
                {
                    return true
                }
                try? await Task.sleep(for: .milliseconds(20))
            }
            return false
        }

        /// Waits until a run of the automation is in the history, running.
        func recording(_ name: String) async throws -> Bool {
            let store = RunStore(home: ShortcutsHome(root: root))
            for _ in 0..<6_000 {
                let running = try await store.list(
                    RunStore.Filter(outcome: .running, source: .automation, sourceDetail: name))
                if !running.isEmpty { return true }
                try await Task.sleep(for: .milliseconds(20))
            }
            return false
        }

        func runs(_ name: String) async throws -> [RunSummary] {
            try await RunStore(home: ShortcutsHome(root: root)).list(
                RunStore.Filter(source: .automation, sourceDetail: name)
            ).sorted { $0.started < $1.started }
        }
    }

    /// A home with Slow and an automation of each mode.
    static func home() async throws -> Home {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("modes-\(UUID().uuidString)")
        var environment = ProcessInfo.processInfo.environment
        environment["SHORTCUTS_HOME"] = root.path
        environment["XDG_CONFIG_HOME"] = root.appendingPathComponent("config").path
        _ = try await ShortcutsCLI.run(["list"], home: root)
        try slow.write(to: root.appendingPathComponent("shortcuts/Slow.json"), atomically: true, encoding: .utf8)
        for mode in ["single", "queued", "restart", "parallel:2"] {
            let name = mode.replacingOccurrences(of: ":", with: "-")
            let added = try await ShortcutsCLI.run(
                ["automations", "add", name, "--shortcut", "Slow", "--at-login", "--mode", mode], home: root)
            #expect(added.status == 0, "\(added.error)")
            // Enabled as `enable` leaves it (no unit is needed: the tests run its command).
            try AutomationFileTests.markEnabled(name, home: root)
        }
        return Home(root: root, environment: environment)
    }

    /// Runs `second` while `first` holds the slot; gives how each ended.
    static func race(_ home: Home, _ name: String, first: Int, second: Int, stopFirst: Bool)
        async throws -> (first: ChildProcess.Ended, second: ChildProcess.Ended)
    {
        let a = try home.start(name, waiting: first)
        #expect(await home.holds(name, a.pid), "the first run never took its slot")
        // Stopped later, it is kept as cancelled: it has begun its record.
        #expect(try await home.recording(name), "the first run never began")
        let b = try home.start(name, waiting: second)
        let bEnded = try await offThePool { () -> ChildProcess.Ended in
            if stopFirst {
                // Queued: the second waits for the first, which is stopped rather than waited out
                // (a moment after the second started, so it is most likely waiting by then; it
                // runs after the first either way, which is what is checked).
                usleep(300_000)
                a.kill(SIGINT)
            }
            let status = b.wait()
            return ChildProcess.Ended(status: status, output: b.output, error: b.error)
        }
        if !stopFirst { a.kill(SIGINT) }
        let aEnded = try await offThePool { ChildProcess.Ended(status: a.wait(), output: a.output, error: a.error) }
        return (aEnded, bEnded)
    }

    @Test func singleSkipsTheSecondRun() async throws {
        let home = try await Self.home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let (_, second) = try await Self.race(home, "single", first: 120, second: 0, stopFirst: false)
        #expect(second.status == 0)
        #expect(
            String(decoding: second.error, as: UTF8.self).contains(
                "'single' is still running (mode single): this run is skipped"))
        // Only the first ran (and was stopped by the test).
        #expect(try await home.runs("single").map(\.outcome) == [.cancelled])
    }

    @Test func queuedWaitsForTheRunningOne() async throws {
        let home = try await Self.home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let (first, second) = try await Self.race(home, "queued", first: 120, second: 0, stopFirst: true)
        #expect(first.status == 130 && second.status == 0, "\(String(decoding: second.error, as: UTF8.self))")
        let runs = try await home.runs("queued")
        #expect(runs.map(\.outcome) == [.cancelled, .succeeded])
        // The second started once the first had ended.
        #expect(runs.count == 2 && runs[1].started >= (runs[0].ended ?? .distantFuture))
    }

    @Test func restartStopsTheRunningOne() async throws {
        let home = try await Self.home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let (first, second) = try await Self.race(home, "restart", first: 120, second: 0, stopFirst: false)
        #expect(first.status == 130 && second.status == 0)
        #expect(try await home.runs("restart").map(\.outcome) == [.cancelled, .succeeded])
    }

    @Test func parallelRunsBothWithinItsBound() async throws {
        let home = try await Self.home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let a = try home.start("parallel-2", waiting: 120)
        #expect(await home.holds("parallel-2", a.pid))
        #expect(try await home.recording("parallel-2"))
        let b = try home.start("parallel-2", waiting: 120)
        // Both hold a slot: a third is skipped.
        let slot1 = home.root.appendingPathComponent("automations/.running/parallel-2.1.lock")
        for _ in 0..<6_000 {
            if (try? String(contentsOf: slot1, encoding: .utf8))?.contains(String(b.pid)) == true { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        for _ in 0..<6_000 {
            if try await home.runs("parallel-2").count >= 2 { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        let third = try await ShortcutsCLI.run(
            ["run", "Slow", "--no-input", "--automation", "parallel-2", "--input", "0"], home: home.root)
        #expect(third.status == 0 && third.error.contains("this run is skipped"), "\(third.error)")
        a.kill(SIGINT)
        b.kill(SIGINT)
        _ = try await offThePool { (a.wait(), b.wait()) }
        #expect(try await home.runs("parallel-2").map(\.outcome) == [.cancelled, .cancelled])
    }

    @Test func aKilledRunLeavesTheNextOneRunnable() async throws {
        let home = try await Self.home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let a = try home.start("single", waiting: 120)
        #expect(await home.holds("single", a.pid))
        #expect(try await home.recording("single"))
        a.kill(SIGKILL)
        _ = try await offThePool { a.wait() }
        let next = try await ShortcutsCLI.run(
            ["run", "Slow", "--no-input", "--automation", "single", "--input", "0"], home: home.root)
        #expect(next.status == 0 && next.output.contains("done"), "\(next.error)")
        // The killed run reads as interrupted; the next one succeeded.
        #expect(try await home.runs("single").map(\.outcome) == [.interrupted, .succeeded])
    }
}
