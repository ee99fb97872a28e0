import BlockingTestSupport
import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Choose from List, Show Alert and Run Shortcut: read and written byte for byte, read as
/// sentences, validated, and run through a scripted prompter (and without one).
@Suite struct ControlActionTests {
    static func id(_ n: Int) -> UUID { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", n))! }

    func text(_ words: String) -> Action {
        Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string(words)]))
    }

    func call(_ id: BuiltInID, _ arguments: [SlotID: BuiltInArgument]) -> Action {
        Action(.builtIn(BuiltInCall(id, arguments)))
    }

    let colours: Value = .list([.string("Red"), .string("Green"), .string("Blue")])

    /// Runs `document` on `catalog` with scripted answers.
    func run(
        _ document: ShortcutDocument, catalog: Catalog, input: (any Sendable)? = nil, answers: [PromptAnswer] = [],
        prompter: (any IntentPrompter)? = nil
    ) async throws(RunError) -> (result: RunResult, events: [RunEvent]) {
        let events = EventLog()
        let result = try await ShortcutRunner(catalog: catalog).run(
            document, input: input, prompter: prompter ?? ScriptedPrompter(answers), events: events.append)
        return (result, events.all)
    }

    // MARK: Reading and writing

    @Test func theNewActionsRoundTripByteForByte() throws {
        let json = """
            {
              "format": 1,
              "id": "00000000-0000-4000-8000-000000000001",
              "name": "Ask",
              "actions": [
                {
                  "id": "00000000-0000-4000-8000-000000000002",
                  "action": "chooseFromList",
                  "list": {
                    "list": [
                      {
                        "text": "Red"
                      },
                      {
                        "text": "Blue"
                      }
                    ]
                  },
                  "prompt": {
                    "text": "Which?"
                  },
                  "selectMultiple": {
                    "boolean": true
                  }
                },
                {
                  "id": "00000000-0000-4000-8000-000000000003",
                  "action": "showAlert",
                  "message": {
                    "text": "Sure?"
                  },
                  "title": {
                    "text": "Check"
                  },
                  "showCancel": {
                    "boolean": false
                  }
                },
                {
                  "id": "00000000-0000-4000-8000-000000000004",
                  "action": "runShortcut",
                  "shortcut": "00000000-0000-4000-8000-000000000009",
                  "input": {
                    "text": "x"
                  }
                }
              ]
            }

            """
        let document = try DocumentDecoder.decode(json)
        #expect(DocumentEncoder.encode(document) == json)
        guard case .builtIn(let run) = document.actions[2].kind else {
            Issue.record("not a call")
            return
        }
        #expect(run.text(.shortcut) == "00000000-0000-4000-8000-000000000009")
    }

    @Test func aRunShortcutsTargetMustBeAnID() {
        let json =
            #"{"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "R", "actions": [{"id": "00000000-0000-4000-8000-000000000002", "action": "runShortcut", "shortcut": "Other"}]}"#
        #expect(throws: DocumentError.self) { try DocumentDecoder.decode(json) }
        do { _ = try DocumentDecoder.decode(json) } catch {
            #expect(error.description.contains("'shortcut' must be a shortcut's id (a UUID), not 'Other'"))
        }
    }

    // MARK: Sentences

    @Test func sentencesReadAsInShortcuts() async throws {
        let home = try await TestHome()
        let callee = ShortcutDocument(id: Self.id(9), name: "Add Tax", actions: [])
        let catalog = home.catalog.with(shortcuts: ShortcutDirectory([callee]))
        let actions = [
            call("chooseFromList", ["list": .value(colours)]),
            call("chooseFromList", ["list": .value(colours), "prompt": .value(.string("Which?"))]),
            call("showAlert", ["message": .value(.string("Sure?"))]),
            call("showAlert", ["message": .value(.string("Sure?")), "showCancel": .value(.boolean(false))]),
            call(.runShortcut, [.shortcut: .text(Self.id(9).uuidString), "input": .value(.string("10"))]),
            call(.runShortcut, [.shortcut: .text(Self.id(8).uuidString)]),
            call(.runShortcut, [:]),
        ]
        let document = ShortcutDocument(name: "S", actions: actions)
        let builder = SentenceBuilder(catalog: catalog, document: document)
        #expect(
            actions.map { builder.sentence(for: $0).text } == [
                "Choose from “Red”, “Green”, “Blue”", "Choose from “Red”, “Green”, “Blue” asking “Which?”",
                "Show alert “Sure?”", "Show alert “Sure?”, Show Cancel Button Off", "Run Add Tax with “10”",
                "Run a missing shortcut", "Run [Shortcut]",
            ])
        #expect(
            actions.map { catalog.title(of: $0) } == [
                "Choose from List", "Choose from List", "Show Alert", "Show Alert", "Run Shortcut", "Run Shortcut",
                "Run Shortcut",
            ])
    }

    // MARK: Choose from List

    @Test func chooseFromListOutputsTheChosenItemOrItems() async throws {
        let home = try await TestHome()
        let one = ShortcutDocument(name: "C", actions: [call("chooseFromList", ["list": .value(colours)])])
        #expect(try await run(one, catalog: home.catalog, answers: [.option(1)]).result.output as? String == "Green")
        #expect(try await run(one, catalog: home.catalog, answers: [.text("blue")]).result.output as? String == "Blue")

        let many = ShortcutDocument(
            name: "C",
            actions: [call("chooseFromList", ["list": .value(colours), "selectMultiple": .value(.boolean(true))])])
        let prompter = ScriptedPrompter([.options([0, 2])])
        let chosen = try await run(many, catalog: home.catalog, prompter: prompter).result.output as? [any Sendable]
        #expect(chosen?.compactMap { $0 as? String } == ["Red", "Blue"])
        #expect(prompter.requests.first?.allowsMultiple == true)
        #expect(prompter.requests.first?.options.map(\.title) == ["Red", "Green", "Blue"])
        // An item chosen twice is in the output once (issue 29, item 16).
        let twice = try await run(many, catalog: home.catalog, answers: [.options([1, 1, 0])]).result.output
        #expect((twice as? [any Sendable])?.compactMap { $0 as? String } == ["Green", "Red"])
        let typed = try await run(many, catalog: home.catalog, answers: [.text("green, red")]).result.output
        #expect((typed as? [any Sendable])?.compactMap { $0 as? String } == ["Green", "Red"])
    }

    @Test func chooseFromListNeverPicksOnItsOwn() async throws {
        let home = try await TestHome()
        let document = ShortcutDocument(name: "C", actions: [call("chooseFromList", ["list": .value(colours)])])
        do {
            _ = try await run(document, catalog: home.catalog, prompter: NonInteractivePrompter())
            Issue.record("the run picked an item")
        } catch {
            #expect(error.kind == .promptFailed)
            #expect(error.description.hasPrefix("action 1 (Choose from List), parameter 'list': needs an answer"))
        }
        do {
            _ = try await run(document, catalog: home.catalog, answers: [.text("purple")])
            Issue.record("purple was chosen")
        } catch {
            #expect(error.description.contains("'purple' is not one of: Red, Green, Blue"))
        }
    }

    @Test func chooseFromAnEmptyListIsAnError() async throws {
        let home = try await TestHome()
        let constant = ShortcutDocument(name: "C", actions: [call("chooseFromList", ["list": .value(.list([]))])])
        #expect(
            Validator(catalog: home.catalog).validate(constant).map(\.description) == [
                "error: action 1 (Choose from List), parameter 'list': the list is empty: there is nothing to choose"
            ])
        let fromInput = ShortcutDocument(
            name: "C", input: InputSpec(type: "[string]"),
            actions: [call("chooseFromList", ["list": .value(.variable(VariableReference(.shortcutInput)))])])
        await #expect(throws: RunError.self) {
            _ = try await run(fromInput, catalog: home.catalog, input: [String]() as [any Sendable], answers: [])
        }
    }

    // MARK: Show Alert

    @Test func okGoesOnAndCancelStopsTheShortcut() async throws {
        let home = try await TestHome()
        let document = ShortcutDocument(
            name: "A",
            actions: [
                text("before"), call("showAlert", ["message": .value(.string("Go on?"))]), text("after"),
            ])
        let prompter = ScriptedPrompter([.confirmed(true)])
        let ok = try await run(document, catalog: home.catalog, prompter: prompter)
        #expect(ok.result.output as? String == "after")
        #expect(prompter.requests.first?.kind == .confirmation)
        #expect(prompter.requests.first?.question == "Go on?")
        let cancelled = try await run(document, catalog: home.catalog, answers: [.confirmed(false)])
        // Cancel ends the shortcut as Stop This Shortcut does: no error, no output, nothing after.
        #expect(cancelled.result.output == nil)
        #expect(cancelled.result.log.map(\.title) == ["Text", "Show Alert"])
    }

    @Test func anAlertIsNeverConfirmedOnItsOwn() async throws {
        let home = try await TestHome()
        let confirm = ShortcutDocument(name: "A", actions: [call("showAlert", ["message": .value(.string("Delete?"))])])
        do {
            _ = try await run(confirm, catalog: home.catalog, prompter: NonInteractivePrompter())
            Issue.record("the alert was confirmed")
        } catch {
            #expect(error.kind == .promptFailed)
            #expect(error.description.hasPrefix("action 1 (Show Alert): needs an answer to \"Delete?\""))
        }
        // With OK alone there is nothing to decide: the message is shown and the run goes on.
        let notice = ShortcutDocument(
            name: "A",
            actions: [
                call(
                    "showAlert",
                    [
                        "message": .value(.string("Done")), "title": .value(.string("Backup")),
                        "showCancel": .value(.boolean(false)),
                    ]), text("after"),
            ])
        let (result, events) = try await run(notice, catalog: home.catalog, prompter: NonInteractivePrompter())
        #expect(dialogs(events) == ["Backup: Done"])
        #expect(result.output as? String == "after")
    }

    // MARK: Run Shortcut

    /// B adds " and B" to its input and outputs it with Stop and Output.
    var callee: ShortcutDocument {
        ShortcutDocument(
            id: Self.id(2), name: "B", input: InputSpec(type: "string"),
            actions: [
                Action(
                    .intent(
                        identifier: "Shortcuts.Text",
                        parameters: [
                            "text": .text([.variable(VariableReference(.shortcutInput)), .literal(" and B")])
                        ])),
                Action(.stop(output: .variable(VariableReference(.shortcutInput)))),
            ])
    }

    func caller(_ target: UUID, id: UUID = ControlActionTests.id(1), name: String = "A") -> ShortcutDocument {
        ShortcutDocument(
            id: id, name: name,
            actions: [
                text("from A"),
                call(.runShortcut, [.shortcut: .text(target.uuidString), "input": .value(.string("x"))]),
            ])
    }

    @Test func runShortcutOutputsWhatTheOtherShortcutStopsWith() async throws {
        let home = try await TestHome()
        let catalog = home.catalog.with(shortcuts: ShortcutDirectory([callee]))
        let (result, events) = try await run(caller(Self.id(2)), catalog: catalog)
        #expect(result.output as? String == "x")
        // The nested run's events come wrapped in the calling action's.
        let nested = events.compactMap { event -> String? in
            guard case .nested(let ref, .actionFinished(let inner, _, let output)) = event else { return nil }
            return "\(ref.title) > \(inner.position) \(inner.title): \(output)"
        }
        #expect(nested == ["Run Shortcut > 1 Text: x and B", "Run Shortcut > 2 Stop and Output: x"])
    }

    @Test func aMissingOrCyclicTargetIsAnErrorBeforeTheRun() async throws {
        let home = try await TestHome()
        let a = caller(Self.id(2))
        let bCallsA = ShortcutDocument(
            id: Self.id(2), name: "B", actions: [call(.runShortcut, [.shortcut: .text(Self.id(1).uuidString)])])
        func errors(_ document: ShortcutDocument, _ library: [ShortcutDocument]) -> [String] {
            Validator(catalog: home.catalog.with(shortcuts: ShortcutDirectory(library))).validate(document).map(
                \.description)
        }
        #expect(
            errors(a, []) == [
                "error: action 2 (Run Shortcut), parameter 'shortcut': no shortcut in the library has the id \(Self.id(2).uuidString)"
            ])
        #expect(
            errors(a, [a, bCallsA]) == [
                "error: action 2 (Run Shortcut), parameter 'shortcut': runs itself again: 'A' → 'B' → 'A'; a shortcut cannot call one that calls it back"
            ])
        let itself = caller(Self.id(1))
        #expect(
            errors(itself, [])
                == [
                    "error: action 2 (Run Shortcut), parameter 'shortcut': runs itself again: 'A' → 'A'; a shortcut cannot call one that calls it back"
                ])
        // A cycle further down (B ⇄ C) is found from A too.
        let bCallsC = ShortcutDocument(
            id: Self.id(2), name: "B", actions: [call(.runShortcut, [.shortcut: .text(Self.id(3).uuidString)])])
        let cCallsB = ShortcutDocument(
            id: Self.id(3), name: "C", actions: [call(.runShortcut, [.shortcut: .text(Self.id(2).uuidString)])])
        #expect(errors(a, [bCallsC, cCallsB]).first?.contains("'A' → 'B' → 'C' → 'B'") == true)
        #expect(
            errors(ShortcutDocument(name: "N", actions: [call(.runShortcut, [:])]), []) == [
                "error: action 1 (Run Shortcut), parameter 'shortcut': choose the shortcut to run"
            ])
        #expect(errors(a, [callee]).isEmpty)
    }

    @Test func nestingIsBoundedWhenACycleAppearsAfterValidation() async throws {
        let home = try await TestHome()
        // Not validated: A runs itself until the depth limit stops it, with an error naming the action.
        let itself = caller(Self.id(1))
        do {
            _ = try await run(itself, catalog: home.catalog)
            Issue.record("the run did not stop")
        } catch {
            #expect(error.action?.title == "Run Shortcut")
            #expect(
                error.description.contains(
                    "more than \(ShortcutLimits.maximumShortcutNesting) levels deep"))
            #expect(error.description.hasPrefix("action 2 (Run Shortcut): 'A' stopped at action 2 (Run Shortcut)"))
        }
    }

    @Test func anErrorInTheOtherShortcutSaysWhere() async throws {
        let home = try await TestHome()
        let failing = ShortcutDocument(
            id: Self.id(2), name: "B", actions: [call("chooseFromList", ["list": .value(colours)])])
        let catalog = home.catalog.with(shortcuts: ShortcutDirectory([failing]))
        do {
            _ = try await run(caller(Self.id(2)), catalog: catalog, prompter: NonInteractivePrompter())
            Issue.record("the run went on")
        } catch {
            #expect(error.kind == .promptFailed)
            #expect(
                error.description.hasPrefix(
                    "action 2 (Run Shortcut): 'B' stopped at action 1 (Choose from List), parameter 'list': needs an answer"
                ))
        }
    }

    @Test func cancellingTheRunCancelsTheOtherShortcut() async throws {
        let home = try await TestHome()
        let waits = ShortcutDocument(
            id: Self.id(2), name: "B", actions: [call("wait", ["seconds": .value(.number(600))])])
        let runner = ShortcutRunner(catalog: home.catalog.with(shortcuts: ShortcutDirectory([waits])))
        let document = caller(Self.id(2))
        // On threads of their own (see BuiltInActionTests.cancellingTheRunEndsTheWait).
        let (elapsed, error) = try await onOwnThreads { () async throws -> (Duration, RunError?) in
            let clock = ContinuousClock()
            let start = clock.now
            let run = Task(executorPreference: ThreadPerJobExecutor.shared) {
                try await runner.run(document, prompter: ScriptedPrompter([]))
            }
            try await Task.sleep(for: .milliseconds(50))
            run.cancel()
            do {
                _ = try await run.value
                return (clock.now - start, nil)
            } catch let error as RunError {
                return (clock.now - start, error)
            }
        }
        let stopped = try #require(error, "the run finished")
        #expect(stopped.kind == .cancelled)
        #expect(stopped.description.hasPrefix("action 2 (Run Shortcut): 'B' stopped at action 1 (Wait)"))
        print("cancellingTheRunCancelsTheOtherShortcut: the run ended \(elapsed) after it started")
        // The other shortcut waits ten minutes: ending well before it is the cancel's doing.
        #expect(elapsed < .seconds(300))
    }

    // MARK: The action library

    @Test func theLibraryFindsThemByWhatPeopleType() {
        let found = { (word: String) in
            BuiltInRegistry.all.filter { descriptor in
                descriptor.title.localizedCaseInsensitiveContains(word)
                    || descriptor.keywords.contains { $0.localizedCaseInsensitiveContains(word) }
            }.map(\.id.rawValue)
        }
        #expect(found("function").contains("runShortcut"))
        #expect(found("sleep").contains("wait"))
        #expect(found("alert").contains("showAlert"))
        #expect(found("choose").contains("chooseFromList"))
        #expect(found("if").contains("if"))
    }
}
