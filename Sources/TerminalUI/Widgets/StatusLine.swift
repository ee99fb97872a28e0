/// The status line: a transient message (saved, copied, an error) that expires by the clock the
/// caller supplies, over a permanent left text, with a right-aligned text (a position, a size).
///
/// Time is passed in, never read: the view shows the message while `now` is before its expiry,
/// so tests step a manual clock, and the app asks the loop to redraw when it expires
/// (`Effect.redraw(after:)` with the duration `post` returns).
public struct StatusLine: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case info, success, warning, error

        var role: Role {
            switch self {
            case .info: .info
            case .success: .success
            case .warning: .warning
            case .error: .error
            }
        }
    }

    public struct Message: Hashable, Sendable {
        public var text: String
        public var kind: Kind
        public var expires: ContinuousClock.Instant
    }

    public private(set) var message: Message?
    /// Shown when no message is.
    public var left: String
    public var right: String

    public init(left: String = "", right: String = "") {
        self.left = left
        self.right = right
    }

    /// Shows `text` until `now + duration`; returns the duration, for scheduling the redraw that
    /// clears it.
    @discardableResult
    public mutating func post(
        _ text: String, kind: Kind = .info, now: ContinuousClock.Instant, for duration: Duration = .seconds(4)
    ) -> Duration {
        message = Message(text: text, kind: kind, expires: now + duration)
        return duration
    }

    public mutating func clear() { message = nil }

    /// The message still showing at `now`.
    public func visibleMessage(at now: ContinuousClock.Instant) -> Message? {
        guard let message, now < message.expires else { return nil }
        return message
    }

    public func render(in rect: Rect, now: ContinuousClock.Instant, into buffer: inout ScreenBuffer) {
        let row = Rect(x: rect.x, y: rect.y, width: rect.width, height: min(1, rect.height))
        guard !row.isEmpty else { return }
        buffer.fill(row, style: .statusBar)
        let rightShown = TextLayout.truncate(right, to: max(0, row.width / 2))
        let rightWidth = TextWidth.width(of: rightShown)
        if rightWidth > 0 {
            buffer.write(rightShown, at: Point(x: row.maxX - rightWidth - 1, y: row.y), style: .statusBar)
        }
        let room = row.width - rightWidth - 3
        if let message = visibleMessage(at: now) {
            let style = Style(message.kind.role, .bold)
            buffer.write(TextLayout.truncate(message.text, to: room), at: Point(x: row.x + 1, y: row.y), style: style)
        } else {
            buffer.write(TextLayout.truncate(left, to: room), at: Point(x: row.x + 1, y: row.y), style: .statusBar)
        }
    }
}
