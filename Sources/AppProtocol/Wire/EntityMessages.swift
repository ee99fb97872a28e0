import IntentKit

/// `entity/resolve` params: the entities of one type with these identifiers. Identifiers that
/// no longer exist are left out of the result.
public struct ResolveParams: Sendable, Hashable, Codable {
    public var type: TypeIdentifier
    public var ids: [String]

    public init(type: TypeIdentifier, ids: [String]) {
        self.type = type
        self.ids = ids
    }
}

/// `entity/suggested` and `entity/all` params.
public struct EntityTypeParams: Sendable, Hashable, Codable {
    public var type: TypeIdentifier

    public init(type: TypeIdentifier) { self.type = type }
}

/// `entity/search` params.
public struct SearchParams: Sendable, Hashable, Codable {
    public var type: TypeIdentifier
    public var text: String

    public init(type: TypeIdentifier, text: String) {
        self.type = type
        self.text = text
    }
}

/// `entity/query` params: a Find through the type's property query.
public struct QueryParams: Sendable, Hashable, Codable {
    /// Whether every condition must hold, or any one.
    public enum Mode: String, Sendable, Hashable, Codable {
        case all, any
    }

    public var type: TypeIdentifier
    public var conditions: [WireCondition]
    public var mode: Mode
    public var sort: [WireSortKey]
    public var limit: Int?

    public init(
        type: TypeIdentifier, conditions: [WireCondition] = [], mode: Mode = .all, sort: [WireSortKey] = [],
        limit: Int? = nil
    ) {
        self.type = type
        self.conditions = conditions
        self.mode = mode
        self.sort = sort
        self.limit = limit
    }
}

/// One condition of a property query.
public struct WireCondition: Sendable, Hashable, Codable {
    public var property: String
    public var comparator: ComparatorKind
    public var value: WireValue
    /// The upper bound, for `isBetween`.
    public var value2: WireValue?

    public init(property: String, comparator: ComparatorKind, value: WireValue, value2: WireValue? = nil) {
        self.property = property
        self.comparator = comparator
        self.value = value
        self.value2 = value2
    }
}

/// One sort key of a property query.
public struct WireSortKey: Sendable, Hashable, Codable {
    public var property: String
    public var ascending: Bool

    public init(property: String, ascending: Bool = true) {
        self.property = property
        self.ascending = ascending
    }
}

/// The result of every entity request.
public struct EntitiesResult: Sendable, Hashable, Codable {
    public var entities: [WireEntity]

    public init(entities: [WireEntity]) { self.entities = entities }
}

/// `$/cancelRequest` params: the id of a request the sender made.
public struct CancelParams: Sendable, Hashable, Codable {
    public var id: RPCID

    public init(id: RPCID) { self.id = id }
}

/// `$/progress` params: how far the request `requestId` has come.
public struct ProgressParams: Sendable, Hashable, Codable {
    public var requestId: RPCID
    public var completed: Double
    public var total: Double?
    public var message: String?

    public init(requestId: RPCID, completed: Double, total: Double? = nil, message: String? = nil) {
        self.requestId = requestId
        self.completed = completed
        self.total = total
        self.message = message
    }
}

/// `$/log` params: a line for the host's log.
public struct LogParams: Sendable, Hashable, Codable {
    public enum Level: String, Sendable, Hashable, Codable {
        case debug, info, warning, error
    }

    public var level: Level
    public var message: String

    public init(level: Level, message: String) {
        self.level = level
        self.message = message
    }
}

/// A result with nothing in it (`shutdown`'s).
public struct EmptyResult: Sendable, Hashable, Codable {
    public init() {}
}
