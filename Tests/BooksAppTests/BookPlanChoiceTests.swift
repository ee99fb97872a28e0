import Foundation
import GRDB
import IntentKit
import Testing

@testable import BooksApp

/// Find's choice between walking the sort index and looking the matches up is made once per
/// search and library size, then remembered.
@Suite struct BookPlanChoiceTests {
    @Test func theChoiceIsRememberedUntilTheLibraryGrows() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("books-plan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Books.generateLibrary(in: folder, count: 3_000)
        let store = BooksStore(directory: folder, seed: false)
        let plan = BookPlan(
            request: BookRecord.all().limit(10), limit: 10, sortIndex: "book_dateRead",
            searchPatterns: [#"titleFolded : "the""#], choices: store.planChoices)
        // "the" is in about a third of the titles: walking the date index wins.
        #expect(try await store.read { db in try plan.walkIsCheaper(limit: 10, db) })
        #expect(store.planChoices.count == 1)
        // The remembered choice is the answer, whatever a count would say now.
        let key = BookPlanChoices.Key(rows: 3_000, limit: 10, patterns: plan.searchPatterns)
        store.planChoices[key] = false
        #expect(try await store.read { db in try plan.walkIsCheaper(limit: 10, db) } == false)
        // A book more is another library: the choice is made again.
        try await store.write { db in
            var record = BookRecord(
                id: nil, uuid: UUID().uuidString, title: "River", author: "Ada Berg", datePublished: Date(),
                dateRead: nil, shelf: "read", pageCount: 10, rating: nil, recommendedBy: nil)
            try record.insert(db)
        }
        #expect(try await store.read { db in try plan.walkIsCheaper(limit: 10, db) })
        #expect(store.planChoices.count == 2)
    }

    @Test func theMemoryIsBounded() {
        let choices = BookPlanChoices()
        for rows in 0..<(BookPlanChoices.capacity + 10) {
            choices[BookPlanChoices.Key(rows: rows, limit: 10, patterns: ["x"])] = true
        }
        #expect(choices.count <= BookPlanChoices.capacity)
        #expect(choices[BookPlanChoices.Key(rows: BookPlanChoices.capacity + 9, limit: 10, patterns: ["x"])] == true)
    }
}
