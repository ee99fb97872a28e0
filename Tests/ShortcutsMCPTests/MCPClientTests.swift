import BlockingTestSupport
import Foundation
import Testing

/// `shortcuts mcp` driven by the official MCP Python SDK's client (`mcp_client.py`, one scenario
/// a test), as an agent's host would drive it.
///
/// The client lives in a virtual environment that `.ci/run` makes (`.build/mcp-venv`, with
/// `mcp==2.3.0`), or the Python that `SHORTCUTS_MCP_PYTHON` names. Without either the tests are
/// skipped, saying so, except under CI (`CI=true`), where a missing client fails them.
@Suite(.serialized, .enabled(if: MCPClient.python != nil || MCPClient.inCI, MCPClient.skipReason))
struct MCPClientTests {
    /// Initialize at 2025-11-25; the tools' schemas exactly: an integer with its range, an enum
    /// with its case titles, an entity ID naming the search tool, a list; the annotations.
    @Test func schemas() async throws { try await MCPClient.run("schemas") }

    /// A tool call's run is kept in the run history, named by the client (docs/runs.md).
    @Test func aToolCallsRunIsKeptUnderTheClientsName() async throws { try await MCPClient.run("history") }

    /// A tool name full of escape sequences is logged on standard error escaped (issue 29, item 11).
    @Test func aHostileToolNameIsLoggedEscaped() async throws { try await MCPClient.run("hostile") }

    /// An app's log lines and progress messages reach the client (issue 29, item 19).
    @Test func anAppsLogAndProgressReachTheClient() async throws { try await MCPClient.run("app-log") }

    /// A shortcut whose input is an entity takes its ID from the tool call (issue 29, item 17).
    @Test func anEntityInputTakesItsID() async throws { try await MCPClient.run("entity-input") }

    /// A read-only Find gives what the same Find run by the CLI gives; search finds by text.
    @Test func findMatchesTheCLI() async throws { try await MCPClient.run("find") }

    /// An intent that asks to confirm: elicitation answered yes runs it, declined cancels it.
    @Test func confirmationThroughElicitation() async throws { try await MCPClient.run("confirm") }

    /// A shortcut that runs programs is confirmed through elicitation once, and trusted after.
    @Test func scriptConfirmedThroughElicitation() async throws { try await MCPClient.run("script") }

    /// A disambiguation becomes an elicitation with the options as a titled enum.
    @Test func choiceThroughElicitation() async throws { try await MCPClient.run("choice") }

    /// Without elicitation a question fails the call naming it, and a script is not run.
    @Test func refusedWithoutElicitation() async throws { try await MCPClient.run("refuse") }

    /// A cancelled call stops its run; progress for each action; the per-call timeout.
    @Test func cancelProgressAndTimeout() async throws { try await MCPClient.run("cancel") }

    /// Wrong, missing, unknown and out-of-range arguments are tool errors naming the argument;
    /// an unknown tool is -32602; every call is logged.
    @Test func argumentsAreChecked() async throws { try await MCPClient.run("arguments") }

    /// Shortcuts as resources; a shortcut added on disk becomes a tool.
    @Test func resourcesAndLibraryChanges() async throws { try await MCPClient.run("resources") }

    /// Malformed JSON, requests before initialize, unknown methods, bad params, and a client
    /// that goes away mid-call: errors or a clean exit, never a crash or a hang.
    @Test func protocolErrors() async throws { try await MCPClient.run("protocol") }
}

/// Where the Python client is, and how a scenario runs.
enum MCPClient {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let root = folder.deletingLastPathComponent().deletingLastPathComponent()
    static let script = folder.appendingPathComponent("mcp_client.py")
    static let inCI = ProcessInfo.processInfo.environment["CI"] == "true"
    static let skipReason: Comment =
        "no Python with the MCP SDK: run .ci/run once (it makes .build/mcp-venv) or set SHORTCUTS_MCP_PYTHON"

    /// The Python with `mcp` installed, if there is one.
    static let python: String? = {
        let candidates = [
            ProcessInfo.processInfo.environment["SHORTCUTS_MCP_PYTHON"],
            root.appendingPathComponent(".build/mcp-venv/bin/python").path,
        ].compactMap { $0 }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The binary sits next to the test bundle in the build folder.
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("shortcuts")

    /// Runs one scenario to its end (at most three minutes, then it is killed) and fails with
    /// what it printed unless it passed.
    static func run(_ name: String, script: URL = script) async throws {
        guard let python else {
            Issue.record("CI=true but \(skipReason)")
            return
        }
        let arguments = ["-k", "5", "600", python, script.path, name, binary.path]
        let ended = try await offThePool {
            try ChildProcess.run("/usr/bin/timeout", arguments, environment: ProcessInfo.processInfo.environment)
        }
        let output = String(decoding: ended.output, as: UTF8.self)
        let error = String(decoding: ended.error, as: UTF8.self)
        #expect(ended.status == 0, "scenario \(name) exited with \(ended.status):\n\(output)\n\(error)")
        #expect(output.hasSuffix("\(name): ok\n"), "\(output)\n\(error)")
    }
}
