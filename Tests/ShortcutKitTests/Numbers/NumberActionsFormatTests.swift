import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The number actions in a file and on a card: read and written back byte for byte, their
/// sentences, and the validator's checks before a run.
@Suite struct NumberActionsFormatTests {
    static let json = """
        {
          "format": 1,
          "id": "00000000-0000-4000-8000-000000000001",
          "name": "Numbers",
          "input": {
            "type": "double",
            "whenMissing": "ask"
          },
          "actions": [
            {
              "id": "00000000-0000-4000-8000-000000000002",
              "action": "calculate",
              "input": {
                "var": "input"
              },
              "operation": "multiply",
              "operand": {
                "number": 0.15
              }
            },
            {
              "id": "00000000-0000-4000-8000-000000000003",
              "action": "calculateExpression",
              "expression": {
                "text": [
                  "(",
                  {
                    "var": "00000000-0000-4000-8000-000000000002"
                  },
                  " + ",
                  {
                    "var": "input"
                  },
                  ") / 2"
                ]
              }
            },
            {
              "id": "00000000-0000-4000-8000-000000000004",
              "action": "roundNumber",
              "input": {
                "var": "00000000-0000-4000-8000-000000000003"
              },
              "place": "decimalPlaces",
              "places": {
                "number": 2
              },
              "mode": "up"
            },
            {
              "id": "00000000-0000-4000-8000-000000000005",
              "action": "randomNumber",
              "minimum": {
                "number": 1
              },
              "maximum": {
                "number": 6
              }
            },
            {
              "id": "00000000-0000-4000-8000-000000000006",
              "action": "formatNumber",
              "input": {
                "var": "00000000-0000-4000-8000-000000000004"
              },
              "places": {
                "number": 2
              },
              "grouping": "off"
            },
            {
              "id": "00000000-0000-4000-8000-000000000007",
              "action": "calculateStatistics",
              "operation": "median",
              "input": {
                "list": [
                  {
                    "number": 1
                  },
                  {
                    "number": 2
                  },
                  {
                    "number": 3
                  }
                ]
              }
            },
            {
              "id": "00000000-0000-4000-8000-000000000008",
              "action": "calculate",
              "input": {
                "number": 16
              },
              "operation": "squareRoot"
            }
          ]
        }

        """

    @Test func roundTripsByteForByte() throws {
        let document = try DocumentDecoder.decode(Self.json)
        #expect(DocumentEncoder.encode(document) == Self.json)
        guard case .builtIn(let call) = document.actions[0].kind else {
            Issue.record("expected a built-in call")
            return
        }
        #expect(
            call
                == BuiltInCall(
                    "calculate",
                    [
                        "input": .value(.variable(VariableReference(.shortcutInput))), "operation": .choice("multiply"),
                        "operand": .value(.number(0.15)),
                    ]))
    }

    @Test func readsAsSentences() async throws {
        let home = try await TestHome()
        let document = try DocumentDecoder.decode(Self.json)
        let builder = SentenceBuilder(catalog: home.catalog, document: document)
        #expect(
            document.actions.map { builder.sentence(for: $0).text } == [
                "Calculate ⟦Shortcut Input⟧ × 0.15",
                "Calculate “(⟦Calculation Result⟧ + ⟦Shortcut Input⟧) / 2”",
                "Round ⟦Calculation Result⟧ to 2 Decimal Places, Always Round Up",
                "Random Number between 1 and 6",
                "Format ⟦Rounded Number⟧ with 2 decimal places, without grouping separators",
                "Calculate Median of 1, 2, 3",
                "Calculate √x of 16",
            ])
        #expect(document.actions.map { home.catalog.title(of: $0) }.last == "Calculate")
        #expect(Validator(catalog: home.catalog).validate(document).map(\.description) == [])
    }

    @Test func aWrongOperationIsALoadError() {
        let text =
            #"{"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "W", "actions": [{"id": "00000000-0000-4000-8000-000000000002", "action": "calculate", "input": {"number": 1}, "operation": "plus"}]}"#
        do {
            _ = try DocumentDecoder.decode(text)
            Issue.record("decoded")
        } catch {
            #expect(error.message.hasPrefix("'operation' must be add, subtract, multiply, divide, modulus, power,"))
            #expect(error.message.hasSuffix("not 'plus'"))
        }
    }

    /// What the validator says about one action, before any run.
    func problems(_ id: BuiltInID, _ arguments: [SlotID: BuiltInArgument], home: TestHome) -> [String] {
        let action = Action(.builtIn(BuiltInCall(id, arguments)))
        return Validator(catalog: home.catalog).validate(ShortcutDocument(name: "N", actions: [action])).map(
            \.description)
    }

    @Test func constantsAreCheckedBeforeTheRun() async throws {
        let home = try await TestHome()
        let one = BuiltInArgument.value(.number(1))
        #expect(
            problems(
                "calculate", ["input": one, "operation": .choice("divide"), "operand": .value(.number(0))], home: home)
                == ["error: action 1 (Calculate), parameter 'operand': cannot divide by zero"])
        #expect(
            problems(
                "calculate", ["input": one, "operation": .choice("modulus"), "operand": .value(.number(0))], home: home)
                == ["error: action 1 (Calculate), parameter 'operand': cannot take a modulus by zero"])
        #expect(
            problems("calculate", ["input": one, "operation": .choice("subtract")], home: home)
                == ["error: action 1 (Calculate), parameter 'operand': − needs a second number"])
        #expect(problems("calculate", ["input": one, "operation": .choice("squareRoot")], home: home) == [])
        #expect(
            problems(
                "calculate", ["input": .value(.boolean(true)), "operation": .choice("add"), "operand": one], home: home)
                == [
                    "error: action 1 (Calculate), parameter 'input': is true or false, which cannot be used as a number"
                ])
        #expect(
            problems("calculateExpression", ["expression": .value(.string("2 * (3 + 4"))], home: home)
                == [
                    "error: action 1 (Calculate Expression), parameter 'expression': column 5: this '(' is never closed"
                ])
        #expect(
            problems("calculateExpression", ["expression": .value(.string("2 +* 3"))], home: home)
                == [
                    "error: action 1 (Calculate Expression), parameter 'expression': column 4: expected a number, a variable or '(' but found '*'"
                ])
        #expect(
            problems("calculateExpression", ["expression": .value(.text([]))], home: home)
                == ["error: action 1 (Calculate Expression), parameter 'expression': the expression is empty"])
        #expect(
            problems("roundNumber", ["input": one, "place": .choice("decimalPlaces")], home: home)
                == ["error: action 1 (Round Number), parameter 'places': needs the number of decimal places"])
        #expect(
            problems(
                "roundNumber", ["input": one, "place": .choice("decimalPlaces"), "places": .value(.number(2.5))],
                home: home)
                == [
                    "error: action 1 (Round Number), parameter 'places': must be a whole number of decimal places from 0 to 15"
                ])
        #expect(
            problems("randomNumber", ["minimum": .value(.number(10)), "maximum": one], home: home)
                == [
                    "error: action 1 (Random Number), parameter 'minimum': the minimum (10) is larger than the maximum (1)"
                ])
        #expect(
            problems("randomNumber", ["minimum": .value(.number(0.5)), "maximum": one], home: home)
                == ["error: action 1 (Random Number), parameter 'minimum': 0.5 is not a whole number"])
        #expect(
            problems("formatNumber", ["input": one, "places": .value(.number(16))], home: home)
                == [
                    "error: action 1 (Format Number), parameter 'places': must be a whole number of decimal places from 0 to 15"
                ])
        #expect(
            problems("calculateStatistics", ["operation": .choice("sum"), "input": .value(.date(Date()))], home: home)
                == [
                    "error: action 1 (Calculate Statistics), parameter 'input': is a date, which cannot be used as list of numbers"
                ])
    }

    @Test func theNewActionsAreInTheLibraryListing() {
        let ids = BuiltInRegistry.all.map(\.id.rawValue)
        for id in [
            "calculate", "calculateExpression", "roundNumber", "randomNumber", "formatNumber", "calculateStatistics",
        ] {
            #expect(ids.contains(id))
            #expect(BuiltInRegistry.descriptor(BuiltInID(id))?.category == "Numbers")
        }
        #expect(BuiltInRegistry.descriptor("calculateExpression")?.keywords.contains("math") == true)
        #expect(BuiltInRegistry.descriptor("calculateStatistics")?.keywords.contains("average") == true)
    }
}
