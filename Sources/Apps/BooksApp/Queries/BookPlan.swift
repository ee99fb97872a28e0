import Foundation
import GRDB
import Synchronization

/// Runs a Find's request, choosing between SQLite's plan and walking the sort index.
///
/// SQLite cannot tell how many rows a full-text match gives, so for `title contains "river"
/// … ORDER BY dateRead DESC LIMIT 10` it looks up every match and sorts them. When the fragment
/// is common, walking the `dateRead` index and stopping after ten matches is far cheaper. The
/// walk costs about `limit / density` rows and the lookups about `matches` rows, so the walk
/// wins when `matches² > limit × rows`; the match count is read with a bounded count, and the
/// choice is remembered (``BookPlanChoices``) for as long as the library keeps its size.
struct BookPlan {
    let request: QueryInterfaceRequest<BookRecord>
    let limit: Int?
    let sortIndex: String?
    let searchPatterns: [String]
    let choices: BookPlanChoices

    func fetch(_ db: Database) throws -> [BookRecord] {
        guard let limit, let sortIndex, !searchPatterns.isEmpty, try walkIsCheaper(limit: limit, db) else {
            return try request.fetchAll(db)
        }
        let prepared = try request.makePreparedRequest(db, forSingleResult: false)
        let sql = prepared.statement.sql.replacingOccurrences(
            of: "FROM \"book\"", with: "FROM \"book\" INDEXED BY \(sortIndex)")
        // Prepared once per connection and kept: a Find run again (a shortcut, the editor's
        // preview) no longer parses and plans its statement each time.
        let statement = try db.cachedStatement(sql: sql)
        statement.setUncheckedArguments(prepared.statement.arguments)
        return try BookRecord.fetchAll(statement)
    }

    func walkIsCheaper(limit: Int, _ db: Database) throws -> Bool {
        let rows = try Int.fetchOne(db.cachedStatement(sql: "SELECT max(id) FROM book")) ?? 0
        let key = BookPlanChoices.Key(rows: rows, limit: limit, patterns: searchPatterns)
        if let walk = choices[key] { return walk }
        // Surviving filters are assumed to keep half the rows, so the bar is doubled.
        let threshold = Int(Double(2 * limit * rows).squareRoot())
        var fewest = Int.max
        for pattern in searchPatterns {
            let matches =
                try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM (SELECT 1 FROM book_search WHERE book_search MATCH ? LIMIT ?)",
                    arguments: [pattern, threshold + 1]) ?? 0
            fewest = min(fewest, matches)
        }
        choices[key] = fewest > threshold
        return fewest > threshold
    }
}

/// The plans ``BookPlan`` chose, by full-text patterns, limit and library size (the largest
/// book id, which grows as books are added). The bounded count behind a choice reads thousands
/// of index entries — a few milliseconds on a million books, a tenth of a Find — and a shortcut
/// runs the same Find again and again. A choice made stale by edits that keep the size (a
/// retitled book) costs time, never results: both plans return the same books.
final class BookPlanChoices: Sendable {
    struct Key: Hashable, Sendable {
        let rows: Int
        let limit: Int
        let patterns: [String]
    }

    /// More distinct Finds than this and the memory starts over.
    static let capacity = 256

    private let choices = Mutex<[Key: Bool]>([:])

    subscript(key: Key) -> Bool? {
        get { choices.withLock { $0[key] } }
        set {
            choices.withLock { choices in
                if choices.count >= Self.capacity { choices.removeAll() }
                choices[key] = newValue
            }
        }
    }

    var count: Int { choices.withLock { $0.count } }
}
