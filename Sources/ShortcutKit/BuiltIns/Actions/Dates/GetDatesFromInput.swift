import Foundation
import IntentKit

extension BuiltInDescriptor {
    /// Get Dates from Input: the dates in text, read by IntentKit's date parser (ISO 8601,
    /// `2024-05-01 09:30`, `tomorrow 9:00`, `friday 5pm`, `in 3 days`), one per line. Text that
    /// is not a date stops the run naming the line: a typo never becomes "no date".
    static let getDatesFromInput = BuiltInDescriptor(
        id: "getDatesFromInput", title: "Get Dates from Input",
        summary: "Reads dates from text such as 2024-05-01 09:30 or tomorrow 9:00, one per line.",
        keywords: ["parse", "date from text", "detect", "tomorrow", "when"], category: "Dates",
        icon: "calendar.badge.plus",
        members: [BuiltInMember("input", "Input", .value(nil))],
        listing: "Get dates from [Input]", outputName: "Dates", takesPreviousOutput: true,
        make: { input in .builtIn(BuiltInCall("getDatesFromInput", ["input": .value(input ?? .text([]))])) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Get dates from "), .slot("input")],
            outputType: { _, _ in .date },
            check: { call, checks in
                // A constant is checked now; text with variables only when it runs.
                guard let text = call.value("input")?.plainText else { return }
                if let problem = DatesFromInput.problem(text) { checks.error("input", problem) }
            },
            run: { call, execution, ref in
                guard let input = try await execution.value("input", of: call, expected: nil, ref) else { return nil }
                var dates: [Date] = []
                for item in IntentValueConversion.elements(of: input) ?? [input] {
                    if let date = item as? Date {
                        dates.append(date)
                        continue
                    }
                    do throws(DatesFromInput.Failure) {
                        dates += try DatesFromInput.dates(in: ValueText.text(of: item))
                    } catch {
                        throw RunError(.invalidValue, action: ref, parameter: "input", error.message)
                    }
                }
                // One date is a date, as Apple's output; several are a list of them.
                return dates.count == 1 ? dates[0] : dates
            }))
}

/// Reading dates from text for Get Dates from Input, through ``IntentValueParsing/parseDate``.
package enum DatesFromInput {
    package struct Failure: Error {
        var message: String
    }

    /// The dates in `text`: the whole text as one date, else one per non-empty line.
    package static func dates(in text: String, now: Date = Date(), calendar: Calendar = .current) throws(Failure)
        -> [Date]
    {
        // Longer text than this is no list of dates a person wrote; refused before any work.
        guard text.utf8.count <= 100_000 else {
            throw Failure(message: "is \(text.utf8.count) bytes of text, too long to read dates from")
        }
        let whole = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if whole.isEmpty { return [] }
        if let date = IntentValueParsing.parseDate(whole, now: now, calendar: calendar) { return [date] }
        var dates: [Date] = []
        for line in whole.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard let date = IntentValueParsing.parseDate(trimmed, now: now, calendar: calendar) else {
                throw Failure(
                    message:
                        "'\(IntentValueText.excerpt(trimmed))' is not a date (try 2024-05-01, 2024-05-01 09:30 or tomorrow 9:00)"
                )
            }
            dates.append(date)
        }
        return dates
    }

    /// Why constant text holds no dates, `nil` when it does.
    static func problem(_ text: String) -> String? {
        do {
            _ = try dates(in: text)
            return nil
        } catch { return error.message }
    }
}
