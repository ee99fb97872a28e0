import BlockingTestSupport
import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The text actions (Replace Text, Match Text, Get Group from Matched Text, Change Case, Trim
/// Whitespace, Get Text from Input) and Count's choice of unit: read, written, checked and run.
@Suite struct TextActionTests {
    /// A shortcut of `actions`, each a built-in call, on text input.
    func document(_ calls: [BuiltInCall]) -> ShortcutDocument {
        ShortcutDocument(name: "T", input: InputSpec(type: "string"), actions: calls.map { Action(.builtIn($0)) })
    }

    /// The output of `call` run on `input` (its `input` member reads the shortcut's input).
    func output(_ id: BuiltInID, _ members: [SlotID: BuiltInArgument], on input: any Sendable) async throws
        -> (any Sendable)?
    {
        let home = try await TestHome()
        var arguments = members
        arguments["input"] = .value(.variable(VariableReference(.shortcutInput)))
        return try await home.run(document([BuiltInCall(id, arguments)]), input: input).result.output
    }

    /// The output of `call` with `input` in its `input` member, in a shortcut that takes no input.
    func output(_ id: BuiltInID, _ members: [SlotID: BuiltInArgument], value input: Value) async throws
        -> (any Sendable)?
    {
        let home = try await TestHome()
        let call = BuiltInCall(id, members.merging(["input": .value(input)]) { a, _ in a })
        return try await home.run(ShortcutDocument(name: "T", actions: [Action(.builtIn(call))])).result.output
    }

    func text(_ id: BuiltInID, _ members: [SlotID: BuiltInArgument], on input: any Sendable) async throws -> String {
        ValueText.text(of: try await output(id, members, on: input))
    }

    func problems(_ calls: [BuiltInCall]) async throws -> [String] {
        let home = try await TestHome()
        return Validator(catalog: home.catalog).validate(document(calls)).map(\.description)
    }

    let json = """
        {
          "format": 1,
          "id": "00000000-0000-4000-8000-000000000001",
          "name": "Text",
          "actions": [
            {
              "id": "00000000-0000-4000-8000-000000000002",
              "action": "replaceText",
              "find": {
                "text": "(\\\\w+)@"
              },
              "replace": {
                "text": "$1 at "
              },
              "input": {
                "var": "input"
              },
              "caseSensitive": {
                "boolean": false
              },
              "regularExpression": {
                "boolean": true
              }
            },
            {
              "id": "00000000-0000-4000-8000-000000000003",
              "action": "matchText",
              "pattern": {
                "text": "\\\\d+"
              },
              "input": {
                "var": "00000000-0000-4000-8000-000000000002"
              }
            },
            {
              "id": "00000000-0000-4000-8000-000000000004",
              "action": "getMatchGroup",
              "get": "allGroups",
              "input": {
                "var": "00000000-0000-4000-8000-000000000003"
              }
            },
            {
              "id": "00000000-0000-4000-8000-000000000005",
              "action": "changeCase",
              "input": {
                "var": "input"
              },
              "case": "titleCase"
            },
            {
              "id": "00000000-0000-4000-8000-000000000006",
              "action": "trimWhitespace",
              "input": {
                "var": "00000000-0000-4000-8000-000000000005"
              }
            },
            {
              "id": "00000000-0000-4000-8000-000000000007",
              "action": "getText",
              "input": {
                "var": "00000000-0000-4000-8000-000000000004"
              }
            },
            {
              "id": "00000000-0000-4000-8000-000000000008",
              "action": "count",
              "type": "words",
              "input": {
                "var": "00000000-0000-4000-8000-000000000007"
              }
            },
            {
              "id": "00000000-0000-4000-8000-000000000009",
              "action": "count",
              "input": {
                "var": "00000000-0000-4000-8000-000000000003"
              }
            }
          ]
        }

        """

    /// Round trip, sentences, and no errors (only warnings that the shortcut takes no input).
    @Test func theActionsRoundTripByteForByteAndReadAsSentences() async throws {
        let document = try DocumentDecoder.decode(json)
        #expect(DocumentEncoder.encode(document) == json)
        let home = try await TestHome()
        let builder = SentenceBuilder(catalog: home.catalog, document: document)
        #expect(
            document.actions.map { builder.sentence(for: $0).text } == [
                "Replace “(\\w+)@” with “$1 at ” in ⟦Shortcut Input⟧",
                "Match “\\d+” in ⟦Updated Text⟧",
                "Get All Groups in ⟦Matches⟧",
                "Change ⟦Shortcut Input⟧ to Capitalize with Title Case",
                "Trim whitespace from ⟦Updated Text⟧",
                "Get text from ⟦Group⟧",
                "Count Words in ⟦Text⟧",
                "Count ⟦Matches⟧",
            ])
        #expect(
            document.actions.map { home.catalog.title(of: $0) }.prefix(3) == [
                "Replace Text", "Match Text", "Get Group from Matched Text",
            ])
        #expect(
            Validator(catalog: home.catalog).validate(document).map(\.description).filter {
                !$0.contains("Shortcut Input")
            }
            .isEmpty)
    }

    // MARK: Replace Text

    @Test func replaceTextPlainAndWithARegularExpression() async throws {
        let input = "Cat, cat and CAT: $1 each"
        func replace(_ find: String, _ with: String, caseSensitive: Bool? = nil, regex: Bool? = nil) async throws
            -> String
        {
            var members: [SlotID: BuiltInArgument] = ["find": .value(.string(find)), "replace": .value(.string(with))]
            if let caseSensitive { members["caseSensitive"] = .value(.boolean(caseSensitive)) }
            if let regex { members["regularExpression"] = .value(.boolean(regex)) }
            return try await text("replaceText", members, on: input)
        }
        #expect(try await replace("cat", "dog") == "Cat, dog and CAT: $1 each")
        #expect(try await replace("cat", "dog", caseSensitive: false) == "dog, dog and dog: $1 each")
        // Plain text is literal: "$1" is found and written as it is.
        #expect(try await replace("$1", "$2") == "Cat, cat and CAT: $2 each")
        #expect(try await replace("(c)(at)", "$2$1", caseSensitive: false, regex: true) == "atC, atc and ATC: $1 each")
        #expect(try await replace("\\$\\d", "\\$9", regex: true) == "Cat, cat and CAT: $9 each")
        // An empty Find changes nothing.
        #expect(try await replace("", "x") == input)
        // Plain text compares characters: the e of a decomposed é is not an e.
        #expect(
            try await text(
                "replaceText", ["find": .value(.string("e")), "replace": .value(.string("E"))],
                on: "e\u{301}te") == "e\u{301}tE")
        #expect(
            try await text(
                "replaceText",
                [
                    "find": .value(.string("STRASSE")), "replace": .value(.string("road")),
                    "caseSensitive": .value(.boolean(false)),
                ], on: "Hauptstrasse 1") == "Hauptroad 1")
    }

    @Test func aBadConstantPatternIsAnErrorBeforeTheRun() async throws {
        #expect(
            try await problems([
                BuiltInCall("matchText", ["pattern": .value(.string("(ab")), "input": .value(.string("x"))])
            ])
                == [
                    "error: action 1 (Match Text), parameter 'pattern': is not a valid regular expression: expected ')'"
                ])
        #expect(
            try await problems([
                BuiltInCall(
                    "replaceText",
                    [
                        "find": .value(.string("[a-")), "input": .value(.string("x")),
                        "regularExpression": .value(.boolean(true)),
                    ])
            ]) == ["error: action 1 (Replace Text), parameter 'find': is not a valid regular expression: expected ']'"])
        // Without Regular Expression, Find is plain text: "(ab" is fine.
        #expect(
            try await problems([
                BuiltInCall("replaceText", ["find": .value(.string("(ab")), "input": .value(.string("x"))])
            ])
            .isEmpty)
    }

    @Test func aBadPatternFromAVariableFailsTheRunNamingTheActionAndParameter() async throws {
        let home = try await TestHome()
        let call = BuiltInCall(
            "matchText",
            ["pattern": .value(.variable(VariableReference(.shortcutInput))), "input": .value(.string("abc"))])
        do {
            _ = try await home.run(document([call]), input: "a)")
            Issue.record("the run finished")
        } catch {
            #expect(error.kind == .invalidValue)
            #expect(
                error.description
                    == "action 1 (Match Text), parameter 'pattern': is not a valid regular expression: closing ')' does not balance any groups openings"
            )
        }
    }

    @Test func aCatastrophicPatternIsStoppedAtTheTimeLimit() async throws {
        let home = try await TestHome()
        // (a+)+$ on 40 a's and a b: about 2^40 steps of backtracking unless stopped.
        let call = BuiltInCall(
            "matchText",
            ["pattern": .value(.string("(a+)+$")), "input": .value(.variable(VariableReference(.shortcutInput)))])
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try await TextPattern.$timeLimit.withValue(.milliseconds(200)) {
                try await home.run(document([call]), input: String(repeating: "a", count: 40) + "b")
            }
            Issue.record("the run finished")
        } catch let error as RunError {
            #expect(error.kind == .actionFailed)
            #expect(error.parameter == "pattern")
            #expect(
                error.message.hasPrefix("the regular expression took longer than 200 ms on this text and was stopped"))
        }
        // Unstopped, the pattern backtracks 2^40 times: any bound short of hours tells the two
        // apart; a generous one holds on a loaded machine.
        #expect(clock.now - start < .seconds(120))
    }

    @Test func cancellingTheRunStopsAMatch() async throws {
        let home = try await TestHome()
        let call = BuiltInCall(
            "matchText",
            ["pattern": .value(.string("(a+)+$")), "input": .value(.string(String(repeating: "a", count: 40) + "b"))])
        let runner = ShortcutRunner(catalog: home.catalog)
        let document = ShortcutDocument(name: "T", actions: [Action(.builtIn(call))])
        // On threads of their own (see BuiltInActionTests.cancellingTheRunEndsTheWait).
        let (elapsed, error) = try await onOwnThreads { () async throws -> (Duration, RunError?) in
            let clock = ContinuousClock()
            let start = clock.now
            let (events, started) = AsyncStream.makeStream(of: RunEvent.self)
            // A limit far away: what stops the match must be the cancel.
            let run = Task(executorPreference: ThreadPerJobExecutor.shared) {
                try await TextPattern.$timeLimit.withValue(.seconds(60)) {
                    try await runner.run(document, prompter: ScriptedPrompter([])) { started.yield($0) }
                }
            }
            // Cancelled once the match has started, not after a fixed sleep: on a loaded machine
            // ICU could otherwise give up on its own first (its backtracking stack is bounded).
            for await event in events {
                if case .actionStarted = event { break }
            }
            try await Task.sleep(for: .milliseconds(20))
            run.cancel()
            do {
                _ = try await run.value
                return (clock.now - start, nil)
            } catch let error as RunError {
                return (clock.now - start, error)
            }
        }
        #expect(try #require(error, "the run finished").kind == .cancelled)
        // Well before the limit: the match stopped on the cancel (slack for a loaded machine).
        print("cancellingTheRunStopsAMatch: the run ended \(elapsed) after it started")
        #expect(elapsed < .seconds(50))
    }

    // MARK: Match Text and Get Group

    @Test func matchTextGivesMatchesThatCarryTheirGroups() async throws {
        let pattern: [SlotID: BuiltInArgument] = ["pattern": .value(.string("(\\w+)=(\\d+)?"))]
        let matches = try #require(try await output("matchText", pattern, on: "a=1 b= c=3") as? [any Sendable])
        #expect(
            matches.compactMap { $0 as? TextMatch } == [
                TextMatch(text: "a=1", groups: ["a", "1"]), TextMatch(text: "b=", groups: ["b", nil]),
                TextMatch(text: "c=3", groups: ["c", "3"]),
            ])
        #expect(try await text("matchText", ["pattern": .value(.string("x+"))], on: "abc").isEmpty)
        #expect(
            try await text(
                "matchText", ["pattern": .value(.string("É")), "caseSensitive": .value(.boolean(false))],
                on: "école, ÉCOLE") == "é\nÉ")

        let home = try await TestHome()
        func groups(_ get: String, _ index: Double?) async throws(RunError) -> String {
            let match = Action(
                .builtIn(
                    BuiltInCall("matchText", pattern.merging(["input": .value(.string("a=1 b= c=3"))]) { a, _ in a })))
            var members: [SlotID: BuiltInArgument] = [
                "get": .choice(get), "input": .value(.variable(VariableReference(.action(match.id)))),
            ]
            if let index { members["index"] = .value(.number(index)) }
            let doc = ShortcutDocument(
                name: "G", actions: [match, Action(.builtIn(BuiltInCall("getMatchGroup", members)))])
            return ValueText.text(of: try await home.run(doc).result.output)
        }
        #expect(try await groups("groupAtIndex", 1) == "a\nb\nc")
        #expect(try await groups("groupAtIndex", 2) == "1\n\n3")
        #expect(try await groups("groupAtIndex", 0) == "a=1\nb=\nc=3")
        #expect(try await groups("allGroups", nil) == "a\n1\nb\n\nc\n3")
        await #expect(throws: RunError.self) { _ = try await groups("groupAtIndex", 3) }
        do { _ = try await groups("groupAtIndex", 3) } catch {
            #expect(error.parameter == "index")
            #expect(error.message == "there is no group 3: 'a=1' has 2 groups")
        }
    }

    @Test func aMatchIsTextEverywhereElse() async throws {
        // A match reads as text, converts to a number, and has the type match, which goes
        // wherever text goes.
        let match = TextMatch(text: "42", groups: ["4"])
        #expect(ValueText.text(of: match) == "42")
        #expect(TypeRules.valueType(of: match) == .match)
        #expect(TypeRules.canConvert(.match, to: .string) && TypeRules.canConvert(.match, to: .double))
        let home = try await TestHome()
        let converted = try await ValueConverter(catalog: home.catalog).convert(match, to: .double)
        #expect(converted as? Double == 42)
    }

    // MARK: Change Case, Trim, Get Text

    @Test func changeCaseFollowsUnicodeTheSameInEveryLocale() async throws {
        func change(_ input: String, _ textCase: String) async throws -> String {
            try await text("changeCase", ["case": .choice(textCase)], on: input)
        }
        #expect(try await change("Straße", "uppercase") == "STRASSE")
        // Locale-free: no Turkish dotless i either way.
        #expect(try await change("istanbul", "uppercase") == "ISTANBUL")
        #expect(try await change("İSTANBUL", "lowercase") == "i\u{307}stanbul")
        // Greek capital sigma ends a word as ς, elsewhere σ (issue 29, item 16).
        #expect(try await change("ΟΔΟΣ ΣΟΦΙΑΣ", "lowercase") == "οδος σοφιας")
        #expect(try await change("ΟΔΟΣ.", "lowercase") == "οδος.")
        #expect(try await change("Σ", "lowercase") == "σ")
        #expect(try await change("ΟΔΟΣ ΣΟΦΙΑΣ", "capitalize") == "Οδος Σοφιας")
        #expect(try await change("ǆemal e\u{301}cole 👋🏽 hello", "capitalize") == "ǅemal E\u{301}cole 👋🏽 Hello")
        #expect(try await change("THE lord OF the rings", "capitalize") == "The Lord Of The Rings")
        #expect(try await change("the lord OF the rings", "titleCase") == "The Lord of the Rings")
        #expect(try await change("a tale of two cities to", "titleCase") == "A Tale of Two Cities To")
        #expect(
            try await change("HELLO THERE. how are you? fine!", "sentenceCase") == "Hello there. How are you? Fine!")
        #expect(try await change("hello world", "alternatingCase") == "hElLo WoRlD")
        await #expect(throws: Never.self) { _ = try await change("", "titleCase") }
    }

    @Test func theCaseMustBeOneChangeCaseKnows() async throws {
        #expect(
            try await problems([
                BuiltInCall("changeCase", ["case": .choice("shouting"), "input": .value(.string("x"))])
            ])
                == [
                    "error: action 1 (Change Case), parameter 'case': 'shouting' is not a case (uppercase, lowercase, capitalize, titleCase, sentenceCase, alternatingCase)"
                ])
    }

    @Test func trimWhitespaceAndGetTextFromInput() async throws {
        #expect(try await text("trimWhitespace", [:], on: "\u{A0} \t hello  world \n\u{3000}") == "hello  world")
        #expect(try await text("trimWhitespace", [:], on: " \n ").isEmpty)
        #expect(try await output("getText", [:], value: .list([.string("one"), .number(2)])) as? String == "one\n2")
        #expect(try await output("getText", [:], value: .number(2.5)) as? String == "2.5")
        #expect(try await output("getText", [:], value: .number(3)) as? String == "3")
        #expect(try await output("getText", [:], value: .boolean(true)) as? String == "Yes")
        #expect(
            try await output("getText", [:], value: .date(Date(timeIntervalSince1970: 0))) as? String
                == IntentValueText.title(of: Date(timeIntervalSince1970: 0)))
    }
}
