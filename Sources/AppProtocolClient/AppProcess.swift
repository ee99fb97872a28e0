import AppProtocol
import Foundation
import Subprocess
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

#if canImport(System)
    import System
#else
    import SystemPackage
#endif

/// One run of an app's process, through swift-subprocess: its standard input fed by one writer
/// task (whole lines, in order), its standard output split into lines for the peer, its
/// standard error drained all the time (a full pipe would stop the app) keeping only the end.
///
/// The child leads a session of its own, so stopping it kills its whole process group. When
/// the process ends, or writes garbage or a line past the limit, the peer is closed with a
/// reason that says so, failing every call waiting on it.
final class AppProcess: Sendable {
    /// What ended the process's connection, kept for the error of the calls it fails.
    enum Ending: Sendable {
        case exited(String)
        case invalidOutput(String)
        case outputTooLong(Int)
        case cannotStart(String)
        case stopped(String)
    }

    private struct State {
        var pid: pid_t?
        var reaped = false
        var ending: Ending?
        var standardError: [UInt8] = []
    }

    let peer: JSONRPCPeer
    private let state = Mutex(State())
    private let lines: AsyncStream<[UInt8]>.Continuation
    private let limits: ExternalAppLimits

    /// Starts the process; requests from the app go to `requests`, notifications to `notifications`.
    init(
        command: ExternalAppCommand, limits: ExternalAppLimits, requests: @escaping JSONRPCPeer.RequestHandler,
        notifications: @escaping JSONRPCPeer.NotificationHandler
    ) {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
        lines = continuation
        self.limits = limits
        peer = JSONRPCPeer(
            send: { line in
                guard case .enqueued = continuation.yield(line) else {
                    throw CancellationError()
                }
            },
            requests: requests, notifications: notifications, maximumLineLength: limits.maximumLineLength)
        let process = self
        Task.detached { await process.run(command, writing: stream) }
    }

    /// How the connection ended, once it has.
    var ending: Ending? { state.withLock { $0.ending } }

    /// The end of what the app wrote on standard error.
    var standardErrorTail: String {
        let bytes = state.withLock { $0.standardError }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Stops the process (its whole group) and fails every call still waiting, with `reason`.
    func stop(_ reason: Ending) {
        let pid = state.withLock { state -> pid_t? in
            if state.ending == nil { state.ending = reason }
            return state.reaped ? nil : state.pid
        }
        if let pid { kill(-pid, SIGKILL) }
        lines.finish()
        peer.close(Self.describe(ending ?? reason))
    }

    /// How long an app has to answer `shutdown`, and then to exit once its input is closed.
    static let shutdownGrace: Duration = .seconds(2)

    /// Ends the process gently: its standard input closed, ``shutdownGrace`` to exit by itself,
    /// then SIGTERM to its group and a second more, then ``stop(_:)`` (SIGKILL, if it still runs).
    func shutDown(_ reason: Ending) async {
        lines.finish()
        if await exits(within: Self.shutdownGrace) { return stop(reason) }
        signalGroup(SIGTERM)
        _ = await exits(within: .seconds(1))
        stop(reason)
    }

    /// Whether the process has ended and been reaped within `limit`.
    private func exits(within limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if state.withLock({ $0.reaped }) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return state.withLock { $0.reaped }
    }

    /// Sends `signal` to the process group while its leader has not been reaped (its id is not
    /// reused before that).
    private func signalGroup(_ signal: Int32) {
        let pid = state.withLock { $0.reaped ? nil : $0.pid }
        if let pid { kill(-pid, signal) }
    }

    static func describe(_ ending: Ending) -> String {
        switch ending {
        case .exited(let how): how
        case .invalidOutput(let what): what
        case .outputTooLong(let limit): "wrote a message longer than \(limit) bytes"
        case .cannotStart(let why): why
        case .stopped(let why): why
        }
    }

    private func run(_ command: ExternalAppCommand, writing stream: AsyncStream<[UInt8]>) async {
        var options = PlatformOptions()
        options.createSession = true
        options.teardownSequence = [.send(signal: .kill, toProcessGroup: true, allowedDurationToNextStep: .seconds(1))]
        var variables = ProcessInfo.processInfo.environment
        for (key, value) in command.environment { variables[key] = value }
        let environment = variables.sorted { $0.key < $1.key }.map { Array("\($0.key)=\($0.value)\0".utf8) }
        let executable: Executable =
            command.executable.contains("/") ? .path(FilePath(command.executable)) : .name(command.executable)
        do {
            let result = try await Subprocess.run(
                executable, arguments: Arguments(command.arguments), environment: .custom(environment),
                workingDirectory: command.workingDirectory.map { FilePath($0) }, platformOptions: options,
                input: .inputWriter, output: .sequence, error: .sequence
            ) { execution in
                state.withLock { $0.pid = execution.processIdentifier.value }
                let writer = execution.standardInputWriter
                let errors = execution.standardError
                let output = execution.standardOutput
                await withTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await line in stream {
                            do { _ = try await writer.write(line) } catch { break }
                        }
                        try? await writer.finish()
                    }
                    group.addTask { await self.drain(errors) }
                    await self.read(output)
                    // Standard output is closed: the process is gone or going. Give it a moment
                    // to exit with its own status, then stop the group.
                    lines.finish()
                    group.addTask {
                        try? await Task.sleep(for: .seconds(1))
                        self.signalGroup(SIGKILL)
                    }
                    await group.next() // the writer, which ends with the stream
                    await group.next() // standard error, at its end of file
                    group.cancelAll()
                }
            }
            state.withLock { $0.reaped = true }
            let how: String =
                switch result.terminationStatus {
                case .exited(let code): "exited with status \(code)"
                case .signaled(let signal): "was ended by signal \(signal)\(signal == SIGKILL ? " (killed)" : "")"
                }
            finish(.exited(how))
        } catch {
            state.withLock { $0.reaped = true }
            finish(.cannotStart(Self.startProblem(error, command)))
        }
    }

    /// Records how the connection ended (the first reason wins) and fails what is waiting.
    private func finish(_ ending: Ending) {
        let final = state.withLock { state -> Ending in
            if state.ending == nil { state.ending = ending }
            return state.ending!
        }
        lines.finish()
        var reason = Self.describe(final)
        if case .exited = final {
            let tail = standardErrorTail
            if !tail.isEmpty { reason += "; it wrote on standard error: \(tail)" }
        }
        peer.close(reason)
    }

    private func read(_ output: SubprocessOutputSequence) async {
        var splitter = LineSplitter(maximumLineLength: limits.maximumLineLength)
        do {
            for try await buffer in output {
                let lines = try buffer.withUnsafeBytes { try splitter.append($0) }
                for line in lines where !line.isEmpty { try peer.receive(line) }
            }
        } catch let error as LineSplitter.LineTooLong {
            stop(.outputTooLong(error.limit))
        } catch let error as InvalidMessage {
            stop(.invalidOutput(error.description))
        } catch {
            stop(.stopped("its output could not be read: \(error)"))
        }
    }

    private func drain(_ errors: SubprocessOutputSequence) async {
        let keep = limits.standardErrorTail
        do {
            for try await buffer in errors {
                buffer.withUnsafeBytes { bytes in
                    state.withLock { state in
                        state.standardError.append(contentsOf: bytes)
                        if state.standardError.count > keep {
                            state.standardError.removeFirst(state.standardError.count - keep)
                        }
                    }
                }
            }
        } catch {}
    }

    private static func startProblem(_ error: any Error, _ command: ExternalAppCommand) -> String {
        if let error = error as? SubprocessError {
            switch error.code {
            case .executableNotFound: return "\(command.executable) was not found"
            case .failedToChangeWorkingDirectory:
                return "the working directory \(command.workingDirectory ?? "") cannot be entered"
            default: return "\(command.executable): \(error)"
            }
        }
        return "\(command.executable): \(error)"
    }
}
