import TerminalUI

/// Drives an app the way a user and a terminal would, on the in-memory backend and through the
/// same loop steps the real program runs: press keys, type text (decoded from UTF-8 bytes like
/// real input), paste, click, resize, let time pass, wait until idle, and read the screen.
///
/// ```swift
/// let driver = AppDriver(MyApp(), size: Size(width: 80, height: 24))
/// driver.press("/")
/// driver.type("café")
/// await driver.waitUntilIdle()
/// #expect(driver.screenText.contains("Café au lait"))
/// ```
@MainActor
public final class AppDriver<A: App> {
    public let backend: TestBackend
    public let runtime: AppRuntime<A>
    /// The time views and timers see; only `advance(by:)` moves it.
    public private(set) var now: ContinuousClock.Instant
    private var decoder = InputDecoder()

    public init(_ app: A, size: Size = Size(width: 80, height: 24), colorCapability: ColorCapability = .indexed256) {
        let backend = TestBackend(size: size, colorCapability: colorCapability)
        let start = ContinuousClock.now
        self.backend = backend
        now = start
        var current: (@MainActor () -> ContinuousClock.Instant)?
        runtime = AppRuntime(app: app, backend: backend, clock: { current?() ?? start })
        current = { [unowned self] in self.now }
        runtime.render()
    }

    /// The app's state now.
    public var app: A { runtime.app }
    /// What the terminal shows.
    public var screen: ScreenBuffer { backend.screen }
    public var lines: [String] { backend.screen.lines }
    public var screenText: String { backend.screen.text }

    /// Presses keys one after another, drawing after each as the real loop does.
    public func press(_ keys: Key...) {
        for key in keys { deliver([.key(key)]) }
    }

    /// Presses keys written in `Key(parsing:)` notation: `press("ctrl+c")`, `press("/", "down")`.
    public func press(_ notations: String...) {
        for notation in notations {
            guard let key = Key(parsing: notation) else { preconditionFailure("Unknown key notation \"\(notation)\"") }
            deliver([.key(key)])
        }
    }

    /// Types text as a terminal sends it: UTF-8 bytes through the input decoder.
    public func type(_ text: String) { send(bytes: Array(text.utf8)) }

    /// Sends raw terminal bytes (escape sequences included) through the input decoder, as one burst.
    public func send(bytes: [UInt8]) {
        deliver(decoder.feed(bytes) + decoder.flush())
    }

    /// Pastes text as a bracketed paste.
    public func paste(_ text: String) { deliver([.paste(text)]) }

    /// A left click at a cell.
    public func click(at point: Point) { deliver([.mouse(MouseEvent(.press(.left), at: point))]) }

    /// Turns the mouse wheel at a cell.
    public func scroll(_ kind: MouseEvent.Kind, at point: Point) { deliver([.mouse(MouseEvent(kind, at: point))]) }

    /// Resizes the terminal, delivering the resize event.
    public func resize(to size: Size) {
        backend.resize(to: size)
        deliver([])
    }

    /// Lets time pass: timers that come due fire, and the screen is drawn at the new time.
    public func advance(by duration: Duration) {
        now = now + duration
        runtime.fireDueTimers()
        runtime.render()
    }

    /// Waits until every effect has finished and its messages are delivered, then draws.
    public func waitUntilIdle() async {
        await runtime.waitUntilIdle()
        runtime.render()
    }

    /// Whether the app asked to quit.
    public var isFinished: Bool { runtime.isFinished }

    private func deliver(_ events: [InputEvent]) {
        backend.enqueue(events)
        for event in backend.nextEvents(until: nil) where !runtime.isFinished { runtime.handle(event) }
        runtime.drainMailbox()
        if !runtime.isFinished { runtime.render() }
    }
}
