import Foundation
import Synchronization

/// Format Date's formatters, made once for each form, time zone and locale and kept: making a
/// `DateFormatter` (its ICU formatter, the locale's symbols) costs about forty times as much as
/// formatting a date with it, and a loop formats with the same one over and over.
enum DateFormatterCache {
    /// What a formatter is made for: a pattern, or a date and a time style.
    struct Key: Hashable {
        var pattern: String?
        var dateStyle: UInt = 0
        var timeStyle: UInt = 0
        var timeZone: TimeZone
        var locale: Locale
    }

    /// More forms than a run uses: past this, the cache starts again empty.
    static let maximumCount = 32

    /// Formatters are used under the lock too: one formatter is not to be used by two threads
    /// at once.
    private static let formatters = Mutex<[Key: DateFormatter]>([:])

    /// `date` written by the formatter for `key`, made and kept the first time.
    static func string(_ date: Date, _ key: Key) -> String {
        formatters.withLock { cache in
            if let formatter = cache[key] { return formatter.string(from: date) }
            let formatter = DateFormatter()
            formatter.locale = key.locale
            formatter.timeZone = key.timeZone
            if let pattern = key.pattern {
                formatter.dateFormat = pattern
            } else {
                formatter.dateStyle = DateFormatter.Style(rawValue: key.dateStyle) ?? .none
                formatter.timeStyle = DateFormatter.Style(rawValue: key.timeStyle) ?? .none
            }
            if cache.count >= maximumCount { cache.removeAll() }
            cache[key] = formatter
            return formatter.string(from: date)
        }
    }
}
