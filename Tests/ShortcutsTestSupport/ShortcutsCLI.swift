import BlockingTestSupport
import Foundation

/// The real `shortcuts` binary, run as a person would from a shell, on a home of its own.
package enum ShortcutsCLI {
    /// How a run of the binary ended: its exit status and what it wrote.
    package struct Result: Sendable {
        package var status: Int32
        package var output: String
        package var error: String

        package init(status: Int32, output: String, error: String) {
            self.status = status
            self.output = output
            self.error = error
        }
    }

    /// The binary sits next to the test bundle in the build folder.
    package static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("shortcuts")

    /// Runs the binary to its end on `home`, with `input` on standard input (none: empty) and
    /// the test's environment changed by `changes` (a nil value removes the variable).
    package static func run(
        _ arguments: [String], home: URL, input: String? = nil, environment changes: [String: String?] = [:]
    ) async throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        environment["SHORTCUTS_HOME"] = home.path
        environment["SHORTCUTS_FILES_ROOT"] = FileManager.default.temporaryDirectory.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        for (key, value) in changes { environment[key] = value }
        let child = environment
        let ended = try await offThePool {
            try ChildProcess.run(binary.path, arguments, environment: child, input: input.map { Data($0.utf8) })
        }
        return Result(
            status: ended.status, output: String(decoding: ended.output, as: UTF8.self),
            error: String(decoding: ended.error, as: UTF8.self))
    }
}
