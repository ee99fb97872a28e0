import Foundation
import GRDB

/// A note as a row of the `note` table.
struct NoteRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "note"

    var id: Int64?
    var title: String
    var text: String
    var created: Date
    var wordCount: Int

    enum Columns {
        static let id = Column("id")
        static let title = Column("title")
        static let text = Column("text")
        static let created = Column("created")
        static let wordCount = Column("wordCount")
    }

    /// The new row's ID, once inserted.
    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    var entity: NoteEntity {
        NoteEntity(id: Int(id ?? 0), title: title, text: text, created: created, wordCount: wordCount)
    }
}

/// The notes database: opened, migrated and seeded on first use.
final class NotesStore: Sendable {
    let directory: URL
    private let queue: Result<DatabaseQueue, any Error>

    init(directory: URL) {
        self.directory = directory
        queue = Result {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let queue = try DatabaseQueue(path: directory.appendingPathComponent("notes.sqlite").path)
            try Self.migrator.migrate(queue)
            return queue
        }
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "note") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("title", .text).notNull().indexed()
                table.column("text", .text).notNull()
                table.column("created", .datetime).notNull().indexed()
                table.column("wordCount", .integer).notNull().indexed()
            }
            let start = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01
            for (index, (title, text)) in [
                ("Groceries", "oat milk, bread, apples"),
                ("Trip ideas", "Lake Serene in spring; the Olympic coast in autumn"),
                ("Book list", "Dune, The Left Hand of Darkness, Piranesi"),
                ("Plumber", "call on Monday about the kitchen tap"),
            ].enumerated() {
                var record = NoteRecord(
                    title: title, text: text, created: start.addingTimeInterval(Double(index) * 86_400),
                    wordCount: Self.words(in: text))
                try record.insert(db)
            }
        }
        return migrator
    }

    static func words(in text: String) -> Int { text.split(whereSeparator: \.isWhitespace).count }

    /// A LIKE pattern matching text that contains `text` (its `%`, `_` and `\` escaped).
    static func likePattern(containing text: String) -> String { "%\(escape(text))%" }

    /// A LIKE pattern matching text that begins with `text`.
    static func likePattern(prefix text: String) -> String { "\(escape(text))%" }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
    }

    func notes(_ filter: SQLExpression?, order: [SQLOrdering] = [NoteRecord.Columns.id.asc], limit: Int? = nil)
        async throws -> [NoteEntity]
    {
        try await queue.get().read { db in
            var request = NoteRecord.all()
            if let filter { request = request.filter(filter) }
            request = request.order(order)
            if let limit { request = request.limit(limit) }
            return try request.fetchAll(db).map(\.entity)
        }
    }

    func add(title: String, text: String) async throws -> NoteEntity {
        try await queue.get().write { db in
            var record = NoteRecord(title: title, text: text, created: Date(), wordCount: Self.words(in: text))
            try record.insert(db)
            return record.entity
        }
    }

    func count() async throws -> Int {
        try await queue.get().read { db in try NoteRecord.fetchCount(db) }
    }
}
