import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Synchronization
import Testing

/// What the editor's debugger stands on (docs/debugging.md): a stop finds the steps before it
/// in the run store, read back as they were; a replay from a step gives variables new values;
/// a run stopped in the debugger replays from where it stopped; breakpoints are kept beside
/// the library.
@Suite struct DebugAndContinueTests {
    static let id = RunDebuggerTests.id
    static let uuid = RunDebuggerTests.uuid

    /// Set Variable greeting, a loop of Texts that use it, and a Text after.
    static let greeting = """
        {"format": 1, "id": "\(id(400))", "name": "Greeting", "actions": [
          {"id": "\(id(41))", "action": "setVariable", "name": "greeting", "value": {"text": "Hello"}},
          {"id": "\(id(42))", "action": "list", "items": {"list": [{"text": "Ada"}, {"text": "Grace"}]}},
          {"id": "\(id(43))", "action": "repeatEach", "items": {"var": "\(id(42))"}, "do": [
            {"id": "\(id(44))", "action": "Shortcuts.Text",
             "parameters": {"text": {"text": [{"variable": "greeting"}, " ", {"var": "repeatItem"}]}}}
          ]},
          {"id": "\(id(45))", "action": "Shortcuts.CombineText", "parameters": {"items": {"var": "\(id(43))"}}}
        ]}
        """

    @Test func aStopFindsTheStepsBeforeItInTheStoreAndReadsThemBack() async throws {
        let (store, folder) = RunHistoryTests.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try DocumentDecoder.decode(Self.greeting)
        var runner = ShortcutRunner(catalog: try await Catalog.load([]))
        let runID = UUID()
        var history = RunHistory(store: store, source: RunSource(.editor)) { Issue.record("the store failed: \($0)") }
        history.runID = runID
        runner.history = history
        // At the second pass of the loop, the store is read as the debugger reads it.
        let seen = Mutex<[RunDetail]>([])
        runner.debugger = RunDebugger(breakpoints: [Self.uuid(44)]) { stop, _ in
            if stop.state.loops.last?.index == 2, let detail = try? await store.run(runID.uuidString) {
                seen.withLock { $0.append(detail) }
            }
            return .proceed
        }
        _ = try await runner.run(document, prompter: ScriptedPrompter([]))
        let detail = try #require(seen.withLock { $0.first })
        // Set Variable, List and the first pass's Text are kept; the loop is still going.
        #expect(detail.steps.map(\.position) == [1, 2, 4])
        // Before the first pass's Text: the variable and the list, though the loop around it
        // has no step yet.
        let state = try RunStepState.at(3, of: detail)
        #expect(state.variables.map(\.name) == ["greeting"])
        #expect(state.outputs.map(\.step.position) == [2])
        #expect(state.item?.value == .string("Ada"))
    }

    @Test func aReplayGivesAVariableANewValueAtItsStart() async throws {
        let (store, folder) = RunHistoryTests.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try DocumentDecoder.decode(Self.greeting)
        var runner = ShortcutRunner(catalog: try await Catalog.load([]))
        runner.history = RunHistory(store: store, source: RunSource(.cli))
        let first = try await runner.run(document, prompter: ScriptedPrompter([]))
        #expect(first.output as? String == "Hello Ada Hello Grace")
        let summary = try #require(try await store.list().first)
        let past = try #require(try await store.run(summary.id.uuidString))

        // From the loop (action 3), with greeting given a new value there.
        runner.resume = try RunReplay.resume(past, from: 3, in: document, variables: ["greeting": .string("Hi")])
        let edited = try await runner.run(document, prompter: ScriptedPrompter([]))
        #expect(edited.output as? String == "Hi Ada Hi Grace")
        // The value is the variable's as the start action begins: one that sets it sets it again.
        runner.resume = try RunReplay.resume(past, from: 1, in: document, variables: ["greeting": .string("Hey")])
        #expect(runner.resume?.position == 1)
        #expect(
            try await runner.run(document, prompter: ScriptedPrompter([])).output as? String == "Hello Ada Hello Grace")
        runner.resume = try RunReplay.resume(past, from: 2, in: document, variables: ["greeting": .string("Hey")])
        #expect(try await runner.run(document, prompter: ScriptedPrompter([])).output as? String == "Hey Ada Hey Grace")
        #expect(try RunReplay.resume(past, from: 1, in: document) == nil, "no variables: a plain run from the start")
    }

    @Test func aRunStoppedInTheDebuggerReplaysFromTheActionItStoppedBefore() async throws {
        let (store, folder) = RunHistoryTests.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try DocumentDecoder.decode(Self.greeting)
        var runner = ShortcutRunner(catalog: try await Catalog.load([]))
        runner.history = RunHistory(store: store, source: RunSource(.editor))
        // Stopped before the loop: actions 1 and 2 finished.
        runner.debugger = RunDebugger(breakpoints: [Self.uuid(43)]) { _, _ in .stop }
        await #expect(throws: RunError.self) { try await runner.run(document, prompter: ScriptedPrompter([])) }
        let summary = try #require(try await store.list().first)
        let past = try #require(try await store.run(summary.id.uuidString))
        #expect(past.summary.outcome == .cancelled)
        #expect(try RunReplay.resume(past, from: 3, in: document)?.position == 3)
        // Past it, nothing was kept to start from.
        #expect(throws: RunReplay.Problem.self) { try RunReplay.resume(past, from: 4, in: document) }
    }

    @Test func aRunStoppedAfterABlockReplaysFromTheActionAfterIt() async throws {
        let (store, folder) = RunHistoryTests.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try DocumentDecoder.decode(Self.greeting)
        var runner = ShortcutRunner(catalog: try await Catalog.load([]))
        runner.history = RunHistory(store: store, source: RunSource(.editor))
        // Stopped before Combine Text, once the loop (whose body's steps start after its own) ended.
        runner.debugger = RunDebugger(breakpoints: [Self.uuid(45)]) { _, _ in .stop }
        await #expect(throws: RunError.self) { try await runner.run(document, prompter: ScriptedPrompter([])) }
        let summary = try #require(try await store.list().first)
        let past = try #require(try await store.run(summary.id.uuidString))
        let resume = try RunReplay.resume(past, from: 5, in: document, variables: ["greeting": .string("Hey")])
        #expect(resume?.position == 5)
        runner.debugger = nil
        runner.resume = resume
        let output = try await runner.run(document, prompter: ScriptedPrompter([])).output as? String
        #expect(output == "Hello Ada Hello Grace", "the loop's kept output, combined")
    }

    @Test func aReplaysStartIsWhereItsDebuggerFirstStops() async throws {
        let (store, folder) = RunHistoryTests.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try DocumentDecoder.decode(Self.greeting)
        var runner = ShortcutRunner(catalog: try await Catalog.load([]))
        runner.history = RunHistory(store: store, source: RunSource(.cli))
        _ = try await runner.run(document, prompter: ScriptedPrompter([]))
        let summary = try #require(try await store.list().first)
        let past = try #require(try await store.run(summary.id.uuidString))
        // From the loop: Set Variable (action 1) runs again to restore the variable, unstopped.
        runner.resume = try RunReplay.resume(past, from: 3, in: document, variables: ["greeting": .string("Hi")])
        let stops = Mutex<[(Int, String?)]>([])
        runner.debugger = RunDebugger(stopsFirst: true) { stop, _ in
            stops.withLock {
                $0.append(
                    (stop.action.position, stop.state.variables.first { $0.name == "greeting" }?.value as? String))
            }
            return .proceed
        }
        _ = try await runner.run(document, prompter: ScriptedPrompter([]))
        let seen = stops.withLock { $0 }
        #expect(seen.map(\.0) == [3], "\(seen)")
        #expect(seen.first?.1 == "Hi", "the edited value is there at the first stop")
    }

    @Test func aDebuggerGoesPastTheActionItWasStoppedAtOnce() async throws {
        let document = try DocumentDecoder.decode(Self.greeting)
        let stops = Mutex<[Int]>([])
        var runner = ShortcutRunner(catalog: try await Catalog.load([]))
        runner.debugger = RunDebugger(breakpoints: [Self.uuid(42), Self.uuid(44)], passesFirst: Self.uuid(42)) {
            stop, _ in
            stops.withLock { $0.append(stop.action.position) }
            return .proceed
        }
        _ = try await runner.run(document, prompter: ScriptedPrompter([]))
        #expect(stops.withLock { $0 } == [4, 4], "not at the List it goes past, at each pass of the Text")
    }

    @Test func breakpointsAreKeptBesideTheLibrary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breakpoints-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = BreakpointStore(folder: folder)
        let shortcut = UUID()
        #expect(try store.breakpoints(of: shortcut).isEmpty)
        try store.save([Self.uuid(1), Self.uuid(2)], of: shortcut)
        #expect(try store.breakpoints(of: shortcut) == [Self.uuid(1), Self.uuid(2)])
        try store.save([], of: shortcut)
        #expect(!FileManager.default.fileExists(atPath: store.url(for: shortcut).path))

        // A file that is not one names itself and what it expected.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "{\"breakpoints\": [\"nope\"]}".write(to: store.url(for: shortcut), atomically: true, encoding: .utf8)
        #expect(throws: BreakpointStore.Problem.self) { try store.breakpoints(of: shortcut) }
        do { _ = try store.breakpoints(of: shortcut) } catch {
            #expect(error.description.hasSuffix("breakpoints[0] is not an action id"))
            #expect(error.description.contains(store.url(for: shortcut).path))
        }
        try "{oops".write(to: store.url(for: shortcut), atomically: true, encoding: .utf8)
        #expect(throws: BreakpointStore.Problem.self) { try store.breakpoints(of: shortcut) }
    }
}
