import Foundation
import Testing

@testable import IntentKit

/// The digit-by-digit reading of `2024-05-01 09:30` and its kin gives what Foundation's
/// formatters give, in any time zone (DST gaps included), and leaves every other text to them.
@Suite struct PlainDateTextTests {
    @Test func agreesWithTheFormatters() {
        var calendar = Calendar(identifier: .gregorian)
        for zone in ["UTC", "Europe/Paris", "America/New_York"] {
            calendar.timeZone = TimeZone(identifier: zone)!
            var texts = [
                "2024-02-29", "2023-12-31 23:59:59", "2026-03-29 02:30", "2026-03-08T02:30", "1900-01-01 00:00",
                "9999-12-31 23:59:59", "2026-10-25 02:30:00",
            ]
            for _ in 0..<300 {
                let (y, m, d) = (Int.random(in: 1900...2100), Int.random(in: 1...12), Int.random(in: 1...28))
                let (h, mi, s) = (Int.random(in: 0...23), Int.random(in: 0...59), Int.random(in: 0...59))
                let day = String(format: "%04d-%02d-%02d", y, m, d)
                texts += [
                    day, day + String(format: " %02d:%02d", h, mi), day + String(format: " %02d:%02d:%02d", h, mi, s),
                    day + String(format: "T%02d:%02d", h, mi),
                ]
            }
            for text in texts {
                #expect(PlainDateText.components(text) != nil, "\(text)")
                #expect(
                    IntentValueParsing.parseDate(text, calendar: calendar)
                        == IntentValueParsing.formattedDate(text, calendar: calendar), "\(text) in \(zone)")
            }
        }
    }

    @Test func leavesOtherTextToTheFormatters() {
        for text in [
            "1899-12-31", "2024-02-30", "2023-02-29", "2024-13-01", "2024-00-10", "2024-05-00", "2024-05-01 24:00",
            "2024-05-01 09:60", "2024-05-01 09:30:60", "2024-05-01T09:30:15", "2024-05-01T09:30:00Z", "2024-5-1",
            "2024-05-01 9:30", "2024/05/01", "2024-05-01  09:30", "tomorrow 9:00", "",
        ] {
            #expect(PlainDateText.components(text) == nil, "\(text)")
        }
        // Still read, by the formatters.
        #expect(IntentValueParsing.parseDate("2024-05-01T09:30:00Z") == Date(timeIntervalSince1970: 1_714_555_800))
    }
}
