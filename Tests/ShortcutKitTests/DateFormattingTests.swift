import Foundation
import IntentKit
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// Format Date's forms and Get Dates from Input's reading, with the time zone and locale pinned.
@Suite struct DateFormattingTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    let english = Locale(identifier: "en_US")
    /// Thursday 26 November 2026, 15:04:05 UTC (16:04:05 in Berlin).
    let date = Date(timeIntervalSince1970: 1_795_705_445)

    func format(
        _ format: DateFormatting.Format, _ time: DateFormatting.TimeFormat = .none, pattern: String = "",
        now: Date? = nil, locale: Locale? = nil
    ) -> String {
        DateFormatting.string(
            date, format: format, time: time, pattern: pattern, now: now ?? date, timeZone: berlin,
            locale: locale ?? english)
    }

    @Test func fixedFormatsIgnoreTheLocale() {
        #expect(format(.iso8601) == "2026-11-26T16:04:05+01:00")
        #expect(format(.rfc2822) == "Thu, 26 Nov 2026 16:04:05 +0100")
        #expect(format(.rfc2822, locale: Locale(identifier: "de_DE")) == "Thu, 26 Nov 2026 16:04:05 +0100")
        #expect(format(.custom, pattern: "yyyy-MM-dd 'at' HH:mm") == "2026-11-26 at 16:04")
        #expect(
            format(.custom, pattern: "EEEE d MMMM", locale: Locale(identifier: "de_DE")) == "Donnerstag 26 November")
    }

    @Test func stylesFollowTheLocale() {
        #expect(format(.short) == "11/26/26")
        #expect(format(.long) == "November 26, 2026")
        #expect(format(.full) == "Thursday, November 26, 2026")
        #expect(format(.none, .short).hasPrefix("4:04"))
        #expect(format(.medium, locale: Locale(identifier: "de_DE")) == "26.11.2026")
        #expect(format(.short, .short, locale: Locale(identifier: "de_DE")) == "26.11.26, 16:04")
        #expect(format(.none, .none) == "")
    }

    @Test func relativeCountsFromNow() {
        #expect(format(.relative, now: date.addingTimeInterval(3 * 86_400)) == "3 days ago")
        #expect(format(.relative, now: date.addingTimeInterval(-2 * 3600)) == "in 2 hours")
        // A date computed a moment before it is formatted (issue 29, item 16: "in 2 days", "in 6 days").
        #expect(format(.relative, now: date.addingTimeInterval(-3 * 86_400 + 0.004)) == "in 3 days")
        #expect(format(.relative, now: date.addingTimeInterval(-7 * 86_400 + 0.2)) == "in 1 week")
        #expect(format(.relative, now: date.addingTimeInterval(3 * 86_400 + 0.004)) == "3 days ago")
    }

    @Test func invalidCustomFormatsAreFoundBeforeARun() {
        #expect(DateFormatting.problem(pattern: "yyyy-MM-dd 'at' HH:mm") == nil)
        #expect(DateFormatting.problem(pattern: "EEEE, d. MMMM") == nil)
        #expect(DateFormatting.problem(pattern: "") == "is empty; write a pattern such as yyyy-MM-dd")
        #expect(
            DateFormatting.problem(pattern: "yyyy-MM-dd at HH")
                == "'t' is not a date field; put literal letters in single quotes ('t')")
        #expect(DateFormatting.problem(pattern: "HH 'o''clock") == "has a quote (') that is never closed")
        #expect(DateFormatting.problem(pattern: "dd/MM/yyyy, h:mm a") == nil)
        #expect(
            DateFormatting.problem(pattern: "HH:mm:ss.SSS o'clock")
                == "'o' is not a date field; put literal letters in single quotes ('o')")
    }

    @Test func datesFromInputReadTheEditorsFormsOnePerLine() throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        // Wednesday 2026-11-18, 14:20 UTC, as DateParsingTests.
        let now = Date(timeIntervalSince1970: 1_795_011_600)
        func read(_ text: String) throws -> [String] {
            try DatesFromInput.dates(in: text, now: now, calendar: utc).map {
                let c = utc.dateComponents([.year, .month, .day, .hour, .minute], from: $0)
                return String(format: "%04d-%02d-%02d %02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!)
            }
        }
        #expect(try read("tomorrow 9:00") == ["2026-11-19 09:00"])
        #expect(try read("  friday 5pm\n\n2026-05-01T09:30:00Z\n") == ["2026-11-20 17:00", "2026-05-01 09:30"])
        #expect(try read("") == [])
        #expect(throws: DatesFromInput.Failure.self) { try read("tomorrow 25:00") }
        do {
            _ = try read("2026-05-01\nsoon")
            Issue.record("read 'soon'")
        } catch let error as DatesFromInput.Failure {
            #expect(error.message == "'soon' is not a date (try 2024-05-01, 2024-05-01 09:30 or tomorrow 9:00)")
        }
        #expect(DatesFromInput.problem("2026-02-30") != nil)
        #expect(DatesFromInput.problem("2026-13-01") != nil)
        #expect(DatesFromInput.problem("2024-02-29") == nil)
        #expect(DatesFromInput.problem("2025-02-29") != nil)
    }

    /// A wall-clock time that a DST change skips moves forward, as a clock does; a date that
    /// does not exist is still refused.
    @Test func aTimeInTheSpringForwardGapMovesForward() {
        let berlin = DateArithmeticTests.calendar("Europe/Berlin")
        func read(_ text: String) -> String? {
            DateArithmeticTests.text(IntentValueParsing.parseDate(text, calendar: berlin), berlin)
        }
        #expect(read("2026-03-29 02:30") == "2026-03-29 03:30:00 +02:00")
        #expect(read("2026-03-29 01:30") == "2026-03-29 01:30:00 +01:00")
        #expect(read("2026-10-25 02:30") == "2026-10-25 02:30:00 +02:00")
        #expect(read("2026-11-26") == "2026-11-26 00:00:00 +01:00")
        #expect(read("2026-02-30") == nil)
        #expect(read("2026-04-31 10:00") == nil)
    }
}
