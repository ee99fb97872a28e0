import Foundation
import Testing

/// Ctrl-C during an app's intent tells the app (issue 29, item 18): `$/cancelRequest` for the
/// perform goes out, then `shutdown`, before the command ends with 130. The app, behind a shell
/// that copies what it is sent to a file, answers a perform only when it is cancelled.
@Suite(
    "Ctrl-C cancels an app's intent, in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct CancelRequestTmuxTests {
    static let app = #"""
        import json, sys
        INTENT = {"identifier": "Probe.Wait", "title": "Wait", "description": "Waits until cancelled.",
                  "searchKeywords": [], "parameters": [], "summary": {"summary": {"template": ["Wait"], "more": []}},
                  "openAppWhenRun": False, "authenticationPolicy": "alwaysAllowed", "isDiscoverable": True,
                  "sideEffects": [], "previousIdentifiers": []}
        def send(message):
            print(json.dumps(message), flush=True)
        for line in sys.stdin:
            message = json.loads(line)
            method = message.get("method")
            if method == "$/cancelRequest":
                send({"jsonrpc": "2.0", "id": message["params"]["id"], "error": {"code": -32800, "message": "cancelled"}})
            elif method == "initialize":
                send({"jsonrpc": "2.0", "id": message["id"], "result": {"protocolVersion": 1, "server": {"name": "probe"},
                      "app": {"name": "Probe", "displayName": "Probe", "systemImageName": "gauge", "intents": [INTENT],
                              "entities": [], "enums": [], "shortcuts": []}}})
            elif method == "shutdown":
                send({"jsonrpc": "2.0", "id": message["id"], "result": {}})
            # intent/perform: no answer until it is cancelled
        """#

    @Test("Ctrl-C sends $/cancelRequest for the perform, then shutdown")
    func controlCCancelsThePerform() async throws {
        var environment = try ShortcutsTmuxEndToEndTests.environment()
        let home = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!)
        let folder = home.deletingLastPathComponent()
        let script = folder.appendingPathComponent("probe.py")
        try Self.app.write(to: script, atomically: true, encoding: .utf8)
        let sent = folder.appendingPathComponent("sent.jsonl")
        let wrapper = folder.appendingPathComponent("probe.sh")
        try "tee -a \"$SENT\" | python3 -u \"$PROBE\"\n".write(to: wrapper, atomically: true, encoding: .utf8)
        let apps = home.appendingPathComponent("apps")
        try FileManager.default.createDirectory(at: apps, withIntermediateDirectories: true)
        try """
        {"name": "Probe", "command": "sh", "arguments": ["\(wrapper.path)"],
         "environment": {"SENT": "\(sent.path)", "PROBE": "\(script.path)"}}
        """.write(to: apps.appendingPathComponent("Probe.json"), atomically: true, encoding: .utf8)
        let shortcut = folder.appendingPathComponent("wait.json")
        try """
        {"format": 1, "id": "00000000-0000-4000-8000-0000000ab300", "name": "Wait for Probe", "actions": [
          {"id": "00000000-0000-4000-8000-0000000ab301", "action": "Probe.Wait", "parameters": {}}]}
        """.write(to: shortcut, atomically: true, encoding: .utf8)
        environment["SHORTCUTS_APP_TIMEOUT_SCALE"] = "60"
        let session = try await TmuxSession(
            width: 100, height: 30, program: "shortcuts", arguments: ["run", shortcut.path],
            environment: environment, interactive: true, standardErrorToPane: true)
        let performing = await session.waitUntil {
            ((try? String(contentsOf: sent, encoding: .utf8)) ?? "").contains("intent/perform")
        }
        #expect(performing, "the perform never reached the app: \(session.capture())")
        try session.send("C-c")
        _ = try #require(await session.waitFor("stopped at action 1 (Wait): cancelled"), "\(session.capture())")
        try await session.recordExit()
        let exit = try #require(await session.waitForExit(), "\(session.capture())")
        #expect(exit.status == 130, "\(session.capture())")
        let lines = try String(contentsOf: sent, encoding: .utf8).split(separator: "\n").compactMap { line in
            try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }
        let performID = lines.last { $0["method"] as? String == "intent/perform" }?["id"] as? Int
        let cancel = try #require(
            lines.firstIndex { $0["method"] as? String == "$/cancelRequest" }, "no $/cancelRequest: \(lines)")
        #expect(((lines[cancel]["params"] as? [String: Any])?["id"] as? Int) == performID, "\(lines[cancel])")
        let shutdown = try #require(lines.firstIndex { $0["method"] as? String == "shutdown" }, "no shutdown: \(lines)")
        #expect(cancel < shutdown)
    }
}
