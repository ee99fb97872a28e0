import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// An If with several conditions joined by All or Any: written as `match` and `conditions`
/// (one condition keeps its old form, byte for byte), read as a sentence with its rows,
/// validated row by row, and run with All and Any stopping at the first row that decides.
@Suite struct IfAllAnyTests {
    static func id(_ n: Int) -> UUID { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", n))! }

    func text(_ words: String) -> Action {
        Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string(words)]))
    }

    func row(_ input: Value, _ condition: Conditional.Condition, _ value: Value? = nil, _ value2: Value? = nil)
        -> Conditional.Row
    {
        Conditional.Row(input: input, condition: condition, value: value, value2: value2)
    }

    /// An If over `rows` whose branches output "yes" and "no".
    func decide(_ rows: [Conditional.Row], all: Bool) -> ShortcutDocument {
        ShortcutDocument(
            name: "Decide",
            actions: [
                Action(
                    id: Self.id(2),
                    .conditional(Conditional(rows: rows, matchAll: all, then: [text("yes")], otherwise: [text("no")])))
            ])
    }

    // MARK: Reading and writing

    static let several = """
        {
          "format": 1,
          "id": "00000000-0000-4000-8000-000000000001",
          "name": "Weekend",
          "actions": [
            {
              "id": "00000000-0000-4000-8000-000000000002",
              "action": "if",
              "match": "any",
              "conditions": [
                {
                  "input": {
                    "variable": "Day"
                  },
                  "condition": "is",
                  "value": {
                    "text": "Saturday"
                  }
                },
                {
                  "input": {
                    "var": "currentDate"
                  },
                  "condition": "between",
                  "value": {
                    "date": "2026-12-24T00:00:00Z"
                  },
                  "value2": {
                    "date": "2026-12-26T00:00:00Z"
                  }
                },
                {
                  "input": {
                    "variable": "Day"
                  },
                  "condition": "hasAnyValue"
                }
              ],
              "then": [
                {
                  "id": "00000000-0000-4000-8000-000000000003",
                  "action": "comment",
                  "text": "off"
                }
              ],
              "else": [
                {
                  "id": "00000000-0000-4000-8000-000000000004",
                  "action": "comment",
                  "text": "on"
                }
              ]
            }
          ]
        }

        """

    @Test func severalConditionsReadAndWriteByteForByte() throws {
        let document = try DocumentDecoder.decode(Self.several)
        #expect(DocumentEncoder.encode(document) == Self.several)
        guard let c = document.actions[0].kind.asConditional else {
            Issue.record("not an If")
            return
        }
        #expect(!c.matchAll && c.rows.count == 3)
        #expect(c.rows.map(\.condition) == [.is, .between, .hasAnyValue])
        #expect(c.rows[1].value2 == .date(Date(timeIntervalSince1970: 1_798_243_200)))
        #expect(document.actions[0].values.count == 6)
    }

    /// Every example in `shortcuts/` reads and writes back unchanged: the old form of an If is
    /// still what a one-condition If writes.
    @Test func everyExampleWritesBackByteForByte() throws {
        let files = try BundledContentTests.files(in: "shortcuts", extensions: ["json"])
        #expect(files.count > 20)
        var sawOld = false
        var sawSeveral = false
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let document = try DocumentDecoder.decode(text, file: file.lastPathComponent)
            #expect(DocumentEncoder.encode(document) == text, "\(file.lastPathComponent)")
            sawOld = sawOld || text.contains(#""condition": "#) && !text.contains(#""conditions""#)
            sawSeveral = sawSeveral || text.contains(#""conditions": ["#)
        }
        #expect(sawOld && sawSeveral)
    }

    @Test func oneConditionIsWrittenInTheOldForm() throws {
        // A file may list a single row under "conditions"; it is written back as the If it is.
        let json =
            #"{"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "One", "actions": [{"id": "00000000-0000-4000-8000-000000000002", "action": "if", "match": "all", "conditions": [{"input": {"number": 3}, "condition": "greaterThan", "value": {"number": 2}}], "then": []}]}"#
        let document = try DocumentDecoder.decode(json)
        let written = DocumentEncoder.encode(document)
        #expect(!written.contains("conditions") && !written.contains("match"))
        #expect(written.contains(#""condition": "greaterThan""#))
        // Removing rows down to one gives the old form too.
        var c = Conditional(
            rows: [row(.number(1), .is, .number(1)), row(.number(2), .is, .number(2))], matchAll: false, then: [])
        c.rows.removeLast()
        let one = ShortcutDocument(id: Self.id(1), name: "One", actions: [Action(id: Self.id(2), .conditional(c))])
        #expect(!DocumentEncoder.encode(one).contains("conditions"))
    }

    @Test func malformedConditionListsAreErrorsNamingTheRow() {
        func error(_ members: String) -> String {
            let json =
                #"{"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "Bad", "actions": [{"id": "00000000-0000-4000-8000-000000000002", "action": "if", "#
                + members + #", "then": []}]}"#
            do {
                _ = try DocumentDecoder.decode(json)
                return "no error"
            } catch { return error.description }
        }
        let row = #"{"input": {"number": 1}, "condition": "is", "value": {"number": 1}}"#
        #expect(error(#""match": "any", "conditions": []"#).contains("'conditions' needs at least one row"))
        #expect(
            error(#""match": "some", "conditions": [\#(row)]"#).contains("'match' must be all or any, not 'some'"))
        #expect(
            error(#""input": {"number": 1}, "condition": "is", "match": "any""#).contains(
                "'match' joins the rows of 'conditions'"))
        #expect(
            error(#""input": {"number": 1}, "conditions": [\#(row)]"#).contains(
                "an If with 'conditions' has 'input' in each row"))
        #expect(
            error(#""conditions": [\#(row), {"input": {"number": 1}}]"#).contains(
                "conditions row 2 needs a member 'condition'"))
        #expect(
            error(#""conditions": [\#(row), {"input": {"number": 1}, "condition": "equals"}]"#).contains(
                "'equals' is not a condition"))
        #expect(
            error(#""conditions": [{"input": {"number": 1}, "condition": "is", "other": 1}]"#).contains(
                "conditions row 1 has an unknown member 'other'"))
        #expect(error(#""conditions": {}"#).contains("'conditions' must be an array"))
    }

    // MARK: Sentences

    @Test func theSentenceCountsTheConditionsAndListsTheRows() async throws {
        let home = try await TestHome()
        let several = decide(
            [
                row(.variable(VariableReference(.named("Day"))), .is, .string("Saturday")),
                row(.number(5), .between, .number(1), nil),
            ],
            all: true)
        let builder = SentenceBuilder(catalog: home.catalog, document: several)
        let sentence = builder.sentence(for: several.actions[0])
        #expect(sentence.text == "If all of 2 conditions are true")
        #expect(sentence.rowTexts == ["⟦Day⟧ is “Saturday”", "5 is between 1 and [Value]"])
        let slots = sentence.allPieces.compactMap { if case .slot(let name, _, _) = $0 { name } else { nil } }
        #expect(
            slots.map(\.rawValue) == [
                "match", "row 1 input", "row 1 condition", "row 1 value", "row 2 input", "row 2 condition",
                "row 2 value", "row 2 value2",
            ])
        let any = decide([row(.number(1), .is, .number(1)), row(.number(2), .hasNoValue)], all: false)
        #expect(
            SentenceBuilder(catalog: home.catalog, document: any).sentence(for: any.actions[0]).text
                == "If any of 2 conditions are true")
        // One condition reads as it always did, with no rows.
        let one = decide([row(.number(1), .lessThan, .number(2))], all: true)
        let single = SentenceBuilder(catalog: home.catalog, document: one).sentence(for: one.actions[0])
        #expect(single.text == "If 1 is less than 2" && single.rows.isEmpty)
    }

    // MARK: Validation

    @Test func eachRowIsTypedAndErrorsNameTheRowAndParameter() async throws {
        let home = try await TestHome()
        let document = decide(
            [
                row(.string("Saturday"), .is),
                row(.number(3), .contains, .string("3")),
                row(.string("x"), .beginsWith, .number(4)),
                row(.date(Date(timeIntervalSince1970: 0)), .greaterThan, .boolean(true)),
            ], all: false)
        let found = Validator(catalog: home.catalog).validate(document).map(\.description)
        #expect(
            found.contains("error: action 1 (If), parameter 'row 1 value': 'is' needs a value to compare with"),
            "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix("error: action 1 (If), parameter 'row 2 condition': 'contains' does not apply to")
            },
            "\(found)")
        #expect(
            found.contains(
                "error: action 1 (If), parameter 'row 4 value': is true or false, which cannot be used as a date"),
            "\(found)")
        // Text compares with a number's text: no error for row 3.
        #expect(!found.contains { $0.contains("row 3") }, "\(found)")
        #expect(found.count == 3, "\(found)")
        // A one-condition If names its parameters as before.
        let one = decide([row(.string("Saturday"), .is)], all: true)
        #expect(
            Validator(catalog: home.catalog).validate(one).map(\.parameter) == ["value"])
    }

    // MARK: Running

    @Test func allNeedsEveryRowAndAnyOneRow() async throws {
        let home = try await TestHome()
        let yes = row(.number(3), .greaterThan, .number(2))
        let no = row(.string("Sunday"), .beginsWith, .string("Sat"))
        for (rows, all, expected) in [
            ([yes, yes], true, "yes"), ([yes, no], true, "no"), ([no, yes], true, "no"),
            ([no, no], false, "no"), ([no, yes], false, "yes"), ([yes, no], false, "yes"),
            ([no, no, no, yes], false, "yes"), ([yes, yes, yes, no], true, "no"),
        ] {
            let output = try await home.run(decide(rows, all: all)).result.output
            #expect(output as? String == expected, "\(all ? "all" : "any") of \(rows.map(\.condition))")
        }
    }

    /// Any stops at the first true row and All at the first false one: the rows after it are not
    /// read, so a question in them is not asked (as in Shortcuts).
    @Test func allAndAnyStopAtTheRowThatDecides() async throws {
        let home = try await TestHome()
        let yes = row(.number(3), .greaterThan, .number(2))
        let no = row(.number(1), .greaterThan, .number(2))
        let asks = row(.ask(prompt: "Which day?"), .is, .string("Saturday"))
        let anyRun = try await home.run(decide([yes, asks], all: false))
        #expect(anyRun.result.output as? String == "yes" && anyRun.prompter.requests.isEmpty)
        let allRun = try await home.run(decide([no, asks], all: true))
        #expect(allRun.result.output as? String == "no" && allRun.prompter.requests.isEmpty)
        // When the first row does not decide, the second is read, and its question asked.
        let asked = try await home.run(decide([no, asks], all: false), answers: [.text("saturday")])
        #expect(asked.result.output as? String == "yes")
        #expect(asked.prompter.requests.map { $0.question } == ["Which day?"])
    }

    @Test func aRowsRunErrorNamesTheRow() async throws {
        let home = try await TestHome()
        let document = decide(
            [row(.number(1), .greaterThan, .number(2)), row(.string("Dune"), .is, nil)], all: false)
        do {
            _ = try await home.run(document)
            Issue.record("ran")
        } catch {
            #expect(error.parameter == "row 2 value", "\(error)")
            #expect(error.description.contains("'is' needs a value to compare with"), "\(error)")
        }
    }
}
