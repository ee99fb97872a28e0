import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Synchronization
import Testing

/// The run history: every run a runner with a history makes is kept, as it goes, with each
/// step's typed output, and nothing secret (docs/runs.md).
@Suite struct RunHistoryTests {
    /// A store in a folder of its own.
    static func store() -> (RunStore, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runs-\(UUID().uuidString)")
        return (RunStore(path: folder.appendingPathComponent("runs.sqlite").path), folder)
    }

    /// A shortcut of these actions (JSON objects without their ids).
    static func shortcut(_ name: String, _ actions: [String], id: String = "0000000000AB") throws -> ShortcutDocument {
        let body = actions.enumerated().map { i, action in
            "{\"id\": \"00000000-0000-4000-8000-\(String(format: "%012d", i + 1))\", " + action.dropFirst()
        }
        return try DocumentDecoder.decode(
            "{\"format\": 1, \"id\": \"00000000-0000-4000-8000-\(id)\", \"name\": \"\(name)\", \"actions\": [\(body.joined(separator: ",\n"))]}"
        )
    }

    static let number = #"{"action": "Shortcuts.Number", "parameters": {"number": {"number": 42}}}"#
    static let text = #"{"action": "Shortcuts.Text", "parameters": {"text": {"text": "Dune"}}}"#
    static let list = #"{"action": "list", "items": {"list": [{"text": "a"}, {"number": 2}]}}"#

    func run(
        _ document: ShortcutDocument, on home: TestHome, store: RunStore, input: (any Sendable)? = nil,
        secrets: SecretStore? = nil, catalog: Catalog? = nil
    ) async throws -> RunResult {
        var runner = ShortcutRunner(catalog: catalog ?? home.catalog, secrets: secrets)
        runner.history = RunHistory(store: store, source: RunSource(.mcp, detail: "a test client")) { error in
            Issue.record("the store failed: \(error)")
        }
        let recording = runner
        return try await home.run {
            try await recording.run(document, input: input, prompter: ScriptedPrompter([]))
        }
    }

    @Test func aRunIsKeptWithEveryStepAndItsTypedOutput() async throws {
        let home = try await TestHome()
        let (store, folder) = Self.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try Self.shortcut("Kept", [Self.number, Self.text, Self.list])
        _ = try await run(document, on: home, store: store, input: "given")

        let runs = try await store.list()
        #expect(runs.count == 1)
        let summary = try #require(runs.first)
        #expect(summary.outcome == .succeeded)
        #expect(summary.shortcutID == document.id && summary.shortcutName == "Kept")
        #expect(summary.source == RunSource(.mcp, detail: "a test client"))
        #expect(summary.steps == 3 && summary.omittedSteps == 0)
        #expect(summary.ended != nil && summary.error == nil)

        let detail = try #require(try await store.run(String(summary.id.uuidString.prefix(8))))
        #expect(detail.steps.map(\.identifier) == ["Shortcuts.Number", "Shortcuts.Text", "list"])
        #expect(detail.steps.map(\.position) == [1, 2, 3])
        #expect(
            detail.steps.map(\.output?.value) == [.number(42), .string("Dune"), .list([.string("a"), .number(2)])])
        #expect(detail.steps.allSatisfy { $0.error == nil && $0.durationMicroseconds >= 0 })
        // What each step may touch, as it declares: the built-in app's intents and List touch nothing.
        #expect(detail.steps.allSatisfy { $0.effects.isEmpty })
        #expect(detail.input?.value == .string("given"))
        #expect(detail.output?.value == .list([.string("a"), .number(2)]))
        // The version that ran is kept, and reads back as that shortcut.
        let kept = try #require(try await store.document(hash: summary.contentHash))
        #expect(try DocumentDecoder.decode(kept) == document)
    }

    /// A file on disk is kept by its URL, its bytes unread; a file made of data is its data.
    @Test func aFileIsKeptByItsURLOrItsData() throws {
        let onDisk = IntentFile(fileURL: URL(fileURLWithPath: "/tmp/some-large-file.bin"))
        #expect(StoredValue(onDisk, redact: { $0 }).value == .url(URL(fileURLWithPath: "/tmp/some-large-file.bin")))
        let made = IntentFile(data: Data("hi".utf8), filename: "hi.txt")
        #expect(
            StoredValue(made, redact: { $0 }).value
                == .file(.inline(name: "hi.txt", type: "public.plain-text", data: Data("hi".utf8))))
    }

    @Test func aCalledShortcutsStepsAreKeptAfterTheActionThatCalledIt() async throws {
        let home = try await TestHome()
        let (store, folder) = Self.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = try Self.shortcut("Inner", [Self.text, Self.number], id: "0000000000CD")
        let call = #"{"action": "runShortcut", "shortcut": "00000000-0000-4000-8000-0000000000CD"}"#
        let outer = try Self.shortcut("Outer", [Self.list, call])
        _ = try await run(
            outer, on: home, store: store, catalog: home.catalog.with(shortcuts: ShortcutDirectory([inner, outer])))

        let summary = try #require(try await store.list().first)
        #expect(summary.shortcutName == "Outer" && summary.steps == 4)
        let steps = try #require(try await store.run(summary.id.uuidString)).steps
        #expect(steps.map(\.identifier) == ["list", "runShortcut", "Shortcuts.Text", "Shortcuts.Number"])
        #expect(steps.map(\.nesting) == [0, 0, 1, 1])
        #expect(steps.map(\.shortcutName) == [nil, nil, "Inner", "Inner"])
        #expect(steps[1].output?.value == .number(42))
    }

    @Test func aFailedRunKeepsTheStepThatFailedAndWhy() async throws {
        let home = try await TestHome()
        let (store, folder) = Self.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let failing = #"{"action": "Shortcuts.Number", "parameters": {"number": {"text": "not a number"}}}"#
        let document = try Self.shortcut("Fails", [Self.text, failing, Self.number])
        await #expect(throws: RunError.self) { _ = try await run(document, on: home, store: store) }

        let summary = try #require(try await store.list().first)
        #expect(summary.outcome == .failed)
        #expect(summary.error?.contains("action 2") == true)
        let detail = try #require(try await store.run(summary.id.uuidString))
        #expect(detail.steps.count == 2)
        #expect(detail.steps[0].error == nil && detail.steps[0].output?.value == .string("Dune"))
        #expect(detail.steps[1].position == 2 && detail.steps[1].error?.contains("not a number") == true)
        #expect(detail.output == nil)
    }

    @Test func aRunRefusedByTheSafetyPolicyIsKeptAsFailed() async throws {
        let home = try await TestHome()
        let (store, folder) = Self.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = #"{"action": "runShellScript", "script": "echo hi"}"#
        let document = try Self.shortcut("Script", [script])
        await #expect(throws: RunError.self) { _ = try await run(document, on: home, store: store) }
        let summary = try #require(try await store.list().first)
        #expect(summary.outcome == .failed && summary.steps == 0)
        #expect(summary.error?.isEmpty == false)
    }

    @Test func secretsNeverReachTheStore() async throws {
        let home = try await TestHome()
        let (store, folder) = Self.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (secrets, secretsFolder) = try SecretValueTests.store()
        defer { try? FileManager.default.removeItem(at: secretsFolder) }
        let document = try DocumentDecoder.decode(
            SecretValueTests.shortcut([SecretValueTests.text, SecretValueTests.show]))
        // The input is the secret itself: a run that reads secrets writes its input at its end,
        // masked with them.
        _ = try await run(document, on: home, store: store, input: SecretValueTests.value, secrets: secrets)

        let summary = try #require(try await store.list().first)
        let detail = try #require(try await store.run(summary.id.uuidString))
        #expect(detail.steps.count == 2)
        #expect(detail.steps[0].output?.summary.contains(SecretValueTests.value) == false)
        #expect(detail.input?.summary.contains("••••") == true)
        // Every byte the store wrote: the database, its write-ahead log and anything beside them.
        for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) {
            let bytes = try Data(contentsOf: file)
            #expect(bytes.range(of: Data(SecretValueTests.value.utf8)) == nil, "\(file.lastPathComponent)")
        }
    }

    @Test func fiftyRunsAtOnceAreAllKept() async throws {
        let home = try await TestHome()
        let (_, folder) = Self.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("runs.sqlite").path
        let document = try Self.shortcut("Parallel", [Self.number, Self.text])
        // Each run with a store of its own, as separate processes have.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<50 {
                group.addTask { _ = try await run(document, on: home, store: RunStore(path: path)) }
            }
            try await group.waitForAll()
        }
        let runs = try await RunStore(path: path).list(RunStore.Filter(limit: 100))
        #expect(runs.count == 50)
        #expect(runs.allSatisfy { $0.outcome == .succeeded && $0.steps == 2 })
        #expect(Set(runs.map(\.id)).count == 50)
    }

    @Test func aLongRunKeepsItsFirstAndLastActions() async throws {
        let home = try await TestHome()
        let (store, folder) = Self.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let passes = RunRecorder.headLimit + RunRecorder.tailLimit + 200
        let loop =
            #"{"action": "repeat", "count": {"number": \#(passes)}, "do": [{"id": "00000000-0000-4000-8000-0000000000F1", "action": "Shortcuts.Number", "parameters": {"number": {"var": "repeatIndex"}}}]}"#
        _ = try await run(try Self.shortcut("Loop", [loop]), on: home, store: store)

        let summary = try #require(try await store.list().first)
        #expect(summary.steps == passes + 1)
        #expect(summary.omittedSteps == passes + 1 - RunRecorder.headLimit - RunRecorder.tailLimit)
        let detail = try #require(try await store.run(summary.id.uuidString))
        #expect(detail.steps.count == RunRecorder.headLimit + RunRecorder.tailLimit)
        // The first passes and the last ones, each with its own output.
        let numbers = detail.steps.filter { $0.identifier == "Shortcuts.Number" }.compactMap(\.output?.value)
        #expect(numbers.first == .number(1) && numbers.last == .number(Double(passes)))
        #expect(detail.steps.first?.identifier == "repeat")
    }

    @Test func aCancelledRunIsKeptAsCancelled() async throws {
        let home = try await TestHome()
        let (store, folder) = Self.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wait = #"{"action": "wait", "seconds": {"number": 600}}"#
        let document = try Self.shortcut("Waits", [Self.text, wait])
        let running = Task { try await run(document, on: home, store: store) }
        // Cancelled once the store shows it running.
        while try await store.list().first?.outcome != .running { try await Task.sleep(for: .milliseconds(10)) }
        running.cancel()
        _ = await running.result
        let summary = try #require(try await store.list().first)
        #expect(summary.outcome == .cancelled)
        #expect(summary.steps == 2)
    }
}
