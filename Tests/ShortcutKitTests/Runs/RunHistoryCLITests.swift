import BlockingTestSupport
import Foundation
import GRDB
import ShortcutsTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `shortcuts runs` on the real binary: runs from the command line are kept, listed and shown;
/// a run killed with SIGKILL reads as interrupted and leaves a sound database; runs from
/// several processes at once are all kept.
@Suite struct RunHistoryCLITests {
    static func home() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("runs-cli-\(UUID().uuidString)")
    }

    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func runsAreListedAndShown() async throws {
        let home = Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(try await ShortcutsCLI.run(["run", "Countdown"], home: home).status == 0)
        #expect(try await ShortcutsCLI.run(["run", "Countdown", "--input", "go"], home: home).status == 0)

        let listed = try await ShortcutsCLI.run(["runs", "list", "--json"], home: home)
        #expect(listed.status == 0, "\(listed.error)")
        let runs = try #require(try Self.json(listed.output) as? [[String: Any]])
        #expect(runs.count == 2)
        #expect(runs.allSatisfy { $0["outcome"] as? String == "succeeded" && $0["source"] as? String == "cli" })
        #expect(runs.allSatisfy { ($0["shortcut"] as? [String: Any])?["name"] as? String == "Countdown" })
        let id = try #require(runs.first?["id"] as? String)

        let text = try await ShortcutsCLI.run(["runs", "list"], home: home)
        #expect(text.output.split(separator: "\n").count == 2)
        #expect(text.output.contains(String(id.prefix(8))) && text.output.contains("'Countdown'"))

        let shown = try await ShortcutsCLI.run(["runs", "show", String(id.prefix(8)), "--json"], home: home)
        #expect(shown.status == 0, "\(shown.error)")
        let detail = try #require(try Self.json(shown.output) as? [String: Any])
        #expect(detail["id"] as? String == id)
        let steps = try #require(detail["steps"] as? [[String: Any]])
        #expect(steps.count == 10)
        #expect(steps.first?["action"] as? String == "Shortcuts.Number")
        #expect((steps.first?["output"] as? [String: Any])?["value"] as? [String: Double] == ["number": 3])
        // What the step was given: its parameter, by name, as it resolved.
        let given = try #require(steps.first?["parameters"] as? [[String: Any]])
        #expect(given.first?["name"] as? String == "number")
        #expect(given.first?["value"] as? [String: Double] == ["number": 3])
        #expect((detail["input"] as? [String: Any])?["summary"] as? String == "go")
        let readable = try await ShortcutsCLI.run(["runs", "show", id], home: home)
        #expect(readable.output.contains("Lift off!") && readable.output.contains("succeeded"))
        #expect(readable.output.contains("number: 3"))

        // A filter, and what is wrong with a request.
        let failed = try await ShortcutsCLI.run(["runs", "list", "--outcome", "failed", "--json"], home: home)
        #expect((try Self.json(failed.output) as? [Any])?.isEmpty == true)
        #expect(try await ShortcutsCLI.run(["runs", "list", "--outcome", "sideways"], home: home).status == 64)
        #expect(try await ShortcutsCLI.run(["runs", "list", "--since", "whenever"], home: home).status == 64)
        let unknown = try await ShortcutsCLI.run(["runs", "show", "00000000"], home: home)
        #expect(unknown.status == 66 && unknown.error.contains("no run has the id 00000000"))
        #expect(try await ShortcutsCLI.run(["runs", "show", "\u{1B}[31m"], home: home).status == 64)
    }

    /// A shortcut that waits between passes, so it is still running when it is killed: ten
    /// minutes of passes, as the test's own polling can be held up for tens of seconds on a
    /// loaded machine (a 40-second run once ended before the test saw its first steps). The kill
    /// ends it, so the test takes no longer for it.
    static let slowLoop = """
        {"format": 1, "id": "00000000-0000-4000-8000-0000000000C1", "name": "Slow loop", "actions": [
          {"id": "00000000-0000-4000-8000-0000000000C2", "action": "repeat", "count": {"number": 30000}, "do": [
            {"id": "00000000-0000-4000-8000-0000000000C3", "action": "Shortcuts.Number", "parameters": {"number": {"var": "repeatIndex"}}},
            {"id": "00000000-0000-4000-8000-0000000000C4", "action": "wait", "seconds": {"number": 0.02}}
          ]}
        ]}
        """

    @Test func aKilledRunIsInterruptedAndTheStoreIsSound() async throws {
        let trials = Int(ProcessInfo.processInfo.environment["SHORTCUTS_KILL_TRIALS"] ?? "") ?? 3
        for trial in 0..<trials {
            let home = Self.home()
            defer { try? FileManager.default.removeItem(at: home) }
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let file = home.appendingPathComponent("slow.json")
            try Self.slowLoop.write(to: file, atomically: true, encoding: .utf8)
            var environment = ProcessInfo.processInfo.environment
            environment["SHORTCUTS_HOME"] = home.path
            environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
            let database = home.appendingPathComponent("runs/runs.sqlite").path
            let child = try ChildProcess(ShortcutsCLI.binary.path, ["run", file.path], environment: environment)
            // Killed once the store holds some of its steps (a batch is 64): waiting for that,
            // not for a time, however busy the machine is.
            let reached = try await Self.waitForSteps(in: database, atLeast: 64 + trial * 40)
            child.kill(SIGKILL)
            _ = try await offThePool { child.wait() }
            #expect(reached, "trial \(trial): the run never reached its steps")

            let listed = try await ShortcutsCLI.run(["runs", "list", "--json"], home: home)
            let runs = try #require(try Self.json(listed.output) as? [[String: Any]])
            #expect(runs.count == 1)
            #expect(runs.first?["outcome"] as? String == "interrupted", "trial \(trial)")
            #expect((runs.first?["steps"] as? Int ?? 0) >= 64)
            let queue = try DatabaseQueue(path: database)
            #expect(try await queue.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") } == ["ok"])
        }
    }

    /// Waits until the run in `database` has kept `count` steps; `false` if it never does in
    /// a generous limit (which only catches a hang).
    static func waitForSteps(in database: String, atLeast count: Int) async throws -> Bool {
        let deadline = ContinuousClock.now + .seconds(300)
        while ContinuousClock.now < deadline {
            if FileManager.default.fileExists(atPath: database),
                let queue = try? DatabaseQueue(path: database, configuration: Self.reading),
                let steps = try? await queue.read({ try Int.fetchOne($0, sql: "SELECT max(steps) FROM runs") }),
                steps >= count
            {
                return true
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        return false
    }

    static let reading: Configuration = {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(10)
        return configuration
    }()

    @Test func runsFromSeveralProcessesAtOnceAreAllKept() async throws {
        let home = Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        // The home and its library first, so the processes race only over the run store.
        #expect(try await ShortcutsCLI.run(["list"], home: home).status == 0)
        let count = 8
        let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
            for _ in 0..<count {
                group.addTask { try await ShortcutsCLI.run(["run", "Countdown"], home: home).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 0, count: count))
        let listed = try await ShortcutsCLI.run(["runs", "list", "--json", "--limit", "100"], home: home)
        let runs = try #require(try Self.json(listed.output) as? [[String: Any]])
        #expect(runs.count == count)
        #expect(runs.allSatisfy { $0["outcome"] as? String == "succeeded" && $0["steps"] as? Int == 10 })
    }
}
