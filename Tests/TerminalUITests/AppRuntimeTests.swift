import TerminalUI
import TerminalUITestSupport
import Testing

/// A small app exercising every kind of effect.
struct CounterApp: App {
    enum Message: Sendable {
        case increment, load
        case loaded(String)
        case chain, tick, flash, mouseOff, quit
        case other(InputEvent)
    }

    var count = 0
    var loaded = "-"
    var ticks = 0
    var last = "-"
    var status = StatusLine()

    var minimumSize: Size { Size(width: 20, height: 4) }

    var keymap: Keymap<Message> {
        Keymap(
            "Counter",
            [
                Binding(["+"], .increment, help: "Add one", footer: "Add"),
                Binding(["l"], .load, help: "Load"),
                Binding(["c"], .chain, help: "Load twice in a row"),
                Binding(["t"], .tick, help: "Tick later"),
                Binding(["f"], .flash, help: "Flash a message"),
                Binding(["m"], .mouseOff, help: "Mouse off"),
                Binding(["q"], .quit, help: "Quit", footer: "Quit"),
            ])
    }

    func message(for event: InputEvent) -> Message? {
        if let key = event.key, let message = keymap.message(for: key) { return message }
        return .other(event)
    }

    mutating func update(_ message: Message, at now: ContinuousClock.Instant) -> [Effect<Message>] {
        switch message {
        case .increment: count += 1
        case .load:
            return [
                .run {
                    try? await Task.sleep(for: .milliseconds(20))
                    return .loaded("data")
                }
            ]
        case .loaded(let value):
            loaded = value
            if value == "first" { return [.run { .loaded("second") }] }
        case .chain: return [.run { .loaded("first") }]
        case .tick:
            if ticks == 0 {
                ticks = -1
                return [.after(.seconds(2), .tick)]
            }
            ticks = 1
        case .flash:
            let duration = status.post("Flash!", now: now, for: .seconds(1))
            return [.redraw(after: duration)]
        case .mouseOff: return [.mouseReporting(false)]
        case .quit: return [.quit]
        case .other(let event):
            if case .key(let key) = event { last = key.description }
            if case .paste(let text) = event { last = "paste:\(text)" }
            if case .mouse(let mouse) = event { last = "mouse:\(mouse.position)" }
            if case .resize(let size) = event { last = "resize:\(size)" }
        }
        return []
    }

    func view(into buffer: inout ScreenBuffer, at now: ContinuousClock.Instant) {
        buffer.write("Count: \(count)", at: Point(x: 0, y: 0))
        buffer.write("Loaded: \(loaded) Ticks: \(ticks)", at: Point(x: 0, y: 1))
        buffer.write("Last: \(last)", at: Point(x: 0, y: 2))
        status.render(
            in: Rect(x: 0, y: buffer.size.height - 1, width: buffer.size.width, height: 1), now: now, into: &buffer)
    }
}

@Suite("App loop and scripted driver")
@MainActor
struct AppRuntimeTests {
    let size = Size(width: 30, height: 5)

    @Test("Keys dispatch through the keymap; only the changed cells are written")
    func dispatch() {
        let driver = AppDriver(CounterApp(), size: size)
        #expect(driver.lines[0].hasPrefix("Count: 0"))
        #expect(driver.backend.presented.count == 1)
        #expect(driver.backend.presented[0].isFullRepaint)
        driver.press("+")
        #expect(driver.app.count == 1)
        #expect(driver.lines[0].hasPrefix("Count: 1"))
        let diff = driver.backend.presented.last!
        #expect(!diff.isFullRepaint)
        #expect(diff.changedCells == 1)
    }

    @Test("Typed text goes through the decoder, byte by byte, as a terminal sends it")
    func typing() {
        let driver = AppDriver(CounterApp(), size: size)
        driver.type("é")
        #expect(driver.app.last == "é")
        driver.send(bytes: Array("\u{1B}[1;5A".utf8))
        #expect(driver.app.last == "ctrl+up")
        driver.paste("a\nb")
        #expect(driver.app.last == "paste:a\nb")
        driver.click(at: Point(x: 3, y: 1))
        #expect(driver.app.last == "mouse:(3, 1)")
    }

    @Test("Async effects come back as messages; waitUntilIdle waits for them and their follow-ups")
    func effects() async {
        let driver = AppDriver(CounterApp(), size: size)
        driver.press("l")
        #expect(driver.app.loaded == "-")
        await driver.waitUntilIdle()
        #expect(driver.app.loaded == "data")
        #expect(driver.lines[1].hasPrefix("Loaded: data"))
        driver.press("c")
        await driver.waitUntilIdle()
        #expect(driver.app.loaded == "second")
        #expect(!driver.runtime.hasPendingWork)
    }

    @Test("Timers fire when the clock reaches them, not before")
    func timers() {
        let driver = AppDriver(CounterApp(), size: size)
        driver.press("t")
        #expect(driver.app.ticks == -1)
        #expect(driver.runtime.nextDeadline == driver.now + .seconds(2))
        driver.advance(by: .seconds(1))
        #expect(driver.app.ticks == -1)
        driver.advance(by: .seconds(1))
        #expect(driver.app.ticks == 1)
        #expect(driver.runtime.nextDeadline == nil)
    }

    @Test("A status message disappears when its time is up")
    func statusExpiry() {
        let driver = AppDriver(CounterApp(), size: size)
        driver.press("f")
        #expect(driver.lines[4].contains("Flash!"))
        driver.advance(by: .milliseconds(999))
        #expect(driver.lines[4].contains("Flash!"))
        driver.advance(by: .milliseconds(1))
        #expect(!driver.lines[4].contains("Flash!"))
    }

    @Test("A resize is delivered and repaints in full")
    func resize() {
        let driver = AppDriver(CounterApp(), size: size)
        driver.resize(to: Size(width: 40, height: 6))
        #expect(driver.app.last == "resize:40×6")
        #expect(driver.backend.presented.last!.isFullRepaint)
        #expect(driver.screen.size == Size(width: 40, height: 6))
    }

    @Test("Too small: the notice instead of the app, keys withheld, q still quits")
    func tooSmall() {
        let driver = AppDriver(CounterApp(), size: size)
        driver.resize(to: Size(width: 18, height: 3))
        #expect(driver.lines.contains { $0.contains("Terminal too") })
        driver.press("+")
        #expect(driver.app.count == 0)
        driver.resize(to: size)
        #expect(driver.lines[0].hasPrefix("Count: 0"))
        driver.resize(to: Size(width: 18, height: 3))
        driver.press("q")
        #expect(driver.isFinished)
    }

    @Test("Ctrl-Z suspends through the backend and the next frame is full")
    func suspend() {
        let driver = AppDriver(CounterApp(), size: size)
        let before = driver.app.last
        driver.press("ctrl+z")
        #expect(driver.backend.suspensions == 1)
        #expect(driver.backend.presented.last!.isFullRepaint)
        #expect(driver.app.last == before)
    }

    @Test("The app learns the terminal's size at the start, as on a resize")
    func sizeAtStart() {
        let driver = AppDriver(CounterApp(), size: Size(width: 33, height: 7))
        #expect(driver.app.last == "resize:33×7")
    }

    @Test("Effects reach the backend: mouse reporting, quit")
    func backendEffects() {
        let driver = AppDriver(CounterApp(), size: size)
        #expect(driver.backend.mouseReporting)
        driver.press("m")
        #expect(!driver.backend.mouseReporting)
        driver.press("q")
        #expect(driver.isFinished)
        driver.press("+")
        #expect(driver.app.count == 0)
    }

    @Test("The real loop runs to quit on queued input")
    func realLoop() {
        let backend = TestBackend(size: size)
        backend.enqueue([.key(Key("+")), .key(Key("+")), .key(Key("q")), .key(Key("+"))])
        let final = AppRuntime(app: CounterApp(), backend: backend).run()
        #expect(final.count == 2)
        // Input read in one batch is drawn once; after quitting nothing more is drawn.
        #expect(backend.presented.count == 1)
    }
}
