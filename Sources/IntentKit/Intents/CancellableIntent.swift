import Foundation
import Synchronization

/// Why a run stopped an intent (iOS 26.4): the person cancelled it, or it ran past the time its
/// host gives it (an MCP call's timeout).
public struct IntentCancellationReason: Sendable, Hashable, CustomDebugStringConvertible {
    let name: String

    /// The run took longer than its host allows.
    public static var timeout: IntentCancellationReason { IntentCancellationReason(name: "timeout") }
    /// A person (or the agent that started the run) cancelled it.
    public static var userCancelled: IntentCancellationReason { IntentCancellationReason(name: "userCancelled") }

    public var debugDescription: String { name }
}

/// An intent that stops gracefully, told why (iOS 26.4): inside
/// ``withIntentCancellationHandler(operation:onCancel:isolation:)`` its handler hears the reason
/// as the run is cancelled.
public protocol CancellableIntent: AppIntent {}

extension CancellableIntent {
    /// Runs `operation`; if the run is cancelled meanwhile, `handler` is called at once with why.
    public func withIntentCancellationHandler<T>(
        operation: () async throws -> T, onCancel handler: @escaping @Sendable (IntentCancellationReason) -> Void,
        isolation: isolated (any Actor)? = #isolation
    ) async rethrows -> T {
        let reason = IntentExecutionContext.current?.cancellation ?? IntentCancellation.reason
        return try await withTaskCancellationHandler(operation: operation) {
            handler(reason?.value ?? .userCancelled)
        }
    }
}

/// Where a host says why it cancels the runs it started: it sets a ``Reason`` around them
/// (task-local, so the intents of the run find it) and fills it in before cancelling.
package enum IntentCancellation {
    /// The reason of the runs started in this task, when their host gives one.
    @TaskLocal package static var reason: Reason?

    /// A reason to be given, filled in by the host as it cancels.
    package final class Reason: Sendable {
        private let stored = Mutex<IntentCancellationReason?>(nil)

        package init() {}

        /// The reason given; `nil` until the host cancels with one.
        package var value: IntentCancellationReason? {
            get { stored.withLock { $0 } }
            set { stored.withLock { $0 = newValue } }
        }
    }
}
