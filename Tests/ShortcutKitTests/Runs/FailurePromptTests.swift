import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// A run that asks on failure (a person at a terminal): a failed step offers retry, skip, edit
/// a parameter and retry, or stop; once, where it failed, not again by the blocks it is in.
@Suite struct FailurePromptTests {
    static let fails = #"{"action": "Shortcuts.Number", "parameters": {"number": {"text": "many"}}}"#

    func run(_ document: ShortcutDocument, answers: [PromptAnswer], asks: Bool = true) async throws -> (
        Result<RunResult, RunError>, ScriptedPrompter
    ) {
        let home = try await TestHome()
        var runner = ShortcutRunner(catalog: home.catalog)
        runner.asksOnFailure = asks
        let prompter = ScriptedPrompter(answers)
        let asking = runner
        let result: Result<RunResult, RunError>
        do {
            result = .success(try await home.run { try await asking.run(document, prompter: prompter) })
        } catch let error as RunError {
            result = .failure(error)
        }
        return (result, prompter)
    }

    @Test func stopEndsTheRunWithTheErrorAfterARetryFailsAgain() async throws {
        let document = try RunHistoryTests.shortcut("Fails", [RunHistoryTests.text, Self.fails])
        let (result, prompter) = try await run(document, answers: [.option(0), .option(3)])
        guard case .failure(let error) = result else {
            Issue.record("the run went on")
            return
        }
        #expect(error.action?.position == 2 && error.message.contains("many"))
        #expect(prompter.requests.count == 2)
        let question = try #require(prompter.requests.first)
        #expect(question.question.hasPrefix("action 2") || question.question.contains("Number"))
        #expect(question.question.contains("failed") && question.question.hasSuffix("What now?"))
        #expect(
            question.options.map(\.title) == [
                "Retry", "Skip it and go on", "Edit a parameter and retry", "Stop the run",
            ])
    }

    @Test func skipGoesOnWithNothingForTheFailedStep() async throws {
        let document = try RunHistoryTests.shortcut(
            "Fails", [RunHistoryTests.text, Self.fails, RunHistoryTests.number])
        let (result, _) = try await run(document, answers: [.option(1)])
        let done = try result.get()
        #expect(done.output as? Double == 42)
        #expect(done.log.map(\.position) == [1, 2, 3])
        #expect(done.log[1].error?.contains("many") == true)
    }

    @Test func editChangesTheParameterAndTriesAgain() async throws {
        let document = try RunHistoryTests.shortcut("Fails", [RunHistoryTests.text, Self.fails])
        // One parameter to change: its new value is asked straight away.
        let (result, prompter) = try await run(document, answers: [.option(2), .text("7")])
        #expect(try result.get().output as? Double == 7)
        #expect(prompter.requests.last?.question == "New Number")
    }

    @Test func aFailureInABlockIsAskedAboutOnce() async throws {
        let loop =
            #"{"action": "repeat", "count": {"number": 2}, "do": [{"id": "00000000-0000-4000-8000-0000000000B1", "action": "Shortcuts.Number", "parameters": {"number": {"text": "many"}}}]}"#
        let document = try RunHistoryTests.shortcut("Loop", [loop])
        let (result, prompter) = try await run(document, answers: [.option(3)])
        guard case .failure = result else {
            Issue.record("the run went on")
            return
        }
        #expect(prompter.requests.count == 1)
        // Skipped on each pass, the loop goes on to its end.
        let (skipped, asked) = try await run(document, answers: [.option(1), .option(1)])
        #expect((try? skipped.get()) != nil && asked.requests.count == 2)
    }

    /// An enclosing block whose onError handles the failure: nobody is asked, and it handles it.
    @Test func aFailureAnEnclosingBlockHandlesIsNotAskedAbout() async throws {
        let loop =
            #"{"action": "repeat", "count": {"number": 2}, "onError": "continue", "do": [{"id": "00000000-0000-4000-8000-0000000000B1", "action": "Shortcuts.Number", "parameters": {"number": {"text": "many"}}}]}"#
        let document = try RunHistoryTests.shortcut("Loop", [loop, RunHistoryTests.number])
        let (result, prompter) = try await run(document, answers: [.option(3)])
        #expect(try result.get().output as? Double == 42)
        #expect(prompter.requests.isEmpty)
    }

    @Test func aRunThatDoesNotAskStopsAtTheFailure() async throws {
        let document = try RunHistoryTests.shortcut("Fails", [RunHistoryTests.text, Self.fails])
        let (result, prompter) = try await run(document, answers: [.option(1)], asks: false)
        guard case .failure = result else {
            Issue.record("the run went on")
            return
        }
        #expect(prompter.requests.isEmpty)
    }

    @Test func aQuestionThatCannotBeAskedStopsWithTheActionsError() async throws {
        let document = try RunHistoryTests.shortcut("Fails", [RunHistoryTests.text, Self.fails])
        let (result, _) = try await run(document, answers: [])
        guard case .failure(let error) = result else {
            Issue.record("the run went on")
            return
        }
        #expect(error.message.contains("many"))
    }
}
