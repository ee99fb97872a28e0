import Foundation
import IntentKit
import JSONCore
import ShortcutKit
import ShortcutsTestSupport
import Synchronization
import Testing

/// Use Model in real shortcuts, against an OpenAI-compatible server the tests start on
/// 127.0.0.1 (docs/models.md): its reply as text and as each result type the actions after it
/// use (an If on a number and on a yes or no, a Repeat over a list, a dictionary's key), a reply
/// that does not fit asked for again and then quoted, the safety rules, the limits per run, and
/// a key that never reaches the run's output, error or history.
@Suite struct UseModelTests {
    static func id(_ n: Int) -> String { "00000000-0000-4000-8000-\(String(format: "%012d", 700 + n))" }

    static func settings(_ server: LocalModelServer, limits: ModelLimits = .standard, key: String? = nil)
        -> ModelSettings
    {
        ModelSettings(
            providers: [
                ModelProvider(
                    name: "local", baseURL: URL(string: server.base)!, models: ["echo"],
                    keySecret: key.map { _ in "Model key" }, timeout: 30)
            ], limits: limits)
    }

    /// Use Model with these members (JSON), then `after` (actions as JSON, ids given).
    static func shortcut(_ members: String, then after: [String] = []) throws -> ShortcutDocument {
        let actions =
            [#"{"id": "\#(id(1))", "action": "useModel", \#(members)}"#]
            + after.enumerated().map { "{\"id\": \"\(id($0.offset + 2))\", " + $0.element.dropFirst() }
        return try DocumentDecoder.decode(
            #"{"format": 1, "id": "\#(id(0))", "name": "Ask", "actions": [\#(actions.joined(separator: ",\n"))]}"#)
    }

    static func run(
        _ document: ShortcutDocument, _ settings: ModelSettings, policy: SafetyPolicy = SafetyPolicy(),
        secrets: SecretStore? = nil, history: RunHistory? = nil
    ) async throws(RunError) -> RunResult {
        let catalog: Catalog
        do { catalog = try await Catalog.load([]).with(models: settings) } catch {
            throw RunError(.actionFailed, "\(error)")
        }
        var runner = ShortcutRunner(catalog: catalog, policy: policy, secrets: secrets)
        runner.history = history
        return try await runner.run(document, prompter: ScriptedPrompter([]))
    }

    static func failure(_ body: () async throws(RunError) -> RunResult) async -> RunError? {
        do throws(RunError) {
            _ = try await body()
            return nil
        } catch {
            return error
        }
    }

    @Test func aReplyAsText() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let document = try Self.shortcut(#""prompt": {"text": "good morning"}"#)
        let result = try await Self.run(document, Self.settings(server))
        #expect(result.output as? String == "You said: good morning")
    }

    @Test func aWritingToolTellsTheModelWhatToDoAndGivesItsResult() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        // The system model says back its instructions: the task's, then the person's own.
        let summary = try Self.shortcut(
            #""prompt": {"text": "a long text"}, "model": "local/system", "task": "summarize", "instructions": {"text": "In French."}"#
        )
        #expect(
            try await Self.run(summary, Self.settings(server)).output as? String
                == "Summarize the text the user gives in a few sentences, keeping what matters most. Reply with the summary only.\n\nIn French."
        )
        // Make List gives a list, whatever the result type says.
        let list = try Self.shortcut(
            #""prompt": {"text": "REPLY:[\"eggs\", \"milk\"]"}, "model": "local/json", "task": "makeList""#)
        let items = try await Self.run(list, Self.settings(server)).output as? [any Sendable]
        #expect(items?.compactMap { $0 as? String } == ["eggs", "milk"])
        let catalog = try await Catalog.load([])
        let both = try Self.shortcut(#""prompt": {"text": "x"}, "task": "extract", "resultType": "number""#)
        let problems = Validator(catalog: catalog).validate(both).map(\.message)
        #expect(
            problems.contains("Extract gives a dictionary: leave the result out, or choose Schema to give it one"),
            "\(problems)")
    }

    @Test func theReplyShowsAsItGrows() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let document = try Self.shortcut(#""prompt": {"text": "one two three"}"#)
        let runner = ShortcutRunner(catalog: try await Catalog.load([]).with(models: Self.settings(server)))
        let shown = Mutex<[String]>([])
        _ = try await runner.run(document, prompter: ScriptedPrompter([])) { event in
            if case .progress(_, let report) = event, let message = report.message {
                shown.withLock { $0.append(message) }
            }
        }
        #expect(
            shown.withLock { $0 } == [
                "You", "You said:", "You said: one", "You said: one two", "You said: one two three",
            ])
    }

    @Test func typedRepliesAreUsedByTheActionsAfter() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let settings = Self.settings(server)
        // A number, compared by an If.
        let number = try Self.shortcut(
            #""prompt": {"text": "REPLY:42"}, "model": "local/json", "resultType": "number""#,
            then: [
                #"{"action": "if", "input": {"var": "\#(Self.id(1))"}, "condition": "greaterThan", "value": {"number": 40}, "then": [{"id": "\#(Self.id(9))", "action": "Shortcuts.Text", "parameters": {"text": {"text": "big"}}}]}"#
            ])
        #expect(try await Self.run(number, settings).output as? String == "big")
        // A yes or no, the If's input.
        let yes = try Self.shortcut(
            #""prompt": {"text": "REPLY:Yes."}, "model": "local/json", "resultType": "boolean""#,
            then: [
                #"{"action": "if", "input": {"var": "\#(Self.id(1))"}, "condition": "is", "value": {"boolean": true}, "then": [{"id": "\#(Self.id(9))", "action": "Shortcuts.Text", "parameters": {"text": {"text": "agreed"}}}]}"#
            ])
        #expect(try await Self.run(yes, settings).output as? String == "agreed")
        // A list, gone through by Repeat with Each.
        let list = try Self.shortcut(
            #""prompt": {"text": "REPLY:[\"a\", \"b\", \"c\"]"}, "model": "local/json", "resultType": "list""#,
            then: [
                #"{"action": "repeatEach", "items": {"var": "\#(Self.id(1))"}, "do": [{"id": "\#(Self.id(9))", "action": "Shortcuts.Text", "parameters": {"text": {"text": ["<", {"var": "repeatItem"}, ">"]}}}]}"#
            ])
        let looped = try await Self.run(list, settings).output
        #expect((looped as? [any Sendable])?.compactMap { $0 as? String } == ["<a>", "<b>", "<c>"])
        // A dictionary, one of its keys read; wrapped in a code fence as models do.
        let dictionary = try Self.shortcut(
            #""prompt": {"text": "REPLY:```json\n{\"city\": \"Lyon\", \"people\": 522000}\n```"}, "model": "local/json", "resultType": "dictionary""#,
            then: [
                #"{"action": "getDictionaryValue", "get": "value", "dictionary": {"var": "\#(Self.id(1))"}, "key": {"text": "city"}}"#
            ])
        #expect(try await Self.run(dictionary, settings).output as? String == "Lyon")
        // A date.
        let date = try Self.shortcut(
            #""prompt": {"text": "REPLY:2026-12-25"}, "model": "local/json", "resultType": "date""#)
        let when = try #require(try await Self.run(date, settings).output as? Date)
        #expect(ISODate.format(when).hasPrefix("2026-12-25"))
    }

    @Test func aReplyThatDoesNotFitIsAskedForAgainThenQuoted() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let document = try Self.shortcut(
            #""prompt": {"text": "REPLY:many, many"}, "model": "local/json", "resultType": "number""#)
        let error = await Self.failure { () throws(RunError) in try await Self.run(document, Self.settings(server)) }
        #expect(error?.parameter == "resultType")
        #expect(
            error?.message
                == "the model's reply is not number (it is not a number), asked twice; it replied: many, many")
    }

    @Test func theLimitsOfARunStopARunawayLoop() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let repeated = try DocumentDecoder.decode(
            #"""
            {"format": 1, "id": "\#(Self.id(0))", "name": "Loop", "actions": [
              {"id": "\#(Self.id(1))", "action": "repeat", "count": {"number": 5}, "do": [
                {"id": "\#(Self.id(2))", "action": "useModel", "prompt": {"text": "again"}}
              ]}
            ]}
            """#)
        let calls = ModelLimits(callsPerRun: 3, tokensPerRun: 1_000)
        let error = await Self.failure { () throws(RunError) in
            try await Self.run(repeated, Self.settings(server, limits: calls))
        }
        #expect(
            error?.message
                == "the run has made its 3 calls to models (\"models.limits.callsPerRun\" in the config file)")
        let tokens = ModelLimits(callsPerRun: 50, tokensPerRun: 10)
        let spent = await Self.failure { () throws(RunError) in
            try await Self.run(repeated, Self.settings(server, limits: tokens))
        }
        #expect(
            spent?.message.hasPrefix("the run has used 12 tokens of models, over its 10") == true,
            "\(String(describing: spent))")
    }

    @Test func aRemoteProviderIsTheNetworkALocalOneIsNot() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let local = Self.settings(server)
        let remote = ModelSettings(
            providers: [
                ModelProvider(name: "far", baseURL: URL(string: "https://models.example.com/v1")!, models: ["m"])
            ])
        let document = try Self.shortcut(#""prompt": {"text": "hello"}"#)
        let catalog = try await Catalog.load([])
        #expect(catalog.with(models: local).effects(of: document).total == .model)
        #expect(catalog.with(models: remote).effects(of: document).total == [.model, .network])
        // With nothing allowed (a run nobody watches), the remote one is refused before it starts.
        let refused = await Self.failure { () throws(RunError) in try await Self.run(document, remote) }
        #expect(refused?.kind == .notPermitted)
        #expect(
            refused?.message.contains("uses the network (Use Model, action 1)") == true,
            "\(String(describing: refused))")
        // The local one runs under the same policy.
        #expect(try await Self.run(document, local).output as? String == "You said: hello")
        // A model no provider has sends nothing anywhere: the action fails saying so, under the
        // same policy, rather than the run being refused for a network it would not use.
        // (Another shortcut: effects are kept per shortcut id.)
        let unknown = try DocumentDecoder.decode(
            #"{"format": 1, "id": "\#(Self.id(50))", "name": "Far", "actions": [{"id": "\#(Self.id(51))", "action": "useModel", "prompt": {"text": "hello"}, "model": "nowhere/x"}]}"#
        )
        #expect(catalog.with(models: local).effects(of: unknown).total == .model)
        let nowhere = await Self.failure { () throws(RunError) in try await Self.run(unknown, local) }
        #expect(nowhere?.parameter == "model")
        #expect(
            nowhere?.message.hasPrefix("no model provider is named 'nowhere'") == true, "\(String(describing: nowhere))"
        )
        // With a remote provider added later, the same shortcut is the network again.
        #expect(
            catalog.with(
                models: ModelSettings(
                    providers: remote.providers + [
                        ModelProvider(name: "nowhere", baseURL: URL(string: "https://n.example.com/v1")!, models: ["x"])
                    ])
            ).effects(of: unknown).total
                == [.model, .network])
    }

    @Test func aKeyNeverReachesTheOutputTheErrorOrTheHistory() async throws {
        let key = "sk-Quokka-7731-secret"
        let server = try await LocalModelServer.start(key: key)
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("model-key-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let secrets = SecretStore(file: SecretFile(folder: folder), keyring: nil)
        try await secrets.set("Model key", to: key)
        let (store, storeFolder) = RunHistoryTests.store()
        defer { try? FileManager.default.removeItem(at: storeFolder) }
        let settings = Self.settings(server, key: key)
        // The prompt asks the echo model to say the key: what comes back is masked.
        let document = try Self.shortcut(#""prompt": {"text": ["my key is ", {"secret": "Model key"}]}"#)
        let result = try await Self.run(
            document, settings, secrets: secrets, history: RunHistory(store: store, source: RunSource(.cli)))
        let output = try #require(result.output as? String)
        #expect(!output.contains(key) && output.contains("••••"), "\(output)")
        let summary = try #require(try await store.list().first)
        let detail = try #require(try await store.run(summary.id.uuidString))
        let kept = "\(detail)"
        #expect(!kept.contains(key), "the run store holds the key")
        // The step keeps what the call cost and which model answered.
        let noted = Dictionary(
            (detail.steps.first?.parameters ?? []).map { ($0.name, $0.value.summary) }, uniquingKeysWith: { $1 })
        #expect(
            noted["answeredBy"] == "local/echo" && noted["promptTokens"] == "4" && noted["replyTokens"] == "6",
            "\(noted)")
        // A wrong key: the server's message quotes it, the error does not.
        try await secrets.set("Model key", to: "sk-Wrong-0000-secret")
        let refused = await Self.failure { () throws(RunError) in
            try await Self.run(document, settings, secrets: secrets)
        }
        #expect(refused?.message == "'local' refused the request (401): its key is missing or wrong (docs/models.md)")
    }
}
