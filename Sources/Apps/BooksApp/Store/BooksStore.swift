import Foundation
import GRDB
import Synchronization

/// The library's SQLite database: books, the catalogue AddBook searches, and orders.
///
/// Titles and authors are indexed three ways: a case-insensitive B-tree index for equality and
/// prefixes, and an FTS5 trigram index (`book_search`) that answers "contains" and "ends with"
/// for fragments of three or more characters without scanning the table.
final class BooksStore: Sendable {
    let pool: DatabasePool

    /// Receives every SQL statement run, with its arguments in place; `nil` (the default) costs
    /// one lock per statement. Benchmarks use it to run the very same SQL in the sqlite3 shell.
    static let sqlObserver = Mutex<(@Sendable (String) -> Void)?>(nil)

    static func databaseURL(in directory: URL) -> URL { directory.appendingPathComponent("books.sqlite") }

    init(directory: URL, seed: Bool = true) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.label = "Books"
        // The editor keeps the library open while people type: reads go through a modest page
        // cache per connection rather than mapping the file in, so a million-book library costs
        // the process tens of megabytes, not the size of its file. Two readers suffice for a
        // search and a preview at once.
        configuration.maximumReaderCount = 2
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA mmap_size = 0; PRAGMA cache_size = -16384")
            db.trace(options: .statement) { event in
                guard let observer = BooksStore.sqlObserver.withLock({ $0 }) else { return }
                if case .statement(let statement) = event { observer(statement.expandedSQL) }
            }
        }
        pool = try DatabasePool(path: Self.databaseURL(in: directory).path, configuration: configuration)
        try Self.migrator.migrate(pool)
        if seed { try BooksSeed.seedIfEmpty(pool) }
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: books, catalogue, orders") { db in
            try db.execute(sql: """
                CREATE TABLE book (
                    id INTEGER PRIMARY KEY,
                    uuid TEXT NOT NULL UNIQUE,
                    title TEXT NOT NULL,
                    author TEXT NOT NULL,
                    datePublished DATETIME NOT NULL,
                    dateRead DATETIME,
                    shelf TEXT NOT NULL,
                    pageCount INTEGER NOT NULL,
                    rating INTEGER,
                    recommendedBy TEXT
                );
                CREATE INDEX book_title ON book(title COLLATE NOCASE);
                CREATE INDEX book_author ON book(author COLLATE NOCASE);
                CREATE INDEX book_datePublished ON book(datePublished);
                CREATE INDEX book_dateRead ON book(dateRead);
                CREATE INDEX book_shelf ON book(shelf, dateRead);
                CREATE INDEX book_pageCount ON book(pageCount);
                CREATE INDEX book_rating ON book(rating);

                CREATE VIRTUAL TABLE book_search USING fts5(
                    title, author, content='book', content_rowid='id', tokenize='trigram'
                );
                CREATE TRIGGER book_search_insert AFTER INSERT ON book BEGIN
                    INSERT INTO book_search(rowid, title, author) VALUES (new.id, new.title, new.author);
                END;
                CREATE TRIGGER book_search_delete AFTER DELETE ON book BEGIN
                    INSERT INTO book_search(book_search, rowid, title, author) VALUES ('delete', old.id, old.title, old.author);
                END;
                CREATE TRIGGER book_search_update AFTER UPDATE OF title, author ON book BEGIN
                    INSERT INTO book_search(book_search, rowid, title, author) VALUES ('delete', old.id, old.title, old.author);
                    INSERT INTO book_search(rowid, title, author) VALUES (new.id, new.title, new.author);
                END;

                CREATE TABLE catalogue (
                    id INTEGER PRIMARY KEY,
                    title TEXT NOT NULL,
                    author TEXT NOT NULL,
                    datePublished DATETIME NOT NULL,
                    pageCount INTEGER NOT NULL,
                    price REAL NOT NULL
                );
                CREATE INDEX catalogue_title ON catalogue(title COLLATE NOCASE);

                CREATE TABLE bookOrder (
                    id INTEGER PRIMARY KEY,
                    uuid TEXT NOT NULL UNIQUE,
                    bookUUID TEXT NOT NULL,
                    count INTEGER NOT NULL,
                    total REAL NOT NULL,
                    placed DATETIME NOT NULL
                );
                """)
        }
        return migrator
    }
}
