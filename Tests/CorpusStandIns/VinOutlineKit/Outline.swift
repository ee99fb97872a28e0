import Foundation

/// What a row's text is converted to (Zavala also exports OPML and HTML).
public enum DataRepresentation: Sendable {
    case md
}

/// Something that holds rows: an outline, or a row with children.
@MainActor public protocol RowContainer: AnyObject {
    var rows: [Row] { get }
}

/// A tag of an outline.
public struct Tag: Sendable, Hashable {
    public let name: String
    public init(name: String) { self.name = name }
}

/// One row of an outline: a topic, a note, whether it is done, and its children.
@MainActor public final class Row: RowContainer {
    public let entityID: EntityID
    public weak var parent: (any RowContainer)?
    public var topic: String?
    public var note: String?
    public var isComplete: Bool?
    public var isExpanded: Bool
    public private(set) var rows: [Row] = []

    public init(entityID: EntityID, topic: String?, note: String? = nil, isComplete: Bool = false) {
        self.entityID = entityID
        self.topic = topic
        self.note = note
        self.isComplete = isComplete
        self.isExpanded = true
    }

    public func append(_ row: Row) {
        row.parent = self
        rows.append(row)
    }

    /// The level counted from the outline's top rows, which are level 0.
    public var trueLevel: Int {
        var level = 0
        var container = parent
        while let row = container as? Row {
            level += 1
            container = row.parent
        }
        return level
    }

    public func topicMarkdown(type: DataRepresentation) -> String? { topic }
    public func noteMarkdown(type: DataRepresentation) -> String? { note }
}

/// An outline: a titled tree of rows, loaded from disk when used.
@MainActor public final class Outline: RowContainer {
    public let id: EntityID
    public var title: String?
    public var tags: [Tag] = []
    public var ownerName: String?
    public var ownerEmail: String?
    public var ownerURL: String?
    public var created: Date?
    public var updated: Date?
    public var isLocked: Bool?
    public private(set) var rows: [Row] = []
    /// How many times the outline was loaded and unloaded, so tests can see the pairs match.
    public private(set) var loads = 0
    public private(set) var unloads = 0

    public init(id: EntityID, title: String?) {
        self.id = id
        self.title = title
    }

    public func append(_ row: Row) {
        row.parent = self
        rows.append(row)
    }

    public func load() { loads += 1 }
    public func unload() async { unloads += 1 }

    public func findRow(id: String) -> Row? {
        func find(in rows: [Row]) -> Row? {
            for row in rows {
                if row.entityID.rowUUID == id { return row }
                if let found = find(in: row.rows) { return found }
            }
            return nil
        }
        return find(in: rows)
    }
}

/// A document of an account; Zavala's only kind is an outline.
@MainActor public final class Document {
    public let outline: Outline?
    public init(outline: Outline) { self.outline = outline }
}

/// The accounts' documents.
@MainActor public final class AccountManager {
    public static let shared = AccountManager()
    public var documents: [Document] = []
    public private(set) var isSuspended = false

    public init() {}

    public func findDocument(_ entityID: EntityID) -> Document? {
        documents.first {
            guard let id = $0.outline?.id else { return false }
            return id.accountID == entityID.accountID && id.documentUUID == entityID.documentUUID
        }
    }

    public func findRow(_ entityID: EntityID) -> Row? {
        findDocument(entityID)?.outline?.findRow(id: entityID.rowUUID)
    }

    public func resume() { isSuspended = false }
    public func suspend() async { isSuspended = true }
}
