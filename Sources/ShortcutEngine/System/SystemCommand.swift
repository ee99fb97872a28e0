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

/// A desktop program the system actions start (xdg-open, wl-copy, notify-send …), through
/// swift-subprocess: its arguments as a list (never a shell string), its input as bytes, in a
/// session of its own so a cancel or the timeout kills its whole process group with SIGKILL.
package struct SystemCommand: Sendable {
    var path: String
    var arguments: [String] = []
    var input: [UInt8] = []
    var environment: [String: String]
    var timeout: Duration = .seconds(10)
    /// Whether its standard output is kept. Programs that leave a child serving the clipboard
    /// (wl-copy, xclip) keep the pipe open as long as it lives: their output is discarded.
    var keepsOutput = true

    struct Outcome: Sendable {
        var status: Int32?
        var output: String
        var error: String
    }

    enum Failure: Error, Sendable {
        case timedOut
        case cancelled
        case cannotStart(String)
    }

    func run() async throws(Failure) -> Outcome {
        let result: Result<Outcome, Failure> =
            switch await ProcessGroupStopper.race(timeout: timeout, { await self.spawn($0) }) {
            case .finished(let result): result
            case .timedOut: .failure(.timedOut)
            }
        if Task.isCancelled { throw .cancelled }
        return try result.get()
    }

    private func spawn(_ stopper: ProcessGroupStopper) async -> Result<Outcome, Failure> {
        defer { stopper.finished() }
        var options = PlatformOptions()
        options.createSession = true
        options.teardownSequence = [.send(signal: .kill, toProcessGroup: true, allowedDurationToNextStep: .seconds(1))]
        let raw = environment.sorted { $0.key < $1.key }.map { Array("\($0.key)=\($0.value)\0".utf8) }
        do {
            let status: TerminationStatus
            var output: [UInt8] = []
            var error: [UInt8] = []
            if keepsOutput {
                let result = try await TextFileBusy.retrying {
                    try await Subprocess.run(
                        .path(FilePath(path)), arguments: Arguments(arguments), environment: .custom(raw),
                        platformOptions: options, input: .array(input), output: .bytes(limit: 1 << 20),
                        error: .bytes(limit: 1 << 16)
                    ) { execution in stopper.started(execution.processIdentifier.value) }
                }
                (status, output, error) = (result.terminationStatus, result.standardOutput, result.standardError)
            } else {
                let result = try await TextFileBusy.retrying {
                    try await Subprocess.run(
                        .path(FilePath(path)), arguments: Arguments(arguments), environment: .custom(raw),
                        platformOptions: options, input: .array(input), output: .discarded, error: .discarded
                    ) { execution in stopper.started(execution.processIdentifier.value) }
                }
                status = result.terminationStatus
            }
            var code: Int32?
            if case .exited(let exit) = status { code = exit }
            return .success(
                Outcome(
                    status: code, output: String(decoding: output, as: UTF8.self),
                    error: String(decoding: error, as: UTF8.self)))
        } catch {
            if Task.isCancelled || error is CancellationError { return .failure(.cancelled) }
            return .failure(.cannotStart("\(error)"))
        }
    }
}
