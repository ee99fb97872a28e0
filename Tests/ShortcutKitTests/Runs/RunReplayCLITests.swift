import Foundation
import ShortcutsTestSupport
import Testing

/// `shortcuts runs replay`: a past run's shortcut again with its input, on the saved version or
/// the one that ran; the replay is a run that names the one it replays.
@Suite struct RunReplayCLITests {
    static func echo(_ version: String) -> String {
        """
        {"format": 1, "id": "00000000-0000-4000-8000-0000000000E1", "name": "Echo", "input": {"type": "string"}, "actions": [
          {"id": "00000000-0000-4000-8000-0000000000E2", "action": "Shortcuts.Text",
           "parameters": {"text": {"text": ["\(version): ", {"var": "input"}]}}}
        ]}
        """
    }

    @Test func aReplayRunsTheSavedOrTheOriginalVersionWithTheSameInput() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(try await ShortcutsCLI.run(["list"], home: home).status == 0)
        let file = home.appendingPathComponent("shortcuts/echo.json")
        try Self.echo("first").write(to: file, atomically: true, encoding: .utf8)
        let first = try await ShortcutsCLI.run(["run", "Echo", "--input", "hello"], home: home)
        #expect(first.status == 0 && first.output == "first: hello\n", "\(first.error)")
        let listed = try await ShortcutsCLI.run(["runs", "list", "--json"], home: home)
        let original = try #require(
            (try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])?.first?["id"]
                as? String)

        // The shortcut is edited between the run and the replay.
        try Self.echo("second").write(to: file, atomically: true, encoding: .utf8)
        let saved = try await ShortcutsCLI.run(["runs", "replay", String(original.prefix(8))], home: home)
        #expect(saved.status == 0, "\(saved.error)")
        #expect(saved.output == "second: hello\n")
        #expect(saved.error.contains("Replaying run \(original.prefix(8)) of 'Echo' (as saved now), with its input."))
        let old = try await ShortcutsCLI.run(["runs", "replay", original, "--original"], home: home)
        #expect(old.status == 0 && old.output == "first: hello\n", "\(old.error)")

        // Both replays are runs that name the one they replay.
        let after = try await ShortcutsCLI.run(["runs", "list", "--json"], home: home)
        let runs = try #require(try JSONSerialization.jsonObject(with: Data(after.output.utf8)) as? [[String: Any]])
        #expect(runs.count == 3)
        #expect(runs.filter { $0["replayOf"] as? String == original }.count == 2)
        #expect(try await ShortcutsCLI.run(["runs", "replay", "0000aaaa"], home: home).status == 66)

        // An input over the cap is kept as its start only: a replay with it is refused.
        let large = String(repeating: "x", count: 70_000)
        #expect(try await ShortcutsCLI.run(["run", "Echo", "--input", large, "-o", "-"], home: home).status == 0)
        let newest = try await ShortcutsCLI.run(["runs", "list", "--json", "--limit", "1"], home: home)
        let big = try #require(
            (try JSONSerialization.jsonObject(with: Data(newest.output.utf8)) as? [[String: Any]])?.first?["id"]
                as? String)
        let refused = try await ShortcutsCLI.run(["runs", "replay", big], home: home)
        #expect(refused.status == 64 && refused.error.contains("input was over 64 KiB and is not kept whole"))

        // Where the replay on the saved version went differently from the run it replayed.
        let replayOfSaved = try #require(
            runs.last(where: { $0["replayOf"] as? String == original })?["id"] as? String)
        let diff = try await ShortcutsCLI.run(["runs", "diff", original, replayOfSaved, "--json"], home: home)
        #expect(diff.status == 0, "\(diff.error)")
        let compared = try #require(try JSONSerialization.jsonObject(with: Data(diff.output.utf8)) as? [String: Any])
        #expect(compared["sameVersion"] as? Bool == false)
        let steps = try #require(compared["steps"] as? [[String: Any]])
        #expect(steps.count == 1)
        #expect(
            steps.first?["first"] as? String == "first: hello" && steps.first?["second"] as? String == "second: hello")
        let text = try await ShortcutsCLI.run(["runs", "diff", original, replayOfSaved], home: home)
        #expect(text.output.contains("1. Text") && text.output.contains("second: hello"))
    }

    @Test func aReplaySaysWhatItDoesAgainAndGoesThroughTheSafetyPolicy() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(try await ShortcutsCLI.run(["list"], home: home).status == 0)
        let script = """
            {"format": 1, "id": "00000000-0000-4000-8000-0000000000E5", "name": "Scripted", "actions": [
              {"id": "00000000-0000-4000-8000-0000000000E6", "action": "runShellScript", "script": "echo hi"}
            ]}
            """
        try script.write(
            to: home.appendingPathComponent("shortcuts/scripted.json"), atomically: true, encoding: .utf8)
        // Refused (scripts are not allowed), and kept as a failed run.
        #expect(try await ShortcutsCLI.run(["run", "Scripted", "--no-input"], home: home).status == 77)
        let listed = try await ShortcutsCLI.run(["runs", "list", "--json"], home: home)
        let runs = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
        #expect(runs.first?["outcome"] as? String == "failed")
        let id = try #require(runs.first?["id"] as? String)
        let replay = try await ShortcutsCLI.run(["runs", "replay", id, "--no-input"], home: home)
        #expect(replay.status == 77)
        #expect(replay.error.contains("it does again:\n  1. Run Shell Script: runs programs"), "\(replay.error)")
    }
}
