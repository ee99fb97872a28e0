import Foundation
import GRDB
import IntentKit

extension Books {
    /// The first `limit` books whose title or author contains `text` (three or more characters),
    /// in the trigram index's order and unranked, made into entities as the search makes them:
    /// the anchor `shortcuts-bench books` measures the ranked search against. Returns how many.
    package static func unrankedSearch(_ text: String, limit: Int, dependencies: AppDependencyManager) async throws
        -> Int
    {
        guard let store = dependencies.resolve(BooksStore.self) else { return 0 }
        let phrase = BookSearch.phrase(TextFolding.fold(text))
        return try await store.read { db in
            try BookRecord.fetchAll(
                db,
                sql: """
                    SELECT book.* FROM book_search JOIN book ON book.id = book_search.rowid
                    WHERE book_search MATCH ? LIMIT ?
                    """, arguments: [phrase, limit])
        }.map(BookEntity.init(record:)).count
    }
}
