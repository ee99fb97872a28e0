import Synchronization

/// Where effects running on other threads leave their messages for the loop, waking it if it is
/// waiting for input.
final class Mailbox<Message: Sendable>: Sendable {
    enum Letter: Sendable {
        case message(Message)
        /// The effect task with this number ended (with or without a message).
        case finished(Int)
    }

    private let letters = Mutex<[Letter]>([])
    private let wake: @Sendable () -> Void

    init(wake: @escaping @Sendable () -> Void) { self.wake = wake }

    func post(_ letter: Letter) {
        letters.withLock { $0.append(letter) }
        wake()
    }

    func takeAll() -> [Letter] {
        letters.withLock { letters in
            defer { letters.removeAll() }
            return letters
        }
    }

    var isEmpty: Bool { letters.withLock { $0.isEmpty } }

    /// Tasks waiting for the person, by task number, with how many waits each has open.
    private let parked = Mutex<[Int: Int]>([:])

    func park(_ task: Int, _ waiting: Bool) {
        parked.withLock { parked in
            parked[task, default: 0] += waiting ? 1 : -1
            if parked[task] == 0 { parked[task] = nil }
        }
        wake()
    }

    /// Whether every one of these tasks is waiting for the person.
    func allParked(_ tasks: some Sequence<Int>) -> Bool {
        parked.withLock { parked in tasks.allSatisfy { parked[$0] != nil } }
    }
}
