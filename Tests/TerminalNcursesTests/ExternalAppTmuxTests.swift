import BlockingTestSupport
import Foundation
import Testing

/// An app that runs as its own program (Examples/python-app/tasks_app.py), installed with
/// `shortcuts apps add`, in the real editor under tmux: its action is added by search, and its
/// entity is picked in the token's picker, whose list and live search go through the protocol.
@Suite(
    "external apps in the editor under tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct ExternalAppTmuxTests {
    static let tasksScript = TestRepository.root.appendingPathComponent("Examples/python-app/tasks_app.py")

    /// A fresh home with the Tasks app (or the app `install` names) installed through the
    /// command line.
    static func environment(install: ((URL) throws -> [String])? = nil) throws -> [String: String] {
        var environment = try ShortcutsTmuxEndToEndTests.environment()
        let home = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!)
        let binary = try #require(TmuxSession.executable(named: "shortcuts"))
        var child = ProcessInfo.processInfo.environment
        for (key, value) in environment { child[key] = value }
        let app =
            try install?(home.deletingLastPathComponent()) ?? [
                "--env", "TASKS_DATA_DIRECTORY=\(home.deletingLastPathComponent().path)/tasks", "Tasks", "python3",
                "-u", tasksScript.path,
            ]
        let added = try ChildProcess.run(binary.path, ["apps", "add"] + app, environment: child)
        #expect(added.status == 0, "\(String(decoding: added.error, as: UTF8.self))")
        environment["PATH"] = child["PATH"]
        return environment
    }

    /// An app whose entity queries never answer: `Stuck.Use` takes a `Stuck.Thing`.
    static let stuckProgram = #"""
        import json, sys
        metadata = {"name": "Stuck", "displayName": "Stuck", "intents": [{
            "identifier": "Stuck.Use", "title": "Use Thing", "searchKeywords": [],
            "parameters": [{"name": "thing", "title": "Thing", "type": "entity:Stuck.Thing", "isOptional": False,
                            "hasDynamicOptions": False, "inputConnectionBehavior": "default"}],
            "summary": {"summary": {"template": ["Use ", {"parameter": "thing"}], "more": []}},
            "openAppWhenRun": False, "authenticationPolicy": "alwaysAllowed", "isDiscoverable": True,
            "sideEffects": [], "previousIdentifiers": []}],
            "entities": [{"identifier": "Stuck.Thing", "displayName": "Thing", "pluralName": "Things",
                          "isTransient": False, "properties": [], "propertiesResolved": True,
                          "queryKinds": ["identifier", "string"], "queryProperties": [], "sortableProperties": []}],
            "enums": [], "shortcuts": []}
        for line in sys.stdin:
            message = json.loads(line)
            if message.get("method") == "initialize":
                print(json.dumps({"jsonrpc": "2.0", "id": message["id"],
                                  "result": {"protocolVersion": 1, "app": metadata, "server": {"name": "stuck"}}}),
                      flush=True)
        """#

    /// Opens the editor on `environment`, makes a new shortcut and adds the action found by
    /// searching the action library for `query`.
    static func newShortcut(in environment: [String: String], adding query: String, titled title: String)
        async throws -> TmuxSession
    {
        let session = try await TmuxSession(width: 100, height: 30, program: "shortcuts", environment: environment)
        _ = try #require(
            await session.waitFor("\(exampleCount) shortcuts", timeout: .seconds(90)), "\(session.capture())")
        try session.send("n")
        _ = try #require(await session.waitFor("New Shortcut"), "the name was not asked: \(session.capture())")
        try session.send("Enter")
        _ = try #require(await session.waitFor("No actions yet"), "the new shortcut did not open: \(session.capture())")
        try session.send("a")
        try session.type(query)
        _ = try #require(await session.waitFor(title, timeout: .seconds(60)), "\(session.capture())")
        try session.send("Enter")
        _ = try #require(
            await session.waitForScreen(timeout: .seconds(60)) { !$0.contains { $0.contains("No actions yet") } },
            "the action was not added: \(session.capture())")
        return session
    }

    @Test("The editor stays responsive while an app never answers, and the shortcut is saved")
    func responsiveWhileAnAppHangs() async throws {
        let environment = try Self.environment { folder in
            let script = folder.appendingPathComponent("stuck.py")
            try Self.stuckProgram.write(to: script, atomically: true, encoding: .utf8)
            return ["Stuck", "python3", "-u", script.path]
        }
        let session = try await Self.newShortcut(in: environment, adding: "use thing", titled: "Use Thing")
        // The picker asks the app for its suggestions, which never come: Esc still closes it at
        // once, and the editor answers the next keys. The bounds below are short of the host's
        // call timeout for the app (10 s times the tests' SHORTCUTS_APP_TIMEOUT_SCALE of 6), so
        // an editor that waited on the app fails them, and long enough for a loaded machine.
        try session.send("Tab")
        try session.send("Enter")
        let picker = try #require(
            await session.waitForScreen(timeout: .seconds(60)) { $0 != [] && $0.contains { $0.contains("Thing") } },
            "\(session.capture())")
        try session.send("Escape")
        _ = try #require(
            await session.waitForScreen(timeout: .seconds(60)) { !$0.contains { $0.contains("Searching…") } },
            "the picker did not close while the app hangs: \(session.capture()) (before: \(picker))")
        try session.send("?")
        _ = try #require(
            await session.waitFor("Editor keys", timeout: .seconds(60)),
            "the editor did not answer while the app hangs: \(session.capture())")
        try session.send("Escape")
        // Closed before ^S is sent: an Escape followed at once by ^S reads as Meta-^S.
        _ = try #require(
            await session.waitForScreen(timeout: .seconds(60)) { !$0.contains { $0.contains("Editor keys") } },
            "the help did not close: \(session.capture())")
        try session.send("C-s")
        _ = try #require(await session.waitFor("Saved", timeout: .seconds(60)), "save: \(session.capture())")
        try session.send("Escape")
        _ = try #require(await session.waitFor("\(exampleCount + 1) shortcuts"), "\(session.capture())")
        try session.send("q")
        let exit = try #require(await session.waitForExit(), "\(session.capture())")
        #expect(exit.status == 0, "\(exit.stderr)")
        let file = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!).appendingPathComponent(
            "shortcuts/new-shortcut.json")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("Stuck.Use"))
    }

    @Test("An external app's action is added, and its entity picked with a live search through the protocol")
    func pickAnExternalEntity() async throws {
        let environment = try Self.environment()
        let session = try await Self.newShortcut(in: environment, adding: "complete task", titled: "Complete Task")
        // The token's picker lists the app's suggestions (its open tasks), asked of its process.
        try session.send("Tab")
        try session.send("Enter")
        let listed = try #require(
            await session.waitFor("Water the plants", timeout: .seconds(60)), "no suggestions: \(session.capture())")
        #expect(listed.contains { $0.contains("Buy oat milk") }, "\(listed)")
        // Typing searches through the protocol: only the matching task is left.
        try session.type("milk")
        let searched = try #require(
            await session.waitForScreen(timeout: .seconds(60)) { screen in
                screen.contains { $0.contains("Buy oat milk") } && !screen.contains { $0.contains("Water the plants") }
            }, "the search did not narrow the list: \(session.capture())")
        #expect(searched.contains { $0.contains("Buy oat milk") })
        try session.send("Enter")
        _ = try #require(
            await session.waitFor("Complete Buy oat milk", timeout: .seconds(60)),
            "the card does not show the picked task: \(session.capture())")
        try session.send("C-s")
        _ = try #require(await session.waitFor("Saved"), "save: \(session.capture())")
        try session.send("Escape")
        _ = try #require(await session.waitFor("\(exampleCount + 1) shortcuts"), "\(session.capture())")
        try session.send("q")
        let exit = try #require(await session.waitForExit(), "\(session.capture())")
        #expect(exit.status == 0, "\(exit.stderr)")
        #expect(isSane(exit.stty), "\(exit.stty)")

        let file = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!).appendingPathComponent(
            "shortcuts/new-shortcut.json")
        let json = try String(contentsOf: file, encoding: .utf8)
        #expect(
            json.contains("\"action\" : \"Tasks.CompleteTask\"") || json.contains("\"action\": \"Tasks.CompleteTask\""),
            "\(json)")
        #expect(
            json.contains("\"type\" : \"Tasks.TaskEntity\"") || json.contains("\"type\": \"Tasks.TaskEntity\""),
            "\(json)")
    }
}
