import Foundation
import GRDB
import IntentKit
import Testing

@testable import BooksApp

/// Identifiers are resolved with one prepared statement and rows read by position.
@Suite struct BookLookupTests {
    /// The generator's identifier of its `index`-th book.
    static func generatedUUID(_ index: Int) -> UUID {
        UUID(uuidString: String(format: "%08X-0000-4000-8000-%012d", index >> 16, index))!
    }

    @Test func manyIdentifiersResolveInOneCallWithTheUnknownLeftOut() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("books-ids-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Books.generateLibrary(in: folder, count: 1_200)
        let manager = AppDependencyManager()
        _ = Books.app(dataDirectory: folder, dependencies: manager)
        // More than the 500 bound variables the earlier lookup asked for at a time, a few
        // twice, and identifiers no book has.
        let wanted = (0..<700).map { Self.generatedUUID($0 * 17 % 1_200) }
        let unknown = (0..<5).map { _ in UUID() }
        let found = try await AppDependencyManager.withScope(manager) {
            try await BookQuery().entities(for: wanted + unknown + wanted.prefix(3))
        }
        #expect(Set(found.map(\.id)) == Set(wanted))
        #expect(found.count == Set(wanted).count)
        let none = try await AppDependencyManager.withScope(manager) { try await BookQuery().entities(for: []) }
        #expect(none.isEmpty)
    }

    @Test func rowsReadByPositionEqualRowsReadByName() async throws {
        let library = try Library()
        defer { library.remove() }
        let (byName, byPosition) = try await library.store.read { db in
            let byName = try BookRecord.fetchAll(db, sql: "SELECT * FROM book ORDER BY id")
            let rows = try Row.fetchAll(db, sql: "SELECT \(BookRecord.columnList) FROM book ORDER BY id")
            return (byName, try rows.map(BookRecord.init(columnsOf:)))
        }
        #expect(!byName.isEmpty)
        #expect(byName.contains { $0.dateRead == nil } && byName.contains { $0.dateRead != nil })
        #expect(byName.map(Fields.init) == byPosition.map(Fields.init))
    }

    /// Every column of a record, to compare two readings.
    struct Fields: Equatable {
        let values: [String]
        init(_ record: BookRecord) {
            values = [
                "\(record.id ?? -1)", record.uuid, record.title, record.author,
                "\(record.datePublished.timeIntervalSinceReferenceDate)",
                "\(String(describing: record.dateRead?.timeIntervalSinceReferenceDate))", record.shelf,
                "\(record.pageCount)",
                "\(String(describing: record.rating))", "\(String(describing: record.recommendedBy))",
                record.titleFolded, record.authorFolded,
            ]
        }
    }
}
