import IntentKit

/// Opens a book; optionally starts it again, after confirming that its read state is cleared.
struct OpenBook: AppIntent {
    static let title: LocalizedStringResource = "Open Book"
    static let description: IntentDescription? = IntentDescription(
        "Opens a book, and can put a finished book back on Currently Reading.", categoryName: "Library",
        searchKeywords: ["show", "read"])
    static let openAppWhenRun = true

    @Parameter(title: "Book", requestValueDialog: "Which book?") var book: BookEntity
    @Parameter(title: "Read Again", default: false) var readAgain: Bool

    @Dependency private var store: BooksStore

    static var parameterSummary: some ParameterSummary {
        When(\.$readAgain, .equalTo, true) {
            Summary("Open \(\.$book) and read it again")
        } otherwise: {
            Summary("Open \(\.$book)") { \.$readAgain }
        }
    }

    init() {}

    init(book: BookEntity, readAgain: Bool = false) {
        self.book = book
        self.readAgain = readAgain
    }

    func perform() async throws -> some IntentResult & ReturnsValue<BookEntity> & ShowsSnippetView {
        var opened = book
        if readAgain, book.shelf == .read {
            guard
                try await $book.requestConfirmation(
                    for: book, dialog: "Are you sure you want to clear read state for \(book)?")
            else {
                return .result(value: book, view: BookCard(book: book))
            }
            guard let moved = try await store.move(book.id, to: .currentlyReading, readOn: nil) else {
                throw BooksError.bookGone
            }
            opened = moved
        }
        return .result(value: opened, view: BookCard(book: opened))
    }
}

/// A book as a snippet: its cover facts.
struct BookCard: SnippetView {
    let book: BookEntity

    var body: some SnippetView {
        Text(book.title).title()
        Field("Author", book.author)
        Field("Published", book.datePublished)
        Field("Shelf", book.shelf)
        if let read = book.dateRead { Field("Read", read) }
        Field("Pages", book.pageCount)
    }
}
