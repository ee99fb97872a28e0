/// An in-memory terminal for tests: it applies each diff to its own grid, exactly as a terminal
/// would, so what tests read is what a user would see, and a diff that forgot a cell shows up
/// as a wrong screen. Input is queued by the test and handed out without waiting.
@MainActor
public final class TestBackend: TerminalBackend {
    public private(set) var size: Size
    public var colorCapability: ColorCapability
    /// The screen as the last diffs left it.
    public private(set) var screen: ScreenBuffer
    /// Every diff presented, oldest first (while ``keepsHistory``).
    public private(set) var presented: [FrameDiff] = []
    /// Whether ``presented`` records the diffs; benchmarks that draw thousands of frames and
    /// measure memory turn it off.
    public var keepsHistory = true
    public private(set) var mouseReporting = true
    public private(set) var suspensions = 0
    private var queue: [InputEvent] = []

    public init(size: Size = Size(width: 80, height: 24), colorCapability: ColorCapability = .indexed256) {
        self.size = size
        self.colorCapability = colorCapability
        screen = ScreenBuffer(size: size)
    }

    /// Queues events for the loop to read.
    public func enqueue(_ events: [InputEvent]) { queue += events }

    /// Changes the size and queues the resize event a terminal would send.
    public func resize(to size: Size) {
        self.size = size
        queue.append(.resize(size))
    }

    public func present(_ diff: FrameDiff) {
        screen.apply(diff)
        if keepsHistory { presented.append(diff) }
    }

    public func nextEvents(until deadline: ContinuousClock.Instant?) -> [InputEvent] {
        defer { queue.removeAll() }
        return queue
    }

    public nonisolated var wake: @Sendable () -> Void { {} }

    public func suspend() { suspensions += 1 }

    public func setMouseReporting(_ enabled: Bool) { mouseReporting = enabled }

    /// The theme an app last switched to, nil until one does (the test backend draws no colours).
    public private(set) var theme: Theme?

    public func setTheme(_ theme: Theme) { self.theme = theme }

    /// Every operating-system command written, oldest first.
    public private(set) var operatingSystemCommands: [String] = []

    public func writeOperatingSystemCommand(_ sequence: String) { operatingSystemCommands.append(sequence) }
}
