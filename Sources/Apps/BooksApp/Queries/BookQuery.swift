import Foundation
import GRDB
import IntentKit

/// Finds books: by identifier, by text (title or author), and by property for Find Books.
///
/// Every comparator compiles to SQL (a ``BookFilter``); "contains" on title and author uses the
/// trigram index, so a Find such as `title contains "river" AND datePublished < 1950 ORDER BY
/// dateRead DESC LIMIT 10` never scans the table:
///
/// ```sql
/// SELECT * FROM book
/// WHERE id IN (SELECT rowid FROM book_search WHERE book_search MATCH 'titleFolded : "river"')
///   AND datePublished < ?
/// ORDER BY dateRead DESC, id LIMIT 10
/// ```
///
/// SQLite cannot know how many rows a full-text match yields; ``BookPlan`` decides from a
/// bounded count whether walking the sort column's index is cheaper (see docs/apps.md).
struct BookQuery: EntityStringQuery, EntityPropertyQuery {
    @Dependency private var store: BooksStore

    /// How many books a search or suggestion list returns.
    static let pageSize = 50

    /// The most books a Find without a limit returns: a library of a million books would
    /// otherwise be read into memory whole.
    static let maximumResults = 10_000

    static let properties = QueryProperties {
        Property(\.$title) {
            EqualToComparator { BookSQL.equal("title", $0) }
            NotEqualToComparator { BookSQL.notEqual("title", $0) }
            ContainsComparator { BookSQL.contains("title", $0) }
            HasPrefixComparator { BookSQL.prefix("title", $0) }
            HasSuffixComparator { BookSQL.suffix("title", $0) }
        }
        Property(\.$author) {
            EqualToComparator { BookSQL.equal("author", $0) }
            NotEqualToComparator { BookSQL.notEqual("author", $0) }
            ContainsComparator { BookSQL.contains("author", $0) }
            HasPrefixComparator { BookSQL.prefix("author", $0) }
            HasSuffixComparator { BookSQL.suffix("author", $0) }
        }
        Property(\.$datePublished) {
            EqualToComparator { BookSQL.sameDay("datePublished", $0) }
            LessThanComparator { BookFilter(Column("datePublished") < $0) }
            LessThanOrEqualToComparator { BookFilter(Column("datePublished") <= $0) }
            GreaterThanComparator { BookFilter(Column("datePublished") > $0) }
            GreaterThanOrEqualToComparator { BookFilter(Column("datePublished") >= $0) }
            IsBetweenComparator { BookFilter(Column("datePublished") >= $0 && Column("datePublished") <= $1) }
        }
        Property(\.$dateRead) {
            EqualToComparator { BookSQL.sameDay("dateRead", $0) }
            LessThanComparator { BookFilter(Column("dateRead") < $0) }
            GreaterThanComparator { BookFilter(Column("dateRead") > $0) }
            IsBetweenComparator { BookFilter(Column("dateRead") >= $0 && Column("dateRead") <= $1) }
        }
        Property(\.$shelf) {
            EqualToComparator { BookFilter(Column("shelf") == $0.rawValue) }
            NotEqualToComparator { BookFilter(Column("shelf") != $0.rawValue) }
        }
        Property(\.$pageCount) {
            EqualToComparator { BookFilter(Column("pageCount") == $0) }
            LessThanComparator { BookFilter(Column("pageCount") < $0) }
            GreaterThanComparator { BookFilter(Column("pageCount") > $0) }
            IsBetweenComparator { BookFilter(Column("pageCount") >= $0 && Column("pageCount") <= $1) }
        }
        Property(\.$rating) {
            EqualToComparator { BookFilter(Column("rating") == $0) }
            GreaterThanOrEqualToComparator { BookFilter(Column("rating") >= $0) }
            LessThanOrEqualToComparator { BookFilter(Column("rating") <= $0) }
        }
    }

    static let sortingOptions = SortingOptions {
        SortableBy(\.$title)
        SortableBy(\.$author)
        SortableBy(\.$datePublished)
        SortableBy(\.$dateRead)
        SortableBy(\.$pageCount)
        SortableBy(\.$rating)
    }

    static let findIntentDescription: IntentDescription? = IntentDescription(
        "Finds books in your library by title, author, dates, shelf, length or rating (at most 10,000 at a time).",
        categoryName: "Library")

    func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
        guard !identifiers.isEmpty else { return [] }
        // One statement, prepared once per connection, whatever the number of identifiers: they
        // travel as one JSON array (identifiers need no escaping), so there is no SQL to build
        // and no limit on bound variables. SQLite seeks the `uuid` index once per identifier.
        var list = "[\""
        list.reserveCapacity(identifiers.count * 39 + 2)
        for (index, identifier) in identifiers.enumerated() {
            if index > 0 { list += "\",\"" }
            list += identifier.fastString
        }
        list += "\"]"
        return try await store.read { [list] db in
            let statement = try db.cachedStatement(
                sql: "SELECT \(BookRecord.columnList) FROM book WHERE uuid IN (SELECT value FROM json_each(?))")
            statement.setUncheckedArguments([list])
            let rows = try Row.fetchCursor(statement)
            var found: [BookRecord] = []
            found.reserveCapacity(identifiers.count)
            while let row = try rows.next() { found.append(try BookRecord(columnsOf: row)) }
            return found
        }.map(BookEntity.init(record:))
    }

    /// The books being read, then the latest read: what a picker shows before any search.
    func suggestedEntities() async throws -> [BookEntity] {
        try await store.read { db in
            try BookRecord.fetchAll(
                db,
                sql: """
                    SELECT * FROM book
                    ORDER BY CASE shelf WHEN 'currentlyReading' THEN 0 WHEN 'read' THEN 1 ELSE 2 END, dateRead DESC, title
                    LIMIT 10
                    """)
        }.map(BookEntity.init(record:))
    }

    /// Books whose title or author contains `string`: exact titles first, then titles that
    /// begin with it, then titles with a word that begins with it, then the rest, shorter first.
    func entities(matching string: String) async throws -> [BookEntity] {
        let text = string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return try await suggestedEntities() }
        return try await store.read { db in try BookSearch.search(text, limit: Self.pageSize, in: db) }.map(
            BookEntity.init(record:))
    }

    func entities(
        matching comparators: [BookFilter], mode: ComparatorMode,
        sortedBy: [EntityQuerySort<BookEntity>], limit: Int?
    ) async throws -> [BookEntity] {
        var request = BookRecord.all()
        if !comparators.isEmpty {
            request = request.filter(comparators.map(\.expression).joined(operator: mode == .and ? .and : .or))
        }
        let orderings = sortedBy.flatMap { Self.ordering(for: $0.by, ascending: $0.order == .ascending) }
        request = request.order(orderings + [Column("id").asc])
        request = request.limit(min(limit ?? Self.maximumResults, Self.maximumResults))
        let plan = BookPlan(
            request: request, limit: limit,
            sortIndex: sortedBy.first.flatMap { Self.index(for: $0.by, ascending: $0.order == .ascending) },
            searchPatterns: mode == .and ? comparators.compactMap(\.searchPattern) : [], choices: store.planChoices)
        return try await store.read { db in try plan.fetch(db) }.map(BookEntity.init(record:))
    }

    /// The index that keeps books in the order of a sort key. Dates and ratings a book may lack
    /// have a second index for oldest (lowest) first, whose order puts the missing ones last.
    static func index(for keyPath: PartialKeyPath<BookEntity>, ascending: Bool) -> String? {
        switch keyPath {
        case \BookEntity.$title: "book_title"
        case \BookEntity.$author: "book_author"
        case \BookEntity.$datePublished: "book_datePublished"
        case \BookEntity.$dateRead: ascending ? "book_dateRead_nullsLast" : "book_dateRead"
        case \BookEntity.$pageCount: "book_pageCount"
        case \BookEntity.$rating: ascending ? "book_rating_nullsLast" : "book_rating"
        default: nil
        }
    }

    /// The ORDER BY terms of a sort key. Books without a value come last in both directions
    /// (an unread book is not the oldest read): SQLite puts NULL first in ascending order, so
    /// ascending orders of optional columns sort on `IS NULL` first (the order of their
    /// `_nullsLast` index).
    static func ordering(for keyPath: PartialKeyPath<BookEntity>, ascending: Bool) -> [SQLOrdering] {
        func order(_ column: String, optional: Bool = false) -> [SQLOrdering] {
            guard ascending else { return [Column(column).desc] }
            return optional
                ? [SQL(sql: "\(column) IS NULL").sqlExpression.asc, Column(column).asc] : [Column(column).asc]
        }
        switch keyPath {
        case \BookEntity.$title:
            return [ascending ? Column("title").collating(.nocase).asc : Column("title").collating(.nocase).desc]
        case \BookEntity.$author:
            return [ascending ? Column("author").collating(.nocase).asc : Column("author").collating(.nocase).desc]
        case \BookEntity.$datePublished: return order("datePublished")
        case \BookEntity.$dateRead: return order("dateRead", optional: true)
        case \BookEntity.$pageCount: return order("pageCount")
        case \BookEntity.$rating: return order("rating", optional: true)
        default: return order("id")
        }
    }
}
