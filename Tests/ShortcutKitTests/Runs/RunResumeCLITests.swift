import Foundation
import ShortcutsTestSupport
import Testing

/// `shortcuts runs replay --failed` and `--from N`: the actions before the start give the outputs
/// the run kept (they do not run again), the rest run again.
@Suite struct RunResumeCLITests {
    @Test func aReplayFromTheFailedActionKeepsWhatRanBeforeIt() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("resume-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(try await ShortcutsCLI.run(["list"], home: home).status == 0)
        // The Files root of the CLI tests is the temporary folder: a file of this test's own.
        let name = "resume-\(UUID().uuidString).txt"
        let note = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        defer { try? FileManager.default.removeItem(at: note) }
        let shortcut = """
            {"format": 1, "id": "00000000-0000-4000-8000-0000000000D1", "name": "Resume", "actions": [
              {"id": "00000000-0000-4000-8000-0000000000D2", "action": "randomNumber", "minimum": {"number": 1}, "maximum": {"number": 1000000000}},
              {"id": "00000000-0000-4000-8000-0000000000D3", "action": "Files.ReadTextFile",
               "parameters": {"file": {"entity": {"type": "Files.FileEntity", "id": "\(name)"}}}},
              {"id": "00000000-0000-4000-8000-0000000000D4", "action": "Shortcuts.Text",
               "parameters": {"text": {"text": [{"var": "00000000-0000-4000-8000-0000000000D2"}, " ", {"var": "00000000-0000-4000-8000-0000000000D3"}]}}}
            ]}
            """
        try shortcut.write(to: home.appendingPathComponent("shortcuts/resume.json"), atomically: true, encoding: .utf8)
        // The file is not there yet: the second action fails.
        #expect(try await ShortcutsCLI.run(["run", "Resume", "--no-input"], home: home).status == 70)
        let listed = try await ShortcutsCLI.run(["runs", "list", "--json"], home: home)
        let id = try #require(
            (try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])?.first?["id"]
                as? String)
        let shown = try await ShortcutsCLI.run(["runs", "show", id, "--json"], home: home)
        let steps = try #require(
            (try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])?["steps"]
                as? [[String: Any]])
        let kept = try #require(((steps.first?["output"] as? [String: Any])?["value"] as? [String: Double])?["number"])
        // The Files action's step says what it touches; the random number's touches nothing.
        #expect(steps.map { $0["effects"] as? [String] } == [nil, ["files"]])

        try "found".write(to: note, atomically: true, encoding: .utf8)
        let replay = try await ShortcutsCLI.run(
            ["runs", "replay", id, "--failed", "--no-input", "-o", "-"], home: home)
        #expect(replay.status == 0, "\(replay.error)")
        // The random number is the one the run kept, not a new one; the file is read now.
        #expect(replay.output == "\(Int(kept)) found\n")
        #expect(replay.error.contains("from action 2, the actions before it giving the outputs the run kept"))
        let again = try await ShortcutsCLI.run(["runs", "replay", id, "--from", "3", "--no-input"], home: home)
        #expect(again.status == 64 && again.error.contains("stopped at action 2; replay from it or before"))

        // What cannot be a start is refused, saying why.
        let none = try await ShortcutsCLI.run(["runs", "replay", id, "--from", "9"], home: home)
        #expect(none.status == 64 && none.error.contains("the shortcut has no action 9 (it has 3)"))
        #expect(try await ShortcutsCLI.run(["runs", "replay", id, "--from", "2", "--failed"], home: home).status == 64)
    }
}
