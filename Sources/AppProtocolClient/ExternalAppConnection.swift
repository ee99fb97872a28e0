import AppProtocol
import IntentKit
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The host's connection to one external app: its process started on first use (through
/// swift-subprocess), the handshake done, and async calls to perform intents and query entities.
///
/// ```swift
/// let trails = ExternalAppConnection(
///     name: "Trails", command: ExternalAppCommand(executable: "/usr/local/bin/trails-app"))
/// let metadata = try await trails.metadata()
/// let result = try await trails.perform("Trails.GetTrailInfo",
///     parameters: ["trail": .entity(WireEntity(type: "Trails.TrailEntity", id: "3"))],
///     interaction: ExternalAppConnection.interaction(prompter))
/// let found = try await trails.search("Trails.TrailEntity", text: "lake")
/// ```
///
/// A crash, a hang (each call has a timeout), garbage or an endless line on standard output,
/// or an exit in the middle of a call fails the calls waiting on that process with an
/// ``ExternalAppError`` naming the app; the process is stopped, and the next call starts it
/// again. Cancelling the calling task cancels the call (the app is told with `$/cancelRequest`).
package actor ExternalAppConnection {
    /// Answers one question an intent asks while it runs (see ``interaction(_:)``).
    package typealias Interaction = @Sendable (PromptParams) async throws -> WirePromptAnswer
    /// Takes a progress report of a running call.
    package typealias ProgressHandler = @Sendable (ProgressParams) -> Void
    /// Takes an app's `$/log` line while a call is in flight.
    package typealias LogHandler = @Sendable (LogParams) -> Void

    /// The app's name, as the host knows it (for messages).
    package nonisolated let name: String
    package nonisolated let command: ExternalAppCommand
    package nonisolated let limits: ExternalAppLimits
    private let host: PeerInfo
    private let interactive: Bool
    private let calls = CallRegistry()
    private let logHandler: (@Sendable (LogParams) -> Void)?

    private var process: AppProcess?
    private var handshake: InitializeResult?
    private var starting: Task<(AppProcess, InitializeResult), any Error>?
    private var startCount = 0

    /// A connection; nothing is started until the first call.
    ///
    /// - Parameter log: Receives the app's `$/log` lines (its standard error is only kept for
    ///   messages).
    /// - Parameter interactive: whether anyone can answer the app's questions in this process
    ///   (`initialize`'s `interactive`): false for a command line run with `--no-input`, or with
    ///   no terminal and no `--answer`.
    package init(
        name: String, command: ExternalAppCommand, limits: ExternalAppLimits = ExternalAppLimits(),
        host: PeerInfo = PeerInfo(name: "shortcuts"), interactive: Bool = true,
        log: (@Sendable (LogParams) -> Void)? = nil
    ) {
        self.name = name
        self.command = command
        self.limits = limits
        self.host = host
        self.interactive = interactive
        self.logHandler = log
    }

    deinit {
        process?.stop(.stopped("was stopped: its connection was closed"))
    }

    // MARK: Calls

    /// Starts the app if it is not running and returns its handshake: the protocol version and
    /// the app's metadata.
    @discardableResult
    package func start() async throws(ExternalAppError) -> InitializeResult {
        try await running().1
    }

    /// The app's metadata, from the handshake (starting the app if needed).
    package func metadata() async throws(ExternalAppError) -> AppMetadata { try await start().app }

    /// Runs an intent. Questions it asks go to `interaction`; without one, every question is
    /// answered "nobody can answer", and the run fails as a non-interactive run does.
    package func perform(
        _ intent: String, parameters: [String: WireValue] = [:], interaction: Interaction? = nil,
        foreground: Bool? = nil, progress: ProgressHandler? = nil, log: LogHandler? = nil, timeout: Duration? = nil
    ) async throws(ExternalAppError) -> PerformResponse {
        let (process, _) = try await running()
        let id = process.peer.reserveID()
        calls.register(id, interaction: interaction, progress: progress, log: log)
        defer { calls.remove(id) }
        // The timeout counts the app's time only: a question waiting on the person pauses it.
        let limit = timeout ?? limits.performTimeout
        let watchdog = Task { [calls] in
            while !Task.isCancelled {
                let active = calls.activeTime(id)
                if active >= limit {
                    process.peer.abandon(id, because: .timedOut(method: AppMethod.perform, after: limit))
                    return
                }
                do { try await Task.sleep(for: limit - active) } catch { return }
            }
        }
        defer { watchdog.cancel() }
        return try await call(
            process, AppMethod.perform, PerformParams(intent: intent, parameters: parameters, foreground: foreground),
            PerformResponse.self,
            id: id, timeout: nil)
    }

    /// The entities of `type` with these identifiers (those that no longer exist are left out).
    package func resolve(_ type: TypeIdentifier, ids: [String]) async throws(ExternalAppError) -> [WireEntity] {
        try await entities(AppMethod.resolve, ResolveParams(type: type, ids: ids))
    }

    /// The query's suggestions for `type`.
    package func suggested(_ type: TypeIdentifier) async throws(ExternalAppError) -> [WireEntity] {
        try await entities(AppMethod.suggested, EntityTypeParams(type: type))
    }

    /// Every entity of `type` (enumerable queries only).
    package func all(_ type: TypeIdentifier) async throws(ExternalAppError) -> [WireEntity] {
        try await entities(AppMethod.all, EntityTypeParams(type: type))
    }

    /// The entities of `type` matching `text`.
    package func search(_ type: TypeIdentifier, text: String) async throws(ExternalAppError) -> [WireEntity] {
        try await entities(AppMethod.search, SearchParams(type: type, text: text))
    }

    /// A property query (`params.type` names the entity type).
    package func query(_ params: QueryParams) async throws(ExternalAppError) -> [WireEntity] {
        try await entities(AppMethod.query, params)
    }

    /// Ends the app as docs/app-protocol.md says: `shutdown` (its answer awaited briefly), its
    /// standard input closed, ``AppProcess/shutdownGrace`` to exit by itself, then SIGTERM to its
    /// process group and a second more, then SIGKILL. The next call starts it again.
    package func stop() async {
        starting?.cancel()
        starting = nil
        guard let process else { return }
        self.process = nil
        handshake = nil
        if process.ending == nil {
            _ = try? await process.peer.request(
                AppMethod.shutdown, EmptyResult(), as: EmptyResult.self, timeout: AppProcess.shutdownGrace)
        }
        await process.shutDown(.stopped("was stopped by the host"))
    }

    /// How many times the process was started (restarts after failures included).
    package var starts: Int { startCount }

    /// Whether a process is running now.
    package var isRunning: Bool { process.map { $0.ending == nil } ?? false }

    // MARK: Internals

    private func entities<P: Encodable & Sendable>(_ method: String, _ params: P) async throws(ExternalAppError)
        -> [WireEntity]
    {
        let (process, _) = try await running()
        return try await call(process, method, params, EntitiesResult.self, id: nil, timeout: limits.callTimeout)
            .entities
    }

    private func call<P: Encodable & Sendable, R: Decodable & Sendable>(
        _ process: AppProcess, _ method: String, _ params: P, _ type: R.Type, id: RPCID?, timeout: Duration?
    ) async throws(ExternalAppError) -> R {
        do {
            return try await process.peer.request(method, params, as: type, id: id, timeout: timeout)
        } catch {
            throw failure(error, of: process)
        }
    }

    /// The error for a failed call; a process that hung, or whose connection broke, is stopped
    /// so the next call starts a fresh one.
    private func failure(_ error: PeerFailure, of process: AppProcess) -> ExternalAppError {
        switch error {
        case .remote(let rpc):
            if rpc.knownCode == .intentFailed, let failure = rpc.data?.failure {
                return ExternalAppError(app: name, reason: .intentFailed(failure, message: rpc.message))
            }
            return ExternalAppError(app: name, reason: .remote(rpc))
        case .cancelled:
            return ExternalAppError(app: name, reason: .cancelled)
        case .timedOut(let method, let after):
            discard(process, .stopped("was stopped after it did not answer \(method) within \(after.secondsText)"))
            return ExternalAppError(app: name, reason: .timedOut(method: method, after: after))
        case .invalidResult(let method, let problem):
            discard(process, .invalidOutput("answered \(method) with a result that is not valid: \(problem)"))
            return ExternalAppError(
                app: name, reason: .invalidOutput("its answer to \(method) is not valid: \(problem)"))
        case .closed(let reason), .unencodable(let reason):
            discard(process, nil)
            return ExternalAppError(app: name, reason: Self.reason(for: process.ending, fallback: reason))
        }
    }

    private static func reason(for ending: AppProcess.Ending?, fallback: String) -> ExternalAppError.Reason {
        switch ending {
        case .invalidOutput(let what): .invalidOutput(what)
        case .outputTooLong(let limit): .outputTooLong(limit: limit)
        case .cannotStart(let why): .cannotStart(why)
        case .exited, .stopped, nil: .exited(fallback)
        }
    }

    /// Forgets a broken process (stopping it if it still runs).
    private func discard(_ broken: AppProcess, _ reason: AppProcess.Ending?) {
        if let reason { broken.stop(reason) }
        if process === broken {
            process = nil
            handshake = nil
        }
    }

    /// The running process and its handshake, starting one if there is none.
    private func running() async throws(ExternalAppError) -> (AppProcess, InitializeResult) {
        if let process, let handshake, process.ending == nil { return (process, handshake) }
        if let process { discard(process, nil) }
        let task: Task<(AppProcess, InitializeResult), any Error>
        if let starting {
            task = starting
        } else {
            startCount += 1
            _ = Self.ignoreBrokenPipes
            let initialize = InitializeParams(host: host, interactive: interactive)
            let (name, command, limits, calls, log) = (name, command, limits, calls, logHandler)
            task = Task { try await Self.launch(name, command, limits, initialize, calls, log) }
            starting = task
        }
        do {
            let (process, handshake) = try await task.value
            if starting == task {
                starting = nil
                self.process = process
                self.handshake = handshake
            }
            return (process, handshake)
        } catch {
            if starting == task { starting = nil }
            throw (error as? ExternalAppError) ?? ExternalAppError(app: name, reason: .cannotStart("\(error)"))
        }
    }

    private static func launch(
        _ name: String, _ command: ExternalAppCommand, _ limits: ExternalAppLimits, _ initialize: InitializeParams,
        _ calls: CallRegistry, _ log: (@Sendable (LogParams) -> Void)?
    ) async throws -> (AppProcess, InitializeResult) {
        let process = AppProcess(
            command: command, limits: limits,
            requests: { request in try await calls.answer(request) },
            notifications: { notification in
                switch notification.method {
                case AppMethod.progress:
                    if let params: ProgressParams = notification.params() { calls.progress(params) }
                case AppMethod.log:
                    // A call in flight shows it with its action; with none, the connection's own.
                    if let params: LogParams = notification.params(), !calls.log(params) { log?(params) }
                default: break
                }
            })
        let result: InitializeResult
        do {
            result = try await process.peer.request(
                AppMethod.initialize, initialize, as: InitializeResult.self,
                timeout: limits.startTimeout)
        } catch {
            let ending = process.ending
            switch error {
            case .remote(let rpc) where rpc.knownCode == .unsupportedProtocolVersion:
                process.stop(.stopped("speaks no protocol version of this host"))
                throw ExternalAppError(app: name, reason: .unsupportedVersion(rpc.message))
            case .timedOut(_, let after):
                process.stop(.stopped("did not finish its handshake within \(after.secondsText)"))
                throw ExternalAppError(app: name, reason: .timedOut(method: AppMethod.initialize, after: after))
            case .cancelled:
                process.stop(.stopped("was stopped: the start was cancelled"))
                throw ExternalAppError(app: name, reason: .cancelled)
            case .remote(let rpc):
                process.stop(.stopped("refused the handshake"))
                throw ExternalAppError(app: name, reason: .remote(rpc))
            case .invalidResult(_, let problem):
                process.stop(.invalidOutput(problem))
                throw ExternalAppError(app: name, reason: .invalidOutput("its handshake is not valid: \(problem)"))
            case .closed(let why), .unencodable(let why):
                process.stop(.stopped(why))
                throw ExternalAppError(app: name, reason: reason(for: ending, fallback: why))
            }
        }
        guard AppProtocol.supportedVersions.contains(result.protocolVersion) else {
            process.stop(.stopped("chose a protocol version this host does not speak"))
            throw ExternalAppError(
                app: name,
                reason: .unsupportedVersion(
                    "it chose protocol version \(result.protocolVersion), which was not offered"))
        }
        return (process, result)
    }

    /// A write to an app that has exited must fail with EPIPE, not end the host with SIGPIPE.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()
}
