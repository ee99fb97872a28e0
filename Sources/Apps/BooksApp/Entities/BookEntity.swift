import Foundation
import IntentKit

/// A book in the library.
struct BookEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Book", numericFormat: "\(placeholder: .int) Books")
    static let defaultQuery = BookQuery()

    let id: UUID

    @Property(title: "Title") var title: String
    @Property(title: "Author") var author: String
    @Property(title: "Date Published") var datePublished: Date
    @Property(title: "Date Read") var dateRead: Date?
    @Property(title: "Shelf") var shelf: Shelf
    @Property(title: "Page Count") var pageCount: Int
    @Property(title: "Rating") var rating: Int?
    @Property(title: "Recommended By") var recommendedBy: String?

    init(record: BookRecord) {
        id = UUID(fastString: record.uuid) ?? UUID(uuidString: record.uuid) ?? UUID()
        title = record.title
        author = record.author
        datePublished = record.datePublished
        dateRead = record.dateRead
        shelf = Shelf(rawValue: record.shelf) ?? .wantToRead
        pageCount = record.pageCount
        rating = record.rating
        recommendedBy = record.recommendedBy
    }

    var displayRepresentation: DisplayRepresentation {
        let year = Calendar(identifier: .gregorian).component(.year, from: datePublished)
        return DisplayRepresentation(
            title: "\(title)", subtitle: "\(author), \(String(year))", image: .init(systemName: "book.closed"))
    }
}
