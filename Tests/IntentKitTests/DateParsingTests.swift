import Foundation
import Testing

@testable import IntentKit

@Suite struct DateParsingTests {
    var calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()
    /// Wednesday 2026-11-18, 14:20 UTC.
    let now = Date(timeIntervalSince1970: 1_795_011_600)

    func parse(_ text: String) -> String? {
        IntentValueParsing.parseDate(text, now: now, calendar: calendar).map { date in
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            return String(format: "%04d-%02d-%02d %02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!)
        }
    }

    @Test func relativeDaysAndTimes() {
        #expect(parse("today") == "2026-11-18 00:00")
        #expect(parse("tomorrow 9:00") == "2026-11-19 09:00")
        #expect(parse("Yesterday 17:30") == "2026-11-17 17:30")
        #expect(parse("friday 5pm") == "2026-11-20 17:00")
        #expect(parse("wednesday") == "2026-11-25 00:00")
        #expect(parse("tomorrow 12am") == "2026-11-19 00:00")
        #expect(parse("in 3 days") == "2026-11-21 14:20")
        #expect(parse("in 2 hours") == "2026-11-18 16:20")
        #expect(parse("in 1 week") == "2026-11-25 14:20")
    }

    @Test func nonsenseIsRefused() {
        #expect(parse("tomorrow 25:00") == nil)
        #expect(parse("in three days") == nil)
        #expect(parse("someday") == nil)
        #expect(parse("friday 13pm") == nil)
    }

    /// A time alone is today at that time, as Apple's Shortcuts reads one; a bare number is not.
    @Test func aTimeAloneIsToday() {
        #expect(parse("06:30") == "2026-11-18 06:30")
        #expect(parse("7pm") == "2026-11-18 19:00")
        #expect(parse("Today, 22:00") == "2026-11-18 22:00")
        #expect(parse("tomorrow at 9:00") == "2026-11-19 09:00")
        #expect(parse("9") == nil)
        #expect(parse("24:10") == nil)
    }

    /// A date shown in a style of this locale (Format Date's, "7 Dec 2026 at 07:14") reads back
    /// as the date it was.
    @Test func aDateShownInALocaleStyleReadsBack() throws {
        let date = try #require(calendar.date(from: DateComponents(year: 2026, month: 12, day: 7, hour: 7, minute: 14)))
        for (dateStyle, timeStyle) in [
            (DateFormatter.Style.medium, DateFormatter.Style.short), (.long, .short), (.short, .none),
        ] {
            let formatter = DateFormatter()
            formatter.dateStyle = dateStyle
            formatter.timeStyle = timeStyle
            formatter.timeZone = calendar.timeZone
            let text = formatter.string(from: date)
            let expected = timeStyle == .none ? "2026-12-07 00:00" : "2026-12-07 07:14"
            #expect(parse(text) == expected, "\(text)")
        }
    }
}
