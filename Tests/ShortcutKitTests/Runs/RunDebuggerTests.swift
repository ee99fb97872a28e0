import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Synchronization
import Testing

/// The run debugger: breakpoints (inside a loop: at each pass, with its item and index), step
/// into, over and out (into Run Shortcut's shortcut and out again), run to an action, stop; and
/// what the run holds at a stop (docs/debugging.md).
@Suite struct RunDebuggerTests {
    static func id(_ n: Int) -> String { "00000000-0000-4000-8000-\(String(format: "%012d", n))" }
    static func uuid(_ n: Int) -> UUID { UUID(uuidString: id(n))! }

    /// Words, Repeat with Each over them with a Text of each, Set Variable, then a Text after.
    static let loop = """
        {"format": 1, "id": "\(id(100))", "name": "Loop", "actions": [
          {"id": "\(id(1))", "action": "list", "items": {"list": [{"text": "a"}, {"text": "b"}, {"text": "c"}]}},
          {"id": "\(id(2))", "action": "repeatEach", "items": {"var": "\(id(1))"}, "do": [
            {"id": "\(id(3))", "action": "Shortcuts.Text", "parameters": {"text": {"text": ["item ", {"var": "repeatItem"}]}}}
          ]},
          {"id": "\(id(4))", "action": "setVariable", "name": "done", "value": {"text": "yes"}},
          {"id": "\(id(5))", "action": "Shortcuts.Text", "parameters": {"text": {"text": "after"}}}
        ]}
        """

    /// A, which runs B between two Texts.
    static let caller = """
        {"format": 1, "id": "\(id(200))", "name": "Caller", "actions": [
          {"id": "\(id(11))", "action": "Shortcuts.Text", "parameters": {"text": {"text": "first"}}},
          {"id": "\(id(12))", "action": "runShortcut", "shortcut": "\(id(300))"},
          {"id": "\(id(13))", "action": "Shortcuts.Text", "parameters": {"text": {"text": "last"}}}
        ]}
        """
    static let called = """
        {"format": 1, "id": "\(id(300))", "name": "Called", "actions": [
          {"id": "\(id(21))", "action": "Shortcuts.Text", "parameters": {"text": {"text": "b1"}}},
          {"id": "\(id(22))", "action": "Shortcuts.Text", "parameters": {"text": {"text": "b2"}}}
        ]}
        """

    /// Runs `text` with a debugger that answers each stop with the next of `commands` (then
    /// `proceed`), and gives the stops and the run's outcome.
    static func debug(
        _ text: String, also others: [String] = [], breakpoints: Set<UUID> = [], stopsFirst: Bool = false,
        _ commands: [RunDebugger.Command] = []
    ) async throws -> (stops: [DebugStop], result: Result<RunResult, RunError>) {
        let document = try DocumentDecoder.decode(text)
        let documents = try others.map { try DocumentDecoder.decode($0) } + [document]
        let catalog = try await Catalog.load([]).with(shortcuts: ShortcutDirectory(documents))
        let stops = Mutex<[DebugStop]>([])
        var runner = ShortcutRunner(catalog: catalog)
        runner.debugger = RunDebugger(breakpoints: breakpoints, stopsFirst: stopsFirst) { stop, _ in
            stops.withLock { stops in
                stops.append(stop)
                return stops.count <= commands.count ? commands[stops.count - 1] : .proceed
            }
        }
        let result: Result<RunResult, RunError>
        do { result = .success(try await runner.run(document, prompter: ScriptedPrompter([]))) } catch {
            result = .failure(error)
        }
        return (stops.withLock { $0 }, result)
    }

    @Test func aBreakpointInALoopStopsAtEachPassWithItsItemAndIndex() async throws {
        let (stops, result) = try await Self.debug(Self.loop, breakpoints: [Self.uuid(3)])
        #expect(stops.count == 3)
        #expect(stops.map { $0.state.loops.last?.item as? String } == ["a", "b", "c"])
        #expect(stops.map { $0.state.loops.last?.index } == [1, 2, 3])
        #expect(stops.allSatisfy { $0.action.position == 3 && $0.level == .init(nesting: 0, depth: 1) })
        // The list's output is a magic variable by the second pass; the first pass's Text too.
        #expect(stops[1].state.outputs.map(\.action.position) == [1, 3])
        #expect(try result.get().output as? String == "after")
    }

    @Test func stepIntoGoesEverywhereStepOverSkipsABlockStepOutLeavesIt() async throws {
        // Into: every action, each pass of the body.
        let into = try await Self.debug(Self.loop, stopsFirst: true, Array(repeating: .stepInto, count: 10))
        #expect(into.stops.map(\.action.position) == [1, 2, 3, 3, 3, 4, 5])
        // Over the Repeat: its body is not stopped in.
        let over = try await Self.debug(Self.loop, stopsFirst: true, [.stepInto, .stepOver, .stepInto])
        #expect(over.stops.map(\.action.position) == [1, 2, 4, 5])
        // Out of the body at its first pass: on after the loop.
        let out = try await Self.debug(Self.loop, stopsFirst: true, [.stepInto, .stepInto, .stepOut, .stepInto])
        #expect(out.stops.map(\.action.position) == [1, 2, 3, 4, 5])
        #expect(out.stops[3].state.variables.isEmpty)
        #expect(out.stops[4].state.variables.map(\.name) == ["done"])
        #expect(out.stops[4].state.variables.first?.value as? String == "yes")
        // A breakpoint still stops the run stepping out: at the next pass.
        let held = try await Self.debug(Self.loop, breakpoints: [Self.uuid(3)], [.stepOut, .stepOut, .stepOut])
        #expect(held.stops.map(\.action.position) == [3, 3, 3, 4])
    }

    @Test func stepIntoRunShortcutAndOutAgain() async throws {
        let (stops, result) = try await Self.debug(
            Self.caller, also: [Self.called], stopsFirst: true, [.stepInto, .stepInto, .stepOut])
        #expect(stops.map(\.action.title) == ["Text", "Run Shortcut", "Text", "Text"])
        #expect(stops.map(\.shortcuts) == [["Caller"], ["Caller"], ["Caller", "Called"], ["Caller"]])
        #expect(stops[2].level == .init(nesting: 1, depth: 0))
        #expect(stops[3].action.id == Self.uuid(13))
        #expect(try result.get().output as? String == "last")
        // Over Run Shortcut: its shortcut runs through.
        let over = try await Self.debug(Self.caller, also: [Self.called], stopsFirst: true, [.stepInto, .stepOver])
        #expect(over.stops.map(\.action.id) == [Self.uuid(11), Self.uuid(12), Self.uuid(13)])
    }

    @Test func runToStopsThereAndStopEndsTheRunAsCancelled() async throws {
        let to = try await Self.debug(Self.loop, stopsFirst: true, [.runTo(Self.uuid(5))])
        #expect(to.stops.map(\.action.position) == [1, 5])
        let stopped = try await Self.debug(Self.loop, breakpoints: [Self.uuid(4)], [.stop])
        guard case .failure(let error) = stopped.result else {
            Issue.record("the run went on")
            return
        }
        #expect(error.kind == .cancelled && error.action?.position == 4)
    }

    /// `run --break` without a terminal to stop at is refused before anything runs.
    @Test func breakNeedsATerminal() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("break-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let refused = try await ShortcutsCLI.run(["run", "Countdown", "--break", "2", "--no-input"], home: home)
        #expect(refused.status == 64 && refused.error.contains("--break needs a terminal"), "\(refused.error)")
        let runs = try await RunStore(home: ShortcutsHome(root: home)).list()
        #expect(runs.isEmpty)
    }
}
