import Foundation
import ShortcutModel
import Subprocess

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
    /// An executable file to start instead of `shell` with `script` (a script action's file):
    /// it gets ``arguments`` as its own.
    var executableFile: String?

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
        guard let path = executableFile ?? shell.executable() else { throw .notInstalled(shell) }
        for (key, value) in environment
        where key.isEmpty || key.contains("=") || key.contains("\0") || value.contains("\0") {
            throw .cannotStart("'\(key)' cannot be an environment variable's name (or its value holds a NUL)")
        }
        let timeout = self.timeout
        let result: Result<Outcome, Failure> =
            switch await ProcessGroupStopper.race(timeout: timeout, { await self.spawn(path, $0) }) {
            case .finished(let result): result
            case .timedOut: .failure(.timedOut(timeout))
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
            let result = try await TextFileBusy.retrying {
                try await Subprocess.run(
                    .path(FilePath(path)),
                    arguments: Arguments(
                        executableFile == nil ? shell.arguments(script: script, passing: arguments) : arguments),
                    environment: .custom(rawEnvironment), workingDirectory: workingDirectory.map { FilePath($0) },
                    platformOptions: options, input: .array(Array(standardInput.utf8)),
                    output: .bytes(limit: outputLimit), error: .bytes(limit: errorLimit)
                ) { execution in
                    group.started(execution.processIdentifier.value)
                }
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
