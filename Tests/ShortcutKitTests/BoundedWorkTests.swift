import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Issue 11, item 8: a Repeat of 2,147,483,648 ran for ever while memory grew, and error
/// messages repeated a 50 MB value in full. Counts are bounded, messages quote excerpts, and a
/// run's log stays the same size however long its loops run.
@Suite struct BoundedWorkTests {
    static let fiftyMegabytes = String(repeating: "abcdefghij", count: 5_000_000)

    static func repeating(_ count: Value, body: [Action] = [Action(.setVariable(name: "x", value: .number(1)))])
        -> Action
    {
        Action(.repeatCount(count: count, body: body))
    }

    // MARK: Counts

    @Test func aRepeatOfTwoToTheThirtyOneIsAValidationError() async throws {
        let home = try await TestHome()
        let document = ShortcutDocument(name: "Forever", actions: [Self.repeating(.number(2_147_483_648))])
        let errors = Validator(catalog: home.catalog).validate(document).filter { $0.severity == .error }
        #expect(
            errors.map(\.description) == [
                "error: action 1 (Repeat), parameter 'count': 2,147,483,648 is too many: a Repeat runs at most 1,000,000 times"
            ])
        // The limit itself is allowed.
        let atLimit = ShortcutDocument(
            name: "Long", actions: [Self.repeating(.number(Double(ShortcutLimits.maximumRepeatCount)))])
        #expect(Validator(catalog: home.catalog).validate(atLimit).filter { $0.severity == .error }.isEmpty)
    }

    @Test func aRunRefusesAHugeRepeatCountBeforeTheFirstPass() async throws {
        let home = try await TestHome()
        let clock = ContinuousClock()
        // Given as a constant (a file nobody validated) and through a variable (known only when it runs).
        let constant = ShortcutDocument(name: "Forever", actions: [Self.repeating(.number(2_147_483_648))])
        let viaVariable = ShortcutDocument(
            name: "Forever",
            actions: [
                Action(.setVariable(name: "n", value: .number(2_147_483_648))),
                Self.repeating(.variable(VariableReference(.named("n")))),
            ])
        for document in [constant, viaVariable] {
            let started = clock.now
            do {
                _ = try await home.run(document)
                Issue.record("expected the run to refuse the count")
            } catch {
                #expect(error.kind == .invalidValue)
                #expect(error.parameter == "count")
                #expect(error.action?.title == "Repeat")
                #expect(error.message == "2,147,483,648 is too many: a Repeat runs at most 1,000,000 times")
            }
            // Refused, not started: 2^31 passes would take hours (a generous bound for a loaded
            // debug build).
            #expect(clock.now - started < .seconds(120))
        }
    }

    @Test func aFindLimitAboveTheMaximumIsAnErrorBeforeAndDuringARun() async throws {
        let home = try await TestHome()
        let find = Action(.find(FindAction(entity: "Books.BookEntity", limit: .number(9_007_199_254_740_991))))
        let document = ShortcutDocument(name: "All", actions: [find])
        let errors = Validator(catalog: home.catalog).validate(document).filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["9,007,199,254,740,991 is too many: a Find's limit is at most 1,000,000"])
        do {
            _ = try await home.run(document)
            Issue.record("expected an error")
        } catch {
            #expect(error.parameter == "limit")
            #expect(error.message == "9,007,199,254,740,991 is too many: a Find's limit is at most 1,000,000")
        }
    }

    @Test func nestedLoopsStopAtTheRunsActionBudget() async throws {
        let home = try await TestHome()
        var runner = ShortcutRunner(catalog: home.catalog)
        runner.maximumActions = 1_000
        let document = ShortcutDocument(
            name: "Nested",
            actions: [
                Self.repeating(.number(1_000), body: [Self.repeating(.number(1_000))])
            ])
        let manager = home.manager
        do {
            _ = try await AppDependencyManager.withScope(manager) {
                try await runner.run(document, prompter: NonInteractivePrompter())
            }
            Issue.record("expected the run to stop")
        } catch let error as RunError {
            #expect(error.message == "the run stopped after 1,000 actions, the most one run may perform")
        }
    }

    // MARK: Messages

    @Test func excerptsCutToTheLimitAndCountTheRest() {
        #expect(IntentValueText.excerpt("abcdefgh", limit: 3) == "abc…(+5 more)")
        #expect(IntentValueText.excerpt("abc", limit: 3) == "abc")
        // Characters, not bytes: é and a flag are one each.
        #expect(IntentValueText.excerpt("éé🇫🇷xyz", limit: 3) == "éé🇫🇷…(+3 more)")
        #expect(IntentValueText.excerpt("éé", limit: 3) == "éé")
        let cut = IntentValueText.excerpt(Self.fiftyMegabytes)
        #expect(cut == String(repeating: "abcdefghij", count: 8) + "…(+49999920 more)")
    }

    @Test func anErrorAboutAFiftyMegabyteValueIsShort() async throws {
        let home = try await TestHome()
        // The value reaches a whole-number parameter through the shortcut's input.
        let document = ShortcutDocument(
            name: "Index", input: InputSpec(type: "string", whenMissing: .stop),
            actions: [
                Action(.getItem(list: .list([.number(1)]), item: .index(.variable(VariableReference(.shortcutInput)))))
            ])
        do {
            _ = try await home.run(document, input: Self.fiftyMegabytes)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.count < 300, "\(error.description.count) characters")
            #expect(error.description.contains("abcdefghij"))
            #expect(error.description.contains("…(+49999920 more)"))
        }
        // An answer typed at a number question, and a menu answer.
        let ask = ShortcutDocument(
            name: "Ask",
            actions: [Action(.askForInput(prompt: .string("How many?"), type: .number, defaultAnswer: nil))])
        do {
            _ = try await home.run(ask, answers: [.text(Self.fiftyMegabytes)])
            Issue.record("expected an error")
        } catch {
            #expect(error.description.count < 300, "\(error.description.count) characters")
        }
        let menu = ShortcutDocument(
            name: "Menu", actions: [Action(.menu(prompt: nil, items: [MenuItem(title: "A", body: [])]))])
        do {
            _ = try await home.run(menu, answers: [.text(Self.fiftyMegabytes)])
            Issue.record("expected an error")
        } catch {
            #expect(error.description.count < 300, "\(error.description.count) characters")
        }
    }

    @Test func diagnosticsAndFileErrorsQuoteExcerpts() async throws {
        let home = try await TestHome()
        let document = ShortcutDocument(name: "Big", actions: [Action(.getVariable(name: Self.fiftyMegabytes))])
        let diagnostics = Validator(catalog: home.catalog).validate(document)
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics { #expect(diagnostic.description.count < 300) }

        let file =
            #"{"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "x", "actions": [{"id": "00000000-0000-4000-8000-000000000002", "action": "count", "input": {"date": ""#
            + Self.fiftyMegabytes + #""}}]}"#
        do {
            _ = try DocumentDecoder.decode(file, file: "big.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.count < 300, "\(error.description.count) characters")
            #expect(
                error.description.hasSuffix("…(+49999920 more)' is not an ISO 8601 date such as 2024-05-01T09:00:00Z"))
        }
    }

    // MARK: The run log

    @Test func aLongLoopKeepsItsRunLogBounded() async throws {
        let home = try await TestHome()
        let passes = 200_000
        let document = ShortcutDocument(name: "Long", actions: [Self.repeating(.number(Double(passes)))])
        let (result, _, _) = try await home.run(document)
        let kept = ShortcutLimits.logHead + ShortcutLimits.logTail
        // Every pass's Set Variable and the Repeat itself were performed; a thousand are kept.
        #expect(result.log.count == kept)
        #expect(result.omittedLogEntries == passes + 1 - kept)
        #expect(result.log.first?.title == "Set Variable")
        // The Repeat finishes last, so the newest entry is kept.
        #expect(result.log.last?.title == "Repeat")
        #expect(result.log.allSatisfy { $0.output.count <= 100 })
    }

    @Test func aRunLogKeepsItsFirstAndLastEntriesInOrder() async throws {
        let home = try await TestHome()
        let document = ShortcutDocument(
            name: "Count",
            actions: [
                Self.repeating(
                    .number(10),
                    body: [
                        Action(
                            .intent(
                                identifier: "Shortcuts.Text",
                                parameters: ["text": .text([.variable(VariableReference(.repeatIndex))])]))
                    ])
            ])
        let (result, _, _) = try await home.run(document)
        // Ten Texts and the Repeat: with the default limits all eleven are kept, in order.
        #expect(result.log.map(\.output) == (1...10).map(String.init) + ["10 items: 1, 2, 3, …"])
        #expect(result.omittedLogEntries == 0)
    }

    @Test func aLogSummaryOfAFiftyMegabyteValueIsOneShortLine() async throws {
        let home = try await TestHome()
        let document = ShortcutDocument(
            name: "Big",
            actions: [
                Action(
                    .intent(
                        identifier: "Shortcuts.Text", parameters: ["text": .variable(VariableReference(.shortcutInput))]
                    ))
            ])
        let (result, events, _) = try await home.run(document, input: Self.fiftyMegabytes + "\nsecond line")
        #expect(result.log.map(\.output) == [String(repeating: "abcdefghij", count: 6) + "…(+49999952 more)"])
        let finished = events.compactMap { if case .actionFinished(_, _, let output) = $0 { output } else { nil } }
        #expect(finished == result.log.map(\.output))
    }
}
