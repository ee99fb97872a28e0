import Foundation
import IntentKit

/// Calendar arithmetic for the date actions (Adjust Date, Get Time Between Dates), in one
/// calendar: the person's time zone (`TZ` is honoured, as `TimeZone.current` reads it) and their
/// locale's first weekday (``DateLocale``, from `LC_ALL` / `LANG`: Sunday for en_US, Monday for
/// de_DE and en_GB).
///
/// Every function takes the calendar, so tests pin the time zone without touching the process.
package enum DateArithmetic {
    /// A unit of Adjust Date and Get Time Between Dates, by the word a file writes.
    package enum Unit: String, CaseIterable, Sendable {
        case seconds, minutes, hours, days, weeks, months, years

        /// "days", as a menu and the sentence show it ("Add 1 days to Date", "… in days").
        package var title: String { rawValue }

        var component: Calendar.Component {
            switch self {
            case .seconds: .second
            case .minutes: .minute
            case .hours: .hour
            case .days: .day
            case .weeks: .weekOfYear
            case .months: .month
            case .years: .year
            }
        }

        /// The exact length in seconds of units that do not depend on the calendar.
        var seconds: Double? {
            switch self {
            case .seconds: 1
            case .minutes: 60
            case .hours: 3600
            default: nil
            }
        }
    }

    /// A period Adjust Date starts at, by the word a file writes (`startOfDay`).
    package enum Period: String, CaseIterable, Sendable {
        case startOfMinute, startOfHour, startOfDay, startOfWeek, startOfMonth, startOfYear

        /// "Get Start of Day".
        package var title: String {
            "Get Start of " + String(rawValue.dropFirst("startOf".count))
        }

        var component: Calendar.Component {
            switch self {
            case .startOfMinute: .minute
            case .startOfHour: .hour
            case .startOfDay: .day
            case .startOfWeek: .weekOfYear
            case .startOfMonth: .month
            case .startOfYear: .year
            }
        }
    }

    /// The calendar the date actions count in: Gregorian, in the current time zone, with the
    /// current locale's first weekday.
    package static func calendar(timeZone: TimeZone = .current, locale: Locale = DateLocale.current) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }

    /// The years a result may fall in: past them Foundation gives dates it cannot print.
    package static let years = 1...9999

    /// The largest amount Adjust Date adds (a billion: more than any unit needs to leave `years`).
    static let maximumAmount = 1e9

    /// Why `amount` cannot be added in `unit`, `nil` if it can: calendar units need whole numbers.
    package static func problem(amount: Double, unit: Unit) -> String? {
        guard amount.isFinite, abs(amount) <= maximumAmount else {
            return "must be a number of at most \(Int(maximumAmount)) \(unit.rawValue)"
        }
        if unit.seconds == nil, amount != amount.rounded() {
            return "\(IntentValueText.title(of: amount)) is not a whole number of \(unit.rawValue)"
        }
        return nil
    }

    /// `date` moved by `amount` units: seconds, minutes and hours are exact lengths of time;
    /// days, weeks, months and years keep the wall-clock time across a DST change, and a day
    /// that the month lacks becomes its last (Jan 31 + 1 month = Feb 28, or 29 in a leap year).
    /// `nil` when the result leaves the years 1 to 9999.
    package static func adding(_ amount: Double, _ unit: Unit, to date: Date, in calendar: Calendar) -> Date? {
        let result: Date?
        if let seconds = unit.seconds {
            result = date.addingTimeInterval(amount * seconds)
        } else {
            result = calendar.date(byAdding: unit.component, value: Int(amount), to: date)
        }
        return result.flatMap { inRange($0, calendar) ? $0 : nil }
    }

    /// The start of the minute, hour, day, week (the locale's first weekday), month or year
    /// `date` is in.
    package static func start(of period: Period, for date: Date, in calendar: Calendar) -> Date? {
        if period == .startOfDay { return calendar.startOfDay(for: date) }
        return calendar.dateInterval(of: period.component, for: date)?.start
    }

    /// The whole units from `start` to `end`, negative when `end` is earlier, counted toward
    /// zero: from 9:00 to 10:59 is 1 hour; a calendar day across a DST change is 1 day.
    package static func units(_ unit: Unit, from start: Date, to end: Date, in calendar: Calendar) -> Int {
        if let seconds = unit.seconds {
            let whole = (end.timeIntervalSince(start) / seconds).rounded(.towardZero)
            return Int(exactly: whole) ?? (whole < 0 ? Int.min : Int.max)
        }
        return calendar.dateComponents([unit.component], from: start, to: end).value(for: unit.component) ?? 0
    }

    private static func inRange(_ date: Date, _ calendar: Calendar) -> Bool {
        let components = calendar.dateComponents([.era, .year], from: date)
        return components.era == 1 && years.contains(components.year ?? 0)
    }
}
