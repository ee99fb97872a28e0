import AppDatabase
import Foundation
import GRDB
import IntentKit
import Synchronization

/// The library's SQLite database: books, the catalogue AddBook searches, and orders.
///
/// Titles and authors are compared as Find compares text (``TextFolding``): each is stored a
/// second time folded (`titleFolded`, `authorFolded`, written by ``BookRecord``) and indexed
/// twice, by a B-tree index for equality and prefixes and by an FTS5 trigram index
/// (`book_search`) that answers "contains" and "ends with" for fragments of three or more
/// characters without scanning the table. SQLite folds ASCII only, and the trigram tokenizer's
/// `remove_diacritics` needs SQLite 3.45, so the folding is done here, in Swift.
///
/// The database is opened on first use, under a lock shared with other processes
/// (``SharedDatabase``).
final class BooksStore: Sendable {
    let database: SharedDatabase<BooksStoreError>
    /// The plans Find chose for the searches it ran (``BookPlan``).
    let planChoices = BookPlanChoices()

    /// Receives every SQL statement run, with its arguments in place; `nil` (the default) costs
    /// one lock per statement. Benchmarks use it to run the very same SQL in the sqlite3 shell.
    static let sqlObserver = Mutex<(@Sendable (String) -> Void)?>(nil)

    static func databaseURL(in directory: URL) -> URL { directory.appendingPathComponent("books.sqlite") }

    /// The library under `directory`; nothing is opened until it is used. `seed` fills a new
    /// library with ``BooksSeed``.
    init(directory: URL, seed: Bool = true) {
        var configuration = Configuration()
        configuration.label = "Books"
        // The editor keeps the library open while people type: reads go through a modest page
        // cache per connection rather than mapping the file in, so a million-book library costs
        // the process tens of megabytes, not the size of its file. Two readers suffice for a
        // search and a preview at once.
        configuration.maximumReaderCount = 2
        configuration.prepareDatabase { db in
            // Temporary b-trees stay in memory: a Find whose fragment is common collects its
            // full-text matches into one (500,000 row ids on ten million books, a few MB, freed
            // with the statement), and written to a temporary file it cost a third of the Find.
            try db.execute(sql: "PRAGMA mmap_size = 0; PRAGMA cache_size = -16384; PRAGMA temp_store = MEMORY")
            db.trace(options: .statement) { event in
                guard let observer = BooksStore.sqlObserver.withLock({ $0 }) else { return }
                if case .statement(let statement) = event { observer(statement.expandedSQL) }
            }
        }
        database = SharedDatabase(path: Self.databaseURL(in: directory).path, configuration: configuration) { pool in
            // Nearly every start finds the library migrated and seeded: a read says so without
            // the migrator's and the seeder's write transactions, which take the write lock.
            if try pool.read({ db in try Self.migrator.hasCompletedMigrations(db) && (!seed || BooksSeed.isSeeded(db)) }
            ) {
                return
            }
            try Self.migrator.migrate(pool)
            if seed { try BooksSeed.seedIfEmpty(pool) }
        }
    }

    /// Reads in a snapshot; a database failure is a ``BooksStoreError``.
    func read<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws -> T { try await database.read(body) }

    /// Writes in a transaction; a database failure is a ``BooksStoreError``.
    func write<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws -> T {
        try await database.write(body)
    }

    /// The trigger that keeps the search index up to date as books are added. The generator
    /// drops it while it fills a library and puts it back; changing it needs a new migration.
    static let searchInsertTrigger = """
        CREATE TRIGGER IF NOT EXISTS book_search_insert AFTER INSERT ON book BEGIN
            INSERT INTO book_search(rowid, titleFolded, authorFolded) VALUES (new.id, new.titleFolded, new.authorFolded);
        END;
        """

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: books, catalogue, orders") { db in
            try db.execute(
                sql: """
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
        // Find compares text folded by Unicode rules (``TextFolding``), which SQLite cannot do:
        // the folded title and author are stored beside the originals, filled here for the
        // books already there, indexed, and the search index is rebuilt on them.
        migrator.registerMigration("v2: folded titles and authors, empty values sorted last") { db in
            try db.execute(
                sql: """
                    ALTER TABLE book ADD COLUMN titleFolded TEXT NOT NULL DEFAULT '';
                    ALTER TABLE book ADD COLUMN authorFolded TEXT NOT NULL DEFAULT '';
                    """)
            let update = try db.makeStatement(sql: "UPDATE book SET titleFolded = ?, authorFolded = ? WHERE id = ?")
            let rows = try Row.fetchCursor(db, sql: "SELECT id, title, author FROM book")
            while let row = try rows.next() {
                let title: String = row["title"]
                let author: String = row["author"]
                let id: Int64 = row["id"]
                try update.execute(arguments: [TextFolding.fold(title), TextFolding.fold(author), id])
            }
            try db.execute(
                sql: """
                    CREATE INDEX book_titleFolded ON book(titleFolded);
                    CREATE INDEX book_authorFolded ON book(authorFolded);
                    -- Oldest (or lowest) first with the books that have no date (or rating) last.
                    CREATE INDEX book_dateRead_nullsLast ON book(dateRead IS NULL, dateRead);
                    CREATE INDEX book_rating_nullsLast ON book(rating IS NULL, rating);

                    DROP TRIGGER book_search_insert;
                    DROP TRIGGER book_search_delete;
                    DROP TRIGGER book_search_update;
                    DROP TABLE book_search;
                    CREATE VIRTUAL TABLE book_search USING fts5(
                        titleFolded, authorFolded, content='book', content_rowid='id', tokenize='trigram'
                    );
                    INSERT INTO book_search(book_search) VALUES ('rebuild');
                    CREATE TRIGGER book_search_insert AFTER INSERT ON book BEGIN
                        INSERT INTO book_search(rowid, titleFolded, authorFolded) VALUES (new.id, new.titleFolded, new.authorFolded);
                    END;
                    CREATE TRIGGER book_search_delete AFTER DELETE ON book BEGIN
                        INSERT INTO book_search(book_search, rowid, titleFolded, authorFolded)
                        VALUES ('delete', old.id, old.titleFolded, old.authorFolded);
                    END;
                    CREATE TRIGGER book_search_update AFTER UPDATE OF titleFolded, authorFolded ON book BEGIN
                        INSERT INTO book_search(book_search, rowid, titleFolded, authorFolded)
                        VALUES ('delete', old.id, old.titleFolded, old.authorFolded);
                        INSERT INTO book_search(rowid, titleFolded, authorFolded) VALUES (new.id, new.titleFolded, new.authorFolded);
                    END;
                    """)
        }
        // ``TextFolding`` learned letters that do not decompose (ł, ø, æ …): refold the titles
        // and authors whose folded form still has a letter outside ASCII — only those can change,
        // so a large library rewrites a handful of rows. The triggers keep the search index in step.
        migrator.registerMigration("v3: letters without a decomposition folded (ł, ø, æ …)") { db in
            let update = try db.makeStatement(sql: "UPDATE book SET titleFolded = ?, authorFolded = ? WHERE id = ?")
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT id, title, author, titleFolded, authorFolded FROM book
                    WHERE titleFolded GLOB '*[^ -~]*' OR authorFolded GLOB '*[^ -~]*'
                    """)
            while let row = try rows.next() {
                let title = TextFolding.fold(row["title"] as String)
                let author = TextFolding.fold(row["author"] as String)
                let stored: (title: String, author: String) = (row["titleFolded"], row["authorFolded"])
                guard title != stored.title || author != stored.author else { continue }
                let id: Int64 = row["id"]
                try update.execute(arguments: [title, author, id])
            }
        }
        return migrator
    }
}
