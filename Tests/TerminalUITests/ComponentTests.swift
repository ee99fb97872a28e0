import TerminalUI
import TerminalUITestSupport
import Testing

/// A component that counts, looks something up in the background, and opens, replaces or
/// closes itself: the parts of ``Component`` a holder has to get right.
struct Counter: Component {
    enum Command: Sendable { case add, lookUp, open, replace, close }
    enum Message: Sendable { case found(Int) }

    var name: String
    var count = 0
    var found: [Int] = []

    func keymap(in host: [String]) -> Keymap<Command> {
        Keymap(
            name,
            [
                Binding(["+"], .add, help: "Add one"), Binding(["s"], .lookUp, help: "Look up"),
                Binding(["o"], .open, help: "Open another"), Binding(["r"], .replace, help: "Replace"),
                Binding([.escape], .close, help: "Close"),
            ])
    }

    mutating func update(_ input: ComponentInput<Command, Message>, host log: inout [String]) -> Reaction<
        Message, Counter
    > {
        switch input {
        case .command(.add, _):
            count += 1
            log.append("\(name) +1")
            return .stay()
        case .command(.lookUp, _):
            let number = count
            return .stay([.run { .found(number) }, .task(id: nil) { context in context.send(.found(number + 100)) }])
        case .command(.open, _): return .open(Counter(name: name + "'"))
        case .command(.replace, _): return .replace(with: Counter(name: name + "*"))
        case .command(.close, _): return .close()
        case .message(.found(let number)):
            found.append(number)
            return .stay()
        case .event: return .stay()
        }
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: [String]) {
        buffer.write("\(name) \(count) \(found.sorted())", at: Point(x: area.x, y: area.y))
    }
}

/// Holds counters on a stack, as the editor holds its layers: the top one has the keys, and
/// each one's work comes back to it by its number.
struct CounterStack: App {
    enum Message: Sendable {
        case key(InputEvent)
        case counter(Int, Counter.Message)
    }

    var stack: [(id: Int, counter: Counter)] = [(0, Counter(name: "A"))]
    var lastID = 0
    var log: [String] = []

    var names: [String] { stack.map(\.counter.name) }
    func counter(_ name: String) -> Counter? { stack.first { $0.counter.name == name }?.counter }

    func message(for event: InputEvent) -> Message? { .key(event) }

    mutating func update(_ message: Message, at now: ContinuousClock.Instant) -> [Effect<Message>] {
        switch message {
        case .key(let event):
            guard let top = stack.last, let key = event.key,
                case .message(let command) = top.counter.keymap(in: log).resolve(key)
            else { return [] }
            return update(top.id, .command(command, event))
        case .counter(let id, let message):
            return update(id, .message(message))
        }
    }

    private mutating func update(_ id: Int, _ input: ComponentInput<Counter.Command, Counter.Message>) -> [Effect<
        Message
    >] {
        // A counter that closed is gone: what its work sends back is dropped.
        guard let index = stack.firstIndex(where: { $0.id == id }) else { return [] }
        var counter = stack[index].counter
        let reaction = counter.update(input, host: &log).map { Message.counter(id, $0) }
        switch reaction.step {
        case .stay: stack[index].counter = counter
        case .close: stack.remove(at: index)
        case .open(let child):
            stack[index].counter = counter
            lastID += 1
            stack.insert((lastID, child), at: index + 1)
        case .replace(let other):
            lastID += 1
            stack[index] = (lastID, other)
        }
        return reaction.effects
    }

    func view(into buffer: inout ScreenBuffer, at now: ContinuousClock.Instant) {
        for (row, entry) in stack.enumerated() {
            entry.counter.render(
                in: Rect(x: 0, y: row, width: buffer.bounds.width, height: 1), into: &buffer, host: log)
        }
    }
}

@MainActor
@Suite("Components on a stack")
struct ComponentTests {
    @Test("A component's work comes back to it, through Effect.map, and to no other")
    func workComesBackToItsComponent() async {
        let driver = AppDriver(CounterStack(), size: Size(width: 40, height: 6))
        driver.press("+", "+", "s", "o")
        await driver.waitUntilIdle()
        #expect(driver.app.names == ["A", "A'"])
        #expect(driver.app.counter("A")?.found.sorted() == [2, 102], "both the run's and the task's answers")
        #expect(driver.app.counter("A'")?.found == [])
        driver.press("+", "s")
        await driver.waitUntilIdle()
        #expect(driver.app.counter("A'")?.found.sorted() == [1, 101])
        #expect(driver.app.counter("A")?.found.sorted() == [2, 102])
        #expect(driver.app.log == ["A +1", "A +1", "A' +1"], "the host saw what each changed")
        #expect(driver.lines[1].hasPrefix("A' 1 [1, 101]"))
    }

    @Test("Closing drops the work still on its way; replacing gives the place to another")
    func closingDropsLateWork() async {
        let driver = AppDriver(CounterStack(), size: Size(width: 40, height: 6))
        driver.press("o", "s", "escape")
        await driver.waitUntilIdle()
        #expect(driver.app.names == ["A"])
        #expect(driver.app.counter("A")?.found == [], "A' closed before its answers came")
        driver.press("r")
        #expect(driver.app.names == ["A*"])
        driver.press("o", "r")
        #expect(driver.app.names == ["A*", "A*'*"])
    }

    @Test("Effect.map changes the messages and nothing else")
    func effectMapKeepsTheEffect() async {
        let after = Effect<Int>.after(.seconds(2), 7).map { "\($0)" }
        guard case .after(let delay, let message) = after else {
            Issue.record("\(after)")
            return
        }
        #expect(delay == .seconds(2) && message == "7")
        guard case .run(let work) = Effect<Int>.run({ 4 }).map({ $0 * 10 }) else {
            Issue.record("not a run")
            return
        }
        #expect(await work() == 40)
        guard case .cancel(let id) = Effect<Int>.cancel("search").map({ "\($0)" }) else {
            Issue.record("not a cancel")
            return
        }
        #expect(id == "search")
        let reaction = Reaction<Int, Counter>.open(Counter(name: "B"), [.after(.zero, 1)]).map { $0 + 1 }
        guard case .open(let child) = reaction.step, case .after(_, let two)? = reaction.effects.first else {
            Issue.record("\(reaction)")
            return
        }
        #expect(child.name == "B" && two == 2)
    }
}
