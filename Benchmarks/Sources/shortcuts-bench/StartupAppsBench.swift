import Foundation

/// Start-up of the `shortcuts` binary with ten apps installed by manifests against none (issue
/// 15: within 10 ms): whole processes on two homes prepared alike, interleaved round by round.
/// The apps are ten small programs (one Python file, named by its argument) whose metadata the
/// preparing run cached, so no start-up measured here starts one: what is measured is reading
/// the manifests and the cached metadata and adding the apps to the catalog.
///
/// Two commands: a run of a shortcut of built-ins (which loads only the apps it uses, so the
/// manifests are read and the apps left out), and `actions` (which loads every app).
enum StartupAppsBench {
    static let cases: [(name: String, arguments: [String])] = [
        ("run Countdown (built-ins)", ["run", "Countdown", "--no-input"]),
        ("actions (every app)", ["actions"]),
    ]

    /// An app that speaks the protocol just enough for its handshake: `<Name>.Ping`, which
    /// returns its text.
    static let program = #"""
        import json, sys
        name = sys.argv[1]
        metadata = {"name": name, "displayName": name, "intents": [{
            "identifier": name + ".Ping", "title": "Ping " + name, "searchKeywords": [],
            "parameters": [{"name": "text", "title": "Text", "type": "string", "isOptional": True,
                            "hasDynamicOptions": False, "inputConnectionBehavior": "default"}],
            "summary": {"summary": {"template": ["Ping ", {"parameter": "text"}], "more": []}},
            "openAppWhenRun": False, "authenticationPolicy": "alwaysAllowed", "isDiscoverable": True,
            "sideEffects": [], "previousIdentifiers": [], "output": "string"}],
            "entities": [], "enums": [], "shortcuts": []}
        for line in sys.stdin:
            message = json.loads(line)
            method, ident = message.get("method"), message.get("id")
            if method == "initialize":
                result = {"protocolVersion": 1, "app": metadata, "server": {"name": name}}
            elif method == "intent/perform":
                result = {"value": message["params"]["parameters"].get("text", {"text": ""})}
            elif method == "shutdown":
                result = {}
            else:
                continue
            print(json.dumps({"jsonrpc": "2.0", "id": ident, "result": result}), flush=True)
            if method == "shutdown":
                break
        """#

    static func run(binary: String, apps: Int, rounds: Int) throws {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchError("no executable at \(binary) (build it with: swift build -c release --product shortcuts)")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("startup-apps-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let script = scratch.appendingPathComponent("ping_app.py")
        try program.write(to: script, atomically: true, encoding: .utf8)
        let homes = [
            ("none", scratch.appendingPathComponent("none")), ("\(apps) apps", scratch.appendingPathComponent("apps")),
        ]
        for (label, home) in homes {
            if label != "none" {
                let folder = home.appendingPathComponent("apps")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for index in 1...apps {
                    let manifest =
                        #"{"name": "Ping\#(index)", "command": "python3", "arguments": ["-u", "\#(script.path)", "Ping\#(index)"]}"#
                    try manifest.write(
                        to: folder.appendingPathComponent("Ping\(index).json"), atomically: true, encoding: .utf8)
                }
            }
            // Prepares the home: the example library, and the apps' metadata cached.
            for item in cases where try StartupBench.spawn(binary, item.arguments, home: home, files: scratch) != 0 {
                throw BenchError("\(binary) \(item.arguments.joined(separator: " ")) failed on the home '\(label)'")
            }
        }
        var samples: [String: [Duration]] = [:]
        for _ in 0..<rounds {
            for (label, home) in homes {
                for item in cases {
                    let clock = ContinuousClock()
                    let start = clock.now
                    _ = try StartupBench.spawn(binary, item.arguments, home: home, files: scratch)
                    samples["\(label)|\(item.name)", default: []].append(clock.now - start)
                }
            }
        }
        print("Start-up with \(apps) apps installed by manifests (metadata cached) and with none:")
        print("whole processes, \(rounds) interleaved rounds, median and p95 (ms)")
        print("| command | apps | median | p95 | median − none |")
        print("| --- | --- | --- | --- | --- |")
        for item in cases {
            let none = Measure.ms(Measure.median(samples["none|\(item.name)"]!.sorted()))
            for (label, _) in homes {
                let sorted = samples["\(label)|\(item.name)"]!.sorted()
                let median = Measure.ms(Measure.median(sorted))
                print(
                    "| \(item.name) | \(label) | \(Measure.format(median)) | \(Measure.format(Measure.ms(Measure.p95(sorted)))) | \(String(format: "%+.2f", median - none)) |"
                )
            }
        }
    }
}
