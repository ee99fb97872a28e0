import Foundation
import GRDB

/// A row of the `session` table.
struct SessionRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "session"

    /// The UUID, as text so the database stays readable.
    var id: String
    var name: String
    /// Minutes.
    var duration: Int
    /// A ``SessionCategory`` raw value.
    var category: String
    var createdAt: Date

    /// The columns, for comparators, sorts and filters.
    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
        static let duration = Column(CodingKeys.duration)
        static let category = Column(CodingKeys.category)
        static let createdAt = Column(CodingKeys.createdAt)
    }
}

extension MeditationSession {
    /// The entity for a row, or `nil` for a row another version of the app wrote in a form this
    /// one cannot read (an id that is not a UUID, an unknown category): skipped, not fatal.
    init?(_ record: SessionRecord) {
        guard let id = UUID(uuidString: record.id), let category = SessionCategory(rawValue: record.category) else {
            return nil
        }
        self.init(id: id, name: record.name, duration: record.duration, category: category)
    }
}
