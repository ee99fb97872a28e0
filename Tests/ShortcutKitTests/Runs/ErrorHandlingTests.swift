import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Synchronization
import Testing

// An app of our own whose intent fails its first calls: how many by its `failures` parameter,
// counted per `key` so tests running at once do not share a count.

private let calls = Mutex<[String: Int]>([:])

private struct Fetch: AppIntent {
    static let title: LocalizedStringResource = "Fetch"
    @Parameter(title: "Key") var key: String
    @Parameter(title: "Failures") var failures: Int
    static var parameterSummary: some ParameterSummary { Summary("Fetch \(\.$key)") }

    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "the server is unavailable" }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let call = calls.withLock { calls in
            calls[key, default: 0] += 1
            return calls[key]!
        }
        guard call > failures else { throw Unavailable() }
        return .result(value: "fetched on try \(call)")
    }
}

private let flakyApp = IntentApp(name: "Flaky", displayName: "Flaky", intents: [Fetch.self])

/// `onError`: stop (the default), continue, try again, or a shortcut that handles the error
/// (docs/format.md).
@Suite struct ErrorHandlingTests {
    static func fetch(_ key: String, failing failures: Int, onError: String? = nil) -> String {
        let handling = onError.map { #", "onError": \#($0)"# } ?? ""
        return
            #"{"action": "Flaky.Fetch", "parameters": {"key": {"text": "\#(key)"}, "failures": {"number": \#(failures)}}\#(handling)}"#
    }

    static let readsProblem =
        #"{"action": "Shortcuts.Text", "parameters": {"text": {"text": ["Saw: ", {"variable": "Problem"}]}}}"#

    struct Run {
        var result: RunResult?
        var error: RunError?
        var events: [RunEvent]
        var calls: Int
    }

    func run(_ document: ShortcutDocument, key: String, shortcuts: [ShortcutDocument] = []) async throws -> Run {
        let catalog = try await Catalog.load([flakyApp]).with(shortcuts: ShortcutDirectory(shortcuts + [document]))
        let events = EventLog()
        var result: RunResult?
        var failure: RunError?
        do {
            result = try await ShortcutRunner(catalog: catalog).run(
                document, prompter: ScriptedPrompter([]), events: events.append)
        } catch { failure = error }
        return Run(result: result, error: failure, events: events.all, calls: calls.withLock { $0[key] ?? 0 })
    }

    static func handled(_ events: [RunEvent]) -> [String] {
        events.compactMap { if case .errorHandled(_, _, let next) = $0 { next } else { nil } }
    }

    @Test func retryTriesAgainUntilTheActionSucceeds() async throws {
        let key = UUID().uuidString
        let retry = #"{"retry": {"attempts": 3, "delay": 0}}"#
        let document = try RunHistoryTests.shortcut("Retry", [Self.fetch(key, failing: 1, onError: retry)])
        let run = try await run(document, key: key)
        #expect(run.error == nil)
        #expect(run.result?.output as? String == "fetched on try 2")
        #expect(run.calls == 2)
        #expect(Self.handled(run.events) == ["trying again, 1 of 3"])
        // Its log entry says nothing failed: it succeeded in the end.
        #expect(run.result?.log.first?.error == nil)
    }

    @Test func retryStopsTheRunWhenTheLastTryFails() async throws {
        let key = UUID().uuidString
        let retry = #"{"retry": {"attempts": 2, "delay": 0}}"#
        let document = try RunHistoryTests.shortcut("Retry", [Self.fetch(key, failing: 5, onError: retry)])
        let run = try await run(document, key: key)
        #expect(run.calls == 3)
        #expect(run.error?.description.contains("the server is unavailable") == true)
        #expect(run.error?.action?.position == 1)
        #expect(Self.handled(run.events) == ["trying again, 1 of 2", "trying again, 2 of 2"])
    }

    @Test func retryWaitsLongerEachTimeWithExponentialBackoff() {
        let doubling = ErrorHandling.retry(attempts: 5, delay: 2, backoff: .exponential)
        #expect((1...5).map { doubling.wait(before: $0) } == [2, 4, 8, 16, 32])
        let constant = ErrorHandling.retry(attempts: 3, delay: 1.5, backoff: .constant)
        #expect((1...3).map { constant.wait(before: $0) } == [1.5, 1.5, 1.5])
        // No wait is over an hour.
        #expect(ErrorHandling.retry(attempts: 10, delay: 600, backoff: .exponential).wait(before: 10) == 3_600)
    }

    @Test func continueGoesOnWithTheErrorInItsVariable() async throws {
        let key = UUID().uuidString
        let keep = #"{"continue": {"errorVariable": "Problem"}}"#
        let document = try RunHistoryTests.shortcut(
            "Goes on", [Self.fetch(key, failing: 9, onError: keep), Self.readsProblem])
        // The validator knows the variable is set by the action that may fail.
        let catalog = try await Catalog.load([flakyApp])
        #expect(Validator(catalog: catalog).validate(document).isEmpty)
        let run = try await run(document, key: key)
        #expect(run.error == nil)
        #expect(run.result?.output as? String == "Saw: the server is unavailable")
        #expect(Self.handled(run.events) == ["continuing"])
        // The failed action's log entry keeps its error; its output is nothing.
        #expect(run.result?.log.first?.error?.contains("the server is unavailable") == true)
        #expect(run.result?.log.first?.output == "no output")
    }

    @Test func aHandlerShortcutGetsTheErrorAndGivesTheOutput() async throws {
        let key = UUID().uuidString
        let handler = try RunHistoryTests.shortcut(
            "Report",
            [
                #"{"action": "getDictionaryValue", "dictionary": {"var": "input"}, "get": "value", "key": {"text": "message"}}"#
            ],
            id: "0000000000EE")
        let document = try RunHistoryTests.shortcut(
            "Handled",
            [Self.fetch(key, failing: 9, onError: #"{"runShortcut": "00000000-0000-4000-8000-0000000000EE"}"#)])
        let run = try await run(document, key: key, shortcuts: [handler])
        #expect(run.error == nil)
        #expect(run.result?.output as? String == "the server is unavailable")
        #expect(Self.handled(run.events) == ["running 'Report'"])
    }

    /// A handler shortcut runs under the run's safety policy as Run Shortcut's target does: what
    /// it may do is the run's, checked before the first action, so a handler that runs a program
    /// is refused with the shortcut that has it (and the secrets it names are the run's too).
    @Test func aHandlersEffectsAreTheRunsAndCheckedBeforeItStarts() async throws {
        let key = UUID().uuidString
        let handler = try RunHistoryTests.shortcut(
            "Shell Report",
            [
                #"{"action": "runShellScript", "script": "echo handled", "shell": "sh", "input": {"secret": "api-token"}}"#
            ],
            id: "0000000000EF")
        let document = try RunHistoryTests.shortcut(
            "Handled Badly",
            [Self.fetch(key, failing: 9, onError: #"{"runShortcut": "00000000-0000-4000-8000-0000000000EF"}"#)])
        let catalog = try await Catalog.load([flakyApp]).with(shortcuts: ShortcutDirectory([handler, document]))
        let effects = catalog.effects(of: document)
        #expect(effects.calledShortcuts.map(\.name) == ["Shell Report"])
        #expect(effects.items.contains { $0.shortcut == "Shell Report" && $0.effects.contains(.runsPrograms) })
        #expect(effects.secrets == ["api-token"])
        #expect(catalog.mayHave(.runsPrograms, document))
        #expect(catalog.totalEffects(of: document).contains(.runsPrograms))
        let run = try await run(document, key: key, shortcuts: [handler])
        #expect(run.error?.kind == .notPermitted, "\(String(describing: run.error))")
        #expect(run.calls == 0)
    }

    /// A replay from an action: the ones before it give the kept outputs and do not run.
    @Test func aResumedRunGivesTheKeptOutputsAndRunsTheRest() async throws {
        let (first, second) = (UUID().uuidString, UUID().uuidString)
        let combine =
            #"{"action": "Shortcuts.Text", "parameters": {"text": {"text": [{"var": "00000000-0000-4000-8000-000000000001"}, " ", {"var": "00000000-0000-4000-8000-000000000002"}]}}}"#
        let document = try RunHistoryTests.shortcut(
            "Resumed", [Self.fetch(first, failing: 0), Self.fetch(second, failing: 0), combine])
        #expect(RunResume.problem(starting: 2, in: document) == nil)
        var runner = ShortcutRunner(catalog: try await Catalog.load([flakyApp]))
        runner.resume = RunResume(position: 2, outputs: [document.actions[0].id: .string("kept")])
        let events = EventLog()
        let result = try await runner.run(document, prompter: ScriptedPrompter([]), events: events.append)
        #expect(result.output as? String == "kept fetched on try 1")
        #expect(calls.withLock { $0[first] } == nil)
        #expect(calls.withLock { $0[second] } == 1)
        // The kept action is still reported, with its output.
        #expect(result.log.map(\.output) == ["kept", "fetched on try 1", "kept fetched on try 1"])
        // A start inside a block, or past a variable set inside one, is refused.
        let loop = try RunHistoryTests.shortcut(
            "Loop",
            [
                #"{"action": "repeat", "count": {"number": 2}, "do": [{"id": "00000000-0000-4000-8000-0000000000F1", "action": "setVariable", "name": "x", "value": {"number": 1}}]}"#,
                Self.readsProblem,
            ])
        #expect(
            RunResume.problem(starting: 2, in: loop)?.contains("inside a block: replay from the block, action 1")
                == true)
        #expect(RunResume.problem(starting: 3, in: loop)?.contains("sets a variable inside a block") == true)
    }

    @Test func aCancelIsNeverHandled() async throws {
        let wait = #"{"action": "wait", "seconds": {"number": 600}, "onError": "continue"}"#
        let document = try RunHistoryTests.shortcut("Waits", [wait, RunHistoryTests.text])
        let catalog = try await Catalog.load([])
        let events = EventLog()
        let running = Task {
            try await ShortcutRunner(catalog: catalog).run(
                document, prompter: ScriptedPrompter([]), events: events.append)
        }
        // Cancelled once the wait has begun.
        while !events.all.contains(where: { if case .actionStarted = $0 { true } else { false } }) {
            try await Task.sleep(for: .milliseconds(5))
        }
        running.cancel()
        let outcome = await running.result
        #expect((try? outcome.get()) == nil)
        #expect(Self.handled(events.all).isEmpty)
    }

    @Test func theValidatorChecksTheHandlerShortcut() async throws {
        let catalog = try await Catalog.load([flakyApp])
        let missing = try RunHistoryTests.shortcut(
            "Missing",
            [Self.fetch("k", failing: 0, onError: #"{"runShortcut": "00000000-0000-4000-8000-0000000000FF"}"#)])
        let problems = Validator(catalog: catalog).validate(missing)
        #expect(
            problems.map(\.message) == ["no shortcut in the library has the id 00000000-0000-4000-8000-0000000000FF"])
        #expect(problems.first?.parameter == "onError")
        let itself = try RunHistoryTests.shortcut(
            "Itself",
            [Self.fetch("k", failing: 0, onError: #"{"runShortcut": "00000000-0000-4000-8000-0000000000AB"}"#)])
        #expect(
            Validator(catalog: catalog.with(shortcuts: ShortcutDirectory([itself]))).validate(itself).map(\.message)
                == ["a shortcut cannot handle its own errors: choose another"])
    }

    @Test func everyFormRoundTripsAndReadsAsASentence() async throws {
        let forms = [
            (#""continue""#, "on error: continue"),
            (#"{"continue": {"errorVariable": "Why"}}"#, "on error: continue, the error in ⟦Why⟧"),
            (
                #"{"retry": {"attempts": 3, "backoff": "exponential", "delay": 2}}"#,
                "on error: try again 3 times, 2 s apart and doubling"
            ),
            (#"{"retry": {"attempts": 1, "backoff": "constant", "delay": 0}}"#, "on error: try again once"),
            (#"{"runShortcut": "00000000-0000-4000-8000-0000000000AB"}"#, "on error: run “Forms”"),
        ]
        let catalog = try await Catalog.load([flakyApp])
        for (form, phrase) in forms {
            let document = try RunHistoryTests.shortcut("Forms", [Self.fetch("k", failing: 0, onError: form)])
            let again = try DocumentDecoder.decode(DocumentEncoder.encode(document))
            #expect(again == document, "\(form)")
            #expect(DocumentEncoder.encode(again) == DocumentEncoder.encode(document))
            let sentence = SentenceBuilder(
                catalog: catalog.with(shortcuts: ShortcutDirectory([document])), document: document
            ).sentence(for: document.actions[0])
            #expect(sentence.rows.last == [.text(phrase)], "\(form)")
        }
        // "stop" is the default: read, and not written.
        let stop = try RunHistoryTests.shortcut("Forms", [Self.fetch("k", failing: 0, onError: #""stop""#)])
        #expect(stop.actions[0].onError == nil)
        #expect(!DocumentEncoder.encode(stop).contains("onError"))
    }

    /// Files from before `onError` said "continue" with `continueOnFailure` on two actions: read
    /// as `onError`, and written so.
    @Test func continueOnFailureIsReadAsOnError() throws {
        let script = #"{"action": "runShellScript", "script": "exit 3", "continueOnFailure": {"boolean": true}}"#
        let fetch =
            #"{"action": "getContentsOfURL", "url": {"url": "http://127.0.0.1:9/"}, "continueOnFailure": {"boolean": false}}"#
        let document = try RunHistoryTests.shortcut("Old", [script, fetch])
        #expect(document.actions.map(\.onError) == [.continue(errorVariable: nil), nil])
        let written = DocumentEncoder.encode(document)
        #expect(!written.contains("continueOnFailure"))
        #expect(written.contains(#""onError": "continue""#))
        #expect(try DocumentDecoder.decode(written) == document)
        // A variable's value is only known when the action runs: the member stays.
        let dynamic = try RunHistoryTests.shortcut(
            "Dynamic", [#"{"action": "runShellScript", "script": "exit 3", "continueOnFailure": {"var": "input"}}"#])
        #expect(dynamic.actions[0].onError == nil)
        #expect(DocumentEncoder.encode(dynamic).contains("continueOnFailure"))
    }

    @Test func aFormThatDoesNotReadIsNamedWhereItIs() throws {
        let broken = [
            (#""sometimes""#, "'onError' 'sometimes' is not one of"),
            (#"3"#, "'onError' must be one of"),
            (#"{"retry": {"attempts": 0}}"#, "'onError.retry.attempts' must be a whole number from 1 to 10"),
            (
                #"{"retry": {"attempts": 2, "delay": -1}}"#,
                "'onError.retry.delay' must be a number of seconds from 0 to 3600"
            ),
            (
                #"{"retry": {"attempts": 2, "backoff": "linear"}}"#,
                "'onError.retry.backoff' must be constant or exponential"
            ),
            (#"{"retry": {"attempts": 2, "jitter": true}}"#, "'onError.retry' has an unknown member 'jitter'"),
            (#"{"runShortcut": "Report"}"#, "'onError.runShortcut' must be a shortcut's id"),
            (#"{"continue": {"errorVariable": ""}}"#, "'onError.continue.errorVariable' needs a variable's name"),
            (#"{"skip": true}"#, "'onError' has an unknown member 'skip'"),
        ]
        for (form, message) in broken {
            #expect(throws: DocumentError.self, "\(form)") {
                try RunHistoryTests.shortcut("Broken", [Self.fetch("k", failing: 0, onError: form)])
            }
            do {
                _ = try RunHistoryTests.shortcut("Broken", [Self.fetch("k", failing: 0, onError: form)])
            } catch let error as DocumentError {
                #expect(error.message.contains(message), "\(form): \(error.message)")
                // At the onError member, which ends the action's line (past its id and parameters).
                #expect(error.line == 1 && error.column > 200, "\(form): \(error.line):\(error.column)")
            }
        }
    }
}
