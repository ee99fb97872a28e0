import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Adjust Date, Format Date, Get Time Between Dates and Get Dates from Input as a shortcut uses
/// them: read and written byte for byte, read as sentences, validated and run. The results here
/// do not depend on the process's time zone (wall-clock arithmetic, calendar days); the time
/// zones themselves are tested in DateArithmeticTests and, through `TZ`, in
/// ExamplesDatesAndListsTests.
@Suite struct DateActionTests {
    static let json = """
        {
          "format": 1,
          "id": "00000000-0000-4000-8000-000000000001",
          "name": "Dates",
          "actions": [
            {
              "id": "00000000-0000-4000-8000-000000000002",
              "action": "getDatesFromInput",
              "input": {
                "text": "2026-03-28 10:00"
              }
            },
            {
              "id": "00000000-0000-4000-8000-000000000003",
              "action": "adjustDate",
              "date": {
                "var": "00000000-0000-4000-8000-000000000002"
              },
              "operation": "add",
              "amount": {
                "number": 1
              },
              "unit": "days"
            },
            {
              "id": "00000000-0000-4000-8000-000000000004",
              "action": "formatDate",
              "date": {
                "var": "00000000-0000-4000-8000-000000000003"
              },
              "dateFormat": "custom",
              "format": "EEE d MMM yyyy, HH:mm"
            },
            {
              "id": "00000000-0000-4000-8000-000000000005",
              "action": "getTimeBetweenDates",
              "first": {
                "var": "00000000-0000-4000-8000-000000000002"
              },
              "second": {
                "var": "00000000-0000-4000-8000-000000000003"
              },
              "unit": "days"
            },
            {
              "id": "00000000-0000-4000-8000-000000000006",
              "action": "adjustDate",
              "date": {
                "var": "00000000-0000-4000-8000-000000000003"
              },
              "operation": "startOfMonth"
            }
          ]
        }

        """

    func problems(_ actions: [Action], _ home: TestHome) -> [String] {
        Validator(catalog: home.catalog).validate(ShortcutDocument(name: "D", actions: actions)).map(
            \.description)
    }

    func call(_ id: BuiltInID, _ arguments: [SlotID: BuiltInArgument]) -> Action {
        Action(.builtIn(BuiltInCall(id, arguments)))
    }

    @Test func roundTripsByteForByteAndReadsAsSentences() async throws {
        let document = try DocumentDecoder.decode(Self.json)
        #expect(DocumentEncoder.encode(document) == Self.json)
        let home = try await TestHome()
        let builder = SentenceBuilder(catalog: home.catalog, document: document)
        #expect(
            document.actions.map { builder.sentence(for: $0).text } == [
                "Get dates from “2026-03-28 10:00”", "Add 1 days to ⟦Dates⟧",
                "Format ⟦Adjusted Date⟧ as Custom EEE d MMM yyyy, HH:mm",
                "Get time between ⟦Dates⟧ and ⟦Adjusted Date⟧ in days", "Get Start of Month of ⟦Adjusted Date⟧",
            ])
        #expect(Validator(catalog: home.catalog).validate(document).isEmpty)
    }

    @Test func runsInTheCalendar() async throws {
        let home = try await TestHome()
        let (result, _, _) = try await home.run(try DocumentDecoder.decode(Self.json))
        #expect(
            result.log.map(\.output) == [
                "2026-03-28 10:00", "2026-03-29 10:00", "Sun 29 Mar 2026, 10:00", "1", "2026-03-01",
            ])
    }

    @Test func membersAreCheckedWhenRead() {
        func error(_ members: String) -> String? {
            let text =
                #"{"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "D", "actions": [{"id": "00000000-0000-4000-8000-000000000002", "action": "adjustDate", "date": {"date": "2026-01-01T00:00:00Z"}\#(members)}]}"#
            do {
                _ = try DocumentDecoder.decode(text)
                return nil
            } catch { return error.message }
        }
        #expect(error(#", "operation": "add", "amount": {"number": 1}, "unit": "days""#) == nil)
        #expect(error(#", "amount": {"number": 1}"#) == "action 'adjustDate' needs a member 'operation'")
        #expect(error(#", "operation": "add", "unit": "fortnights""#)?.contains("fortnights") == true)
    }

    @Test func problemsAreFoundBeforeTheRunNamingActionAndParameter() async throws {
        let home = try await TestHome()
        let now = BuiltInArgument.value(.variable(VariableReference(.currentDate)))
        #expect(
            problems(
                [
                    call("adjustDate", ["date": now, "operation": .choice("add"), "unit": .choice("days")])
                ], home)
                == ["error: action 1 (Adjust Date), parameter 'amount': is missing; say how much to add"])
        #expect(
            problems(
                [
                    call(
                        "adjustDate",
                        [
                            "date": now, "operation": .choice("subtract"), "amount": .value(.number(1.5)),
                            "unit": .choice("months"),
                        ])
                ], home) == ["error: action 1 (Adjust Date), parameter 'amount': 1.5 is not a whole number of months"])
        #expect(problems([call("adjustDate", ["date": now, "operation": .choice("startOfWeek")])], home).isEmpty)
        #expect(
            problems(
                [
                    call("adjustDate", ["date": .value(.boolean(true)), "operation": .choice("startOfDay")])
                ], home
            ).first?.hasPrefix("error: action 1 (Adjust Date), parameter 'date':") == true)
        #expect(
            problems(
                [
                    call("formatDate", ["date": now, "dateFormat": .choice("custom"), "format": .text("yyyy at HH")])
                ], home) == [
                    "error: action 1 (Format Date), parameter 'format': 't' is not a date field; put literal letters in single quotes ('t')"
                ])
        #expect(
            problems([call("formatDate", ["date": now, "dateFormat": .choice("custom")])], home) == [
                "error: action 1 (Format Date), parameter 'format': is empty; write a pattern such as yyyy-MM-dd"
            ])
        #expect(
            problems([call("getDatesFromInput", ["input": .value(.string("2026-02-30"))])], home) == [
                "error: action 1 (Get Dates from Input), parameter 'input': '2026-02-30' is not a date (try 2024-05-01, 2024-05-01 09:30 or tomorrow 9:00)"
            ])
    }

    @Test func anInvalidDateFromAVariableStopsTheRunNamingActionAndParameter() async throws {
        let home = try await TestHome()
        let read = call("getDatesFromInput", ["input": .value(.variable(VariableReference(.shortcutInput)))])
        do {
            _ = try await home.run(ShortcutDocument(name: "D", actions: [read]), input: "2026-04-31")
            Issue.record("the run finished")
        } catch {
            #expect(
                error.description
                    == "action 1 (Get Dates from Input), parameter 'input': '2026-04-31' is not a date (try 2024-05-01, 2024-05-01 09:30 or tomorrow 9:00)"
            )
        }
        let (result, _, _) = try await home.run(
            ShortcutDocument(name: "D", actions: [read]), input: "2026-04-30 08:15\n2026-05-01")
        #expect(result.log.map(\.output) == ["2 items: 2026-04-30 08:15, 2026-05-01"])
    }

    @Test func timeBetweenIsSignedAndAdjustingAVariableIsCheckedWhenItRuns() async throws {
        let home = try await TestHome()
        func date(_ text: String) -> BuiltInArgument { .value(.date(ISO8601DateFormatter().date(from: text)!)) }
        let between = call(
            "getTimeBetweenDates",
            ["first": date("2026-11-26T10:00:00Z"), "second": date("2026-11-26T08:30:00Z"), "unit": .choice("minutes")])
        let (result, _, _) = try await home.run(ShortcutDocument(name: "D", actions: [between]))
        #expect(result.output as? Int == -90)
        let adjust = call(
            "adjustDate",
            [
                "date": date("2026-11-26T10:00:00Z"), "operation": .choice("add"),
                "amount": .value(.variable(VariableReference(.shortcutInput))), "unit": .choice("years"),
            ])
        do {
            _ = try await home.run(ShortcutDocument(name: "D", actions: [adjust]), input: "9000")
            Issue.record("the run finished")
        } catch {
            #expect(
                error.description
                    == "action 1 (Adjust Date), parameter 'amount': moves the date outside the years 1 to 9999")
        }
    }
}
