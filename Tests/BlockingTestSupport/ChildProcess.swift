import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child process started with `posix_spawn`, its standard input, output and error through
/// files.
///
/// Not Foundation's `Process`: on Linux its `run()` reads `/proc/self/fd` with a 256-byte copy
/// of each directory entry and now and then reads past the end of the buffer and crashes the
/// test process (swift-corelibs-foundation PR 5472; seen here in full `swift test` runs, in the
/// CLI tests and in the kill tests). Files rather than pipes: nothing to drain while the child
/// runs, and no pipe for another child to inherit and hold open.
///
/// Everything here blocks: call it inside ``offThePool(_:)``.
package final class ChildProcess: Sendable {
    /// How a child ended and what it wrote.
    package struct Ended: Sendable {
        /// The exit status, or 128 + the signal that ended it.
        package var status: Int32
        package var output: Data
        package var error: Data

        package init(status: Int32, output: Data, error: Data) {
            self.status = status
            self.output = output
            self.error = error
        }
    }

    package struct Failed: Error, CustomStringConvertible {
        package var description: String
    }

    package let pid: pid_t
    private let folder: URL

    /// Starts `executable` with `arguments` and `environment` (the whole environment, not
    /// additions), `input` on its standard input (none: empty).
    package init(
        _ executable: String, _ arguments: [String], environment: [String: String], input: Data? = nil
    ) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let inPath = folder.appendingPathComponent("in").path
        try (input ?? Data()).write(to: URL(fileURLWithPath: inPath))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, folder.appendingPathComponent("out").path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(
            &actions, 2, folder.appendingPathComponent("err").path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let envp = Self.withTestTimeouts(environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            try? FileManager.default.removeItem(at: folder)
            throw Failed(description: "cannot run \(executable): error \(spawned)")
        }
        self.pid = pid
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// `environment` with the app timeouts of a test run: unless it says otherwise, a
    /// `shortcuts` child waits six times the product's limits for an app's handshake and
    /// answers (`SHORTCUTS_APP_TIMEOUT_SCALE`, docs/app-protocol.md). Those limits catch a hung
    /// app; a debug-build app on a machine whose every core is busy can take longer than 10 s to
    /// start, and the tests are about what it answers, not how soon. A test of a timeout itself
    /// sets the variable to 1.
    package static func withTestTimeouts(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        if environment["SHORTCUTS_APP_TIMEOUT_SCALE"] == nil { environment["SHORTCUTS_APP_TIMEOUT_SCALE"] = "6" }
        return environment
    }

    /// What it has written to standard output so far.
    package var output: Data { (try? Data(contentsOf: folder.appendingPathComponent("out"))) ?? Data() }

    /// What it has written to standard error so far.
    package var error: Data { (try? Data(contentsOf: folder.appendingPathComponent("err"))) ?? Data() }

    /// Waits until its output contains `text` (polling every millisecond), or until `timeout`.
    @discardableResult
    package func waitForOutput(containing text: String, timeout: Duration = .seconds(120)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if String(decoding: output, as: UTF8.self).contains(text) { return true }
            usleep(1000)
        }
        return false
    }

    /// Sends it `signal`.
    package func kill(_ signal: Int32) { _ = Glibc.kill(pid, signal) }

    /// Waits for it to end: its exit status, or 128 + the signal that ended it.
    package func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Runs a child to its end (see ``init(_:_:environment:input:)``).
    package static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], input: Data? = nil
    ) throws -> Ended {
        let child = try ChildProcess(executable, arguments, environment: environment, input: input)
        let status = child.wait()
        return Ended(status: status, output: child.output, error: child.error)
    }
}
