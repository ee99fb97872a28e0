import AppProtocol
import Foundation
import Testing

@testable import ShortcutKit

/// `initialize`'s `interactive` says whether anyone can answer an app's questions in the
/// command (issue 29, item 21; docs/app-protocol.md): false under `--no-input`, true with
/// `--answer`. The app, a second process, gives back what it was told.
@Suite struct InteractiveFlagTests {
    static let app = #"""
        import json, sys
        told = None
        INTENT = {"identifier": "Probe.WasTold", "title": "Was Told", "description": "What initialize said.",
                  "searchKeywords": [], "parameters": [], "summary": {"summary": {"template": ["Was told"], "more": []}},
                  "openAppWhenRun": False, "authenticationPolicy": "alwaysAllowed", "isDiscoverable": True,
                  "sideEffects": [], "previousIdentifiers": [], "output": "boolean"}
        for line in sys.stdin:
            message = json.loads(line)
            if "id" not in message:
                continue
            result = {}
            if message["method"] == "initialize":
                told = message["params"]["interactive"]
                result = {"protocolVersion": 1, "server": {"name": "probe"}, "app": {
                    "name": "Probe", "displayName": "Probe", "systemImageName": "gauge",
                    "intents": [INTENT], "entities": [], "enums": [], "shortcuts": []}}
            elif message["method"] == "intent/perform":
                result = {"value": {"boolean": told}}
            print(json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": result}), flush=True)
        """#

    @Test func noInputIsNotInteractiveAndAnswersAre() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("interactive-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let script = home.appendingPathComponent("probe.py")
        try Self.app.write(to: script, atomically: true, encoding: .utf8)
        try AppManifestFolder(home.appendingPathComponent("apps")).save(
            AppManifest(name: "Probe", command: "python3", arguments: ["-u", script.path]))
        let shortcut = home.appendingPathComponent("told.json")
        try """
        {"format": 1, "id": "00000000-0000-4000-8000-0000000ab100", "name": "Told", "actions": [
          {"id": "00000000-0000-4000-8000-0000000ab101", "action": "Probe.WasTold", "parameters": {}}]}
        """.write(to: shortcut, atomically: true, encoding: .utf8)
        let quiet = try await CLITests.run(["run", shortcut.path, "--no-input"], home: home)
        #expect(quiet.status == 0 && quiet.output == "No\n", "\(quiet.output) \(quiet.error)")
        let answered = try await CLITests.run(["run", shortcut.path, "--answer", "x"], home: home)
        #expect(answered.status == 0 && answered.output == "Yes\n", "\(answered.output) \(answered.error)")
    }
}
