import GRDB

/// A row of the `soup` table.
struct SoupRecord: Codable, Sendable, FetchableRecord, TableRecord {
    static let databaseTableName = "soup"

    var id: String
    var name: String
    var priceCents: Int
    /// Bowls left.
    var stock: Int

    /// The columns, for comparators, sorts and filters.
    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
        static let priceCents = Column(CodingKeys.priceCents)
        static let stock = Column(CodingKeys.stock)
    }
}

extension Soup {
    /// The entity for a row.
    init(_ record: SoupRecord) {
        self.init(id: record.id, name: record.name, price: Money.decimal(cents: record.priceCents))
    }
}
