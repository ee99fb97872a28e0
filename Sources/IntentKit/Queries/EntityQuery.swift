/// Finds entities of one type. Every entity's ``AppEntity/defaultQuery`` is one.
///
/// IntentKit asks it for entities by identifier when a saved shortcut runs, and for suggestions
/// when a person opens a picker. Identifiers that no longer exist are simply left out of the
/// result; the runner reports them.
public protocol EntityQuery: Sendable {
    /// The entity type this query finds.
    associatedtype Entity: AppEntity
    init()
    /// The entities with these identifiers, in any order; unknown identifiers are omitted.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// A short list to pick from before the person searches (favourites, recent items).
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }

    /// Apple's name for the entities offered without a search: the suggested ones.
    public func results() async throws -> [Entity] { try await suggestedEntities() }
}

/// A query that can search its entities by text, for the picker's search field.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching `string`, best match first.
    func entities(matching string: String) async throws -> [Entity]
}

/// A query over a small, fixed set of entities that can all be listed at once.
///
/// Shortcuts gives such an entity a Find action and filters, sorts and limits it itself.
public protocol EnumerableEntityQuery: EntityQuery {
    /// Restated so that `allEntities()` alone tells the compiler the entity type.
    associatedtype Entity
    /// Every entity.
    func allEntities() async throws -> [Entity]
    /// The description of the generated Find action.
    static var findIntentDescription: IntentDescription? { get }
}

extension EnumerableEntityQuery {
    public static var findIntentDescription: IntentDescription? { nil }

    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        let wanted = Set(identifiers)
        return try await allEntities().filter { wanted.contains($0.id) }
    }

    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}

/// How a property query's conditions combine.
public enum EntityQueryComparatorMode: String, Sendable, Codable, CaseIterable {
    /// Every condition must hold ("All").
    case and
    /// At least one condition must hold ("Any").
    case or
}

/// How a property query's conditions combine.
public typealias ComparatorMode = EntityQueryComparatorMode

/// A query that finds entities by comparing their properties, sorted and limited.
///
/// Declaring one gives the entity a Find action. Each comparator maps the value a person typed
/// into your comparator mapping type (a SQL expression, a predicate, a URL query item), and
/// ``entities(matching:mode:sortedBy:limit:)`` runs the combination:
///
/// ```swift
/// struct BookQuery: EntityPropertyQuery {
///     static let properties = QueryProperties {
///         Property(\.$title) {
///             ContainsComparator { Column("title").like("%\($0)%") }
///         }
///     }
///     static let sortingOptions = SortingOptions { SortableBy(\.$title) }
///     func entities(matching comparators: [SQLExpression], mode: ComparatorMode,
///                   sortedBy: [EntityQuerySort<BookEntity>], limit: Int?) async throws -> [BookEntity] { … }
/// }
/// ```
public protocol EntityPropertyQuery: EntityQuery {
    /// What each comparator turns a person's value into.
    associatedtype ComparatorMappingType
    /// The properties a Find action can filter on, with their comparators.
    static var properties: EntityQueryProperties<Entity, ComparatorMappingType> { get }
    /// The properties a Find action can sort by.
    static var sortingOptions: EntityQuerySortingOptions<Entity> { get }
    /// The description of the generated Find action.
    static var findIntentDescription: IntentDescription? { get }
    /// The entities matching all (`.and`) or any (`.or`) of the comparators, sorted, at most `limit`.
    func entities(
        matching comparators: [ComparatorMappingType],
        mode: ComparatorMode,
        sortedBy: [EntityQuerySort<Entity>],
        limit: Int?
    ) async throws -> [Entity]
}

extension EntityPropertyQuery {
    public static var findIntentDescription: IntentDescription? { nil }

    /// `Property(\.$x) { … }` inside a property query's ``properties``.
    public typealias Property = EntityQueryProperty<Entity, ComparatorMappingType>
    /// The type of ``properties``.
    public typealias QueryProperties = EntityQueryProperties<Entity, ComparatorMappingType>
    /// The type of ``sortingOptions``.
    public typealias SortingOptions = EntityQuerySortingOptions<Entity>
    /// `SortableBy(\.$x)` inside ``sortingOptions``.
    public typealias SortableBy = EntityQuerySortableByProperty<Entity>
}
