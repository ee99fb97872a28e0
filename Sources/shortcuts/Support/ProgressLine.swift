import Synchronization

/// The progress of a running action on standard error: one line, rewritten in place as the
/// action reports and cleared when it ends. Only on a terminal: to a file or a pipe nothing is
/// written (see ``StandardStreams/statusLine(_:)``).
final class ProgressLine: Sendable {
    private let shown = Mutex(false)

    /// The line for standard error, one per process as standard error is (the run's events
    /// draw it, a question clears it), or `nil` when standard error is not a terminal.
    static let standardError: ProgressLine? = StandardStreams.errorIsTerminal ? ProgressLine() : nil

    /// The line for standard error, or `nil` when standard error is not a terminal.
    static func forStandardError() -> ProgressLine? { standardError }

    /// Replaces the line with `text`.
    func show(_ text: String) {
        shown.withLock { $0 = true }
        StandardStreams.statusLine(text)
    }

    /// Removes the line, if one is shown.
    func clear() {
        guard
            shown.withLock({ was in
                defer { was = false }
                return was
            })
        else { return }
        StandardStreams.statusLine(nil)
    }
}
