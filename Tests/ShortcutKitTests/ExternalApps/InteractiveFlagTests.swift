import AppProtocol
import Foundation
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// `initialize`'s `interactive` says whether anyone can answer an app's questions in the
/// command (issue 29, item 21; docs/app-protocol.md): false under `--no-input`, true with
/// `--answer`. The app, a second process, gives back what it was told.
@Suite struct InteractiveFlagTests {
    static let app = ProbeApp.script(
        intents: [ProbeApp.intent("WasTold", output: "boolean")],
        initialize: #"told = message["params"]["interactive"]"#, perform: #"result = {"value": {"boolean": told}}"#)

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
        let quiet = try await ShortcutsCLI.run(["run", shortcut.path, "--no-input"], home: home)
        #expect(quiet.status == 0 && quiet.output == "No\n", "\(quiet.output) \(quiet.error)")
        let answered = try await ShortcutsCLI.run(["run", shortcut.path, "--answer", "x"], home: home)
        #expect(answered.status == 0 && answered.output == "Yes\n", "\(answered.output) \(answered.error)")
    }
}
