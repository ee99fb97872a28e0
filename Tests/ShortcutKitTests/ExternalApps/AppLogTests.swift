import AppProtocol
import AppProtocolClient
import Foundation
import IntentKit
import ShortcutsTestSupport
import Synchronization
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// What an app of its own process says while it performs reaches the person (issue 29, item 19):
/// its `$/log` lines go with the action to standard error, the run pane and `--log`, and a
/// `$/progress` message goes with the progress. The app is a second process, Python.
@Suite struct AppLogTests {
    static let app = ProbeApp.script(
        intents: [ProbeApp.intent("Work", output: "string")],
        perform: #"""
            send({"jsonrpc": "2.0", "method": "$/log", "params": {"level": "info", "message": "step one"}})
            send({"jsonrpc": "2.0", "method": "$/progress",
                  "params": {"requestId": message["id"], "completed": 1, "total": 2, "message": "half way"}})
            send({"jsonrpc": "2.0", "method": "$/log", "params": {"level": "warning", "message": "careful"}})
            result = {"value": {"text": "done"}}
            """#)

    static func home() throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("app-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let script = home.appendingPathComponent("probe.py")
        try Self.app.write(to: script, atomically: true, encoding: .utf8)
        try AppManifestFolder(home.appendingPathComponent("apps")).save(
            AppManifest(name: "Probe", command: "python3", arguments: ["-u", script.path]))
        return home
    }

    static let shortcut = """
        {"format": 1, "id": "00000000-0000-4000-8000-0000000ab200", "name": "Work", "actions": [
          {"id": "00000000-0000-4000-8000-0000000ab201", "action": "Probe.Work", "parameters": {}}]}
        """

    @Test func logLinesGoToStandardErrorAndTheLog() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("work.json")
        try Self.shortcut.write(to: file, atomically: true, encoding: .utf8)
        let log = home.appendingPathComponent("log.json")
        let run = try await ShortcutsCLI.run(["run", file.path, "--no-input", "--log", log.path], home: home)
        #expect(run.status == 0 && run.output == "done\n", "\(run.error)")
        #expect(run.error.contains("· Probe: step one\n· Probe: warning: careful\n"), "\(run.error)")
        let written = try String(contentsOf: log, encoding: .utf8)
        #expect(written.contains("appLog") && written.contains("Probe: warning: careful"), "\(written)")
    }

    @Test func eventsCarryTheLinesAndTheProgressMessage() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let loaded = await ExternalApps.load(
            manifests: AppManifestFolder(home.appendingPathComponent("apps")),
            cache: home.appendingPathComponent("cache"),
            alongside: [], limits: .generousForTests)
        let catalog = Catalog(backends: loaded.backends)
        let seen = Mutex<[String]>([])
        _ = try await ShortcutRunner(catalog: catalog).run(
            try DocumentDecoder.decode(Self.shortcut), prompter: NonInteractivePrompter()
        ) { event in
            switch event {
            case .log(_, let line): seen.withLock { $0.append("log \(line.level.rawValue) \(line.message)") }
            case .progress(_, let report): seen.withLock { $0.append("progress \(report.message ?? "-")") }
            default: break
            }
        }
        await catalog.stopExternalApps()
        #expect(seen.withLock { $0 } == ["log info step one", "progress half way", "log warning careful"])
    }
}
