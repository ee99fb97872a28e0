import Foundation

/// The date form the encoder writes, `2024-05-01T09:00:00Z`, read without Foundation's general
/// ISO 8601 parser: a file of date actions has a date per action, and creating and running the
/// parse style cost about 2 µs each (4 % of reading such a file).
enum FastISODate {
    /// The date of `yyyy-MM-ddTHH:mm:ssZ` with a year from 1900 to 9999 and every field in its
    /// range; `nil` for anything else (other years, offsets, leap seconds, `2024-02-30`), which
    /// the caller hands to the general parser, so that what is accepted and what it means do not
    /// change. Years before 1900 are left to it for its calendar's switch from the Julian one.
    static func date(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { utf8 -> Date? in
            guard utf8.count == 20, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"),
                utf8[10] == UInt8(ascii: "T"), utf8[13] == UInt8(ascii: ":"), utf8[16] == UInt8(ascii: ":"),
                utf8[19] == UInt8(ascii: "Z")
            else { return nil }
            func number(_ start: Int, _ length: Int) -> Int? {
                var value = 0
                for offset in start..<start + length {
                    let digit = Int(utf8[offset]) - Int(UInt8(ascii: "0"))
                    guard (0...9).contains(digit) else { return nil }
                    value = value * 10 + digit
                }
                return value
            }
            guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
                let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
                (1900...9999).contains(year), (1...12).contains(month), day >= 1,
                day <= daysIn(month: month, year: year), hour < 24, minute < 60, second < 60
            else { return nil }
            let days = daysSinceEpoch(year: year, month: month, day: day)
            return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 + second))
        }
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the date in the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil`).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = y / 400 // years here are positive
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
