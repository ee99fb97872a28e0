import BlockingTestSupport
import Foundation
import ShortcutsTestSupport
import Testing

/// A known secret, and shortcuts that try to leak it every way a run gives text out: an HTTP
/// request whose answer echoes its headers (and one whose 401 error does), a script that prints
/// its `$TOKEN` to standard output and standard error, Show Result of a text holding it. Every
/// output, error, log, file and `view` is searched for it: it is never there, •••• is.
@Suite(.serialized) struct SecretLeakTests {
    static let secret = "s3cr3t-Zebra-42"
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("secret-leak-\(UUID().uuidString)")

    func shortcuts(_ arguments: String..., input: String? = nil) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(arguments, home: home, input: input, environment: ["DBUS_SESSION_BUS_ADDRESS": nil])
    }

    static func id(_ n: Int) -> String { "00000000-0000-4000-8000-\(String(format: "%012x", 0x5e00 + n))" }

    /// A shortcut file named `name` with these actions (JSON objects without ids), trusted.
    func shortcut(_ name: String, _ actions: [String]) async throws -> URL {
        let body = actions.enumerated().map { i, action in "{\"id\": \"\(Self.id(i + 1))\", " + action.dropFirst() }
        let file = home.appendingPathComponent("\(name).json")
        try """
        {"format": 1, "id": "\(UUID().uuidString)", "name": "\(name)", "actions": [\(body.joined(separator: ",\n"))]}
        """.write(to: file, atomically: true, encoding: .utf8)
        let trusted = try await shortcuts("trust", file.path)
        #expect(trusted.status == 0, "\(trusted.error)")
        return file
    }

    static let bearer = #"{"text": ["Bearer ", {"secret": "API token"}]}"#

    static func get(_ url: String) -> String {
        #"{"action": "getContentsOfURL", "url": {"text": "\#(url)"}, "headers": {"dictionary": {"Authorization": \#(bearer)}}}"#
    }

    static func script(_ text: String) -> String {
        #"{"action": "runShellScript", "script": "\#(text)", "environment": {"dictionary": {"TOKEN": {"secret": "API token"}}}}"#
    }

    static let show =
        #"{"action": "Shortcuts.ShowResult", "parameters": {"text": {"text": ["The token is ", {"secret": "API token"}]}}}"#

    /// Fails the test if `text` holds the secret (or its percent-encoded form).
    func expectNoSecret(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!text.contains(Self.secret), "\(what) holds the secret: \(text)", sourceLocation: sourceLocation)
        #expect(!text.contains("s3cr3t%2DZebra"), "\(what) holds the secret: \(text)", sourceLocation: sourceLocation)
    }

    func prepare() async throws -> LocalHTTPServer {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let config = home.appendingPathComponent("config/shortcuts/config.json")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{"allowRunningScripts": true, "allowNetwork": true}"#.write(to: config, atomically: true, encoding: .utf8)
        let set = try await shortcuts("secrets", "set", "API token", "--stdin", input: Self.secret + "\n")
        #expect(set.status == 0, "\(set.error)")
        return try await LocalHTTPServer.start()
    }

    @Test func outputsLogsAndViewNeverHoldTheSecret() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try await prepare()
        defer { server.stop() }
        let file = try await shortcut(
            "Leaky",
            [
                Self.show,
                Self.get("\(server.base)/echo"),
                #"{"action": "Shortcuts.ShowResult", "parameters": {"text": {"text": [{"var": "\#(Self.id(2))"}]}}}"#,
                Self.script(#"echo \"stdout $TOKEN\"; echo \"stderr $TOKEN\" >&2"#),
            ])
        let log = home.appendingPathComponent("log.json")
        let out = home.appendingPathComponent("out.txt")
        let run = try await shortcuts("run", file.path, "--no-input", "--log", log.path, "-o", out.path)
        #expect(run.status == 0, "\(run.error)")
        // What the actions saw was the real value: the server got it, the script printed it.
        #expect(run.output.contains("The token is ••••"), "\(run.output)")
        #expect(run.output.contains(#""authorization": "Bearer ••••""#), "\(run.output)")
        let written = try String(contentsOf: out, encoding: .utf8)
        #expect(written == "stdout ••••\n", "\(written)")
        let logged = try String(contentsOf: log, encoding: .utf8)
        #expect(logged.contains("••••"))
        let view = try await shortcuts("view", file.path)
        #expect(view.output.contains("Show Result ⟦Secret: API token⟧") || view.output.contains("Secret: API token"))
        #expect(view.output.contains("It uses the secret 'API token'."), "\(view.output)")
        let json = try await shortcuts("run", file.path, "--no-input", "--output-type", "json", "-o", "-")
        for (text, what) in [
            (run.output, "standard output"), (run.error, "standard error"), (written, "the output file"),
            (logged, "the log"), (view.output + view.error, "view"), (json.output + json.error, "the JSON output"),
            (try String(contentsOf: file, encoding: .utf8), "the shortcut file"),
        ] {
            expectNoSecret(text, what)
        }
        // Reformatting the file writes the secret's name, never its value.
        #expect(try await shortcuts("format", file.path).status == 0)
        let formatted = try String(contentsOf: file, encoding: .utf8)
        expectNoSecret(formatted, "the formatted file")
        #expect(formatted.contains(#"{"secret": "API token"}"#) || formatted.contains(#""secret": "API token""#))
    }

    @Test func errorsThatEchoTheSecretShowItMasked() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try await prepare()
        defer { server.stop() }
        let http = try await shortcut("Denied", [Self.get("\(server.base)/unauthorized")])
        let denied = try await shortcuts("run", http.path, "--no-input")
        #expect(denied.status == 70)
        #expect(denied.error.contains("the server answered 401"), "\(denied.error)")
        #expect(denied.error.contains("Bearer ••••"), "\(denied.error)")
        expectNoSecret(denied.output + denied.error, "the HTTP error")

        let failing = try await shortcut("Failing", [Self.script(#"echo \"bad token $TOKEN\" >&2; exit 3"#)])
        let failed = try await shortcuts(
            "run", failing.path, "--no-input", "--log", home.appendingPathComponent("f.json").path)
        #expect(failed.status == 70)
        #expect(failed.error.contains("bad token ••••"), "\(failed.error)")
        expectNoSecret(failed.output + failed.error, "the script's error")

        // A secret that is not stored: found before the run, naming the action and parameter.
        let missing = try await shortcut(
            "Missing", [#"{"action": "Shortcuts.ShowResult", "parameters": {"text": {"secret": "Nope"}}}"#])
        let invalid = try await shortcuts("run", missing.path, "--no-input")
        #expect(invalid.status == 65)
        #expect(
            invalid.error.contains(
                "action 1 (Show Result), parameter 'text': uses the secret 'Nope', which is not stored; set it with 'shortcuts secrets set \"Nope\"'"
            ), "\(invalid.error)")
    }

    /// Headers that hold a secret stay with their origin (issue 29, item 9): a 302 from one server
    /// to another on loopback sends neither `Authorization` nor `X-Api-Key` on, and the same
    /// redirect within the server keeps both.
    @Test func secretHeadersDoNotFollowARedirectElsewhere() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try await prepare()
        defer { server.stop() }
        let other = try await LocalHTTPServer.start()
        defer { other.stop() }
        func fetch(_ url: String) -> String {
            let headers =
                #"{"dictionary": {"Authorization": \#(Self.bearer), "X-Api-Key": {"secret": "API token"}, "X-Plain": {"text": "kept"}}}"#
            return
                #"{"action": "getContentsOfURL", "url": {"text": "\#(url)"}, "outputAs": "json", "headers": \#(headers)}"#
        }
        func headersEchoed(through location: String) async throws -> String {
            let escaped = location.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let file = try await shortcut("Moved", [fetch("\(server.base)/to/302?location=\(escaped)")])
            let run = try await shortcuts("run", file.path, "--no-input", "--output-type", "json", "-o", "-")
            #expect(run.status == 0, "\(run.error)")
            expectNoSecret(run.output + run.error, "the redirected request's echo")
            return run.output
        }
        let elsewhere = try await headersEchoed(through: "\(other.base)/echo")
        #expect(!elsewhere.contains("authorization") && !elsewhere.contains("x-api-key"), "\(elsewhere)")
        #expect(elsewhere.contains("x-plain"), "\(elsewhere)")
        let same = try await headersEchoed(through: "/echo")
        #expect(same.contains("authorization") && same.contains("x-api-key"), "\(same)")
    }

    /// A process that has read a secret leaves no core file (issue 29, item 10): its core limit
    /// is 0 from then on, as /proc shows while it waits after showing the secret.
    @Test func aRunThatReadASecretCannotDumpCore() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try await prepare()
        server.stop()
        let file = try await shortcut(
            "Holding", [Self.show, #"{"action": "wait", "seconds": {"number": 600}}"#])
        var environment = ProcessInfo.processInfo.environment
        environment["SHORTCUTS_HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        let child = try ChildProcess(
            ShortcutsCLI.binary.path, ["run", file.path, "--no-input"], environment: environment)
        defer {
            child.kill(SIGKILL)
            _ = child.wait()
        }
        let shown = try await offThePool { child.waitForOutput(containing: "The token is", timeout: .seconds(120)) }
        #expect(shown, "the run never showed the secret")
        let limits = try String(contentsOfFile: "/proc/\(child.pid)/limits", encoding: .utf8)
        let core = limits.split(separator: "\n").first { $0.hasPrefix("Max core file size") }.map(String.init) ?? ""
        let fields = core.dropFirst("Max core file size".count).split(separator: " ")
        #expect(fields.prefix(2) == ["0", "0"], "\(core)")
    }

    /// A numeric secret through Calculate is still the secret (issue 29, item 10): its result is
    /// masked whole on standard output and in JSON, never printed in full.
    @Test func aNumberComputedFromANumericSecretIsMasked() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try await prepare()
        server.stop()
        let set = try await shortcuts("secrets", "set", "PIN", "--stdin", input: "987654321\n")
        #expect(set.status == 0, "\(set.error)")
        let file = try await shortcut(
            "Sum",
            [#"{"action": "calculate", "input": {"secret": "PIN"}, "operation": "add", "operand": {"number": 0}}"#])
        for arguments in [
            ["run", file.path, "--no-input"], ["run", file.path, "--no-input", "--output-type", "json"],
        ] {
            let run = try await ShortcutsCLI.run(
                arguments, home: home, environment: ["DBUS_SESSION_BUS_ADDRESS": nil])
            #expect(run.status == 0, "\(run.error)")
            #expect(!(run.output + run.error).contains("987654321"), "\(run.output)")
            #expect(run.output.contains("••••"), "\(run.output)")
        }
    }
}
