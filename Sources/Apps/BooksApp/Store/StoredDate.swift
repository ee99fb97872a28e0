import Foundation
import GRDB

/// Reads the dates GRDB stores, `YYYY-MM-DD HH:MM:SS.SSS` in UTC, without a `Calendar`.
///
/// GRDB parses them into date components and asks a UTC `Calendar` for the date; creating that
/// calendar (ICU) and the per-row component arithmetic were about 5 % of a short run's Find.
/// The text has one fixed layout, so the date is plain arithmetic on its digits. Any other
/// form GRDB accepts (a date alone, a time zone, a Julian day number) goes to GRDB.
enum StoredDate {
    /// The date in `row`'s column; `nil` when it is NULL.
    static func decode(_ row: Row, _ column: String) throws -> Date? {
        if let text = try row.decode(String?.self, forColumn: column), let date = parse(text) { return date }
        return try row.decode(Date?.self, forColumn: column)
    }

    /// The date in `row`'s column, which must have one (GRDB's error otherwise).
    static func decode(_ row: Row, _ column: String) throws -> Date {
        if let text = try row.decode(String?.self, forColumn: column), let date = parse(text) { return date }
        return try row.decode(Date.self, forColumn: column)
    }

    /// The date in the column at `index` of `row`; `nil` when it is NULL.
    static func decode(_ row: Row, atIndex index: Int) throws -> Date? {
        if let text = try row.decode(String?.self, atIndex: index), let date = parse(text) { return date }
        return try row.decode(Date?.self, atIndex: index)
    }

    /// The date in the column at `index` of `row`, which must have one (GRDB's error otherwise).
    static func decode(_ row: Row, atIndex index: Int) throws -> Date {
        if let text = try row.decode(String?.self, atIndex: index), let date = parse(text) { return date }
        return try row.decode(Date.self, atIndex: index)
    }

    /// The date of `YYYY-MM-DD HH:MM:SS.SSS` (UTC), or `nil` for any other text.
    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == 23, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x20, bytes[13] == 0x3A,
                bytes[16] == 0x3A, bytes[19] == 0x2E
            else { return nil }
            func number(_ start: Int, _ count: Int) -> Int? {
                var value = 0
                for index in start..<start + count {
                    let digit = Int(bytes[index]) - 0x30
                    guard digit >= 0, digit <= 9 else { return nil }
                    value = value * 10 + digit
                }
                return value
            }
            guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
                let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
                let millisecond = number(20, 3), (1...12).contains(month), (1...31).contains(day), hour < 24,
                minute < 60, second < 60
            else { return nil }
            let days = daysFromCivil(year: year, month: month, day: day)
            let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
            // From the reference date, as `Date` stores it (and as GRDB's calendar arrives at it),
            // so both readings give the same `Double`, to the last bit.
            return Date(timeIntervalSinceReferenceDate: Double(seconds - 978_307_200) + Double(millisecond) / 1_000)
        }
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil`).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
