/// Apple's short name for ``EntityQuerySort``, as property queries write their signature:
/// `sortedBy: [Sort<RowAppEntity>]`. Apple ships it undeprecated, and real code uses it.
public typealias Sort<Entity: AppEntity> = EntityQuerySort<Entity>

/// A sort key a Find action passes to ``EntityPropertyQuery/entities(matching:mode:sortedBy:limit:)``.
public struct EntityQuerySort<Entity: AppEntity>: Sendable {
    /// Ascending (A→Z, oldest first) or descending.
    public enum Ordering: String, Sendable, Codable, CaseIterable {
        case ascending, descending
    }

    /// The property to sort by, as declared in the query's sorting options (`\.$title`).
    public var by: PartialKeyPath<Entity> & Sendable
    /// The direction.
    public var order: Ordering

    public init(by: PartialKeyPath<Entity> & Sendable, order: Ordering = .ascending) {
        self.by = by
        self.order = order
    }
}

/// One property a Find action can sort by: `SortableBy(\.$title)`.
public struct EntityQuerySortableByProperty<Entity: AppEntity>: Sendable {
    /// The key path the query receives in ``EntityQuerySort/by``.
    public let keyPath: PartialKeyPath<Entity> & Sendable
    let locate: @Sendable (Entity) -> any AnyEntityProperty
    /// The kind of value sorted.
    public let valueKind: IntentValueKind

    public init<Value: _IntentValue>(_ property: KeyPath<Entity, EntityProperty<Value>> & Sendable) {
        keyPath = property
        locate = { $0[keyPath: property] }
        valueKind = Value.intentValueKind
    }
}

/// The sortable properties of a property query: `SortingOptions { SortableBy(\.$a); … }`.
public struct EntityQuerySortingOptions<Entity: AppEntity>: Sendable {
    /// The sortable properties, in order.
    public let sortableBy: [EntityQuerySortableByProperty<Entity>]

    public init(@EntityQuerySortingOptionsBuilder<Entity> _ content: () -> [EntityQuerySortableByProperty<Entity>]) {
        sortableBy = content()
    }
}

/// Collects the `SortableBy` declarations of ``EntityQuerySortingOptions``.
@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity: AppEntity> {
    public static func buildExpression(_ item: EntityQuerySortableByProperty<Entity>) -> [EntityQuerySortableByProperty<
        Entity
    >] { [item] }
    public static func buildBlock(_ parts: [EntityQuerySortableByProperty<Entity>]...)
        -> [EntityQuerySortableByProperty<Entity>]
    { parts.flatMap { $0 } }
}
