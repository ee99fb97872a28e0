import IntentKit

/// Adds a published book to the library: finds it by title, asks which one when the title is
/// ambiguous, which author when several wrote it, and confirms a title completed from a prefix.
struct AddBook: AppIntent {
    static let title: LocalizedStringResource = "Add Book"
    static let description: IntentDescription? = IntentDescription(
        "Finds a published book by title and adds it to your Want to Read shelf.", categoryName: "Library",
        searchKeywords: ["new", "buy", "catalogue"], resultValueName: "Book")

    @Parameter(title: "Title", requestValueDialog: "What is the book called?") var title: String
    @Parameter(title: "Author Name") var authorName: String?
    @Parameter(title: "Recommended By") var recommendedBy: String?

    @Dependency private var store: BooksStore

    static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$title) by \(\.$authorName)") { \.$recommendedBy }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<BookEntity> & ProvidesDialog & OpensIntent {
        var matches = try await store.catalogue(title: title, author: authorName)
        if matches.isEmpty {
            // A title typed in part: one completion is confirmed, several are asked about.
            let titles = try await store.catalogueTitles(beginningWith: title)
            guard !titles.isEmpty else { throw BooksError.notFound(title: title) }
            if titles.count == 1 {
                guard try await $title.requestConfirmation(for: titles[0], dialog: "Did you mean “\(titles[0])”?")
                else {
                    throw BooksError.notFound(title: title)
                }
                title = titles[0]
            } else {
                let chosen = try await $title.requestValue(
                    "“\(title)” begins \(titles.count) titles: \(titles.joined(separator: ", ")). Which one?")
                title = chosen
            }
            matches = try await store.catalogue(title: title, author: authorName)
            guard !matches.isEmpty else { throw BooksError.notFound(title: title) }
        }
        if matches.count > 1 {
            let author = try await $authorName.requestDisambiguation(
                among: matches.map(\.author), dialog: "Which author?")
            matches = matches.filter { $0.author == author }
        }
        let entry = matches[0]
        if let existing = try await store.libraryBook(title: entry.title, author: entry.author) {
            throw BooksError.alreadyInLibrary(title: existing.title, author: existing.author)
        }
        let book = try await store.add(entry, recommendedBy: recommendedBy)
        return .result(
            value: book, opensIntent: OpenBook(book: book),
            dialog: "Added \(book.title) by \(book.author) to Want to Read.")
    }
}
