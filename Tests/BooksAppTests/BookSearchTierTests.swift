import Foundation
import GRDB
import IntentKit
import Testing

@testable import BooksApp

/// The search's tiers, checked against a ranking of every book done by hand: exact title, title
/// prefix, a word of the title, the author, the rest; shorter titles first within a tier.
@Suite struct BookSearchTierTests {
    /// A generated library of 2,500 books, shared by the tests of this suite (read only).
    static let library: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("books-tiers-\(UUID().uuidString)")
        try! Books.generateLibrary(in: folder, count: 2_500)
        return folder
    }()

    static let queries = ["gard", "the", "silent empire", "golden tower", "ada", "tomás", "en", "r", "ROSSI", "zz"]

    /// The tier a book belongs to for `query`, or nil when it does not match.
    static func tier(_ record: BookRecord, _ query: String) -> Int? {
        let folded = TextFolding.fold(query)
        let (title, author) = (record.titleFolded, record.authorFolded)
        if title == folded { return 0 }
        if title.hasPrefix(folded) { return 1 }
        if title.contains(" " + folded) { return 2 }
        if author.hasPrefix(folded) || author.contains(" " + folded) { return 3 }
        if folded.unicodeScalars.count >= 3, title.contains(folded) || author.contains(folded) { return 4 }
        return nil
    }

    static func search(_ query: String, limit: Int) throws -> [BookRecord] {
        let store = BooksStore(directory: library, seed: false)
        return try store.database.pool.read { db in try BookSearch.search(query, limit: limit, in: db) }
    }

    /// Every matching book, ranked by hand, as (tier, title): books with the same title are
    /// interchangeable.
    static func ranked(_ query: String) throws -> [(Int, String)] {
        let store = BooksStore(directory: library, seed: false)
        let all = try store.database.pool.read { db in try BookRecord.fetchAll(db) }
        return all.compactMap { record in tier(record, query).map { ($0, record.title) } }.sorted {
            ($0.0, $0.1.count, $0.1) < ($1.0, $1.1.count, $1.1)
        }
    }

    @Test(arguments: queries)
    func aPageLargeEnoughForEveryMatchIsTheWholeRanking(query: String) throws {
        let expected = try Self.ranked(query)
        let found = try Self.search(query, limit: 10_000).map { (Self.tier($0, query) ?? -1, $0.title) }
        #expect(found.map(\.0) == expected.map(\.0))
        #expect(found.map(\.1) == expected.map(\.1))
    }

    /// A page that ends inside a tier holds every book of the tiers before it, and only then
    /// books of the next one: tiers ascend, titles lengthen within a tier, and the page is full
    /// whenever enough books match.
    @Test(arguments: queries)
    func pagesFillTierByTier(query: String) throws {
        let expected = try Self.ranked(query)
        for limit in [1, 7, 50, 130] {
            let found = try Self.search(query, limit: limit)
            let tiers = found.map { Self.tier($0, query) }
            #expect(found.count == min(limit, expected.count), "\(query) limit \(limit)")
            #expect(!tiers.contains(nil), "\(query) limit \(limit): a result that does not match")
            let ranks = tiers.compactMap { $0 }
            #expect(ranks == ranks.sorted(), "\(query) limit \(limit): tiers out of order")
            for (a, b) in zip(found, found.dropFirst()) where Self.tier(a, query) == Self.tier(b, query) {
                #expect((a.title.count, a.title) <= (b.title.count, b.title), "\(query) limit \(limit)")
            }
            if let last = ranks.last {
                let before = expected.filter { $0.0 < last }.count
                #expect(ranks.filter { $0 < last }.count == before, "\(query) limit \(limit): a better book left out")
            }
            #expect(Set(found.compactMap(\.id)).count == found.count, "\(query) limit \(limit): a book twice")
        }
    }

    @Test func tierBoundariesOnHandPickedTitles() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("books-tiers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = BooksStore(directory: folder, seed: false)
        let books = [
            ("Rivers of Ash", "Ada Berg"), ("River", "Omar Quinn"), ("The River Returns", "Ada Berg"),
            ("Riverbank", "Sven Dahl"), ("Songs", "Mei Rivera"), ("Upriver", "Hana Sato"), ("RÍVER", "Luca Rossi"),
            ("The Long Riverside Walk", "Jun Abara"), ("Snow", "Viktor Ivanova"),
        ]
        try await store.write { db in
            for (index, book) in books.enumerated() {
                var record = BookRecord(
                    id: nil, uuid: UUID().uuidString, title: book.0, author: book.1,
                    datePublished: Date(timeIntervalSince1970: Double(index) * 86_400), dateRead: nil, shelf: "read",
                    pageCount: 100, rating: nil, recommendedBy: nil)
                try record.insert(db)
            }
        }
        func search(_ text: String, limit: Int = 50) async throws -> [String] {
            try await store.read { db in try BookSearch.search(text, limit: limit, in: db).map(\.title) }
        }
        // Exact (both spellings, shorter first), prefixes, word beginnings, author, the rest.
        #expect(
            try await search("river") == [
                "River", "RÍVER", "Riverbank", "Rivers of Ash", "The River Returns", "The Long Riverside Walk", "Songs",
                "Upriver",
            ])
        #expect(try await search("river", limit: 3) == ["River", "RÍVER", "Riverbank"])
        #expect(
            try await search("river", limit: 5) == [
                "River", "RÍVER", "Riverbank", "Rivers of Ash", "The River Returns",
            ])
        // One and two letters: no trigram for the rest, word beginnings still found.
        #expect(try await search("sn") == ["Snow"])
        #expect(try await search("w") == ["The Long Riverside Walk"])
        #expect(try await search("ada", limit: 2) == ["Rivers of Ash", "The River Returns"])
        #expect(try await search("\"").isEmpty)
        // Several words: each in the title or the author, in any order (issue 29, item 24).
        #expect(try await search("long walk") == ["The Long Riverside Walk"])
        #expect(try await search("walk long") == ["The Long Riverside Walk"])
        #expect(try await search("ash ri").contains("Rivers of Ash"))
        #expect(try await search("walk snow").isEmpty)
    }
}
