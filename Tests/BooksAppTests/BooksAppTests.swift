import Foundation
import GRDB
import IntentKit
import Testing

@testable import BooksApp

/// A fresh library in a temporary folder, registered in its own dependency scope.
struct Library {
    let folder: URL
    let manager = AppDependencyManager()
    let app: IntentApp

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("books-\(UUID().uuidString)")
        app = Books.app(dataDirectory: folder, dependencies: manager)
    }

    func run<R: Sendable>(_ body: () async throws -> R) async rethrows -> R {
        try await AppDependencyManager.withScope(manager, operation: body)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    var store: BooksStore { manager.resolve(BooksStore.self)! }
}

func date(_ text: String) -> Date { BooksSeed.date(text) }

func titles(_ entities: [any AppEntity]) -> [String] { entities.map { ($0 as! BookEntity).title } }

@Suite struct BooksStoreTests {
    @Test func firstUseCreatesMigratesAndSeeds() async throws {
        let library = try Library()
        defer { library.remove() }
        // Making the app opens nothing: the library is made on first use.
        #expect(!FileManager.default.fileExists(atPath: Books.databasePath(in: library.folder)))
        let count = try await library.store.read { db in try BookRecord.fetchCount(db) }
        #expect(count == BooksSeed.library.count)
        #expect(FileManager.default.fileExists(atPath: Books.databasePath(in: library.folder)))
        // Opening again neither migrates twice nor seeds twice.
        let again = Books.app(dataDirectory: library.folder, dependencies: AppDependencyManager())
        #expect(again.name == "Books")
        let reopened = BooksStore(directory: library.folder)
        #expect(try await reopened.read { db in try BookRecord.fetchCount(db) } == BooksSeed.library.count)
    }

    @Test func registrationDescribesEveryQueryableProperty() async throws {
        let library = try Library()
        defer { library.remove() }
        let registered = try await library.run { try await library.app.register() }
        let book = try #require(registered.metadata.entities.first { $0.identifier == "Books.BookEntity" })
        #expect(book.queryKinds == [.identifier, .string, .property])
        #expect(
            book.properties.map(\.name) == [
                "title", "author", "datePublished", "dateRead", "shelf", "pageCount", "rating", "recommendedBy",
            ])
        #expect(
            book.queryProperties.first { $0.name == "title" }?.comparators == [
                .equalTo, .notEqualTo, .contains, .hasPrefix, .hasSuffix,
            ])
        #expect(book.sortableProperties == ["title", "author", "datePublished", "dateRead", "pageCount", "rating"])
        #expect(registered.metadata.shortcuts.count == 3)
        #expect(registered.metadata.shortcuts[1].expandedPhrases.map(\.text).contains("Open Want to Read in Books"))
    }

    @Test func generatedLibrariesAreDeterministicAndSearchable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("books-gen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var reported: [Int] = []
        try Books.generateLibrary(in: folder, count: 2_500) { reported.append($0) }
        #expect(reported.last == 2_500)
        let store = BooksStore(directory: folder, seed: false)
        let (count, first, indexed) = try store.database.pool.read { db in
            (
                try BookRecord.fetchCount(db),
                try String.fetchOne(db, sql: "SELECT title FROM book ORDER BY id LIMIT 1"),
                try Int.fetchOne(db, sql: "SELECT count(*) FROM book_search WHERE book_search MATCH '\"river\"'")
            )
        }
        #expect(count == 2_500)
        #expect(first == "Last Garden")
        #expect((indexed ?? 0) > 0)
    }
}

@Suite struct BookQueryTests {
    @Test func identifiersResolveAndUnknownOnesAreOmitted() async throws {
        let library = try Library()
        defer { library.remove() }
        let found = try await library.run {
            try await BookEntity.entities(identifiedBy: [BooksSeed.uuid(0), BooksSeed.uuid(3), UUID().uuidString])
        }
        #expect(Set(titles(found)) == ["Dune", "Neuromancer"])
    }

    @Test func suggestionsPutCurrentReadingFirst() async throws {
        let library = try Library()
        defer { library.remove() }
        let suggested = try await library.run { try await BookQuery().suggestedEntities() }
        #expect(suggested.prefix(3).allSatisfy { $0.shelf == .currentlyReading })
        #expect(suggested.count == 10)
    }

    @Test func searchRanksExactThenPrefixThenWordsThenOthers() async throws {
        let library = try Library()
        defer { library.remove() }
        let results = try await library.run { try await BookQuery().entities(matching: "the") }
        #expect(results.first?.title == "The Road") // prefix, shortest first
        let ranked = results.map(\.title)
        let prefixed = ranked.prefix { $0.hasPrefix("The ") }
        #expect(prefixed.count == 11)
        #expect(Array(ranked.dropFirst(prefixed.count)) == ["Klara and the Sun", "Parable of the Sower"])
        #expect(try await library.run { try await BookQuery().entities(matching: "Emma") }.first?.title == "Emma")
        #expect(
            try await library.run { try await BookQuery().entities(matching: "guin") }.map(\.author).allSatisfy {
                $0 == "Ursula K. Le Guin"
            })
        #expect(try await library.run { try await BookQuery().entities(matching: "zz") }.isEmpty)
    }

    @Test(
        arguments: [
            ([FindCondition(property: "title", comparator: .equalTo, value: "dune")], ["Dune"]),
            ([FindCondition(property: "title", comparator: .hasPrefix, value: "The D")], ["The Dispossessed"]),
            ([FindCondition(property: "title", comparator: .hasSuffix, value: "ness")], ["The Left Hand of Darkness"]),
            ([FindCondition(property: "title", comparator: .contains, value: "sun")], ["Klara and the Sun"]),
            (
                [FindCondition(property: "author", comparator: .contains, value: "le guin")],
                ["A Wizard of Earthsea", "The Dispossessed", "The Left Hand of Darkness"]
            ),
            (
                [
                    FindCondition(property: "author", comparator: .equalTo, value: "Kazuo Ishiguro"),
                    FindCondition(property: "title", comparator: .notEqualTo, value: "Klara and the Sun"),
                ], ["Never Let Me Go", "The Remains of the Day"]
            ),
            (
                [FindCondition(property: "datePublished", comparator: .lessThan, value: date("1816-01-01"))],
                ["Emma", "Pride and Prejudice"]
            ),
            (
                [
                    FindCondition(
                        property: "datePublished", comparator: .isBetween, value: date("2018-01-01"),
                        value2: date("2020-12-31"))
                ], ["Piranesi", "The Overstory"]
            ),
            ([FindCondition(property: "datePublished", comparator: .equalTo, value: date("1965-08-01"))], ["Dune"]),
            (
                [
                    FindCondition(
                        property: "dateRead", comparator: .greaterThan,
                        value: BooksSeed.readDate("2023-01-01", movedBy: BooksSeed.readYearShift()))
                ],
                ["Piranesi", "Station Eleven"]
            ),
            (
                [FindCondition(property: "shelf", comparator: .equalTo, value: Shelf.currentlyReading)],
                ["Middlemarch", "The Dispossessed", "The Fifth Season"]
            ),
            (
                [FindCondition(property: "pageCount", comparator: .greaterThan, value: 600)],
                ["Middlemarch", "The Wind-Up Bird Chronicle"]
            ),
            ([FindCondition(property: "pageCount", comparator: .lessThan, value: 200)], ["A Wizard of Earthsea"]),
            (
                [
                    FindCondition(property: "rating", comparator: .greaterThanOrEqualTo, value: 5),
                    FindCondition(property: "author", comparator: .hasPrefix, value: "O"),
                ], ["Kindred"]
            ),
            (
                [
                    FindCondition(property: "rating", comparator: .lessThanOrEqualTo, value: 4),
                    FindCondition(property: "pageCount", comparator: .isBetween, value: 200, value2: 260),
                ], ["Foundation", "The Remains of the Day", "Things Fall Apart"]
            ),
        ] as [([FindCondition], [String])])
    func comparatorsCompileToSQL(conditions: [FindCondition], expected: [String]) async throws {
        let library = try Library()
        defer { library.remove() }
        let found = try await library.run {
            try await BookEntity.findEntities(where: conditions, mode: .and, sortedBy: [FindSortKey(property: "title")])
        }
        #expect(titles(found) == expected)
    }

    @Test func anyModeSortsAndLimits() async throws {
        let library = try Library()
        defer { library.remove() }
        let found = try await library.run {
            try await BookEntity.findEntities(
                where: [
                    FindCondition(property: "title", comparator: .contains, value: "the"),
                    FindCondition(property: "datePublished", comparator: .lessThan, value: date("2000-01-01")),
                ],
                mode: .and, sortedBy: [FindSortKey(property: "dateRead", ascending: false)], limit: 3)
        }
        #expect(titles(found) == ["The Master and Margarita", "The Left Hand of Darkness", "The Remains of the Day"])
        let either = try await library.run {
            try await BookEntity.findEntities(
                where: [
                    FindCondition(property: "title", comparator: .equalTo, value: "Dune"),
                    FindCondition(property: "author", comparator: .equalTo, value: "Mary Shelley"),
                ],
                mode: .or, sortedBy: [FindSortKey(property: "datePublished", ascending: false)])
        }
        #expect(titles(either) == ["Dune", "Frankenstein"])
        let byPages = try await library.run {
            try await BookEntity.findEntities(
                where: [], sortedBy: [FindSortKey(property: "pageCount", ascending: false)], limit: 2)
        }
        #expect(titles(byPages) == ["Middlemarch", "The Wind-Up Bird Chronicle"])
    }

    @Test func containsUsesTheSearchIndex() async throws {
        let library = try Library()
        defer { library.remove() }
        let plan = try library.store.database.pool.read { db in
            try Row.fetchAll(
                db,
                sql:
                    "EXPLAIN QUERY PLAN SELECT * FROM book WHERE id IN (SELECT rowid FROM book_search WHERE titleFolded LIKE '%river%') AND datePublished < '2000' ORDER BY dateRead DESC LIMIT 10"
            )
        }
        let details = plan.map { $0["detail"] as String }
        #expect(details.contains { $0.contains("VIRTUAL TABLE INDEX") }, "plan: \(details)")
    }
}

@Suite struct BooksIntentTests {
    func perform<I: AppIntent>(
        _ library: Library, _ type: I.Type, _ values: [String: any Sendable] = [:],
        answers: [PromptAnswer] = []
    ) async throws -> (IntentOutcome, ScriptedPrompter) {
        try await library.run {
            let run = IntentInvocation(type)
            for (name, value) in values { try run.setValue(value, for: name) }
            let prompter = ScriptedPrompter(answers)
            return (try await run.perform(prompter: prompter), prompter)
        }
    }

    func book(_ library: Library, _ index: Int) async throws -> BookEntity {
        try #require(
            try await library.run { try await BookQuery().entities(for: [UUID(uuidString: BooksSeed.uuid(index))!]) }
                .first)
    }

    @Test func shelvesOpenWithTheirBooks() async throws {
        let library = try Library()
        defer { library.remove() }
        let (current, _) = try await perform(library, OpenCurrentlyReading.self)
        #expect((current.value as? [BookEntity])?.count == 3)
        #expect(current.dialog?.full.localizedString == "You are reading 3 books.")
        let (shelf, prompter) = try await perform(library, OpenShelf.self, answers: [.option(1)])
        #expect(prompter.requests.first?.question == "Which shelf?")
        #expect(shelf.dialog?.full.localizedString == "Want to Read has 7 books.")
    }

    @Test func openingABookShowsItsCard() async throws {
        let library = try Library()
        defer { library.remove() }
        let dune = try await book(library, 0)
        let (outcome, prompter) = try await perform(library, OpenBook.self, ["book": dune])
        #expect(prompter.requests.isEmpty)
        #expect(outcome.snippet?.plainText.hasPrefix("DUNE\nAuthor     Frank Herbert") == true)
    }

    @Test func readingAgainAsksToClearTheReadState() async throws {
        let library = try Library()
        defer { library.remove() }
        let dune = try await book(library, 0)
        let (declined, _) = try await perform(
            library, OpenBook.self, ["book": dune, "readAgain": true], answers: [.confirmed(false)])
        #expect((declined.value as? BookEntity)?.shelf == .read)
        let (accepted, prompter) = try await perform(
            library, OpenBook.self, ["book": dune, "readAgain": true], answers: [.confirmed(true)])
        #expect(prompter.requests.first?.question == "Are you sure you want to clear read state for Dune?")
        #expect((accepted.value as? BookEntity)?.shelf == .currentlyReading)
        #expect((accepted.value as? BookEntity)?.dateRead == nil)
    }

    @Test func addingABookDisambiguatesTheAuthor() async throws {
        let library = try Library()
        defer { library.remove() }
        let (outcome, prompter) = try await perform(
            library, AddBook.self, ["title": "emma", "recommendedBy": "Ana"], answers: [.option(1)])
        #expect(prompter.requests.map(\.kind) == [.disambiguation])
        #expect(prompter.requests[0].options.map(\.title) == ["Jane Austen", "Alexander McCall Smith"])
        let added = try #require(outcome.value as? BookEntity)
        #expect(added.author == "Alexander McCall Smith" && added.shelf == .wantToRead && added.recommendedBy == "Ana")
        #expect((outcome.opensIntent as? OpenBook)?.book.id == added.id)
        #expect(outcome.dialog?.full.localizedString == "Added Emma by Alexander McCall Smith to Want to Read.")
    }

    @Test func addingFindsTheCatalogueTitleFolded() async throws {
        let library = try Library()
        defer { library.remove() }
        let (outcome, prompter) = try await perform(library, AddBook.self, ["title": "ＤＲÁＣＵＬＡ"])
        #expect(prompter.requests.isEmpty)
        #expect((outcome.value as? BookEntity)?.title == "Dracula")
        // A title typed in part is completed from the folded titles too.
        let (_, asked) = try await perform(
            library, AddBook.self, ["title": "HYPÉRI"], answers: [.confirmed(true), .option(0)])
        #expect(asked.requests.first?.kind == .confirmation)
    }

    @Test func addingAPartTitleConfirmsOrAsks() async throws {
        let library = try Library()
        defer { library.remove() }
        let (confirmed, prompter) = try await perform(
            library, AddBook.self, ["title": "Dra"], answers: [.confirmed(true)])
        #expect(prompter.requests.first?.question == "Did you mean “Dracula”?")
        #expect((confirmed.value as? BookEntity)?.title == "Dracula")
        let (asked, second) = try await perform(library, AddBook.self, ["title": "The"], answers: [.text("The Hours")])
        #expect(second.requests.first?.kind == .value)
        #expect(
            second.requests.first?.question == "“The” begins 3 titles: The Hours, The Stranger, The Trial. Which one?")
        #expect((asked.value as? BookEntity)?.author == "Michael Cunningham")
    }

    @Test func addingFailsWithALocalizedMessage() async throws {
        let library = try Library()
        defer { library.remove() }
        await #expect(throws: IntentRunError.self) { _ = try await perform(library, AddBook.self, ["title": "Qwerty"]) }
        do {
            _ = try await perform(library, AddBook.self, ["title": "Kindred"])
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "Add Book failed: Kindred by Octavia E. Butler is already in your library.")
        }
    }

    @Test func buyingConfirmsTheOrderFirst() async throws {
        let library = try Library()
        defer { library.remove() }
        let dune = try await book(library, 0)
        do {
            _ = try await perform(library, BuyBook.self, ["book": dune, "count": 2], answers: [.confirmed(false)])
            Issue.record("expected cancellation")
        } catch let error as IntentRunError {
            guard case .cancelled = error else {
                Issue.record("expected cancelled, got \(error)")
                return
            }
        }
        #expect(try await library.store.orderCount() == 0)
        let (outcome, prompter) = try await perform(
            library, BuyBook.self, ["book": dune, "count": 2], answers: [.confirmed(true)])
        #expect(prompter.requests[0].question == "Order 2 copies of Dune for $25.98?")
        #expect(prompter.requests[0].confirmationActionName == "Buy")
        #expect(prompter.requests[0].snippet?.plainText.contains("Dune  2       $12.99  $25.98") == true)
        #expect((outcome.value as? OrderEntity)?.total == 25.98)
        #expect(outcome.dialog?.full.localizedString == "Thank you for your order!")
        #expect(try await library.store.orderCount() == 1)
    }

    @Test func markingAsReadMovesTheBook() async throws {
        let library = try Library()
        defer { library.remove() }
        let dispossessed = try await book(library, 2)
        let (outcome, _) = try await perform(
            library, MarkAsRead.self, ["book": dispossessed, "dateRead": date("2024-02-29")])
        let moved = try #require(outcome.value as? BookEntity)
        #expect(moved.shelf == .read && moved.dateRead == date("2024-02-29"))
    }
}

/// Dates read from the database by hand agree with GRDB's own reading of them.
@Suite struct StoredDateTests {
    @Test func theStoredLayoutReadsAsGRDBReadsIt() throws {
        let queue = try DatabaseQueue()
        let dates = [
            Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_714_550_400.123),
            Date(timeIntervalSince1970: -2_208_988_800), // 1900-01-01
            Date(timeIntervalSince1970: 951_782_400), // 2000-02-29
            Date(timeIntervalSince1970: 4_102_444_799.999), // 2099-12-31 23:59:59.999
        ]
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (d DATETIME)")
            for date in dates { try db.execute(sql: "INSERT INTO t VALUES (?)", arguments: [date]) }
            try db.execute(sql: "INSERT INTO t VALUES ('2024-05-01')") // another form GRDB reads
            try db.execute(sql: "INSERT INTO t VALUES (NULL)")
        }
        let rows = try queue.read { db in try Row.fetchAll(db, sql: "SELECT d FROM t") }
        for row in rows {
            let ours: Date? = try StoredDate.decode(row, "d")
            let grdbs: Date? = try row.decode(Date?.self, forColumn: "d")
            #expect(ours == grdbs, "\(row)")
        }
        #expect(StoredDate.parse("2024-13-01 00:00:00.000") == nil)
        #expect(StoredDate.parse("2024-05-01 00:00:00") == nil)
        #expect(throws: (any Error).self) { let _: Date = try StoredDate.decode(rows.last!, "d") }
    }
}
