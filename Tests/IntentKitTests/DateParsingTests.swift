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
}
