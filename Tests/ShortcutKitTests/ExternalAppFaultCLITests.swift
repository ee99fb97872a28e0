import Foundation
import ShortcutsTestSupport
import Testing

/// Apps that misbehave, installed with `shortcuts apps add` and used through the real binary:
/// an app that cannot start, that crashes in the middle of an action, that answers with
/// something not JSON, that floods its output, or that never answers. Each fails only the
/// action or query that used it, with a message naming the app, and the shortcut file is
/// left as it was.
@Suite(.serialized) struct ExternalAppFaultCLITests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-ext-fault-\(UUID().uuidString)")

    /// An app that speaks the protocol for its handshake, then fails as its intent says:
    /// `Faulty.Crash` exits, `Faulty.Garbage` writes a line that is not JSON, `Faulty.Flood`
    /// writes a line longer than the host accepts, `Faulty.Echo` answers. Its search never
    /// answers. With `--die`, it exits before its handshake.
    static let program = #"""
        import json, sys
        if "--die" in sys.argv:
            sys.stderr.write("cannot open my database\n")
            sys.exit(3)
        def intent(name):
            return {"identifier": "Faulty." + name, "title": name, "searchKeywords": [], "parameters": [],
                    "summary": {"summary": {"template": [name], "more": []}}, "openAppWhenRun": False,
                    "authenticationPolicy": "alwaysAllowed", "isDiscoverable": True, "sideEffects": [],
                    "previousIdentifiers": [], "output": "string"}
        metadata = {"name": "Faulty", "displayName": "Faulty",
                    "intents": [intent(n) for n in ["Crash", "Garbage", "Flood", "Echo"]],
                    "entities": [{"identifier": "Faulty.Thing", "displayName": "Thing", "pluralName": "Things",
                                  "isTransient": False, "properties": [], "propertiesResolved": True,
                                  "queryKinds": ["identifier", "string"], "queryProperties": [],
                                  "sortableProperties": []}],
                    "enums": [], "shortcuts": []}
        for line in sys.stdin:
            message = json.loads(line)
            method, ident = message.get("method"), message.get("id")
            def answer(result):
                print(json.dumps({"jsonrpc": "2.0", "id": ident, "result": result}), flush=True)
            if method == "initialize":
                answer({"protocolVersion": 1, "app": metadata, "server": {"name": "faulty"}})
            elif method == "intent/perform":
                name = message["params"]["intent"]
                if name == "Faulty.Crash":
                    sys.stderr.write("segmentation fault (pretend)\n")
                    sys.exit(139)
                elif name == "Faulty.Garbage":
                    print("this is not JSON", flush=True)
                elif name == "Faulty.Flood":
                    sys.stdout.write("x" * (17 << 20))
                    sys.stdout.flush()
                else:
                    answer({"value": {"text": "still here"}})
            elif method == "entity/search":
                pass  # never answers
            elif method == "shutdown":
                answer({})
                break
        """#

    func shortcuts(_ arguments: String...) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(arguments, home: home)
    }

    func install(_ extra: [String] = []) async throws {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let script = home.appendingPathComponent("faulty.py")
        try Self.program.write(to: script, atomically: true, encoding: .utf8)
        let added = try await ShortcutsCLI.run(
            ["apps", "add", "--replace", "Faulty", "python3", "-u", script.path] + extra, home: home)
        #expect(added.status == 0, "\(added.error)")
    }

    /// A shortcut of `intent` then Faulty.Echo, as a file; its path and its text.
    func shortcut(_ intent: String) throws -> (path: String, text: String) {
        let file = home.appendingPathComponent("\(intent).json")
        let text = """
            {"format": 1, "id": "\(UUID().uuidString)", "name": "\(intent)", "actions": [
              {"id": "00000000-0000-4000-8000-000000000001", "action": "Faulty.\(intent)", "parameters": {}},
              {"id": "00000000-0000-4000-8000-000000000002", "action": "Faulty.Echo", "parameters": {}}
            ]}
            """
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (file.path, text)
    }

    @Test func anAppThatFailsMidActionFailsOnlyThatRunNamingTheApp() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try await install()
        for (intent, words) in [
            ("Crash", "segmentation fault (pretend)"), ("Garbage", "wrote invalid output"),
            ("Flood", "wrote a message longer than"),
        ] {
            let (path, text) = try shortcut(intent)
            let run = try await shortcuts("run", path)
            #expect(run.status == 70, "\(intent): \(run.output)\(run.error)")
            #expect(run.error.contains("The app 'Faulty'"), "\(intent): \(run.error)")
            #expect(run.error.contains(words), "\(intent): \(run.error)")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "\(intent): the file changed")
        }
        // The app is started again for the next command: its other action works.
        let (echo, _) = try shortcut("Echo")
        let fine = try await shortcuts("run", echo)
        #expect(fine.status == 0, "\(fine.error)")
        #expect(fine.output.contains("still here"), "\(fine.output)")
    }

    @Test func anAppThatNeverAnswersTimesOutNamingTheApp() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try await install()
        let search = try await shortcuts("entities", "Faulty.Thing", "--search", "x")
        #expect(search.status != 0)
        #expect(search.error.contains("The app 'Faulty' did not answer entity/search within"), "\(search.error)")
    }

    @Test func anAppThatCannotStartIsLeftOutNamingTheApp() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try await install(["--die"])
        let actions = try await shortcuts("actions")
        #expect(actions.status == 0, "\(actions.error)")
        #expect(actions.error.contains("The app 'Faulty'"), "\(actions.error)")
        #expect(actions.error.contains("it is left out"), "\(actions.error)")
        #expect(actions.error.contains("cannot open my database"), "\(actions.error)")
        #expect(!actions.output.contains("Faulty."))
        let check = try await shortcuts("apps", "check", "Faulty")
        #expect(check.status == 65, "\(check.output)\(check.error)")
        #expect(check.output.contains("Faulty.json: The app 'Faulty'"), "\(check.output)")
    }
}
