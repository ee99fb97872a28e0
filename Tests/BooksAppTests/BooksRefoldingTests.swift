import Foundation
import GRDB
import Testing

@testable import BooksApp

/// A library folded before ``TextFolding`` learned letters without a decomposition (ł, ø …)
/// is refolded when it is next opened, so "stanislaw" finds Stanisław Lem there too.
@Suite struct BooksRefoldingTests {
    @Test func anOlderLibraryIsRefoldedOnOpen() async throws {
        let library = try Library()
        defer { library.remove() }
        _ = try await library.store.read { db in try BookRecord.fetchCount(db) }
        // Put the database back as the previous version left it: ł kept, v3 not yet applied.
        let path = Books.databasePath(in: library.folder)
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in
            try db.execute(sql: "UPDATE book SET authorFolded = 'stanisław lem' WHERE author = 'Stanisław Lem'")
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier LIKE 'v3:%'")
        }
        try queue.close()

        let reopened = BooksStore(directory: library.folder)
        let lem = try await reopened.read { db in
            try String.fetchOne(db, sql: "SELECT authorFolded FROM book WHERE author = 'Stanisław Lem'")
        }
        #expect(lem == "stanislaw lem")
        let found = try await reopened.read { db in
            try BookSearch.search("stanislaw", limit: 5, in: db).map { $0.title }
        }
        #expect(found == ["Solaris"])
    }
}
