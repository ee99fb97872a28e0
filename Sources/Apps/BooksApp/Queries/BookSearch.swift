import Foundation
import GRDB
import IntentKit

/// The picker's search: fragments of titles and authors, folded as Find folds text, so "garcia"
/// finds García Márquez and "SOLARIS" finds Solaris. Results come in tiers, shorter titles first
/// within each:
///
/// 0. the title is the text;
/// 1. the title begins with it;
/// 2. a word of the title begins with it;
/// 3. the author's name, or a word of it, begins with it;
/// 4. the title or the author contains it (fragments of three or more characters);
/// 5. for several words, each word is in the title or the author, in any order ("hundred
///    solitude" finds One Hundred Years of Solitude), as fzf matches.
///
/// Each tier is its own index lookup, taken in order, and the search stops once the page is
/// full: a page reads about as many rows as it shows, however large the library. Exact titles
/// and prefixes use the folded title index; word beginnings are trigram phrases that begin with
/// a space (`titleFolded : " gard"`), since the trigram tokenizer keeps spaces; the rest is the
/// plain trigram phrase. A tier larger than the room left on the page is not ranked whole: for
/// prefixes the shortest of the first ``prefixCandidates`` entries of the index (read from the
/// index alone) make the page, for the trigram tiers the first rows the index yields, each
/// group shortest first. Rows already on the page are left out in SQL, before they are read.
enum BookSearch {
    /// How many entries of the folded title index the prefix tier ranks by length when the
    /// page has less room than that.
    static let prefixCandidates = 400

    static func search(_ text: String, limit: Int, in db: Database) throws -> [BookRecord] {
        let folded = TextFolding.fold(text)
        guard !folded.isEmpty, limit > 0 else { return [] }
        let end = folded + "\u{10FFFF}"
        var page = Page(limit: limit)

        page.add(
            try BookRecord.fetchAll(
                db, sql: "SELECT * FROM book WHERE titleFolded = ? LIMIT ?", arguments: [folded, page.room]))
        guard !page.isFull else { return page.records }

        let prefixed = try Int64.fetchAll(
            db,
            sql: """
                SELECT id FROM (
                    SELECT id, titleFolded FROM book INDEXED BY book_titleFolded
                    WHERE titleFolded > ? AND titleFolded < ? LIMIT ?
                ) ORDER BY length(titleFolded), titleFolded LIMIT ?
                """, arguments: [folded, end, max(prefixCandidates, page.room), page.room])
        page.add(try books(prefixed, db))
        guard !page.isFull else { return page.records }

        page.add(try wordBeginnings(in: "titleFolded", folded, page: page, db))
        guard !page.isFull else { return page.records }

        var authors = try BookRecord.fetchAll(
            db, sql: "SELECT * FROM book WHERE authorFolded >= ? AND authorFolded < ? AND \(page.unseen("id")) LIMIT ?",
            arguments: [folded, end, page.room])
        if authors.count < page.room {
            var rest = page
            rest.add(authors)
            authors += try wordBeginnings(in: "authorFolded", folded, page: rest, db)
        }
        page.add(authors)
        guard !page.isFull, folded.unicodeScalars.count >= 3 else { return page.records }

        page.add(
            try BookRecord.fetchAll(
                db,
                sql: """
                    SELECT book.* FROM book_search JOIN book ON book.id = book_search.rowid
                    WHERE book_search MATCH ? AND \(page.unseen("book_search.rowid")) LIMIT ?
                    """, arguments: [phrase(folded), page.room]))
        guard !page.isFull else { return page.records }
        page.add(try everyWord(of: folded, page: page, db))
        return page.records
    }

    /// Books whose title or author holds every word of `folded` (two or more), in any order: the
    /// words of three or more characters through the trigram index (one phrase each, ANDed), the
    /// shorter ones as a filter on those rows. Nothing when no word is long enough for the index,
    /// which would mean a scan.
    static func everyWord(of folded: String, page: Page, _ db: Database) throws -> [BookRecord] {
        let words = folded.split(separator: " ").map(String.init)
        let long = words.filter { $0.unicodeScalars.count >= 3 }
        guard words.count > 1, !long.isEmpty else { return [] }
        var sql = """
            SELECT book.* FROM book_search JOIN book ON book.id = book_search.rowid
            WHERE book_search MATCH ? AND \(page.unseen("book_search.rowid"))
            """
        var arguments: [any DatabaseValueConvertible] = [long.map(phrase).joined(separator: " AND ")]
        for word in words where word.unicodeScalars.count < 3 {
            sql += " AND (book.titleFolded LIKE ? ESCAPE '\\' OR book.authorFolded LIKE ? ESCAPE '\\')"
            let pattern = "%" + BookSQL.escapeLike(word) + "%"
            arguments += [pattern, pattern]
        }
        sql += " LIMIT ?"
        arguments.append(page.room)
        return try BookRecord.fetchAll(db, sql: sql, arguments: StatementArguments(arguments))
    }

    /// Books with a word in `column` (after a space) that begins with `folded`, not yet on the page.
    static func wordBeginnings(in column: String, _ folded: String, page: Page, _ db: Database) throws -> [BookRecord] {
        // " x" is two characters, too short for a trigram: a one-letter query scans, bounded by the page.
        guard folded.unicodeScalars.count >= 2 else {
            return try BookRecord.fetchAll(
                db, sql: "SELECT * FROM book WHERE \(column) LIKE ? ESCAPE '\\' AND \(page.unseen("id")) LIMIT ?",
                arguments: ["% " + BookSQL.escapeLike(folded) + "%", page.room])
        }
        return try BookRecord.fetchAll(
            db,
            sql: """
                SELECT book.* FROM book_search JOIN book ON book.id = book_search.rowid
                WHERE book_search MATCH ? AND \(page.unseen("book_search.rowid")) LIMIT ?
                """, arguments: [column + " : " + phrase(" " + folded), page.room])
    }

    /// An FTS5 phrase: the trigram tokenizer turns it into a substring match.
    static func phrase(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }

    /// The whole rows of `ids`, in any order (a tier is sorted when it joins the page).
    static func books(_ ids: [Int64], _ db: Database) throws -> [BookRecord] {
        guard !ids.isEmpty else { return [] }
        return try BookRecord.fetchAll(
            db, sql: "SELECT * FROM book WHERE id IN (\(ids.map(String.init).joined(separator: ",")))")
    }

    /// The page being filled: a tier joins it shortest title first, without books already on it.
    struct Page {
        let limit: Int
        private(set) var records: [BookRecord] = []
        private var seen: Set<Int64> = []

        init(limit: Int) { self.limit = limit }

        var room: Int { limit - records.count }
        var isFull: Bool { room <= 0 }

        mutating func add(_ tier: [BookRecord]) {
            for record in tier.sorted(by: { ($0.title.count, $0.title) < ($1.title.count, $1.title) }) {
                guard room > 0 else { return }
                guard let id = record.id, seen.insert(id).inserted else { continue }
                records.append(record)
            }
        }

        /// A SQL condition on `column` (a row id) leaving out the books on the page; the ids are
        /// integers, written into the statement.
        func unseen(_ column: String) -> String {
            seen.isEmpty ? "1" : column + " NOT IN (" + seen.map(String.init).joined(separator: ",") + ")"
        }
    }
}
