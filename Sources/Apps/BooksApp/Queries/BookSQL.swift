import Foundation
import GRDB

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

/// The SQL each text comparator becomes. Text comparisons ignore case, as Find does in
/// Shortcuts; fragments of three or more characters go through the trigram index.
enum BookSQL {
    static func equal(_ column: String, _ value: String) -> BookFilter {
        BookFilter(Column(column).collating(.nocase) == value)
    }

    static func notEqual(_ column: String, _ value: String) -> BookFilter {
        BookFilter(Column(column).collating(.nocase) != value)
    }

    static func prefix(_ column: String, _ value: String) -> BookFilter {
        BookFilter(Column(column).like(escapeLike(value) + "%", escape: "\\"))
    }

    /// A phrase of trigrams is a substring: `title : "river"` finds every title containing
    /// "river", in any case, from the index alone.
    static func contains(_ column: String, _ value: String) -> BookFilter {
        guard value.count >= 3 else { return BookFilter(Column(column).like("%" + escapeLike(value) + "%", escape: "\\")) }
        let pattern = column + " : \"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        let sql: SQL = "id IN (SELECT rowid FROM book_search WHERE book_search MATCH \(pattern))"
        return BookFilter(sql.sqlExpression, searchPattern: pattern)
    }

    /// Ends-with has no full-text form; the trigram index still narrows a LIKE.
    static func suffix(_ column: String, _ value: String) -> BookFilter {
        let pattern = "%" + escapeLike(value)
        guard value.count >= 3 else { return BookFilter(Column(column).like(pattern, escape: "\\")) }
        let sql: SQL = "id IN (SELECT rowid FROM book_search WHERE \(SQL(sql: column)) LIKE \(pattern) ESCAPE '\\')"
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
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
    }
}

/// The picker's search: ranked fragments of titles and authors.
enum BookSearch {
    /// How many trigram matches are ranked; enough to fill a page with good matches without
    /// ranking every book that shares three letters with the query.
    static let candidates = 400

    static func search(_ text: String, limit: Int, in db: Database) throws -> [BookRecord] {
        let lowered = text.lowercased()
        // Titles that begin with the text, through the title index, come first.
        var results = try BookRecord.fetchAll(db, sql: """
            SELECT * FROM book WHERE title LIKE ? ESCAPE '\\' ORDER BY length(title), title LIMIT ?
            """, arguments: [BookSQL.escapeLike(text) + "%", limit])
        guard results.count < limit else { return results }
        var seen = Set(results.map(\.uuid))
        let others: [BookRecord]
        if text.count >= 3 {
            others = try BookRecord.fetchAll(db, sql: """
                SELECT book.* FROM book_search JOIN book ON book.id = book_search.rowid
                WHERE book_search MATCH ? LIMIT ?
                """, arguments: ["\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"", candidates])
        } else {
            others = try BookRecord.fetchAll(db, sql: """
                SELECT * FROM book WHERE title LIKE ? ESCAPE '\\' OR author LIKE ? ESCAPE '\\' LIMIT ?
                """, arguments: ["% " + BookSQL.escapeLike(text) + "%", BookSQL.escapeLike(text) + "%", candidates])
        }
        func rank(_ record: BookRecord) -> (Int, Int, String) {
            let title = record.title.lowercased()
            let tier = title == lowered ? 0
                : title.hasPrefix(lowered) ? 1
                : title.split(separator: " ").contains { $0.hasPrefix(lowered) } ? 2
                : record.author.lowercased().split(separator: " ").contains { $0.hasPrefix(lowered) } ? 3
                : 4
            return (tier, record.title.count, record.title)
        }
        for record in others.sorted(by: { rank($0) < rank($1) }) where !seen.contains(record.uuid) {
            seen.insert(record.uuid)
            results.append(record)
            if results.count == limit { break }
        }
        return results
    }
}
