import Foundation

/// The plain forms of ``IntentValueParsing/parseDate(_:now:calendar:)`` read digit by digit:
/// `2024-05-01`, `2024-05-01 09:30`, `2024-05-01 09:30:15` and `2024-05-01T09:30`. Reading one
/// with Foundation's formatters costs tens of microseconds (the ISO 8601 one is tried first and
/// fails, then one fixed format after another), and the validator reads every constant text of
/// Get Dates from Input in a file.
enum PlainDateText {
    /// The fields of `text` when it is one of the plain forms with every field in its range and
    /// a year from 1900 to 9999; `nil` for anything else, which the formatters read as before.
    /// None of these forms has a time zone, so the ISO 8601 formatter refuses them all.
    static func components(_ text: String) -> DateComponents? {
        var text = text
        return text.withUTF8 { utf8 -> DateComponents? in
            guard [10, 16, 19].contains(utf8.count), utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-")
            else { return nil }
            func number(_ start: Int) -> Int? {
                let high = Int(utf8[start]) - 48
                let low = Int(utf8[start + 1]) - 48
                guard (0...9).contains(high), (0...9).contains(low) else { return nil }
                return high * 10 + low
            }
            guard let century = number(0), let decade = number(2), let month = number(5), let day = number(8)
            else { return nil }
            let year = century * 100 + decade
            guard (1900...9999).contains(year), (1...12).contains(month), day >= 1,
                day <= daysIn(month: month, year: year)
            else { return nil }
            var fields = DateComponents(year: year, month: month, day: day, hour: 0, minute: 0, second: 0)
            guard utf8.count > 10 else { return fields }
            // `T` goes with hours and minutes only, as the formats do.
            let separator = utf8[10]
            guard separator == UInt8(ascii: " ") || (separator == UInt8(ascii: "T") && utf8.count == 16),
                utf8[13] == UInt8(ascii: ":"), let hour = number(11), let minute = number(14), hour < 24, minute < 60
            else { return nil }
            fields.hour = hour
            fields.minute = minute
            guard utf8.count == 19 else { return fields }
            guard utf8[16] == UInt8(ascii: ":"), let second = number(17), second < 60 else { return nil }
            fields.second = second
            return fields
        }
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
