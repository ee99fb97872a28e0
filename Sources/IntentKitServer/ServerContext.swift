import AppProtocol

/// The host request being answered, for an intent that reports progress or logs while it runs.
///
/// ```swift
/// func perform() async throws -> some IntentResult {
///     for (index, trail) in trails.enumerated() {
///         await HostConnection.progress(completed: Double(index), total: Double(trails.count))
///         …
///     }
/// }
/// ```
/// Outside a served app (in process, in tests) the calls do nothing.
public enum HostConnection {
    /// Tells the host how far the current request has come (`$/progress`).
    public static func progress(completed: Double, total: Double? = nil, message: String? = nil) async {
        guard let context = ServerContext.current else { return }
        try? await context.peer.notify(
            AppMethod.progress,
            ProgressParams(requestId: context.requestID, completed: completed, total: total, message: message))
    }

    /// Writes a line to the host's log (`$/log`); an app's standard error is its log too.
    public static func log(_ message: String, level: LogParams.Level = .info) async {
        guard let context = ServerContext.current else { return }
        try? await context.peer.notify(AppMethod.log, LogParams(level: level, message: message))
    }
}

/// The request a task is answering, set around each handler.
struct ServerContext: Sendable {
    @TaskLocal static var current: ServerContext?

    let peer: JSONRPCPeer
    let requestID: RPCID
}
