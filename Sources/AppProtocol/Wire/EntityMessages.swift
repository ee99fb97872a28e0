import IntentKit

/// `entity/resolve` params: the entities of one type with these identifiers. Identifiers that
/// no longer exist are left out of the result.
package struct ResolveParams: Sendable, Hashable, Codable {
    package var type: TypeIdentifier
    package var ids: [String]

    package init(type: TypeIdentifier, ids: [String]) {
        self.type = type
        self.ids = ids
    }
}

/// `entity/suggested` and `entity/all` params.
package struct EntityTypeParams: Sendable, Hashable, Codable {
    package var type: TypeIdentifier

    package init(type: TypeIdentifier) { self.type = type }
}

/// `entity/search` params.
package struct SearchParams: Sendable, Hashable, Codable {
    package var type: TypeIdentifier
    package var text: String

    package init(type: TypeIdentifier, text: String) {
        self.type = type
        self.text = text
    }
}

/// `entity/query` params: a Find through the type's property query.
package struct QueryParams: Sendable, Hashable, Codable {
    /// Whether every condition must hold, or any one.
    package enum Mode: String, Sendable, Hashable, Codable {
        case all, any
    }

    package var type: TypeIdentifier
    package var conditions: [WireCondition]
    package var mode: Mode
    package var sort: [WireSortKey]
    package var limit: Int?

    package init(
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
package struct WireCondition: Sendable, Hashable, Codable {
    package var property: String
    package var comparator: ComparatorKind
    package var value: WireValue
    /// The upper bound, for `isBetween`.
    package var value2: WireValue?

    package init(property: String, comparator: ComparatorKind, value: WireValue, value2: WireValue? = nil) {
        self.property = property
        self.comparator = comparator
        self.value = value
        self.value2 = value2
    }
}

/// One sort key of a property query.
package struct WireSortKey: Sendable, Hashable, Codable {
    package var property: String
    package var ascending: Bool

    package init(property: String, ascending: Bool = true) {
        self.property = property
        self.ascending = ascending
    }
}

/// The result of every entity request.
package struct EntitiesResult: Sendable, Hashable, Codable {
    package var entities: [WireEntity]

    package init(entities: [WireEntity]) { self.entities = entities }
}

/// `$/cancelRequest` params: the id of a request the sender made.
package struct CancelParams: Sendable, Hashable, Codable {
    package var id: RPCID

    package init(id: RPCID) { self.id = id }
}

/// `$/progress` params: how far the request `requestId` has come.
package struct ProgressParams: Sendable, Hashable, Codable {
    package var requestId: RPCID
    package var completed: Double
    package var total: Double?
    package var message: String?

    package init(requestId: RPCID, completed: Double, total: Double? = nil, message: String? = nil) {
        self.requestId = requestId
        self.completed = completed
        self.total = total
        self.message = message
    }
}

/// `$/log` params: a line for the host's log.
public struct LogParams: Sendable, Hashable, Codable {
    /// How much a log line matters; IntentKitServer's `HostConnection.log(_:level:)` takes it.
    public enum Level: String, Sendable, Hashable, Codable {
        case debug, info, warning, error
    }

    package var level: Level
    package var message: String

    package init(level: Level, message: String) {
        self.level = level
        self.message = message
    }
}

/// A result with nothing in it (`shutdown`'s).
package struct EmptyResult: Sendable, Hashable, Codable {
    package init() {}
}
