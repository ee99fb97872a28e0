import Foundation
import GRDB
import IntentKit

/// A row of the `book` table.
struct BookRecord: Codable, FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "book"

    var id: Int64?
    var uuid: String
    var title: String
    var author: String
    var datePublished: Date
    var dateRead: Date?
    var shelf: String
    var pageCount: Int
    var rating: Int?
    var recommendedBy: String?
    /// `title` and `author` as Find compares them (``TextFolding``), for the folded indexes.
    var titleFolded: String
    var authorFolded: String

    init(
        id: Int64?, uuid: String, title: String, author: String, datePublished: Date, dateRead: Date?, shelf: String,
        pageCount: Int, rating: Int?, recommendedBy: String?
    ) {
        self.id = id
        self.uuid = uuid
        self.title = title
        self.author = author
        self.datePublished = datePublished
        self.dateRead = dateRead
        self.shelf = shelf
        self.pageCount = pageCount
        self.rating = rating
        self.recommendedBy = recommendedBy
        titleFolded = TextFolding.fold(title)
        authorFolded = TextFolding.fold(author)
    }

    /// Reads a row by column name, without the `Decodable` path GRDB would otherwise take: on
    /// first use that path instantiates generic containers and looks conformances up for each
    /// column's type, a noticeable part of a short run's Find. A missing or NULL column throws, as
    /// the `Decodable` path does, rather than trapping.
    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        uuid = try row.decode(forColumn: "uuid")
        title = try row.decode(forColumn: "title")
        author = try row.decode(forColumn: "author")
        datePublished = try StoredDate.decode(row, "datePublished")
        dateRead = try StoredDate.decode(row, "dateRead")
        shelf = try row.decode(forColumn: "shelf")
        pageCount = try row.decode(forColumn: "pageCount")
        rating = try row.decode(forColumn: "rating")
        recommendedBy = try row.decode(forColumn: "recommendedBy")
        titleFolded = try row.decode(forColumn: "titleFolded")
        authorFolded = try row.decode(forColumn: "authorFolded")
    }

    /// The columns ``init(columnsOf:)`` reads, in its order, for a `SELECT` that names them.
    static let columnList =
        "id, uuid, title, author, datePublished, dateRead, shelf, pageCount, rating, recommendedBy, titleFolded, authorFolded"

    /// Reads a row of a `SELECT` of ``columnList`` by position: a hundred rows read by column
    /// name hash twelve names each, which was a tenth of resolving 100 identifiers.
    init(columnsOf row: Row) throws {
        id = try row.decode(atIndex: 0)
        uuid = try row.decode(atIndex: 1)
        title = try row.decode(atIndex: 2)
        author = try row.decode(atIndex: 3)
        datePublished = try StoredDate.decode(row, atIndex: 4)
        dateRead = try StoredDate.decode(row, atIndex: 5)
        shelf = try row.decode(atIndex: 6)
        pageCount = try row.decode(atIndex: 7)
        rating = try row.decode(atIndex: 8)
        recommendedBy = try row.decode(atIndex: 9)
        titleFolded = try row.decode(atIndex: 10)
        authorFolded = try row.decode(atIndex: 11)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    enum Columns {
        static let uuid = Column("uuid")
        static let title = Column("title")
        static let author = Column("author")
        static let datePublished = Column("datePublished")
        static let dateRead = Column("dateRead")
        static let shelf = Column("shelf")
        static let pageCount = Column("pageCount")
        static let rating = Column("rating")
        static let titleFolded = Column("titleFolded")
        static let authorFolded = Column("authorFolded")
    }
}

/// A row of the `catalogue` table: a published book AddBook can find.
struct CatalogueRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "catalogue"

    var title: String
    var author: String
    var datePublished: Date
    var pageCount: Int
    var price: Double
}

/// A row of the `bookOrder` table.
struct OrderRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "bookOrder"

    var uuid: String
    var bookUUID: String
    var count: Int
    var total: Double
    var placed: Date
}
