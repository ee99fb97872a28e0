import ArgumentParser
import Foundation
import IntentKit
import ShortcutKit
import ShortcutsMCP

/// `shortcuts mcp`: an MCP server on standard input and output (docs/mcp.md).
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp", abstract: "Serve the library's shortcuts and the apps' actions to AI agents over MCP.",
        discussion: """
            Speaks the Model Context Protocol (revision 2025-11-25) on standard input and output; \
            an MCP client starts it. Each call is logged on standard error (and with --log to a file).
            """)

    @Option(help: "Stop a tool call that runs longer than this many seconds.")
    var timeout: Int = 300

    @Option(name: .customLong("poll"), help: "Look for changes in the library every this many seconds.")
    var pollSeconds: Double = 2

    @Option(
        name: .customLong("log"),
        help: "Append each tool call (arguments, outcome, the run's actions) as a line of JSON to this file.")
    var logPath: String?

    func validate() throws {
        if timeout < 1 { throw ValidationError("--timeout must be at least 1 second") }
        if !(pollSeconds >= 0.05) { throw ValidationError("--poll must be at least 0.05 seconds") }
    }

    func run() async throws {
        let environment = try await Environment.load()
        // Read the config file now: a broken one stops the command (exit 64) before a client
        // connects, rather than failing every call.
        let checked = try environment.safetyPolicy(confirmer: nil)
        var options = ShortcutsMCPServer.Options()
        options.timeout = .seconds(timeout)
        options.pollInterval = .milliseconds(Int(pollSeconds * 1000))
        options.logFile = logPath.map { URL(fileURLWithPath: $0) }
        options.runs = RunStore(home: environment.home)
        options.runRetention = try environment.runRetention()
        options.home = environment.home
        let server = ShortcutsMCPServer(
            catalog: environment.catalog, library: environment.library, options: options,
            policy: { confirmer in
                var policy = checked
                policy.confirmer = confirmer
                return policy
            })
        do {
            try await server.run()
        } catch {
            complain("mcp: \(error)")
            throw Exit.runFailed
        }
    }
}
