import Foundation
import ShortcutsTestSupport
import Testing

/// Script actions through the real binary: the examples installed in the home's scripts folder,
/// used by a shortcut in the library, run with a prompt answered, and header mistakes reported
/// by `validate` with the script's path and line.
@Suite(.serialized) struct ScriptActionCLITests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-scripts-\(UUID().uuidString)")

    func shortcuts(_ arguments: String...) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(arguments, home: home)
    }

    func install() throws {
        let scripts = home.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try ExecutableFiles.copyFolder(ScriptActionTests.examples, to: scripts)
        let config = home.appendingPathComponent("config/shortcuts/config.json")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{\"allowRunningScripts\": true}\n".write(to: config, atomically: true, encoding: .utf8)
        let library = home.appendingPathComponent("shortcuts")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try """
        {
          "format": 1,
          "id": "00000000-0000-4000-8000-00000000c0de",
          "name": "Slug of Words",
          "actions": [
            {
              "id": "00000000-0000-4000-8000-00000000c001",
              "action": "Scripts.WordCount",
              "parameters": {
                "unit": {"enum": "words"}
              }
            },
            {
              "id": "00000000-0000-4000-8000-00000000c002",
              "action": "Scripts.Slugify",
              "parameters": {
                "text": {"text": ["Counted ", {"var": "00000000-0000-4000-8000-00000000c001"}, " Words"]}
              }
            }
          ]
        }

        """.write(to: library.appendingPathComponent("slug-of-words.json"), atomically: true, encoding: .utf8)
    }

    @Test func aShortcutOfScriptActionsRunsFromTheCommandLine() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try install()
        let trust = try await shortcuts("trust", "Slug of Words")
        #expect(trust.status == 0, "\(trust.error)")
        let run = try await shortcuts("run", "Slug of Words", "--answer", "one two three four five")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "counted-5-words\n")
        let actions = try await shortcuts("actions", "--app", "Scripts")
        #expect(actions.output.contains("Scripts.WordCount"), "\(actions.output)\(actions.error)")
    }

    @Test func validateNamesTheScriptAndLineOfAHeaderMistake() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try install()
        let broken = home.appendingPathComponent("scripts/word-count.sh")
        let text = try String(contentsOf: broken, encoding: .utf8)
        try text.replacingOccurrences(of: "# @output integer", with: "# @output count").write(
            to: broken, atomically: true, encoding: .utf8)
        let validate = try await shortcuts("validate", "Slug of Words")
        #expect(validate.status == 65)
        #expect(
            validate.output.contains(
                "\(home.appendingPathComponent("scripts").path)/word-count.sh:8: unknown output 'count'"),
            "\(validate.output)")
        #expect(validate.output.contains("Scripts.WordCount"), "\(validate.output)")
    }
}
