import BlockingTestSupport
import Foundation

/// A Python program serving on 127.0.0.1 for a test, started from its text: it prints the port
/// it listens on and serves until stopped (the servers' scripts also end themselves after fifteen
/// minutes, should a test die without stopping them). ``LocalHTTPServer`` and
/// ``LocalModelServer`` are two such scripts.
package final class PythonTestServer: Sendable {
    package let port: Int
    private let child: ChildProcess

    private init(port: Int, child: ChildProcess) {
        self.port = port
        self.child = child
    }

    /// Starts `script` and waits until it listens (it prints its port). The child is started
    /// with `posix_spawn` (``ChildProcess``), not Foundation's `Process`, whose `run()` crashes
    /// now and then on Linux; the wait is on a thread of its own, not on the concurrency pool's
    /// few threads, which other tests need.
    package static func start(_ script: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        async throws -> PythonTestServer
    {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("server-\(UUID().uuidString).py")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let child = try ChildProcess("/usr/bin/env", ["python3", file.path], environment: environment)
        let listening = try await offThePool { child.waitForOutput(containing: "\n", timeout: .seconds(120)) }
        let line = String(decoding: child.output, as: UTF8.self).split(separator: "\n").first.map(String.init)
        guard listening, let port = line.flatMap({ Int($0) }) else {
            child.kill(SIGKILL)
            _ = child.wait()
            throw ServerError.didNotStart
        }
        return PythonTestServer(port: port, child: child)
    }

    /// Stops the server (SIGKILL: nothing of it needs to be tidied) and reaps it. Tests call it
    /// in a `defer`, which also keeps the server alive to the end of the test (Swift may end a
    /// value's life after its last use).
    package func stop() {
        child.kill(SIGKILL)
        _ = child.wait()
    }

    enum ServerError: Error { case didNotStart }
}
