import Synchronization
import TerminalUI
import TerminalUITestSupport
import Testing

/// A question's answer, handed from the loop to the waiting task.
final class Answer: Sendable {
    private let state = Mutex<(continuation: CheckedContinuation<String, Never>?, answered: (@Sendable () -> Void)?)>(
        (nil, nil))

    func wait(_ continuation: CheckedContinuation<String, Never>, answered: @escaping @Sendable () -> Void) {
        state.withLock { $0 = (continuation, answered) }
    }

    func give(_ text: String) {
        let (continuation, answered) = state.withLock { state in
            defer { state = (nil, nil) }
            return state
        }
        answered?()
        continuation?.resume(returning: text)
    }
}

/// An app whose searches are keyed tasks and whose job asks a question halfway.
struct TaskApp: App {
    enum Message: Sendable {
        case search, cancel, job, answer
        case found(Int)
        case progress(String)
        case asked(Answer)
        case done(String)
        case other
    }

    var searches = 0
    var found: [Int] = []
    var log: [String] = []
    var question: Answer?

    func message(for event: InputEvent) -> Message? {
        switch event.key {
        case Key("s")?: .search
        case Key("x")?: .cancel
        case Key("j")?: .job
        case Key("y")?: .answer
        default: .other
        }
    }

    mutating func update(_ message: Message, at now: ContinuousClock.Instant) -> [Effect<Message>] {
        switch message {
        case .search:
            searches += 1
            let number = searches
            return [
                .task(id: "search") { context in
                    // A search that takes a while; a newer one cancels it before it answers.
                    guard (try? await Task.sleep(for: .milliseconds(30))) != nil, !Task.isCancelled else { return }
                    context.send(.found(number))
                }
            ]
        case .cancel: return [.cancel("search")]
        case .job:
            return [
                .task(id: nil) { context in
                    context.send(.progress("started"))
                    let reply = await withCheckedContinuation { continuation in
                        let answer = Answer()
                        context.ask { answered in
                            answer.wait(continuation, answered: answered)
                            return .asked(answer)
                        }
                    }
                    context.send(.progress("answered \(reply)"))
                    context.send(.done(reply))
                }
            ]
        case .answer:
            question?.give("yes")
            question = nil
        case .found(let number): found.append(number)
        case .progress(let step): log.append(step)
        case .asked(let answer):
            question = answer
            log.append("asked")
        case .done(let reply): log.append("done \(reply)")
        case .other: break
        }
        return []
    }

    func view(into buffer: inout ScreenBuffer, at now: ContinuousClock.Instant) {
        buffer.write("found \(found) log \(log.joined(separator: ","))", at: Point(x: 0, y: 0))
    }
}

@Suite("Keyed tasks, cancelling, and questions")
@MainActor
struct TaskEffectTests {
    @Test("A task started with the id of a running one replaces it: only the last search answers")
    func newerReplacesOlder() async {
        let driver = AppDriver(TaskApp(), size: Size(width: 60, height: 5))
        driver.press("s", "s", "s")
        await driver.waitUntilIdle()
        #expect(driver.app.found == [3])
    }

    @Test("Cancelling by id stops the task before it answers")
    func cancelById() async {
        let driver = AppDriver(TaskApp(), size: Size(width: 60, height: 5))
        driver.press("s", "x")
        await driver.waitUntilIdle()
        #expect(driver.app.found.isEmpty)
    }

    @Test("A task waiting for an answer counts as quiet; answering wakes it and its messages come in order")
    func questionsAreQuiet() async {
        let driver = AppDriver(TaskApp(), size: Size(width: 60, height: 5))
        driver.press("j")
        await driver.waitUntilIdle()
        #expect(driver.app.log == ["started", "asked"])
        #expect(driver.app.question != nil)
        driver.press("y")
        await driver.waitUntilIdle()
        #expect(driver.app.log == ["started", "asked", "answered yes", "done yes"])
        #expect(!driver.runtime.hasPendingWork)
    }
}
