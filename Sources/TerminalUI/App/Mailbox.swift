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
}
