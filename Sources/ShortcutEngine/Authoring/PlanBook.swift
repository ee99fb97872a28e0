import Foundation
import Synchronization

/// The plans one session made, by id, until they are applied or grow old: a plan id is
/// good only in the session (the MCP connection) that made it, for ``lifetime``, and a session
/// keeps at most ``capacity`` of them (the oldest go first).
package final class PlanBook: Sendable {
    package static let lifetime: Duration = .seconds(3600)
    package static let capacity = 64

    private let plans = Mutex<[(plan: ShortcutPlan, made: ContinuousClock.Instant)]>([])

    package init() {}

    /// Keeps `plan`.
    package func keep(_ plan: ShortcutPlan) {
        plans.withLock { plans in
            plans.removeAll { ContinuousClock.now - $0.made > Self.lifetime }
            plans.append((plan, .now))
            if plans.count > Self.capacity { plans.removeFirst(plans.count - Self.capacity) }
        }
    }

    /// The plan `id` names, when this session made it and it is not too old.
    package func plan(_ id: UUID) -> ShortcutPlan? {
        plans.withLock { plans in
            plans.first { $0.plan.id == id && ContinuousClock.now - $0.made <= Self.lifetime }?.plan
        }
    }

    /// Forgets the plan `id` (it was applied: applying it again would be a stale plan).
    package func forget(_ id: UUID) {
        plans.withLock { $0.removeAll { $0.plan.id == id } }
    }
}
