import Foundation
import ShortcutsTestSupport
import Testing

/// The If-with-several-conditions example (shortcuts/day-off.json) run from the real `shortcuts`
/// binary, as a person would: Any of "Saturday", "Sunday", New Year's Day and Christmas Day.
@Suite(.serialized) struct ExamplesIfAllAnyTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-ifall-\(UUID().uuidString)")

    /// Runs the binary with a fixed time zone and language: the example writes weekday names.
    func shortcuts(_ arguments: String...) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(
            arguments, home: home, environment: ["TZ": "Europe/Berlin", "LANG": "en_US.UTF-8", "LC_ALL": nil])
    }

    @Test func dayOffIsAnyOfTheWeekendAndTheHolidays() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        for (day, expected) in [
            ("2026-12-25", "Friday 25 December 2026 is a day off"),
            ("2026-11-28", "Saturday 28 November 2026 is a day off"),
            ("2026-11-29", "Sunday 29 November 2026 is a day off"),
            ("2027-01-01", "Friday 1 January 2027 is a day off"),
            ("2026-11-26", "Thursday 26 November 2026 is a work day"),
            ("2026-12-24", "Thursday 24 December 2026 is a work day"),
        ] {
            let result = try await shortcuts("run", "Day Off", "--input", day)
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == expected + "\n")
        }
    }

    @Test func viewListsTheConditionsUnderTheIf() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await shortcuts("view", "Day Off")
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(4)
        #expect(
            Array(lines) == [
                "  1  Format ⟦Shortcut Input⟧ as Custom EEEE",
                "  2  Set variable Weekday to ⟦Formatted Date⟧",
                "  3  Format ⟦Shortcut Input⟧ as Custom MM-dd",
                "  4  Set variable Month and Day to ⟦Formatted Date⟧",
                "  5  Format ⟦Shortcut Input⟧ as Custom EEEE d MMMM yyyy",
                "  6  If any of 4 conditions are true",
                "       · ⟦Weekday⟧ is “Saturday”",
                "       · ⟦Weekday⟧ is “Sunday”",
                "       · ⟦Month and Day⟧ is “01-01”",
                "       · ⟦Month and Day⟧ is “12-25”",
                "  7      “⟦Formatted Date⟧ is a day off”",
                "     Otherwise",
                "  8      “⟦Formatted Date⟧ is a work day”",
                "     End If",
                "  9  Show ⟦If⟧",
                "",
            ])
        let valid = try await shortcuts("validate", "Day Off")
        #expect(valid.status == 0, "\(valid.output)\(valid.error)")
    }
}
