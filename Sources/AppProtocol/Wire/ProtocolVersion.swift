/// The app protocol's version and method names (docs/app-protocol.md).
///
/// A version is a whole number that grows with every change a peer of the previous version
/// could not understand. The host offers the versions it speaks in `initialize`; the app answers
/// with the newest one both speak, or fails with ``RPCErrorCode/unsupportedProtocolVersion``.
package enum AppProtocol {
    /// The newest version this library speaks.
    package static let version = 1
    /// Every version this library speaks, newest first.
    package static let supportedVersions = [1]

    /// The newest version in both lists, or `nil` when they share none.
    package static func negotiate(offered: [Int], supported: [Int] = supportedVersions) -> Int? {
        Set(offered).intersection(supported).max()
    }
}

/// The methods and notifications of the protocol, by wire name.
package enum AppMethod {
    // Host → app requests.
    /// The handshake: versions in, the app's metadata out. Always the first request.
    package static let initialize = "initialize"
    /// Runs an intent with parameter values.
    package static let perform = "intent/perform"
    /// The entities with these identifiers.
    package static let resolve = "entity/resolve"
    /// The entity query's suggestions.
    package static let suggested = "entity/suggested"
    /// Every entity, for enumerable queries.
    package static let all = "entity/all"
    /// A string search.
    package static let search = "entity/search"
    /// A property query: conditions, All/Any, sort, limit.
    package static let query = "entity/query"
    /// The app should finish what it is doing and exit; it answers first.
    package static let shutdown = "shutdown"

    // App → host requests.
    /// One question for the person: a value, a disambiguation, a confirmation, a choice.
    package static let prompt = "interaction/prompt"

    // Notifications, either way.
    /// Cancels a request the sender made earlier (`{"id": …}`).
    package static let cancelRequest = "$/cancelRequest"
    /// App → host: how far a request has come.
    package static let progress = "$/progress"
    /// App → host: a log line for the host's log.
    package static let log = "$/log"
}
