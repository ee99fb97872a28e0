/// A type a person can refer to in a shortcut: a book, a trail, a file.
///
/// An entity has a stable identifier (saved in shortcuts), a display representation, a type
/// name and a default query that finds entities by identifier:
///
/// ```swift
/// struct TrailEntity: AppEntity {
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
///     static let defaultQuery = TrailEntityQuery()
///     let id: Int
///     @Property(title: "Trail Name") var name: String
///     var displayRepresentation: DisplayRepresentation { "\(name)" }
/// }
/// ```
public protocol AppEntity: AppValue, DisplayRepresentable, Identifiable, EntityValue
where ID: EntityIdentifierConvertible {
    /// The query IntentKit uses to find this type's entities.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// The query IntentKit uses to find this type's entities.
    static var defaultQuery: DefaultQuery { get }
    /// How this entity is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

extension AppEntity {
    public static var intentValueKind: IntentValueKind { .entity(Self.self) }

    /// `@Property` inside an entity declares an ``EntityProperty``.
    public typealias Property<Value: _IntentValue> = EntityProperty<Value>

    /// The identifier as saved in a shortcut: the `id`'s text, or its stable part for a
    /// ``SyncableEntity``.
    public var entityIdentifierString: String { Self.savedIdentifier(for: id) }
}

/// An entity that exists only as a value passed between actions and is never looked up again,
/// such as an order's details. It has no query; IntentKit makes one with `init()`.
public protocol TransientAppEntity: AppValue, DisplayRepresentable, EntityValue {
    /// An empty value; the intent fills in its properties.
    init()
    /// How this value is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

extension TransientAppEntity {
    public static var intentValueKind: IntentValueKind { .transientEntity(Self.self) }

    /// `@Property` inside a transient entity declares an ``EntityProperty``.
    public typealias Property<Value: _IntentValue> = EntityProperty<Value>
}
