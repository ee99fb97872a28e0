import Foundation

/// How Format Date writes a date: a date style and a time style, ISO 8601, RFC 2822, relative
/// to now, or a custom pattern (Unicode TR35, as Apple's custom format). Styles and relative
/// dates follow the person's locale (`LANG`), every form their time zone (`TZ`).
package enum DateFormatting {
    /// Format Date's Date Format choice, by the word a file writes.
    package enum Format: String, CaseIterable, Sendable {
        case none, short, medium, long, full, relative, iso8601, rfc2822, custom

        package var title: String {
            switch self {
            case .iso8601: "ISO 8601"
            case .rfc2822: "RFC 2822"
            default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
            }
        }

        /// The formats a Time Format goes with.
        package static let withTime: [Format] = [.none, .short, .medium, .long, .full, .relative]
    }

    /// Format Date's Time Format choice.
    package enum TimeFormat: String, CaseIterable, Sendable {
        case none, short, medium, long, full

        package var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// `date` written as `format` (with `time` for the styles, `pattern` for `custom`), in
    /// `timeZone` and `locale`; `now` is what Relative counts from.
    package static func string(
        _ date: Date, format: Format, time: TimeFormat, pattern: String, now: Date, timeZone: TimeZone,
        locale: Locale
    ) -> String {
        switch format {
        case .iso8601:
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = timeZone
            return formatter.string(from: date)
        case .rfc2822:
            return fixed("EEE, dd MMM yyyy HH:mm:ss Z", date, timeZone)
        case .custom:
            return DateFormatterCache.string(
                date, DateFormatterCache.Key(pattern: pattern, timeZone: timeZone, locale: locale))
        case .relative:
            let relative = relativeWords(date, now: now, timeZone: timeZone)
            guard time != .none else { return relative }
            return relative + ", " + styled(date, date: .none, time: style(time), timeZone, locale)
        case .none, .short, .medium, .long, .full:
            return styled(date, date: style(format), time: style(time), timeZone, locale)
        }
    }

    /// Why `pattern` is not a date format, `nil` if it is one: empty, a quote left open, or a
    /// letter outside quotes that is no pattern field (`"Q"` is a quarter, `"b"` a period of
    /// the day, `"i"` nothing: write literal words in single quotes, `'at'`).
    package static func problem(pattern: String) -> String? {
        guard !pattern.isEmpty else { return "is empty; write a pattern such as yyyy-MM-dd" }
        var quoted = false
        for character in pattern {
            if character == "'" {
                quoted.toggle()
                continue
            }
            guard !quoted, character.isASCII, character.isLetter else { continue }
            if !fieldLetters.contains(character) {
                return "'\(character)' is not a date field; put literal letters in single quotes ('\(character)')"
            }
        }
        return quoted ? "has a quote (') that is never closed" : nil
    }

    /// "in 3 days", "2 hours ago", "now": the largest whole calendar unit between `now` and
    /// `date`, in English (Foundation on Linux has no relative formatter).
    ///
    /// A future date is counted from a second before `now`: a date computed earlier in the run
    /// ("Current Date" plus 3 days) is a few milliseconds less than 3 days ahead by the time it
    /// is formatted, and counting whole units from `now` itself said "in 2 days".
    static func relativeWords(_ date: Date, now: Date, timeZone: TimeZone) -> String {
        let calendar = DateArithmetic.calendar(timeZone: timeZone)
        let now = date > now ? now.addingTimeInterval(-1) : now
        let units: [DateArithmetic.Unit] = [.years, .months, .weeks, .days, .hours, .minutes, .seconds]
        for unit in units {
            let count = DateArithmetic.units(unit, from: now, to: date, in: calendar)
            guard count != 0 else { continue }
            let name = abs(count) == 1 ? String(unit.rawValue.dropLast()) : unit.rawValue
            return count > 0 ? "in \(count) \(name)" : "\(-count) \(name) ago"
        }
        return "now"
    }

    /// The pattern letters of Unicode TR35 date formats.
    private static let fieldLetters = Set("GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx")

    private static func fixed(_ format: String, _ date: Date, _ timeZone: TimeZone) -> String {
        DateFormatterCache.string(
            date, DateFormatterCache.Key(pattern: format, timeZone: timeZone, locale: Locale(identifier: "en_US_POSIX"))
        )
    }

    private static func styled(
        _ date: Date, date dateStyle: DateFormatter.Style, time: DateFormatter.Style, _ timeZone: TimeZone,
        _ locale: Locale
    ) -> String {
        DateFormatterCache.string(
            date,
            DateFormatterCache.Key(
                dateStyle: dateStyle.rawValue, timeStyle: time.rawValue, timeZone: timeZone, locale: locale))
    }

    private static func style(_ format: Format) -> DateFormatter.Style {
        switch format {
        case .short: .short
        case .medium: .medium
        case .long: .long
        case .full: .full
        default: .none
        }
    }

    private static func style(_ time: TimeFormat) -> DateFormatter.Style {
        switch time {
        case .none: .none
        case .short: .short
        case .medium: .medium
        case .long: .long
        case .full: .full
        }
    }
}
