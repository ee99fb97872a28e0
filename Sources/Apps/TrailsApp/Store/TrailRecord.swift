import GRDB

/// A row of the `trail` table.
struct TrailRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "trail"

    var id: Int
    var name: String
    var region: String
    /// Kilometres.
    var distance: Double
    /// Elevation gain, in metres.
    var elevation: Int
    var currentConditions: String

    /// The columns, for comparators, sorts and filters.
    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
        static let region = Column(CodingKeys.region)
        static let distance = Column(CodingKeys.distance)
        static let elevation = Column(CodingKeys.elevation)
        static let currentConditions = Column(CodingKeys.currentConditions)
    }
}

extension TrailEntity {
    /// The entity for a row and its activities.
    init(_ record: TrailRecord, activities: [Activity]) {
        self.init(
            id: record.id, name: record.name, region: record.region, distance: record.distance,
            elevation: record.elevation, activities: activities, currentConditions: record.currentConditions)
    }
}
