import Foundation
import Synchronization

// Stand-ins for the WireGuard app's own types that its App Intents files use (the real ones live
// in WireGuardKit and the app's tunnel manager, which talk to NetworkExtension). They keep
// WireGuard's names and shapes and hold tunnels in memory, so the tests can see what an intent did.

/// A Curve25519 public key; WireGuard's accepts exactly 32 bytes in base64.
struct PublicKey: Equatable, Sendable {
    let rawValue: Data
    var base64Key: String { rawValue.base64EncodedString() }

    init?(base64Key: String) {
        guard let data = Data(base64Encoded: base64Key), data.count == 32 else { return nil }
        rawValue = data
    }
}

/// A peer's address, `host:port`.
struct Endpoint: Equatable, Sendable, CustomStringConvertible {
    let host: String
    let port: UInt16
    var description: String { "\(host):\(port)" }

    init?(from string: String) {
        guard let colon = string.lastIndex(of: ":"), let port = UInt16(string[string.index(after: colon)...]),
            colon != string.startIndex
        else { return nil }
        host = String(string[..<colon])
        self.port = port
    }
}

struct PeerConfiguration: Equatable, Sendable {
    var publicKey: PublicKey
    var endpoint: Endpoint?

    init(publicKey: PublicKey) { self.publicKey = publicKey }
}

struct InterfaceConfiguration: Equatable, Sendable {
    var listenPort: UInt16?
}

struct TunnelConfiguration: Equatable, Sendable {
    var name: String?
    var interface: InterfaceConfiguration
    var peers: [PeerConfiguration]
}

/// When a tunnel connects by itself; the intents pass it through unchanged.
enum ActivateOnDemandOption: Equatable, Sendable {
    case off
    case wiFiInterfaceOnly
}

/// One tunnel the manager knows.
final class TunnelContainer: Sendable {
    let name: String
    private let state: Mutex<(configuration: TunnelConfiguration?, onDemand: ActivateOnDemandOption)>

    var tunnelConfiguration: TunnelConfiguration? { state.withLock { $0.configuration } }
    var onDemandOption: ActivateOnDemandOption { state.withLock { $0.onDemand } }

    init(name: String, configuration: TunnelConfiguration?, onDemandOption: ActivateOnDemandOption = .off) {
        self.name = name
        state = Mutex((configuration, onDemandOption))
    }

    fileprivate func replace(_ configuration: TunnelConfiguration, onDemandOption: ActivateOnDemandOption) {
        state.withLock { $0 = (configuration, onDemandOption) }
    }
}

/// The app's list of tunnels, as the intents reach it through `@Dependency`.
final class TunnelsManager: Sendable {
    private let tunnels: Mutex<[TunnelContainer]>

    init(tunnels: [TunnelContainer]) { self.tunnels = Mutex(tunnels) }

    func mapTunnels<T>(transform: (TunnelContainer) throws -> T) rethrows -> [T] {
        try tunnels.withLock { $0 }.map(transform)
    }

    func tunnel(named name: String) -> TunnelContainer? {
        tunnels.withLock { $0 }.first { $0.name == name }
    }

    func modify(
        tunnel: TunnelContainer, tunnelConfiguration: TunnelConfiguration, onDemandOption: ActivateOnDemandOption
    ) async throws {
        tunnel.replace(tunnelConfiguration, onDemandOption: onDemandOption)
    }
}

/// WireGuard's log levels (its `wg_log` takes an `OSLogType`).
enum WireGuardLogType: Sendable {
    case debug
    case info
    case error
}

/// What `wg_log` was given, newest last, so tests can read it.
let wireGuardLog = Mutex<[String]>([])

// swift-format-ignore: AlwaysUseLowerCamelCase
/// WireGuard's logging function, spelled as the app spells it.
func wg_log(_ type: WireGuardLogType, message: String) {
    wireGuardLog.withLock { $0.append("\(type): \(message)") }
}
