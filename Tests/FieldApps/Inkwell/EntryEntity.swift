import Foundation
import IntentKit

/// An entry of the journal, as intents see it: known here by its number on this machine, and on
/// every machine by its sync ID, which is what a saved shortcut keeps. An entry that is not
/// private is shared with the journal's other writers.
public struct EntryEntity: AppEntity, SyncableEntity, OwnershipProvidingEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Entry"
    public static let defaultQuery = EntryQuery()

    public let id: SyncableEntityIdentifier<String, String>
    @Property(title: "Title") public var title: String
    let isPrivate: Bool

    public init(_ entry: Journal.Entry) {
        self.id = SyncableEntityIdentifier(local: entry.id, stable: entry.syncID)
        self.isPrivate = entry.isPrivate
        self.title = entry.title
    }

    public var ownership: EntityOwnership { isPrivate ? [] : .shared }

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", image: .init(named: "journal-page", isTemplate: true))
    }
}

public struct EntryQuery: EntityQuery {
    @Dependency(key: "journal", manager: .shared, default: Journal()) var journal: Journal

    public init() {}

    /// An identifier from another machine has only its stable part: found by sync ID.
    public func entities(for identifiers: [SyncableEntityIdentifier<String, String>]) async throws -> [EntryEntity] {
        identifiers.compactMap { identifier in
            if let local = identifier.local { return journal.entry(local) }
            return identifier.stable.flatMap { journal.entry(syncID: $0) }
        }.map(EntryEntity.init)
    }

    public func suggestedEntities() async throws -> [EntryEntity] {
        journal.all().map(EntryEntity.init)
    }
}
