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

/// One run of a script in a child process, through swift-subprocess (not Foundation's `Process`).
///
/// The child starts a session of its own, so it and everything it starts share a process group
/// that is not ours; cancelling the calling task, or the timeout, sends SIGKILL to that whole
/// group, so no `sleep` a script left in the background outlives the action. (A program that
/// starts a session of its own again, as a daemon does, leaves the group and is out of reach.)
struct ScriptProcess: Sendable {
    var shell: ScriptShell
    var script: String
    /// The script's positional parameters.
    var arguments: [String] = []
    /// What the script reads on standard input (empty: it reads end of file at once).
    var standardInput: String = ""
    /// Variables set for the script on top of this process's environment.
    var environment: [String: String] = [:]
    /// Where it runs; `nil`: this process's current directory.
    var workingDirectory: String?
    var timeout: Duration
    /// The most bytes of standard output kept; more fails the action.
    var outputLimit = 10_000_000
    /// The most bytes of standard error kept (its tail goes into the error message).
    var errorLimit = 1_000_000

    /// How the child ended and what it wrote.
    struct Outcome: Sendable {
        /// The exit status, or `nil` when a signal ended it (``signal``).
        var status: Int32?
        var signal: Int32?
        var standardOutput: String
        var standardError: String
        var succeeded: Bool { status == 0 }
    }

    /// Why no outcome came.
    enum Failure: Error, Sendable, Equatable {
        case notInstalled(ScriptShell)
        case timedOut(Duration)
        case cancelled
        case outputTooLarge(Int)
        case cannotStart(String)
    }

    func run() async throws(Failure) -> Outcome {
        guard let path = shell.executable() else { throw .notInstalled(shell) }
        for (key, value) in environment
        where key.isEmpty || key.contains("=") || key.contains("\0") || value.contains("\0") {
            throw .cannotStart("'\(key)' cannot be an environment variable's name (or its value holds a NUL)")
        }
        let timeout = self.timeout
        let group = ProcessGroupStopper()
        let result: Result<Outcome, Failure> = await withTaskCancellationHandler {
            await withTaskGroup(of: Result<Outcome, Failure>?.self) { tasks in
                tasks.addTask { await self.spawn(path, group) }
                tasks.addTask {
                    // `nil` when the run finished first and cancelled this sleep.
                    do { try await Task.sleep(for: timeout) } catch { return nil }
                    group.stop()
                    return .failure(.timedOut(timeout))
                }
                var first: Result<Outcome, Failure>? = nil
                while let next = await tasks.next() {
                    guard let next else { continue }
                    // The first to finish decides; the other is cancelled (the child's group killed).
                    if first == nil {
                        first = next
                        tasks.cancelAll()
                    }
                }
                return first ?? .failure(.cancelled)
            }
        } onCancel: {
            group.stop()
        }
        if Task.isCancelled { throw .cancelled }
        return try result.get()
    }

    private func spawn(_ path: String, _ group: ProcessGroupStopper) async -> Result<Outcome, Failure> {
        // However the run ends, the child has been reaped by then.
        defer { group.finished() }
        var options = PlatformOptions()
        options.createSession = true
        // On cancel: SIGKILL to the group at once. A TERM first would end only the shell for
        // many scripts (a shell waiting on `sleep` dies, its children stay), and the sequence
        // stops waiting once the shell is gone.
        options.teardownSequence = [.send(signal: .kill, toProcessGroup: true, allowedDurationToNextStep: .seconds(1))]
        var variables = ProcessInfo.processInfo.environment
        for (key, value) in environment { variables[key] = value }
        let rawEnvironment = variables.sorted { $0.key < $1.key }.map { Array("\($0.key)=\($0.value)\0".utf8) }
        do {
            let result = try await Subprocess.run(
                .path(FilePath(path)), arguments: Arguments(shell.arguments(script: script, passing: arguments)),
                environment: .custom(rawEnvironment), workingDirectory: workingDirectory.map { FilePath($0) },
                platformOptions: options, input: .array(Array(standardInput.utf8)),
                output: .bytes(limit: outputLimit), error: .bytes(limit: errorLimit)
            ) { execution in
                group.started(execution.processIdentifier.value)
            }
            var status: Int32?
            var signal: Int32?
            switch result.terminationStatus {
            case .exited(let code): status = code
            case .signaled(let code): signal = code
            }
            return .success(
                Outcome(
                    status: status, signal: signal,
                    standardOutput: String(decoding: result.standardOutput, as: UTF8.self),
                    standardError: String(decoding: result.standardError, as: UTF8.self)))
        } catch let error as SubprocessError {
            if Task.isCancelled { return .failure(.cancelled) }
            switch error.code {
            case .outputLimitExceeded: return .failure(.outputTooLarge(outputLimit))
            case .failedToChangeWorkingDirectory:
                return .failure(.cannotStart("the working directory \(workingDirectory ?? "") cannot be entered"))
            default: return .failure(.cannotStart("\(error)"))
            }
        } catch {
            if Task.isCancelled || error is CancellationError { return .failure(.cancelled) }
            return .failure(.cannotStart("\(error)"))
        }
    }
}

/// Kills a script's process group once it must stop (timeout, cancel), whether the stop comes
/// before the child has started, while it runs, or not at all.
///
/// swift-subprocess's own teardown covers a cancel while it waits for the child; this covers the
/// rest: a stop that arrives while the child is being spawned (seen under load: the `sleep` then
/// ran to its end), and a timeout, which is a stop of our own. The child leads its own session, so
/// its process group's id is its pid, and that id stays reserved while any process of the group
/// lives. Nothing is sent once the run is over.
final class ProcessGroupStopper: Sendable {
    private let state = Mutex<(leader: pid_t?, stopped: Bool, finished: Bool)>((nil, false, false))

    /// The child has started, leading a group of this id.
    func started(_ leader: pid_t) {
        let kill = state.withLock { state -> Bool in
            state.leader = leader
            return state.stopped && !state.finished
        }
        if kill { Self.kill(leader) }
    }

    /// The run must stop: the group is killed now, or as soon as it exists.
    func stop() {
        let leader = state.withLock { state -> pid_t? in
            state.stopped = true
            return state.finished ? nil : state.leader
        }
        if let leader { Self.kill(leader) }
    }

    /// The child was reaped: its id may be reused, so nothing more is sent.
    func finished() { state.withLock { $0.finished = true } }

    private static func kill(_ leader: pid_t) {
        _ = Glibc.kill(-leader, SIGKILL)
    }
}
