// Seed 000, "Dive into App Intents": the Books app's intents, entities and queries, as the talk
// shows them. Where the talk shows one type several times as it grows, the final form is at the
// top level and the earlier forms sit in namespaces named after what they show.
import Foundation
import IntentKit

// MARK: - Intents and parameters

struct OpenCurrentlyReading: AppIntent {
    static var title: LocalizedStringResource = "Open Currently Reading"

    @MainActor
    func perform() async throws -> some PerformResult {
        Navigator.shared.openShelf(.currentlyReading)
        return .finished
    }

    static var openAppWhenRun: Bool = true
}

// Seed fix: the seed declares this provider (and Shelf) `public` with internal members, which
// compiles with no framework; the members are made public with it.
public struct LibraryAppShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenCurrentlyReading(),
            phrases: ["Open Currently Reading in \(.applicationName)"],
            systemImageName: "books.vertical.fill"
        )
    }
}

public enum Shelf: String, AppEnum {
    case currentlyReading
    case wantToRead
    case read

    public static var typeDisplayName: LocalizedStringResource = "Shelf"

    public static var caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [
        //this must be written as a dictionary literal
        //because the COMPILER will read this code at build time??
        .currentlyReading: "Currently Reading",
        .wantToRead: "Want to Read",
        .read: "Read",
    ]
}

struct OpenShelf: AppIntent {
    static var title: LocalizedStringResource = "Open Shelf"

    @Parameter(title: "Shelf")
    var shelf: Shelf

    @MainActor
    func perform() async throws -> some PerformResult {
        Navigator.shared.openShelf(shelf)
        return .finished
    }

    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$shelf)")
    }

    static var openAppWhenRun: Bool = true
}

// MARK: - Entities, queries, and results

/// The talk's first BookEntity and BookQuery: an identifier, a title and a query by ID.
enum BookEntityFirstVersion {
    struct BookEntity: AppEntity, Identifiable {
        var id: UUID
        var title: String

        var displayRepresentation: DisplayRepresentation {
            DisplayRepresentation(title: LocalizedStringResource(stringLiteral: title))
        }

        static var typeDisplayName: LocalizedStringResource = "Book"

        static var defaultQuery = BookQuery()
    }

    struct BookQuery: EntityQuery {
        func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
            identifiers.compactMap { identifier in
                Database.shared.book(for: identifier)
            }
        }
    }
}

struct OpenBook: AppIntent {
    @Parameter(title: "Book")
    var book: BookEntity

    static var title: LocalizedStringResource = "Open Book"

    static var openAppWhenRun = true

    @MainActor
    func perform() async throws -> some PerformResult {
        guard try await $book.requestConfirmation(for: book, dialog: "Are you sure you want to clear read state for \(book)?") else {
            return .finished
        }
        Navigator.shared.openBook(book)
        return .finished
    }

    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$book)")
    }

    init() {}

    init(book: BookEntity) {
        self.book = book
    }
}

/// The talk's second BookQuery: suggestions and string search.
enum BookQueryStringVersion {
    struct BookQuery: EntityStringQuery {
        func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
            identifiers.compactMap { identifier in
                Database.shared.book(for: identifier)
            }
        }

        func suggestedEntities() async throws -> [BookEntity] {
            Database.shared.books
        }

        func entities(matching string: String) async throws -> [BookEntity] {
            Database.shared.books.filter { book in
                book.title.lowercased().contains(string.lowercased())
            }
        }
    }
}

struct AddBook: AppIntent {
    static var title: LocalizedStringResource = "Add Book"

    @Parameter(title: "Title")
    var title: String

    @Parameter(title: "Author Name")
    var authorName: String?

    @Parameter(title: "Recommended By")
    var recommendedBy: String?

    func perform() async throws -> some PerformResult {
        guard var book = await BooksAPI.shared.findBooks(named: title, author: authorName).first else {
            throw Error.notFound
        }
        book.recommendedBy = recommendedBy
        Database.shared.add(book: book)

        return .finished(
            value: book,
            showResultIntent: OpenBook(book: book)
        )
    }

    enum Error: Swift.Error, CustomLocalizedStringResourceConvertible {
        case notFound

        var localizedStringResource: LocalizedStringResource {
            switch self {
                case .notFound: return "Book Not Found"
            }
        }
    }
}

// MARK: - Properties, finding, and filtering

struct BookEntity: AppEntity, Identifiable {
    var id: UUID

    @Property(title: "Title")
    var title: String

    @Property(title: "Publishing Date")
    var datePublished: Date

    @Property(title: "Read Date")
    var dateRead: Date?

    var recommendedBy: String?

    // Seed fix: the talk's AddBook reads `book.authorName`, which its BookEntity never declares.
    var authorName: String = ""

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: LocalizedStringResource(stringLiteral: title))
    }

    static var typeDisplayName: LocalizedStringResource = "Book"

    static var defaultQuery = BookQuery()

    init(id: UUID) {
        self.id = id
    }

    init(id: UUID, title: String) {
        self.id = id
        self.title = title
    }
}

struct BookQuery: EntityPropertyQuery {
    static var sortingOptions = SortingOptions {
        SortableBy(\BookEntity.$title)
        SortableBy(\BookEntity.$dateRead)
        SortableBy(\BookEntity.$datePublished)
    }

    static var properties = EntityQueryProperties {
        Property(keyPath: \BookEntity.title) {
            EqualToComparator { BookPredicate(format: "title = %@", $0) }
            ContainsComparator { BookPredicate(format: "title CONTAINS %@", $0) }
        }
        Property(keyPath: \BookEntity.datePublished) {
            LessThanComparator { BookPredicate(format: "datePublished < %@", $0 as NSDate) }
            GreaterThanComparator { BookPredicate(format: "datePublished > %@", $0 as NSDate) }
        }
        Property(keyPath: \BookEntity.dateRead) {
            LessThanComparator { BookPredicate(format: "dateRead < %@", $0 as NSDate) }
            GreaterThanComparator { BookPredicate(format: "dateRead > %@", $0 as NSDate) }
        }
    }

    func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
        identifiers.compactMap { identifier in
            Database.shared.book(for: identifier)
        }
    }

    func suggestedEntities() async throws -> [BookEntity] {
        Model.shared.library.books.map { BookEntity(id: $0.id, title: $0.title) }
    }

    func entities(matching string: String) async throws -> [BookEntity] {
        Database.shared.books.filter { book in
            book.title.lowercased().contains(string.lowercased())
        }
    }

    func entities(
        matching comparators: [BookPredicate],
        mode: ComparatorMode,
        sortedBy: [Sort<BookEntity>],
        limit: Int?
    ) async throws -> [BookEntity] {
        Database.shared.findBooks(matching: comparators, matchAll: mode == .and, sorts: sortedBy.map { (keyPath: $0.by, ascending: $0.order == .ascending) })
    }
}

// MARK: - User interactions

/// AddBook with a snippet.
enum AddBookWithSnippet {
    struct AddBook: AppIntent {
        static var title: LocalizedStringResource = "Add Book"

        @Parameter(title: "Title")
        var title: String

        @Parameter(title: "Author Name")
        var authorName: String?

        @Parameter(title: "Recommended By")
        var recommendedBy: String?

        func perform() async throws -> some PerformResult {
            guard var book = await BooksAPI.shared.findBooks(named: title, author: authorName).first else {
                throw Error.notFound
            }
            book.recommendedBy = recommendedBy
            Database.shared.add(book: book)

            return .finished(value: book) {
                CoverView(book: book)
            }
        }

        enum Error: Swift.Error, CustomLocalizedStringResourceConvertible {
            case notFound

            var localizedStringResource: LocalizedStringResource {
                switch self {
                    case .notFound: return "Book Not Found"
                }
            }
        }
    }
}

/// AddBook asking for the author when the title is ambiguous.
enum AddBookRequestingValue {
    struct AddBook: AppIntent {
        static var title: LocalizedStringResource = "Add Book"

        @Parameter(title: "Title")
        var title: String

        @Parameter(title: "Author Name")
        var authorName: String?

        @Parameter(title: "Recommended By")
        var recommendedBy: String?

        func perform() async throws -> some PerformResult {
            let books = await BooksAPI.shared.findBooks(named: title, author: authorName)
            guard !books.isEmpty else {
                throw Error.notFound
            }
            if books.count > 1 && authorName == nil {
                throw $authorName.requestValue("Who wrote the book?")
            }

            return .finished
        }

        enum Error: Swift.Error, CustomLocalizedStringResourceConvertible {
            case notFound

            var localizedStringResource: LocalizedStringResource {
                switch self {
                    case .notFound: return "Book Not Found"
                }
            }
        }
    }
}

/// AddBook choosing between authors.
enum AddBookDisambiguating {
    struct AddBook: AppIntent {
        static var title: LocalizedStringResource = "Add Book"

        @Parameter(title: "Title")
        var title: String

        @Parameter(title: "Author Name")
        var authorName: String?

        @Parameter(title: "Recommended By")
        var recommendedBy: String?

        func perform() async throws -> some PerformResult {
            let books = await BooksAPI.shared.findBooks(named: title, author: authorName)
            guard !books.isEmpty else {
                throw Error.notFound
            }
            if books.count > 1 {
                let chosenAuthor = try await $authorName.requestDisambiguation(among: books.map { $0.authorName }, dialog: "Which author?")
            }
            return .finished
        }

        enum Error: Swift.Error, CustomLocalizedStringResourceConvertible {
            case notFound

            var localizedStringResource: LocalizedStringResource {
                switch self {
                    case .notFound: return "Book Not Found"
                }
            }
        }
    }
}

/// AddBook confirming the popular book.
enum AddBookConfirming {
    struct AddBook: AppIntent {
        static var title: LocalizedStringResource = "Add Book"

        @Parameter(title: "Title")
        var title: String

        @Parameter(title: "Author Name")
        var authorName: String?

        @Parameter(title: "Recommended By")
        var recommendedBy: String?

        func perform() async throws -> some PerformResult {
            guard var book = await BooksAPI.shared.findBooks(named: title, author: authorName).first else {
                throw Error.notFound
            }
            let confirmed = try await $title.requestConfirmation(for: book.title, dialog: "Did you mean \(book)?")
            book.recommendedBy = recommendedBy
            Database.shared.add(book: book)
            return .finished(value: book)
        }

        enum Error: Swift.Error, CustomLocalizedStringResourceConvertible {
            case notFound

            var localizedStringResource: LocalizedStringResource {
                switch self {
                    case .notFound: return "Book Not Found"
                }
            }
        }
    }
}

struct BuyBook: AppIntent {
    @Parameter(title: "Book")
    var book: BookEntity

    @Parameter(title: "Count")
    var count: Int

    static var title: LocalizedStringResource = "Buy Book"

    func perform() async throws -> some IntentPerformResult {
        let order = OrderEntity(book: book, count: count)
        try await requestConfirmation(output: .finished(value: order, dialog: "Are you ready to order?") {
            OrderPreview(order: order)
        })

        return .finished(value: order, dialog: "Thank you for your order!") {
            OrderConfirmation(order: order)
        }
    }
}
