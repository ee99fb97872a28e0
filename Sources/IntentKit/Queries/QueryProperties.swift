/// One property a Find action can filter on, with the comparators it supports.
///
/// Written `Property(\.$title) { EqualToComparator { … }; ContainsComparator { … } }` inside
/// ``EntityQueryProperties``. An optional property's comparators receive the wrapped type.
public struct EntityQueryProperty<Entity: AppEntity, Mapping>: Sendable {
    /// Finds the `@Property` this declaration is about, in an entity value.
    let locate: @Sendable (Entity) -> (any AnyEntityProperty)?
    /// The kind of value the comparators take.
    public let valueKind: IntentValueKind
    /// The comparators, in declaration order.
    public let comparators: [AnyEntityQueryComparator<Mapping>]

    @_disfavoredOverload
    public init<Value: _IntentValue>(
        _ property: KeyPath<Entity, EntityProperty<Value>> & Sendable,
        @EntityQueryComparatorsBuilder<Value, Mapping> _ comparators: () -> [EntityQueryComparator<Value, Mapping>]
    ) {
        self.locate = { $0[keyPath: property] }
        self.valueKind = Value.intentValueKind
        self.comparators = comparators().map(AnyEntityQueryComparator.init)
    }

    public init<Value: _IntentValue>(
        _ property: KeyPath<Entity, EntityProperty<Value?>> & Sendable,
        @EntityQueryComparatorsBuilder<Value, Mapping> _ comparators: () -> [EntityQueryComparator<Value, Mapping>]
    ) {
        self.locate = { $0[keyPath: property] }
        self.valueKind = Value.intentValueKind
        self.comparators = comparators().map(AnyEntityQueryComparator.init)
    }

    init<Stored, Value: _IntentValue>(
        valueKeyPath: KeyPath<Entity, Stored> & Sendable, comparators: [EntityQueryComparator<Value, Mapping>]
    ) {
        self.locate = { entity in
            // Reading an unset property is fatal, so only a complete entity is read.
            guard isComplete(entity) else { return nil }
            let recorder = PropertyAccessRecorder()
            PropertyAccessRecorder.$current.withValue(recorder) { _ = entity[keyPath: valueKeyPath] }
            return recorder.last
        }
        self.valueKind = Value.intentValueKind
        self.comparators = comparators.map(AnyEntityQueryComparator.init)
    }

    /// The comparator of one kind, if declared.
    public func comparator(_ kind: ComparatorKind) -> AnyEntityQueryComparator<Mapping>? {
        comparators.first { $0.kind == kind }
    }
}

/// A comparator whose value type is known only at run time.
public struct AnyEntityQueryComparator<Mapping>: Sendable {
    /// Which comparison this is.
    public let kind: ComparatorKind
    /// The Swift type of the value(s) it takes.
    public let valueType: Any.Type
    private let map: @Sendable (Any, Any?) -> Mapping?

    init<Value>(_ comparator: EntityQueryComparator<Value, Mapping>) {
        kind = comparator.kind
        valueType = Value.self
        map = { first, second in
            guard let first = first as? Value else { return nil }
            if comparator.kind.takesTwoValues {
                guard let second = second as? Value else { return nil }
                return comparator.map(first, second)
            }
            return comparator.map(first, nil)
        }
    }

    /// The mapping for `value` (and `value2` for ``ComparatorKind/isBetween``), or `nil` when a
    /// value is not of the comparator's type.
    public func mapping(_ value: Any, _ value2: Any? = nil) -> Mapping? { map(value, value2) }
}

/// The properties of a property query: `QueryProperties { Property(\.$a) { … }; … }`.
public struct EntityQueryProperties<Entity: AppEntity, Mapping>: Sendable {
    /// The declared properties, in order.
    public let properties: [EntityQueryProperty<Entity, Mapping>]

    public init(@EntityQueryPropertiesBuilder<Entity, Mapping> properties: () -> [EntityQueryProperty<Entity, Mapping>])
    {
        self.properties = properties()
    }
}

/// Collects the `Property` declarations of ``EntityQueryProperties``.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity: AppEntity, Mapping> {
    public static func buildExpression(_ property: EntityQueryProperty<Entity, Mapping>) -> [EntityQueryProperty<
        Entity, Mapping
    >] {
        [property]
    }
    public static func buildBlock(_ parts: [EntityQueryProperty<Entity, Mapping>]...) -> [EntityQueryProperty<
        Entity, Mapping
    >] {
        parts.flatMap { $0 }
    }
}
