import Foundation
import GRDB
import IntentKit

/// What a Find row becomes: a SQL condition, and for "contains" the full-text pattern behind
/// it, which the query uses to choose its plan.
struct BookFilter: Sendable {
    let expression: SQLExpression
    /// The FTS5 pattern of a trigram "contains" condition.
    var searchPattern: String?

    init(_ expression: SQLExpression, searchPattern: String? = nil) {
        self.expression = expression
        self.searchPattern = searchPattern
    }
}

/// The SQL each text comparator becomes. Text is compared as Find compares it in Shortcuts and
/// in the runner's own filtering: folded (``TextFolding``: case, accents and width removed by
/// Unicode rules), through the folded columns `titleFolded` and `authorFolded`. Fragments of
/// three or more characters go through the trigram index, which holds the folded columns.
enum BookSQL {
    /// The folded column that stands for `column` in comparisons.
    static func folded(_ column: String) -> Column { Column(column + "Folded") }

    static func equal(_ column: String, _ value: String) -> BookFilter {
        BookFilter(folded(column) == TextFolding.fold(value))
    }

    static func notEqual(_ column: String, _ value: String) -> BookFilter {
        BookFilter(folded(column) != TextFolding.fold(value))
    }

    /// A range of the folded index: every text that begins with the folded prefix sorts at or
    /// after it and before it followed by the last code point.
    static func prefix(_ column: String, _ value: String) -> BookFilter {
        let start = TextFolding.fold(value)
        return BookFilter(folded(column) >= start && folded(column) < start + "\u{10FFFF}")
    }

    /// A phrase of trigrams is a substring: `titleFolded : "river"` finds every title
    /// containing "river", in any case and with any accents, from the index alone.
    static func contains(_ column: String, _ value: String) -> BookFilter {
        let text = TextFolding.fold(value)
        guard text.unicodeScalars.count >= 3 else {
            return BookFilter(folded(column).like("%" + escapeLike(text) + "%", escape: "\\"))
        }
        let pattern = column + "Folded : \"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        let sql: SQL = "id IN (SELECT rowid FROM book_search WHERE book_search MATCH \(pattern))"
        return BookFilter(sql.sqlExpression, searchPattern: pattern)
    }

    /// Ends-with has no full-text form; the trigram index still narrows a LIKE.
    static func suffix(_ column: String, _ value: String) -> BookFilter {
        let text = TextFolding.fold(value)
        let pattern = "%" + escapeLike(text)
        guard text.unicodeScalars.count >= 3 else { return BookFilter(folded(column).like(pattern, escape: "\\")) }
        let sql: SQL =
            "id IN (SELECT rowid FROM book_search WHERE \(SQL(sql: column + "Folded")) LIKE \(pattern) ESCAPE '\\')"
        return BookFilter(sql.sqlExpression)
    }

    /// The same calendar day (UTC), since dates are compared as days in Find rows.
    static func sameDay(_ column: String, _ value: Date) -> BookFilter {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.startOfDay(for: value)
        let end = calendar.date(byAdding: .day, value: 1, to: start)!
        return BookFilter(Column(column) >= start && Column(column) < end)
    }

    static func escapeLike(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
    }
}
