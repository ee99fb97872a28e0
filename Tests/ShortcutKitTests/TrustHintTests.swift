import Foundation
import ShortcutsTestSupport
import Testing

/// The refusal of an untrusted file run by its path names that path for `shortcuts trust`, which
/// then accepts it (issue 29, item 25): it named the shortcut, whose name finds the library's
/// shortcut of that name, or none.
@Suite struct TrustHintTests {
    @Test func aFileRunByPathIsTrustedByItsPath() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("trust-hint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let config = home.appendingPathComponent("config/shortcuts/config.json")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{"allowRunningScripts": true}"#.write(to: config, atomically: true, encoding: .utf8)
        // Named as an example in the library is: its name would trust the library's one.
        let file = home.appendingPathComponent("word-tools-copy.json")
        try """
        {"format": 1, "id": "00000000-0000-4000-8000-0000000c0de1", "name": "Word Tools", "actions": [
          {"id": "00000000-0000-4000-8000-0000000c0de2", "action": "runShellScript", "script": "echo from the file",
           "shell": "sh"}]}
        """.write(to: file, atomically: true, encoding: .utf8)
        let refused = try await ShortcutsCLI.run(["run", file.path, "--no-input"], home: home)
        #expect(refused.status == 77, "\(refused.error)")
        #expect(refused.error.contains("'shortcuts trust \"\(file.path)\"'"), "\(refused.error)")
        let trusted = try await ShortcutsCLI.run(["trust", file.path], home: home)
        #expect(trusted.status == 0, "\(trusted.error)")
        let ran = try await ShortcutsCLI.run(["run", file.path, "--no-input"], home: home)
        #expect(ran.status == 0 && ran.output == "from the file\n", "\(ran.error)")
    }
}
