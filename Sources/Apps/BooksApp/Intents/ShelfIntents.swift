import Foundation
import IntentKit

/// Opens the Currently Reading shelf: the books being read.
struct OpenCurrentlyReading: AppIntent {
    static let title: LocalizedStringResource = "Open Currently Reading"
    static let description: IntentDescription? = IntentDescription(
        "Opens the shelf of books you are reading.", categoryName: "Library",
        searchKeywords: ["reading", "shelf", "now"])
    static let openAppWhenRun = true

    @Dependency private var store: BooksStore

    func perform() async throws -> some IntentResult & ReturnsValue<[BookEntity]> & ProvidesDialog {
        let books = try await store.books(on: .currentlyReading)
        return .result(value: books, dialog: "You are reading \(books.count) \(books.count == 1 ? "book" : "books").")
    }
}

/// Opens one shelf.
struct OpenShelf: AppIntent {
    static let title: LocalizedStringResource = "Open Shelf"
    static let description: IntentDescription? = IntentDescription(
        "Opens a shelf of your library and outputs its books.", categoryName: "Library",
        searchKeywords: ["shelf", "list"])
    static let openAppWhenRun = true

    @Parameter(title: "Shelf", requestValueDialog: "Which shelf?") var shelf: Shelf

    @Dependency private var store: BooksStore

    static var parameterSummary: some ParameterSummary { Summary("Open \(\.$shelf)") }

    func perform() async throws -> some IntentResult & ReturnsValue<[BookEntity]> & ProvidesDialog {
        let books = try await store.books(on: shelf)
        let total = try await store.count(on: shelf)
        return .result(value: books, dialog: "\(shelf) has \(total) \(total == 1 ? "book" : "books").")
    }
}

/// Moves a book to the Read shelf.
struct MarkAsRead: AppIntent {
    static let title: LocalizedStringResource = "Mark as Read"
    static let description: IntentDescription? = IntentDescription(
        "Moves a book to the Read shelf with the date you finished it.", categoryName: "Library",
        searchKeywords: ["finished", "done"])

    @Parameter(title: "Book", inputConnectionBehavior: .connectToPreviousIntentResult) var book: BookEntity
    @Parameter(title: "Date Read") var dateRead: Date?

    @Dependency private var store: BooksStore

    static var parameterSummary: some ParameterSummary {
        Summary("Mark \(\.$book) as read") { \.$dateRead }
    }

    init() {}

    init(book: BookEntity) {
        self.book = book
    }

    func perform() async throws -> some IntentResult & ReturnsValue<BookEntity> & ProvidesDialog {
        guard let moved = try await store.move(book.id, to: .read, readOn: dateRead) else { throw BooksError.bookGone }
        return .result(value: moved, dialog: "Marked \(moved.title) as read.")
    }
}
