import Foundation
import ShortcutsTestSupport
import Testing

/// What `--answer yes` does for a shortcut that deletes (issue 29, item 12; docs/security.md):
/// it never grants the permission (exit 77, nothing deleted), and once `allowDeleting` lets the run
/// start it answers the delete action's own question, as a person deciding in advance. With no
/// answer and no terminal the run stops at that question (69), the file still there.
@Suite struct DeleteAnswerCLITests {
    @Test func aScriptedYesAnswersTheActionsQuestionButNeverThePermission() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("delete-answer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let files = home.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        let notes = files.appendingPathComponent("notes.txt")
        try "keep me".write(to: notes, atomically: true, encoding: .utf8)
        let shortcut = home.appendingPathComponent("clean-up.json")
        try DeletePermissionTests.json.write(to: shortcut, atomically: true, encoding: .utf8)
        func run(_ arguments: String...) async throws -> ShortcutsCLI.Result {
            try await ShortcutsCLI.run(
                ["run", shortcut.path] + arguments, home: home, environment: ["SHORTCUTS_FILES_ROOT": files.path])
        }

        let refused = try await run("--answer", "yes")
        #expect(refused.status == 77, "\(refused.error)")
        #expect(refused.error.contains("deleting is off"), "\(refused.error)")
        #expect(FileManager.default.fileExists(atPath: notes.path))

        let config = home.appendingPathComponent("config/shortcuts/config.json")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{"allowDeleting": true}"#.write(to: config, atomically: true, encoding: .utf8)
        let unanswered = try await run("--no-input")
        #expect(unanswered.status == 69, "\(unanswered.error)")
        #expect(FileManager.default.fileExists(atPath: notes.path))

        let answered = try await run("--answer", "yes")
        #expect(answered.status == 0, "\(answered.error)")
        #expect(answered.error.contains("notes.txt"), "the question is shown with its answer: \(answered.error)")
        #expect(!FileManager.default.fileExists(atPath: notes.path))
    }
}
