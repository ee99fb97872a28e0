import Foundation
import Synchronization

/// Whether the MCP client is still there to read answers. ``ClientTransport`` marks it gone when
/// the client's end of standard output is closed (it died, or closed both ends); tool runs in
/// flight wait on it and are cancelled then, so the server ends at once instead of finishing calls
/// no one will read (up to the call timeout).
package final class ClientPresence: Sendable {
    private struct State {
        var gone = false
        var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]
    }

    private let state = Mutex(State())

    package init() {}

    /// Whether the client is gone.
    package var isGone: Bool { state.withLock { $0.gone } }

    /// The client is gone: every wait ends.
    package func markGone() {
        let waiters = state.withLock { state in
            state.gone = true
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once the client is gone, or when the calling task is cancelled.
    package func waitUntilGone() async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state -> Bool in
                    if state.gone || Task.isCancelled { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
            waiter?.resume()
        }
    }
}
