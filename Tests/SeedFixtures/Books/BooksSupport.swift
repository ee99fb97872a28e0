// Stand-ins for the Books app the seed's intents call into (seed 000). Not seed code.
import Foundation
import IntentKit

/// Records what the intents asked the app to show.
final class Navigator: @unchecked Sendable {
    static let shared = Navigator()
    private let lock = NSLock()
    private var _opened: [String] = []

    var opened: [String] { lock.withLock { _opened } }
    func reset() { lock.withLock { _opened = [] } }

    func openShelf(_ shelf: Shelf) { lock.withLock { _opened.append("shelf:\(shelf.rawValue)") } }
    func openBook(_ book: BookEntity) { lock.withLock { _opened.append("book:\(book.title)") } }
    func openBook(_ book: BookEntityFirstVersion.BookEntity) { lock.withLock { _opened.append("book:\(book.title)") } }
}

/// One book as the app stores it.
struct StoredBook: Sendable {
    var id: UUID
    var title: String
    var author: String
    var datePublished: Date
    var dateRead: Date?
    var recommendedBy: String?
}

/// The app's library, in memory.
final class Database: @unchecked Sendable {
    static let shared = Database()
    private let lock = NSLock()
    private var stored: [StoredBook] = Database.sample

    static let sample: [StoredBook] = [
        StoredBook(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, title: "Dune", author: "Frank Herbert",
                   datePublished: date(1965, 8, 1), dateRead: date(2020, 3, 4)),
        StoredBook(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin",
                   datePublished: date(1969, 3, 1), dateRead: date(2021, 6, 10)),
        StoredBook(id: UUID(uuidString: "00000000-0000-0000-0000-000000000003")!, title: "The Dispossessed", author: "Ursula K. Le Guin",
                   datePublished: date(1974, 5, 1), dateRead: nil),
        StoredBook(id: UUID(uuidString: "00000000-0000-0000-0000-000000000004")!, title: "Neuromancer", author: "William Gibson",
                   datePublished: date(1984, 7, 1), dateRead: date(2019, 1, 20)),
    ]

    static func date(_ y: Int, _ m: Int, _ d: Int) -> Date {
        var c = DateComponents(); c.year = y; c.month = m; c.day = d
        var calendar = Calendar(identifier: .gregorian); calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: c)!
    }

    func reset() { lock.withLock { stored = Database.sample } }
    var storedBooks: [StoredBook] { lock.withLock { stored } }

    var books: [BookEntity] { storedBooks.map(BookEntity.init(stored:)) }

    func book(for id: UUID) -> BookEntity? { storedBooks.first { $0.id == id }.map(BookEntity.init(stored:)) }
    func book(for id: UUID) -> BookEntityFirstVersion.BookEntity? {
        storedBooks.first { $0.id == id }.map { BookEntityFirstVersion.BookEntity(id: $0.id, title: $0.title) }
    }

    func add(book: BookEntity) {
        lock.withLock {
            stored.removeAll { $0.id == book.id }
            stored.append(StoredBook(id: book.id, title: book.title, author: book.authorName, datePublished: book.datePublished,
                                     dateRead: book.dateRead, recommendedBy: book.recommendedBy))
        }
    }

    /// Filters with the seed's predicates, then sorts by the key paths the query passes.
    func findBooks(matching predicates: [BookPredicate], matchAll: Bool,
                   sorts: [(keyPath: PartialKeyPath<BookEntity>, ascending: Bool)]) -> [BookEntity] {
        var result = books.filter { book in
            if predicates.isEmpty { return true }
            return matchAll ? predicates.allSatisfy { $0.evaluate(book) } : predicates.contains { $0.evaluate(book) }
        }
        for sort in sorts.reversed() {
            result.sort { a, b in
                let order = BookPredicate.compare(a[keyPath: sort.keyPath], b[keyPath: sort.keyPath])
                return sort.ascending ? order == .orderedAscending : order == .orderedDescending
            }
        }
        return result
    }
}

extension BookEntity {
    init(stored: StoredBook) {
        self.init(id: stored.id, title: stored.title)
        self.authorName = stored.author
        self.datePublished = stored.datePublished
        self.dateRead = stored.dateRead
        self.recommendedBy = stored.recommendedBy
    }
}

/// The comparator mapping type that stands in for `NSPredicate`: the seed's format strings
/// (`"title CONTAINS %@"`), evaluated against a book.
struct BookPredicate: Sendable, CustomStringConvertible {
    let key: String
    let op: String
    let argument: String

    init(format: String, _ args: Any...) {
        let parts = format.split(separator: " ")
        key = String(parts[0])
        op = String(parts[1])
        let value = args.first
        if let date = value as? NSDate { argument = String((date as Date).timeIntervalSince1970) }
        else if let date = value as? Date { argument = String(date.timeIntervalSince1970) }
        else { argument = value.map { "\($0)" } ?? "" }
    }

    var description: String { "\(key) \(op) \(argument)" }

    func evaluate(_ book: BookEntity) -> Bool {
        let value: Any? = switch key {
        case "title": book.title
        case "author": book.authorName
        case "datePublished": book.datePublished
        case "dateRead": book.dateRead
        default: nil
        }
        switch value {
        case let text as String:
            switch op {
            case "=": return text == argument
            case "CONTAINS": return text.localizedCaseInsensitiveContains(argument)
            default: return false
            }
        case let date as Date:
            guard let bound = Double(argument) else { return false }
            switch op {
            case "<": return date.timeIntervalSince1970 < bound
            case ">": return date.timeIntervalSince1970 > bound
            default: return false
            }
        default:
            return false
        }
    }

    static func compare(_ a: Any, _ b: Any) -> ComparisonResult {
        func unwrap(_ v: Any) -> Any? {
            if let p = v as? EntityProperty<String> { return p.wrappedValue }
            if let p = v as? EntityProperty<Date> { return p.wrappedValue }
            if let p = v as? EntityProperty<Date?> { return p.wrappedValue }
            if let p = v as? EntityProperty<String?> { return p.wrappedValue }
            return v
        }
        switch (unwrap(a), unwrap(b)) {
        case let (x as String, y as String): return x.localizedCompare(y)
        case let (x as Date, y as Date): return x.compare(y)
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: return .orderedSame
        }
    }
}

/// Looks books up in a catalogue of all published books.
final class BooksAPI: @unchecked Sendable {
    static let shared = BooksAPI()

    static let catalogue: [(title: String, author: String, published: Date)] = [
        ("Dune", "Frank Herbert", Database.date(1965, 8, 1)),
        ("Emma", "Jane Austen", Database.date(1815, 12, 23)),
        ("Emma", "Alexander McCall Smith", Database.date(2014, 11, 4)),
        ("Kindred", "Octavia E. Butler", Database.date(1979, 6, 1)),
    ]

    func findBooks(named title: String, author: String?) async -> [BookEntity] {
        Self.catalogue
            .filter { $0.title.caseInsensitiveCompare(title) == .orderedSame && (author == nil || $0.author == author) }
            .map { entry in
                var book = BookEntity(id: UUID(), title: entry.title)
                book.authorName = entry.author
                book.datePublished = entry.published
                return book
            }
    }
}

/// The app's model as the seed's `suggestedEntities()` reads it.
final class Model: @unchecked Sendable {
    static let shared = Model()
    struct Library { var books: [StoredBook] { Database.shared.storedBooks } }
    let library = Library()
}

/// The snippets the seed draws with SwiftUI, as IntentKit text snippets.
struct CoverView: SnippetView {
    let book: BookEntity
    var body: some SnippetView {
        Text(book.title).title()
        Field("Author", book.authorName)
        Field("Published", book.datePublished)
    }
}

struct OrderPreview: SnippetView {
    let order: OrderEntity
    var body: some SnippetView {
        Text("Order").bold()
        Field("Book", order.book)
        Field("Copies", order.count)
    }
}

struct OrderConfirmation: SnippetView {
    let order: OrderEntity
    var body: some SnippetView {
        Text("Ordered \(order.count) × \(order.book.title)")
    }
}

/// An order, made by BuyBook and passed on as its result.
struct OrderEntity: TransientAppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Order"

    @Property(title: "Book") var book: BookEntity
    @Property(title: "Count") var count: Int

    init() {}
    init(book: BookEntity, count: Int) {
        self.book = book
        self.count = count
    }

    var displayRepresentation: DisplayRepresentation { "\(count) × \(book.title)" }
}
