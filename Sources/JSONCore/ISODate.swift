import Foundation

/// Dates in JSON text (shortcut files, the app protocol): ISO 8601 in UTC, with fractional
/// seconds only when there are some.
///
/// Whole-second dates in years 1583…9999 (every date a search result carries, in practice) are
/// written and read digit by digit (before 1583 the format style counts in the Julian calendar): `ISO8601FormatStyle` took several microseconds a date, a
/// tenth of an answer of 50 entities with two dates each. Anything else goes through the
/// format style, which stays the reference (`ISODateTests` compares the two).
package enum ISODate {
    private static let whole = Date.ISO8601FormatStyle()
    private static let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    package static func format(_ date: Date) -> String {
        let seconds = date.timeIntervalSinceReferenceDate
        guard seconds == seconds.rounded(.down) else { return fractional.format(date) }
        return formatWhole(seconds: date.timeIntervalSince1970) ?? whole.format(date)
    }

    package static func parse(_ text: String) -> Date? {
        if let date = parseWhole(text) { return date }
        return (try? whole.parse(text)) ?? (try? fractional.parse(text))
    }

    // MARK: Digit by digit

    private static let secondsPerDay: Int64 = 86_400
    /// 1583-01-01 (the first whole year of the Gregorian calendar) and 10000-01-01 as days
    /// since 1970-01-01.
    private static let firstDay: Int64 = -141_349
    private static let endDay: Int64 = 2_932_897

    /// `YYYY-MM-DDTHH:MM:SSZ` for a whole number of seconds since 1970, or `nil` outside years 1583…9999.
    package static func formatWhole(seconds: Double) -> String? {
        guard seconds.isFinite, abs(seconds) < 1e12 else { return nil }
        let total = Int64(seconds)
        let days = total >= 0 ? total / secondsPerDay : (total - secondsPerDay + 1) / secondsPerDay
        guard days >= firstDay, days < endDay else { return nil }
        let time = Int(total - days * secondsPerDay)
        let (year, month, day) = civil(fromDays: days)
        var out = [UInt8](repeating: 0, count: 20)
        func put(_ value: Int, _ at: Int, _ width: Int) {
            var value = value
            for i in stride(from: at + width - 1, through: at, by: -1) {
                out[i] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
        }
        put(year, 0, 4)
        out[4] = UInt8(ascii: "-")
        put(month, 5, 2)
        out[7] = UInt8(ascii: "-")
        put(day, 8, 2)
        out[10] = UInt8(ascii: "T")
        put(time / 3600, 11, 2)
        out[13] = UInt8(ascii: ":")
        put(time / 60 % 60, 14, 2)
        out[16] = UInt8(ascii: ":")
        put(time % 60, 17, 2)
        out[19] = UInt8(ascii: "Z")
        return String(decoding: out, as: UTF8.self)
    }

    /// Reads exactly `YYYY-MM-DDTHH:MM:SSZ` with every field in range and a year from 1583 to 9999;
    /// `nil` for anything else (which the format style then reads, or refuses). The one fast
    /// reader of that form: the shortcut format's dates are read by it too.
    package static func parseWhole(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                bytes[19] == UInt8(ascii: "Z")
            else { return nil }
            func number(_ at: Int, _ width: Int) -> Int? {
                var value = 0
                for i in at..<(at + width) {
                    let digit = Int(bytes[i]) - 48
                    guard digit >= 0, digit <= 9 else { return nil }
                    value = value * 10 + digit
                }
                return value
            }
            guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
                let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
                year >= 1583, (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
                hour < 24, minute < 60, second < 60
            else { return nil }
            let days = Self.days(year: year, month: month, day: day)
            let seconds = days * secondsPerDay + Int64(hour * 3600 + minute * 60 + second)
            return Date(timeIntervalSince1970: Double(seconds))
        }
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // Howard Hinnant's days_from_civil and civil_from_days (proleptic Gregorian calendar).
    private static func days(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let m = Int64(month)
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    private static func civil(fromDays days: Int64) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }
}
