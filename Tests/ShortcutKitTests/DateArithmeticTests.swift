import Foundation
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// The calendar arithmetic of Adjust Date and Get Time Between Dates, in time zones pinned by
/// each test (the run uses `TZ`; see ExamplesDatesAndListsTests for that end to end).
@Suite struct DateArithmeticTests {
    static func calendar(_ zone: String, _ locale: String = "en_US") -> Calendar {
        DateArithmetic.calendar(timeZone: TimeZone(identifier: zone)!, locale: Locale(identifier: locale))
    }

    static func date(_ text: String, _ calendar: Calendar) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter.date(from: text)!
    }

    static func text(_ date: Date?, _ calendar: Calendar) -> String? {
        guard let date else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss xxx"
        return formatter.string(from: date)
    }

    func adding(_ amount: Double, _ unit: DateArithmetic.Unit, to text: String, in calendar: Calendar) -> String? {
        Self.text(DateArithmetic.adding(amount, unit, to: Self.date(text, calendar), in: calendar), calendar)
    }

    @Test func aDayAcrossADSTChangeKeepsTheWallClockTimeAndAnHourIsAnHour() {
        let berlin = Self.calendar("Europe/Berlin")
        // Berlin moves from +01:00 to +02:00 at 02:00 on 29 March 2026: that day has 23 hours.
        #expect(adding(1, .days, to: "2026-03-28 10:00:00", in: berlin) == "2026-03-29 10:00:00 +02:00")
        #expect(adding(24, .hours, to: "2026-03-28 10:00:00", in: berlin) == "2026-03-29 11:00:00 +02:00")
        #expect(adding(-1, .days, to: "2026-03-29 10:00:00", in: berlin) == "2026-03-28 10:00:00 +01:00")
        let newYork = Self.calendar("America/New_York")
        // New York moves back from -04:00 to -05:00 on 1 November 2026: that day has 25 hours.
        #expect(adding(1, .days, to: "2026-10-31 09:00:00", in: newYork) == "2026-11-01 09:00:00 -05:00")
        #expect(adding(1, .weeks, to: "2026-10-28 09:00:00", in: newYork) == "2026-11-04 09:00:00 -05:00")
        #expect(adding(90, .minutes, to: "2026-11-01 00:30:00", in: newYork) == "2026-11-01 01:00:00 -05:00")
    }

    @Test func shortMonthsAndLeapYearsClampToTheLastDay() {
        let utc = Self.calendar("UTC")
        #expect(adding(1, .months, to: "2026-01-31 08:00:00", in: utc) == "2026-02-28 08:00:00 +00:00")
        #expect(adding(1, .months, to: "2024-01-31 08:00:00", in: utc) == "2024-02-29 08:00:00 +00:00")
        #expect(adding(1, .years, to: "2024-02-29 08:00:00", in: utc) == "2025-02-28 08:00:00 +00:00")
        #expect(adding(4, .years, to: "2024-02-29 08:00:00", in: utc) == "2028-02-29 08:00:00 +00:00")
        #expect(adding(-1, .months, to: "2026-03-31 08:00:00", in: utc) == "2026-02-28 08:00:00 +00:00")
        #expect(adding(1.5, .hours, to: "2026-03-31 08:00:00", in: utc) == "2026-03-31 09:30:00 +00:00")
    }

    @Test func resultsOutsideYearsOneTo9999AreRefusedAndAmountsChecked() {
        let utc = Self.calendar("UTC")
        #expect(adding(8000, .years, to: "2026-01-01 00:00:00", in: utc) == nil)
        #expect(adding(-3000, .years, to: "2026-01-01 00:00:00", in: utc) == nil)
        #expect(DateArithmetic.problem(amount: 1.5, unit: .days) == "1.5 is not a whole number of days")
        #expect(DateArithmetic.problem(amount: 1.5, unit: .hours) == nil)
        #expect(
            DateArithmetic.problem(amount: .infinity, unit: .seconds)
                == "must be a number of at most 1000000000 seconds")
        #expect(DateArithmetic.problem(amount: -2e9, unit: .days) == "must be a number of at most 1000000000 days")
    }

    @Test func startsOfPeriodsAndTheWeekFollowsTheLocale() {
        let berlin = Self.calendar("Europe/Berlin", "en_US")
        let thursday = Self.date("2026-11-26 16:04:05", berlin)
        func start(_ period: DateArithmetic.Period, _ calendar: Calendar) -> String? {
            Self.text(DateArithmetic.start(of: period, for: thursday, in: calendar), calendar)
        }
        #expect(start(.startOfMinute, berlin) == "2026-11-26 16:04:00 +01:00")
        #expect(start(.startOfHour, berlin) == "2026-11-26 16:00:00 +01:00")
        #expect(start(.startOfDay, berlin) == "2026-11-26 00:00:00 +01:00")
        #expect(start(.startOfMonth, berlin) == "2026-11-01 00:00:00 +01:00")
        #expect(start(.startOfYear, berlin) == "2026-01-01 00:00:00 +01:00")
        // en_US weeks start on Sunday, de_DE weeks on Monday.
        #expect(start(.startOfWeek, berlin) == "2026-11-22 00:00:00 +01:00")
        #expect(start(.startOfWeek, Self.calendar("Europe/Berlin", "de_DE")) == "2026-11-23 00:00:00 +01:00")
    }

    @Test func timeBetweenIsSignedAndCountsWholeUnitsTowardZero() {
        let berlin = Self.calendar("Europe/Berlin")
        func between(_ a: String, _ b: String, _ unit: DateArithmetic.Unit) -> Int {
            DateArithmetic.units(unit, from: Self.date(a, berlin), to: Self.date(b, berlin), in: berlin)
        }
        // The 23-hour day of the DST change is one calendar day.
        #expect(between("2026-03-28 10:00:00", "2026-03-29 10:00:00", .days) == 1)
        #expect(between("2026-03-28 10:00:00", "2026-03-29 10:00:00", .hours) == 23)
        #expect(between("2026-03-29 10:00:00", "2026-03-28 10:00:00", .days) == -1)
        #expect(between("2026-11-26 09:00:00", "2026-11-26 10:59:59", .hours) == 1)
        #expect(between("2026-11-26 10:59:59", "2026-11-26 09:00:00", .hours) == -1)
        #expect(between("2026-11-26 09:00:00", "2026-11-26 09:00:59", .minutes) == 0)
        #expect(between("2026-11-26 09:00:00", "2026-12-25 00:00:00", .days) == 28)
        #expect(between("2026-11-26 09:00:00", "2026-12-25 00:00:00", .weeks) == 4)
        // As adding counts: 29 Feb + 1 year is 28 Feb, and 31 Jan + 1 month is 28 Feb.
        #expect(between("2024-02-29 00:00:00", "2025-02-28 00:00:00", .years) == 1)
        #expect(between("2024-03-01 00:00:00", "2025-02-28 00:00:00", .years) == 0)
        #expect(between("2024-02-29 00:00:00", "2028-02-29 00:00:00", .years) == 4)
        #expect(between("2026-01-31 00:00:00", "2026-02-28 00:00:00", .months) == 1)
        #expect(between("2026-01-31 00:00:00", "2026-02-27 00:00:00", .months) == 0)
        #expect(between("2026-01-01 00:00:00", "2026-01-01 00:01:30", .seconds) == 90)
    }
}

/// Which locale the environment names for the date actions.
@Suite struct DateLocaleTests {
    @Test func lcAllThenLCTimeThenLANGDecide() {
        #expect(DateLocale.locale(["LANG": "de_DE.UTF-8"]).identifier == "de_DE")
        #expect(DateLocale.locale(["LANG": "de_DE.UTF-8", "LC_ALL": "en_GB.UTF-8"]).identifier == "en_GB")
        #expect(DateLocale.locale(["LANG": "de_DE", "LC_TIME": "fr_FR.UTF-8@euro"]).identifier == "fr_FR")
        #expect(DateLocale.locale(["LANG": "C"]) == .current)
        #expect(DateLocale.locale([:]) == .current)
    }
}
