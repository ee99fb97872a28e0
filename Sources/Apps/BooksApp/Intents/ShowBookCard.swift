import IntentKit

/// Shows a book's card with buttons for what can be done with it next: mark it read, or, once
/// read, start it again. An interactive snippet (iOS 26): after a button's intent runs, the host
/// draws the card again from this intent, so it shows the book as it is now.
struct ShowBookCard: SnippetIntent {
    static let title: LocalizedStringResource = "Show Book Card"
    static let description: IntentDescription? = IntentDescription(
        "Shows a book's card, with a button to mark it read or to read it again.", categoryName: "Library",
        searchKeywords: ["card", "snippet", "details"])
    static let sideEffects: SideEffects = []

    @Parameter(title: "Book", requestValueDialog: "Which book?") var book: BookEntity

    @Dependency private var store: BooksStore

    static var parameterSummary: some ParameterSummary { Summary("Show the card of \(\.$book)") }

    init() {}

    init(book: BookEntity) {
        self.book = book
    }

    func perform() async throws -> some IntentResult & ReturnsValue<BookEntity> & ShowsSnippetView {
        // The book as the library has it now, not as the parameter was given.
        guard let current = try await store.book(book.id) else { throw BooksError.bookGone }
        return .result(value: current) {
            BookCard(book: current)
            if current.shelf == .read {
                Button("Read Again", intent: OpenBook(book: current, readAgain: true))
            } else {
                Button("Mark as Read", intent: MarkAsRead(book: current))
            }
        }
    }
}
