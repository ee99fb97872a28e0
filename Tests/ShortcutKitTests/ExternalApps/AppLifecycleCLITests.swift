import Foundation
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// How a run ends an app of its own process (issue 29, item 18; docs/app-protocol.md): `shutdown`,
/// then its standard input closed, and the app exits by itself, never killed while it does. The
/// example Tasks app runs behind a shell that copies what the host sends to a file and records
/// how the app ended: by itself (`exited 0`) or by a signal.
@Suite struct AppLifecycleCLITests {
    @Test func aRunEndsItsAppGently() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("app-lifecycle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let sent = home.appendingPathComponent("sent.jsonl")
        let ended = home.appendingPathComponent("ended.txt")
        let wrapper = home.appendingPathComponent("tasks.sh")
        try """
        trap 'echo "term" >> "$ENDED"' TERM
        tee -a "$SENT" | python3 -u "$TASKS"
        echo "exited $?" >> "$ENDED"
        """.write(to: wrapper, atomically: true, encoding: .utf8)
        try AppManifestFolder(home.appendingPathComponent("apps")).save(
            AppManifest(
                name: "Tasks", command: "sh", arguments: [wrapper.path],
                environment: [
                    "TASKS_DATA_DIRECTORY": home.appendingPathComponent("data").path, "SENT": sent.path,
                    "ENDED": ended.path, "TASKS": ExternalProgressTests.tasksScript.path,
                ]))
        let shortcut = home.appendingPathComponent("open-tasks.json")
        try """
        {"format": 1, "id": "00000000-0000-4000-8000-0000000a1fe0", "name": "Open Tasks", "actions": [
          {"id": "00000000-0000-4000-8000-0000000a1fe1", "action": "Tasks.ListOpenTasks", "parameters": {}}]}
        """.write(to: shortcut, atomically: true, encoding: .utf8)
        let run = try await ShortcutsCLI.run(["run", shortcut.path, "--no-input"], home: home)
        #expect(run.status == 0, "\(run.error)")
        // The command waited for the app to end: by then the shell has said how.
        let how = (try? String(contentsOf: ended, encoding: .utf8)) ?? ""
        // (Once per start: the handshake that reads its metadata may start it once before the run.)
        let endings = how.split(separator: "\n")
        #expect(!endings.isEmpty && endings.allSatisfy { $0 == "exited 0" }, "the app did not end by itself: '\(how)'")
        let methods = try String(contentsOf: sent, encoding: .utf8).split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["method"] as? String
        }
        #expect(methods.last == "shutdown", "\(methods)")
        #expect(methods.first == "initialize", "\(methods)")
    }
}
