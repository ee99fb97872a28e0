/// The app protocol's version and method names (docs/app-protocol.md).
///
/// A version is a whole number that grows with every change a peer of the previous version
/// could not understand. The host offers the versions it speaks in `initialize`; the app answers
/// with the newest one both speak, or fails with ``RPCErrorCode/unsupportedProtocolVersion``.
public enum AppProtocol {
    /// The newest version this library speaks.
    public static let version = 1
    /// Every version this library speaks, newest first.
    public static let supportedVersions = [1]

    /// The newest version in both lists, or `nil` when they share none.
    public static func negotiate(offered: [Int], supported: [Int] = supportedVersions) -> Int? {
        Set(offered).intersection(supported).max()
    }
}

/// The methods and notifications of the protocol, by wire name.
public enum AppMethod {
    // Host → app requests.
    /// The handshake: versions in, the app's metadata out. Always the first request.
    public static let initialize = "initialize"
    /// Runs an intent with parameter values.
    public static let perform = "intent/perform"
    /// The entities with these identifiers.
    public static let resolve = "entity/resolve"
    /// The entity query's suggestions.
    public static let suggested = "entity/suggested"
    /// Every entity, for enumerable queries.
    public static let all = "entity/all"
    /// A string search.
    public static let search = "entity/search"
    /// A property query: conditions, All/Any, sort, limit.
    public static let query = "entity/query"
    /// The app should finish what it is doing and exit; it answers first.
    public static let shutdown = "shutdown"

    // App → host requests.
    /// One question for the person: a value, a disambiguation, a confirmation, a choice.
    public static let prompt = "interaction/prompt"

    // Notifications, either way.
    /// Cancels a request the sender made earlier (`{"id": …}`).
    public static let cancelRequest = "$/cancelRequest"
    /// App → host: how far a request has come.
    public static let progress = "$/progress"
    /// App → host: a log line for the host's log.
    public static let log = "$/log"
}
