import Foundation
import ShortcutKit
import Synchronization
import TerminalUI

/// The answer a stopped run waits for: how it goes on. Answered once; a reply dropped
/// unanswered (its debugger closed while the message was on its way) stops the run, so no run
/// waits for a layer that is gone.
final class DebugReply: Sendable {
    /// The run waiting, shared with the run's cancellation handler (which does not keep the
    /// reply alive, so dropping the reply is seen).
    private final class Waiting: Sendable {
        private struct State {
            var continuation: CheckedContinuation<RunDebugger.Command, Never>?
            /// Tells the loop the run is busy again.
            var answered: (@Sendable () -> Void)?
            /// The answer that came before the run waited (its task was cancelled first).
            var early: RunDebugger.Command?
        }

        private let state = Mutex(State())

        /// The run waits here; resumed at once if the answer came first.
        func wait(_ continuation: CheckedContinuation<RunDebugger.Command, Never>) -> Bool {
            let early: RunDebugger.Command? = state.withLock { state in
                if let early = state.early { return early }
                state.continuation = continuation
                return nil
            }
            if let early { continuation.resume(returning: early) }
            return early == nil
        }

        func onAnswer(_ answered: @escaping @Sendable () -> Void) {
            state.withLock { $0.answered = answered }
        }

        func resume(_ command: RunDebugger.Command) {
            let (continuation, answered) = state.withLock { state in
                guard let continuation = state.continuation else {
                    // Not waiting yet: the wait ends as soon as it starts.
                    if state.early == nil { state.early = command }
                    return (nil, nil) as (CheckedContinuation<RunDebugger.Command, Never>?, (@Sendable () -> Void)?)
                }
                defer { state = State(early: command) }
                return (continuation, state.answered)
            }
            guard let continuation else { return }
            answered?()
            continuation.resume(returning: command)
        }
    }

    private let waiting: Waiting
    /// The run's debugger, whose breakpoints the person changes.
    let debugger: RunDebugger

    private init(_ waiting: Waiting, debugger: RunDebugger) {
        self.waiting = waiting
        self.debugger = debugger
    }

    deinit { waiting.resume(.stop) }

    /// Lets the run go on as `command` says; once only.
    func answer(_ command: RunDebugger.Command) { waiting.resume(command) }

    /// A debugger whose every stop is a message to the pane of run number `run`, the run waiting
    /// for the reply (counted as waiting for the person); a cancelled run stops.
    static func debugger(
        _ start: DebugStart, context: EffectContext<RunPane.Message>, run: Int
    ) -> RunDebugger {
        RunDebugger(breakpoints: start.breakpoints, stopsFirst: start.stopsFirst, passesFirst: start.passesFirst) {
            stop, debugger in
            let waiting = Waiting()
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    guard waiting.wait(continuation) else { return }
                    context.ask { answered in
                        waiting.onAnswer(answered)
                        return .debugStop(run, stop, DebugReply(waiting, debugger: debugger))
                    }
                }
            } onCancel: {
                waiting.resume(.stop)
            }
        }
    }
}
