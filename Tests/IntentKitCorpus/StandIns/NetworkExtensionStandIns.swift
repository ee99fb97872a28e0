import Foundation
import Synchronization

// Stand-ins for the parts of Apple's NetworkExtension that DuckDuckGo's VPN intents call, and for
// DuckDuckGo's own `Task.sleep(interval:)`. The VPN configurations live in memory: tests install
// some with `NETunnelProviderManager.installed` and read back what an intent changed.

/// A VPN configuration's connection.
final class NEVPNConnection: Sendable {
    enum Status: Sendable { case disconnected, connected }
    private let state = Mutex(Status.disconnected)
    var status: Status { state.withLock { $0 } }

    func startVPNTunnel() throws { state.withLock { $0 = .connected } }
    func stopVPNTunnel() { state.withLock { $0 = .disconnected } }
}

/// A VPN configuration of the app, as `loadAllFromPreferences()` returns them.
final class NETunnelProviderManager: Sendable {
    /// The configurations `loadAllFromPreferences()` returns.
    static let installed = Mutex<[NETunnelProviderManager]>([])

    let connection = NEVPNConnection()
    private let onDemand = Mutex(false)
    private let saves = Mutex(0)

    var isOnDemandEnabled: Bool {
        get { onDemand.withLock { $0 } }
        set { onDemand.withLock { $0 = newValue } }
    }

    /// How many times the configuration was saved.
    var saveCount: Int { saves.withLock { $0 } }

    init() {}

    static func loadAllFromPreferences() async throws -> [NETunnelProviderManager] {
        installed.withLock { $0 }
    }

    func saveToPreferences() async throws { saves.withLock { $0 += 1 } }
}

extension Task where Success == Never, Failure == Never {
    /// DuckDuckGo's helper that waits for the tunnel to settle. A tunnel in memory settles at
    /// once, so the stand-in only checks for cancellation rather than holding a test for seconds.
    static func sleep(interval: Duration) async throws {
        try Task.checkCancellation()
    }
}
