import AppProtocol
import AppProtocolClient
import Foundation

/// Small app programs for the tests: Python scripts written to a temporary folder, and the
/// package's own `trails-app` built beside the test bundle.
enum TestApps {
    /// An executable of the package built beside the test bundle.
    static func executable(named name: String) -> String? {
        let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        for folder in [
            bundle.deletingLastPathComponent(), Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ] {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
        }
        return nil
    }

    /// A new temporary folder, removed by the caller.
    static func folder(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes a Python script and returns the command that runs it.
    static func python(_ source: String, in folder: URL, name: String = "app.py") throws -> ExternalAppCommand {
        let path = folder.appendingPathComponent(name)
        try source.write(to: path, atomically: true, encoding: .utf8)
        return ExternalAppCommand(executable: "python3", arguments: ["-u", path.path])
    }

    /// An app that speaks the protocol and misbehaves on request: performing `Fault.<Mode>`
    /// crashes, hangs, writes garbage, floods, exits or echoes (`Fault.Echo` returns its `text`).
    static let faulty = #"""
        import json, sys, os, time
        META = {"name": "Fault", "displayName": "Fault", "intents": [], "entities": [], "enums": [], "shortcuts": []}
        def send(obj):
            sys.stdout.write(json.dumps(obj) + "\n"); sys.stdout.flush()
        for line in sys.stdin:
            msg = json.loads(line)
            if "method" not in msg or "id" not in msg:
                continue
            mid, method, params = msg["id"], msg["method"], msg.get("params", {})
            if method == "initialize":
                send({"jsonrpc": "2.0", "id": mid, "result": {"protocolVersion": 1, "server": {"name": "fault"}, "app": META}})
            elif method == "intent/perform":
                mode = params["intent"].split(".")[1]
                if mode == "Crash":
                    sys.stderr.write("fault: crashing on purpose\n"); sys.stderr.flush(); os._exit(3)
                elif mode == "Hang":
                    time.sleep(3600)
                elif mode == "Garbage":
                    sys.stdout.write("this is not JSON\n"); sys.stdout.flush()
                elif mode == "Flood":
                    sys.stdout.write("x" * (1 << 20)); sys.stdout.flush(); time.sleep(3600)
                elif mode == "Exit":
                    sys.exit(0)
                elif mode == "WrongResult":
                    send({"jsonrpc": "2.0", "id": mid, "result": {"value": 42}})
                else:
                    send({"jsonrpc": "2.0", "id": mid, "result": {"value": params["parameters"].get("text", {"text": ""})}})
            else:
                send({"jsonrpc": "2.0", "id": mid, "error": {"code": -32601, "message": "no " + method}})
        """#

    /// An app that fails before answering anything.
    static let crashesOnStart = #"""
        import sys
        sys.stderr.write("fault: no configuration found\n")
        sys.exit(2)
        """#

    /// An app that answers the handshake with a version nobody offered, or refuses it.
    static let wrongVersion = #"""
        import json, sys
        for line in sys.stdin:
            msg = json.loads(line)
            sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "error": {"code": 1000,
                "message": "speaks protocol version 7 only", "data": {"supportedVersions": [7]}}}) + "\n")
            sys.stdout.flush()
        """#
}
