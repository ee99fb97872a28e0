import ShortcutModel
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Kills a child's process group once it must stop (timeout, cancel), whether the stop comes
/// before the child has started, while it runs, or not at all.
///
/// swift-subprocess's own teardown covers a cancel while it waits for the child; this covers the
/// rest: a stop that arrives while the child is being spawned (seen under load: the `sleep` then
/// ran to its end), and a timeout, which is a stop of our own. The child leads its own session, so
/// its process group's id is its pid, and that id stays reserved while any process of the group
/// lives. Nothing is sent once the run is over.
final class ProcessGroupStopper: Sendable {
    private let state = Mutex<(leader: pid_t?, stopped: Bool, finished: Bool)>((nil, false, false))

    /// The child has started, leading a group of this id.
    func started(_ leader: pid_t) {
        let kill = state.withLock { state -> Bool in
            state.leader = leader
            return state.stopped && !state.finished
        }
        if kill { Self.kill(leader) }
    }

    /// The run must stop: the group is killed now, or as soon as it exists.
    func stop() {
        let leader = state.withLock { state -> pid_t? in
            state.stopped = true
            return state.finished ? nil : state.leader
        }
        if let leader { Self.kill(leader) }
    }

    /// The child was reaped: its id may be reused, so nothing more is sent.
    func finished() { state.withLock { $0.finished = true } }

    private static func kill(_ leader: pid_t) {
        _ = Glibc.kill(-leader, SIGKILL)
    }
}

extension ProcessGroupStopper {
    /// How a ``race(timeout:_:)`` ended.
    enum Race<Outcome: Sendable>: Sendable {
        case finished(Outcome)
        case timedOut
    }

    /// Runs `spawn` — which starts a child leading a session of its own, tells the stopper its
    /// pid, and reaps it — against `timeout` and the task's cancellation. Whichever comes first
    /// decides: a timeout or a cancel kills the child's whole group. Run Shell Script and the
    /// desktop programs (xdg-open, wl-copy, notify-send) both start their children this way.
    static func race<Outcome: Sendable>(
        timeout: Duration, _ spawn: @escaping @Sendable (ProcessGroupStopper) async -> Outcome
    ) async -> Race<Outcome> {
        let stopper = ProcessGroupStopper()
        // Set before the timer kills the group: the child, reaped with SIGKILL, can then finish
        // before the timer's own result is taken, and a run the timeout stopped still reads as
        // timed out, not as "killed by signal 9" (seen in a serial full run).
        let timerFired = TimerFlag()
        return await withTaskCancellationHandler {
            await withTaskGroup(of: Race<Outcome>?.self) { tasks in
                tasks.addTask { .finished(await spawn(stopper)) }
                tasks.addTask {
                    // `nil` when the run finished first and cancelled this sleep.
                    do { try await Task.sleep(for: timeout) } catch { return nil }
                    timerFired.fire()
                    stopper.stop()
                    return .timedOut
                }
                var first: Race<Outcome>?
                while let next = await tasks.next() {
                    guard let next else { continue }
                    // The first to finish decides; the other is cancelled (the child's group killed).
                    if first == nil {
                        first = next
                        tasks.cancelAll()
                    }
                }
                if timerFired.fired { return .timedOut }
                // The spawning task always finishes, so `first` is set.
                return first ?? .timedOut
            }
        } onCancel: {
            stopper.stop()
        }
    }
}

/// Whether a race's timer fired: set before it kills the group, read when the race ends.
private final class TimerFlag: Sendable {
    private let state = Mutex(false)
    func fire() { state.withLock { $0 = true } }
    var fired: Bool { state.withLock { $0 } }
}
