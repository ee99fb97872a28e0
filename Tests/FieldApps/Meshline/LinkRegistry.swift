import Foundation
import Synchronization

// Meshline's model: named links, each with the members that may talk over it. It is all in
// memory behind locks, so the intents can reach it from any task and tests can read back what an
// intent changed.

/// A member's name on a link: 3 to 16 lower-case letters, digits and hyphens.
struct CallSign: Equatable, Sendable {
    let text: String

    init?(_ text: String) {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        guard (3...16).contains(text.count), text.allSatisfy(allowed.contains) else { return nil }
        self.text = text
    }
}

/// Where a member's traffic is relayed: `host:port`.
struct Relay: Equatable, Sendable, CustomStringConvertible {
    let host: String
    let port: Int

    var description: String { "\(host):\(port)" }

    init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, let port = Int(parts[1]), (1...65535).contains(port) else {
            return nil
        }
        host = String(parts[0])
        self.port = port
    }
}

/// One member of a link.
struct Member: Equatable, Sendable {
    var callSign: CallSign
    var relay: Relay?
}

/// One named link and its members; `nil` members mean the link was never set up.
final class Link: Sendable {
    let name: String
    private let state: Mutex<[Member]?>

    var members: [Member]? { state.withLock { $0 } }

    init(name: String, members: [Member]?) {
        self.name = name
        state = Mutex(members)
    }

    fileprivate func replaceMembers(with members: [Member]) { state.withLock { $0 = members } }
}

/// Every link Meshline knows, as the intents reach it through `@Dependency`.
final class LinkRegistry: Sendable {
    private let links: [Link]

    init(links: [Link]) { self.links = links }

    /// The links' names, in the order they were set up.
    var names: [String] { links.map(\.name) }

    func link(named name: String) -> Link? { links.first { $0.name == name } }

    /// Saves `members` as the link's members.
    func save(_ members: [Member], to link: Link) async throws { link.replaceMembers(with: members) }
}
