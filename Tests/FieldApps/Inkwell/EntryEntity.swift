import Foundation
import IntentKit

/// An entry of the journal, as intents see it.
public struct EntryEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Entry"
    public static let defaultQuery = EntryQuery()

    public let id: String
    @Property(title: "Title") public var title: String

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", image: .init(named: "journal-page", isTemplate: true))
    }
}

public struct EntryQuery: EntityQuery {
    @Dependency(key: "journal", manager: .shared, default: Journal()) var journal: Journal

    public init() {}

    public func entities(for identifiers: [String]) async throws -> [EntryEntity] {
        identifiers.compactMap { journal.entry($0) }.map { EntryEntity(id: $0.id, title: $0.title) }
    }

    public func suggestedEntities() async throws -> [EntryEntity] {
        journal.all().map { EntryEntity(id: $0.id, title: $0.title) }
    }
}
