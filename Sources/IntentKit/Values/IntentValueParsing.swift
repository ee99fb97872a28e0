import Foundation
import JSONCore
import Synchronization

/// Reads a value of a given kind from text a person typed.
package enum IntentValueParsing {
    /// Why text could not be read as a value; the message completes "the answer …".
    package struct Failure: Error, Sendable {
        package var message: String
    }

    /// The value `text` denotes for `kind`.
    ///
    /// Numbers accept `3`, `2.5` and `1,5`; booleans `yes/no/true/false/on/off/y/n/1/0`; dates
    /// ISO 8601, `2024-05-01`, `2024-05-01 09:30`, `today`, `tomorrow`, `yesterday`; URLs need a
    /// scheme; enum cases match their raw value or display title; entities match an option's
    /// title, then the query's string search. A list takes comma-separated items.
    package static func parse(_ text: String, as kind: IntentValueKind, options: [PromptOption] = [])
        async throws(Failure) -> any Sendable
    {
        // No number, yes/no, date or URL is thousands of characters long: refused before any
        // work that walks the text (a 50 MB answer is refused at once).
        if text.utf8.count > maximumScalarLength, let name = scalarName(kind) {
            throw Failure(message: "'\(IntentValueText.excerpt(text))' is not \(name)")
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if case .array(let element) = kind {
            var items: [any Sendable] = []
            for part in trimmed.split(separator: ",") where !part.trimmingCharacters(in: .whitespaces).isEmpty {
                items.append(try await parse(String(part), as: element, options: options))
            }
            return items
        }
        if let match = options.first(where: { $0.title.caseInsensitiveCompare(trimmed) == .orderedSame }) {
            return match.value
        }
        switch kind {
        case .string:
            return text
        case .integer:
            guard let v = Int(trimmed) else {
                let tooLarge = Double(trimmed).map { $0.isFinite && $0 == $0.rounded() && abs($0) >= 9e18 } ?? false
                throw Failure(
                    message:
                        "'\(IntentValueText.excerpt(trimmed))' is \(tooLarge ? "too large a number" : "not a whole number")"
                )
            }
            return v
        case .double:
            // Swift reads "inf", "nan" and 1e999 as numbers; no one means them, and Decimal traps on infinity.
            guard let v = NumberText.double(trimmed) else {
                throw Failure(message: "'\(IntentValueText.excerpt(trimmed))' is not a number")
            }
            return v
        case .decimal:
            // Decimal(string:) reads "-inf" as 0; what Double does not read as a finite number is not one.
            guard let normalized = NumberText.plain(trimmed), Double(normalized)?.isFinite == true,
                let v = Decimal(string: normalized, locale: Locale(identifier: "en_US_POSIX")), !v.isNaN
            else {
                throw Failure(message: "'\(IntentValueText.excerpt(trimmed))' is not a number")
            }
            return v
        case .boolean:
            switch trimmed.lowercased() {
            case "yes", "y", "true", "on", "1": return true
            case "no", "n", "false", "off", "0": return false
            default: throw Failure(message: "'\(IntentValueText.excerpt(trimmed))' is not yes or no")
            }
        case .date:
            guard let date = parseDate(trimmed) else {
                throw Failure(
                    message:
                        "'\(IntentValueText.excerpt(trimmed))' is not a date (try 2024-05-01, 2024-05-01 09:30 or tomorrow)"
                )
            }
            return date
        case .url:
            guard let url = URL(string: trimmed), url.scheme != nil else {
                throw Failure(
                    message: "'\(IntentValueText.excerpt(trimmed))' is not a URL (it needs a scheme such as https://)")
            }
            return url
        case .enumeration(let type):
            if let value = type.anyCases.first(where: {
                $0.storedValue.caseInsensitiveCompare(trimmed) == .orderedSame
                    || $0.caseDisplayRepresentation.title.localizedString.caseInsensitiveCompare(trimmed)
                        == .orderedSame
            }) {
                return value
            }
            let names = type.anyCases.map { $0.caseDisplayRepresentation.title.localizedString }
            throw Failure(
                message:
                    "'\(IntentValueText.excerpt(trimmed))' is not one of: \(IntentValueText.excerpt(names.joined(separator: ", "), limit: 200))"
            )
        case .entity(let type):
            let found: [any AppEntity]
            do { found = try await type.searchEntities(trimmed) ?? [] } catch {
                throw Failure(message: "could not be searched: \(IntentRunError.message(for: error))")
            }
            let exact = found.filter {
                $0.displayRepresentation.title.localizedString.caseInsensitiveCompare(trimmed) == .orderedSame
            }
            if exact.count == 1 { return exact[0] }
            if found.count == 1 { return found[0] }
            let typeName = type.typeDisplayRepresentation.name.localizedString
            throw Failure(
                message: found.isEmpty ? "matches no \(typeName)" : "matches \(found.count) \(typeName) items; pick one"
            )
        case .transientEntity:
            throw Failure(message: "cannot be typed; it is made by an action")
        case .currency:
            guard let amount = IntentCurrencyAmount.parse(trimmed) else {
                throw Failure(
                    message:
                        "'\(IntentValueText.excerpt(trimmed))' is not an amount of money (a number and a currency code, such as 12.50 EUR)"
                )
            }
            return amount
        case .person:
            guard let person = IntentPerson.parse(trimmed) else {
                throw Failure(
                    message:
                        "'\(IntentValueText.excerpt(trimmed))' is not a person (a name, an email address or a phone number, such as Ada Lovelace <ada@example.com>)"
                )
            }
            return person
        case .measurement(let dimension):
            // A bare number stays a number: the parameter reads it in its own default unit.
            if let number = NumberText.double(trimmed) { return number }
            guard let amount = IntentMeasurement.parse(trimmed, in: dimension) else {
                throw Failure(
                    message:
                        "'\(IntentValueText.excerpt(trimmed))' is not \(ValueType.measurement(dimension).readableName) "
                        + "(a number and a unit, such as \(IntentMeasurement(value: 5, unit: dimension.standardUnit)))")
            }
            return amount
        case .array:
            fatalError("handled above")
        }
    }

    /// The longest text read as a number, yes or no, a date or a URL.
    static let maximumScalarLength = 4_096

    /// "a number", for kinds whose values are short; `nil` for the others.
    private static func scalarName(_ kind: IntentValueKind) -> String? {
        switch kind {
        case .integer: "a whole number"
        case .double, .decimal: "a number"
        case .boolean: "yes or no"
        case .date: "a date"
        case .url: "a URL"
        default: nil
        }
    }

    /// Parses the date forms ``parse(_:as:options:)`` accepts, in the current time zone:
    /// ISO 8601, `2024-05-01`, `2024-05-01 09:30`, and relative forms — `now`, `today`,
    /// `tomorrow`, `yesterday` or a weekday (the next one), each optionally followed by a time
    /// (`tomorrow 9:00`, `friday 5pm`), `in 3 days` / `in 2 hours` / `in 1 week` / `in 1 year`,
    /// and the same back in time, `3 days ago` / `1 year ago` (`a year ago`, `an hour ago`).
    package static func parseDate(_ text: String, now: Date = Date(), calendar: Calendar = .current) -> Date? {
        // "Today, 22:00" and "tomorrow at 9:00", as relative date styles write them, read as
        // "today 22:00" and "tomorrow 9:00".
        let words = text.lowercased().replacingOccurrences(of: ",", with: " ").split(separator: " ").map(String.init)
            .filter { $0 != "at" }
        if let relative = relativeDate(words, now: now, calendar: calendar) { return relative }
        if let fields = PlainDateText.components(text) { return calendar.date(from: fields) }
        return formattedDate(text, calendar: calendar)
    }

    /// `text` read by Foundation's formatters: ISO 8601, then the plain forms.
    static func formattedDate(_ text: String, calendar: Calendar) -> Date? {
        if let iso = ISODate.parse(text) { return iso }
        // Read in UTC, which has no DST gaps, so the formatter refuses only impossible dates
        // (2026-02-30); then placed in the calendar's time zone, where a wall-clock time that a
        // DST change skips (02:30 on the spring-forward night) moves forward, as a clock does.
        let utc = DateReaders.utc
        for index in DateReaders.formats.indices {
            guard let read = DateReaders.shared.withLock({ $0.fixed[index].date(from: text) }) else { continue }
            var fields = Calendar(identifier: .gregorian)
            fields.timeZone = utc
            var components = fields.dateComponents([.year, .month, .day, .hour, .minute, .second], from: read)
            components.calendar = nil
            components.timeZone = nil
            return calendar.date(from: components)
        }
        // Last, the styles a date is shown in here ("7 Dec 2026 at 7:14", Format Date's Medium
        // and Short), so a date that became text reads back as the date it was.
        return DateReaders.shared.withLock { readers in
            readers.styled.lazy.compactMap { formatter in
                formatter.timeZone = calendar.timeZone
                return formatter.date(from: text)
            }.first
        }
    }

    private static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    private static func relativeDate(_ words: [String], now: Date, calendar: Calendar) -> Date? {
        guard let first = words.first else { return nil }
        // Past a hundred thousand units, Foundation's calendar arithmetic gives dates it cannot print.
        func amount(_ word: String) -> Int? {
            if word == "a" || word == "an" { return 1 }
            return Int(word).flatMap { (0...100_000).contains($0) ? $0 : nil }
        }
        func unit(_ word: String) -> Calendar.Component? {
            switch word {
            case "second", "seconds": .second
            case "minute", "minutes": .minute
            case "hour", "hours": .hour
            case "day", "days": .day
            case "week", "weeks": .weekOfYear
            case "month", "months": .month
            case "year", "years": .year
            default: nil
            }
        }
        if first == "in", words.count == 3, let count = amount(words[1]), let unit = unit(words[2]) {
            return calendar.date(byAdding: unit, value: count, to: now)
        }
        if words.count == 3, words[2] == "ago", let count = amount(first), let unit = unit(words[1]) {
            return calendar.date(byAdding: unit, value: -count, to: now)
        }
        let today = calendar.startOfDay(for: now)
        // A time alone is today at that time, as Apple's Shortcuts reads it ("06:30", "7pm"); a
        // bare number is not a time.
        if words.count == 1, first.contains(":") || first.hasSuffix("am") || first.hasSuffix("pm"),
            let (hour, minute) = time(first)
        {
            return calendar.date(bySettingHour: hour, minute: minute, second: 0, of: today)
        }
        let day: Date?
        switch first {
        case "now": return words.count == 1 ? now : nil
        case "today": day = today
        case "tomorrow": day = calendar.date(byAdding: .day, value: 1, to: today)
        case "yesterday": day = calendar.date(byAdding: .day, value: -1, to: today)
        default:
            guard let weekday = weekdays.firstIndex(of: first) else { return nil }
            let current = calendar.component(.weekday, from: today) - 1
            let ahead = (weekday - current + 7) % 7
            day = calendar.date(byAdding: .day, value: ahead == 0 ? 7 : ahead, to: today)
        }
        guard let day else { return nil }
        guard words.count > 1 else { return day }
        guard words.count == 2, let (hour, minute) = time(words[1]) else { return nil }
        return calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day)
    }

    /// `9:30`, `17:05`, `9am`, `5pm`, `12:15pm`.
    private static func time(_ text: String) -> (Int, Int)? {
        var body = text
        var offset = 0
        if body.hasSuffix("am") || body.hasSuffix("pm") {
            offset = body.hasSuffix("pm") ? 12 : 0
            body.removeLast(2)
        }
        let parts = body.split(separator: ":")
        guard (1...2).contains(parts.count), let hour = Int(parts[0]) else { return nil }
        let minute = parts.count == 2 ? Int(parts[1]) : 0
        guard let minute, (0..<60).contains(minute) else { return nil }
        var h = hour
        if text.hasSuffix("am") || text.hasSuffix("pm") {
            guard (1...12).contains(hour) else { return nil }
            h = hour % 12 + offset
        }
        guard (0..<24).contains(h) else { return nil }
        return (h, minute)
    }
}

/// The formatters ``IntentValueParsing/parseDate(_:now:calendar:)`` reads with, made once:
/// making an ICU formatter costs tens of microseconds, more than reading with it, and the
/// validator reads every constant text of Get Dates from Input in a file (a file of them took
/// 27 µs an action). Formatters are not safe to share between threads, hence the lock.
private struct DateReaders {
    static let utc = TimeZone(identifier: "UTC") ?? .current
    static let formats = ["yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd"]
    static let shared = Mutex(DateReaders())

    /// The current locale's date styles, with and without a time.
    lazy var styled: [DateFormatter] = {
        let dates: [DateFormatter.Style] = [.short, .medium, .long, .full]
        let times: [DateFormatter.Style] = [.none, .short, .medium]
        return dates.flatMap { date in
            times.map { time in
                let formatter = DateFormatter()
                formatter.dateStyle = date
                formatter.timeStyle = time
                return formatter
            }
        }
    }()

    let fixed: [DateFormatter] = DateReaders.formats.map { format in
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = DateReaders.utc
        formatter.dateFormat = format
        return formatter
    }
}
