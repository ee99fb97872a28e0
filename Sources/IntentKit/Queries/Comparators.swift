/// The ten comparisons a Find action's condition can make.
public enum ComparatorKind: String, Sendable, Codable, CaseIterable {
    case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
    case isBetween, contains, hasPrefix, hasSuffix

    /// The words a condition row shows: "is", "contains", "is before" (for dates) …
    public func phrase(for kind: IntentValueKind? = nil) -> String {
        let isDate = if case .date? = kind { true } else { false }
        switch self {
        case .equalTo: return "is"
        case .notEqualTo: return "is not"
        case .lessThan: return isDate ? "is before" : "is less than"
        case .lessThanOrEqualTo: return isDate ? "is on or before" : "is at most"
        case .greaterThan: return isDate ? "is after" : "is greater than"
        case .greaterThanOrEqualTo: return isDate ? "is on or after" : "is at least"
        case .isBetween: return "is between"
        case .contains: return "contains"
        case .hasPrefix: return "begins with"
        case .hasSuffix: return "ends with"
        }
    }

    /// Whether the comparison takes two values (only ``isBetween``).
    public var takesTwoValues: Bool { self == .isBetween }

    /// The comparisons a host offers for a property of this type when it filters the values
    /// itself (an enumerable entity's, a Find over a list): text by its words, ordered kinds
    /// (numbers, dates, amounts) by order, a list by what it contains, anything else by
    /// equality. The one rule the registration, the validator and the editor read.
    package static func offered(for type: ValueType) -> [ComparatorKind] {
        switch type {
        case .string: [.equalTo, .notEqualTo, .contains, .hasPrefix, .hasSuffix]
        case .integer, .double, .decimal, .date, .measurement, .currency:
            [.equalTo, .notEqualTo, .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo, .isBetween]
        case .array: [.contains]
        default: [.equalTo, .notEqualTo]
        }
    }
}

/// One comparator of a query property, with its mapping closure, type-erased over the value.
public struct EntityQueryComparator<Value, Mapping>: Sendable {
    /// Which comparison this is.
    public let kind: ComparatorKind
    let map: @Sendable (Value, Value?) -> Mapping

    init(kind: ComparatorKind, _ transform: @escaping @Sendable (Value) -> Mapping) {
        self.kind = kind
        self.map = { value, _ in transform(value) }
    }

    init(between transform: @escaping @Sendable (Value, Value) -> Mapping) {
        self.kind = .isBetween
        self.map = { low, high in transform(low, high ?? low) }
    }
}

/// Declares a comparator type of Apple's shape: `EqualToComparator { value in … }`.
public protocol QueryComparatorConvertible<Value, Mapping> {
    associatedtype Value
    associatedtype Mapping
    /// The comparator IntentKit stores.
    var comparator: EntityQueryComparator<Value, Mapping> { get }
}

// The nine one-value comparators share one shape; each is its own type so that declarations
// read like Apple's, and, like Apple's, a final class.

/// Matches entities whose property equals the value.
public final class EqualToComparator<Value, Mapping>: QueryComparatorConvertible, Sendable {
    public let comparator: EntityQueryComparator<Value, Mapping>
    public init(mappingTransform: @escaping @Sendable (Value) -> Mapping) {
        comparator = .init(kind: .equalTo, mappingTransform)
    }
}

/// Matches entities whose property differs from the value.
public final class NotEqualToComparator<Value, Mapping>: QueryComparatorConvertible, Sendable {
    public let comparator: EntityQueryComparator<Value, Mapping>
    public init(mappingTransform: @escaping @Sendable (Value) -> Mapping) {
        comparator = .init(kind: .notEqualTo, mappingTransform)
    }
}

/// Matches entities whose property is less than (before) the value.
public final class LessThanComparator<Value, Mapping>: QueryComparatorConvertible, Sendable {
    public let comparator: EntityQueryComparator<Value, Mapping>
    public init(mappingTransform: @escaping @Sendable (Value) -> Mapping) {
        comparator = .init(kind: .lessThan, mappingTransform)
    }
}

/// Matches entities whose property is at most the value.
public final class LessThanOrEqualToComparator<Value, Mapping>: QueryComparatorConvertible, Sendable {
    public let comparator: EntityQueryComparator<Value, Mapping>
    public init(mappingTransform: @escaping @Sendable (Value) -> Mapping) {
        comparator = .init(kind: .lessThanOrEqualTo, mappingTransform)
    }
}

/// Matches entities whose property is greater than (after) the value.
public final class GreaterThanComparator<Value, Mapping>: QueryComparatorConvertible, Sendable {
    public let comparator: EntityQueryComparator<Value, Mapping>
    public init(mappingTransform: @escaping @Sendable (Value) -> Mapping) {
        comparator = .init(kind: .greaterThan, mappingTransform)
    }
}

/// Matches entities whose property is at least the value.
public final class GreaterThanOrEqualToComparator<Value, Mapping>: QueryComparatorConvertible, Sendable {
    public let comparator: EntityQueryComparator<Value, Mapping>
    public init(mappingTransform: @escaping @Sendable (Value) -> Mapping) {
        comparator = .init(kind: .greaterThanOrEqualTo, mappingTransform)
    }
}

/// Matches entities whose property contains the value.
public final class ContainsComparator<Value, Mapping>: QueryComparatorConvertible, Sendable {
    public let comparator: EntityQueryComparator<Value, Mapping>
    public init(mappingTransform: @escaping @Sendable (Value) -> Mapping) {
        comparator = .init(kind: .contains, mappingTransform)
    }
}

/// Matches entities whose property begins with the value.
public final class HasPrefixComparator<Value, Mapping>: QueryComparatorConvertible, Sendable {
    public let comparator: EntityQueryComparator<Value, Mapping>
    public init(mappingTransform: @escaping @Sendable (Value) -> Mapping) {
        comparator = .init(kind: .hasPrefix, mappingTransform)
    }
}

/// Matches entities whose property ends with the value.
public final class HasSuffixComparator<Value, Mapping>: QueryComparatorConvertible, Sendable {
    public let comparator: EntityQueryComparator<Value, Mapping>
    public init(mappingTransform: @escaping @Sendable (Value) -> Mapping) {
        comparator = .init(kind: .hasSuffix, mappingTransform)
    }
}

/// Matches entities whose property lies between two values, both included.
public final class IsBetweenComparator<Value, Mapping>: QueryComparatorConvertible, Sendable {
    public let comparator: EntityQueryComparator<Value, Mapping>
    public init(mappingTransform: @escaping @Sendable (Value, Value) -> Mapping) {
        comparator = .init(between: mappingTransform)
    }
}

/// Collects the comparators inside `Property(\.$x) { … }`.
@resultBuilder
public enum EntityQueryComparatorsBuilder<Value, Mapping> {
    public static func buildExpression(_ c: EqualToComparator<Value, Mapping>) -> [EntityQueryComparator<
        Value, Mapping
    >] {
        [c.comparator]
    }
    public static func buildExpression(_ c: NotEqualToComparator<Value, Mapping>) -> [EntityQueryComparator<
        Value, Mapping
    >] {
        [c.comparator]
    }
    public static func buildExpression(_ c: LessThanComparator<Value, Mapping>) -> [EntityQueryComparator<
        Value, Mapping
    >] {
        [c.comparator]
    }
    public static func buildExpression(_ c: LessThanOrEqualToComparator<Value, Mapping>) -> [EntityQueryComparator<
        Value, Mapping
    >] { [c.comparator] }
    public static func buildExpression(_ c: GreaterThanComparator<Value, Mapping>) -> [EntityQueryComparator<
        Value, Mapping
    >] { [c.comparator] }
    public static func buildExpression(_ c: GreaterThanOrEqualToComparator<Value, Mapping>) -> [EntityQueryComparator<
        Value, Mapping
    >] { [c.comparator] }
    public static func buildExpression(_ c: ContainsComparator<Value, Mapping>) -> [EntityQueryComparator<
        Value, Mapping
    >] {
        [c.comparator]
    }
    public static func buildExpression(_ c: HasPrefixComparator<Value, Mapping>) -> [EntityQueryComparator<
        Value, Mapping
    >] {
        [c.comparator]
    }
    public static func buildExpression(_ c: HasSuffixComparator<Value, Mapping>) -> [EntityQueryComparator<
        Value, Mapping
    >] {
        [c.comparator]
    }
    public static func buildExpression(_ c: IsBetweenComparator<Value, Mapping>) -> [EntityQueryComparator<
        Value, Mapping
    >] {
        [c.comparator]
    }

    public static func buildBlock(_ parts: [EntityQueryComparator<Value, Mapping>]...) -> [EntityQueryComparator<
        Value, Mapping
    >] {
        parts.flatMap { $0 }
    }
}
