import AppDatabase
import Foundation
import GRDB
import IntentKit

/// What the intents ask of the library.
extension BooksStore {
    func books(on shelf: Shelf, limit: Int = 100) async throws -> [BookEntity] {
        try await read { db in
            try BookRecord.filter(BookRecord.Columns.shelf == shelf.rawValue)
                .order(BookRecord.Columns.dateRead.desc, BookRecord.Columns.title.collating(.nocase))
                .limit(limit).fetchAll(db)
        }.map(BookEntity.init(record:))
    }

    func count(on shelf: Shelf) async throws -> Int {
        try await read { db in try BookRecord.filter(BookRecord.Columns.shelf == shelf.rawValue).fetchCount(db) }
    }

    /// Published books whose title is `title` (folded, as Find compares text: a few dozen rows,
    /// compared through the connection's `fold()`), optionally by `author`.
    func catalogue(title: String, author: String?) async throws -> [CatalogueRecord] {
        try await read { db in
            var request = CatalogueRecord.filter(SQLFolding.fold(Column("title")) == TextFolding.fold(title))
            if let author { request = request.filter(SQLFolding.fold(Column("author")) == TextFolding.fold(author)) }
            return try request.order(Column("datePublished")).fetchAll(db)
        }
    }

    /// Distinct published titles that begin with `prefix`, for a title typed in part.
    func catalogueTitles(beginningWith prefix: String) async throws -> [String] {
        try await read { db in
            try String.fetchAll(
                db,
                sql:
                    "SELECT DISTINCT title FROM catalogue WHERE fold(title) LIKE ? ESCAPE '\\' ORDER BY title LIMIT 20",
                arguments: [BookSQL.escapeLike(TextFolding.fold(prefix)) + "%"])
        }
    }

    func libraryBook(title: String, author: String) async throws -> BookEntity? {
        try await read { db in
            try BookRecord.filter(
                BookRecord.Columns.titleFolded == TextFolding.fold(title)
                    && BookRecord.Columns.authorFolded == TextFolding.fold(author)
            ).fetchOne(db)
        }.map(BookEntity.init(record:))
    }

    /// Adds a published book to the Want to Read shelf.
    func add(_ entry: CatalogueRecord, recommendedBy: String?) async throws -> BookEntity {
        try await write { db in
            var record = BookRecord(
                id: nil, uuid: UUID().uuidString, title: entry.title, author: entry.author,
                datePublished: entry.datePublished, dateRead: nil, shelf: Shelf.wantToRead.rawValue,
                pageCount: entry.pageCount, rating: nil, recommendedBy: recommendedBy)
            try record.insert(db)
            return BookEntity(record: record)
        }
    }

    /// The book with this id, as the library has it now.
    func book(_ id: UUID) async throws -> BookEntity? {
        try await read { db in
            try BookRecord.filter(BookRecord.Columns.uuid == id.uuidString).fetchOne(db)
        }.map(BookEntity.init(record:))
    }

    /// Moves a book to a shelf; Read gets a read date, the other shelves clear it.
    func move(_ id: UUID, to shelf: Shelf, readOn date: Date?) async throws -> BookEntity? {
        try await write { db in
            try db.execute(
                sql: "UPDATE book SET shelf = ?, dateRead = ? WHERE uuid = ?",
                arguments: [shelf.rawValue, shelf == .read ? (date ?? Date()) : nil, id.uuidString])
            return try BookRecord.filter(BookRecord.Columns.uuid == id.uuidString).fetchOne(db)
        }.map(BookEntity.init(record:))
    }

    func price(of title: String) async throws -> Double? {
        try await read { db in
            try Double.fetchOne(
                db, sql: "SELECT price FROM catalogue WHERE title = ? COLLATE NOCASE ORDER BY price LIMIT 1",
                arguments: [title])
        }
    }

    func place(_ order: OrderEntity, bookID: UUID) async throws {
        try await write { db in
            try OrderRecord(
                uuid: order.number, bookUUID: bookID.uuidString, count: order.count, total: order.total, placed: Date()
            ).insert(db)
        }
    }

    func orderCount() async throws -> Int {
        try await read { db in try OrderRecord.fetchCount(db) }
    }
}
