import Synchronization

/// Where effects running on other threads leave their messages for the loop, waking it if it is
/// waiting for input. It also knows which tasks wait for the person (a question on screen), so
/// the loop can tell "quiet" from "busy" in one look.
final class Mailbox<Message: Sendable>: Sendable {
    enum Letter: Sendable {
        case message(Message)
        /// The effect task with this number ended (with or without a message).
        case finished(Int)
    }

    private struct State {
        var letters: [Letter] = []
        /// Tasks waiting for the person, by task number, with how many waits each has open.
        var parked: [Int: Int] = [:]
    }

    private let state = Mutex(State())
    private let wake: @Sendable () -> Void

    init(wake: @escaping @Sendable () -> Void) { self.wake = wake }

    func post(_ letter: Letter) {
        state.withLock { $0.letters.append(letter) }
        wake()
    }

    func takeAll() -> [Letter] {
        state.withLock { state in
            defer { state.letters.removeAll() }
            return state.letters
        }
    }

    var isEmpty: Bool { state.withLock { $0.letters.isEmpty } }

    /// Posts the message a question makes and marks `task` waiting for the person, in one step,
    /// so the loop never sees the task waiting before the question has arrived. The message is
    /// given the function that ends the wait.
    func postWaiting(_ task: Int, _ make: (@escaping @Sendable () -> Void) -> Message) {
        let ended = Mutex(false)
        let end: @Sendable () -> Void = { [weak self] in
            guard
                ended.withLock({ done in
                    defer { done = true }
                    return !done
                })
            else { return }
            self?.state.withLock { state in
                state.parked[task, default: 0] -= 1
                if state.parked[task] ?? 0 <= 0 { state.parked[task] = nil }
            }
            self?.wake()
        }
        let message = make(end)
        state.withLock { state in
            state.letters.append(.message(message))
            state.parked[task, default: 0] += 1
        }
        wake()
    }

    /// Whether no message waits and every one of these tasks waits for the person.
    func isQuiet(_ tasks: some Sequence<Int>) -> Bool {
        state.withLock { state in state.letters.isEmpty && tasks.allSatisfy { state.parked[$0] != nil } }
    }
}
