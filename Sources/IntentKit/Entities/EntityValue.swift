/// An entity value as a host reads it: its registered type, the identifier shortcuts save, how
/// it is shown and its property values, whether a Swift type defines it (every ``AppEntity`` and
/// ``TransientAppEntity`` is one) or it arrived from an app in another process
/// (``RemoteEntity``).
///
/// Hosts read entities only through this protocol, so the runner, Find, the pickers and the
/// run log treat both kinds alike.
public protocol EntityValue: InstanceDisplayRepresentable, Sendable {
    /// The registered type (`Trails.TrailEntity`).
    var entityTypeIdentifier: TypeIdentifier { get }
    /// The identifier shortcuts save; `nil` for a transient entity, which has none.
    var entityIdentifier: String? { get }
    /// The value of the property named `name`: `nil` when the entity has no such property,
    /// `.some(nil)` when it has one without a value.
    func entityPropertyValue(named name: String) -> EntityPropertyValue?
    /// Every property with its value, in declaration order.
    var entityPropertyValues: [EntityPropertyValue] { get }
}

/// One property of an ``EntityValue``: its name and its value, if it has one.
public struct EntityPropertyValue: Sendable {
    public var name: String
    public var value: (any Sendable)?

    public init(name: String, value: (any Sendable)?) {
        self.name = name
        self.value = value
    }
}

extension EntityValue {
    // A Swift entity's properties are its `@Property` declarations, found by reflection.
    public func entityPropertyValue(named name: String) -> EntityPropertyValue? {
        entityProperty(named: name, of: self).map { EntityPropertyValue(name: name, value: $0.hostValue) }
    }

    public var entityPropertyValues: [EntityPropertyValue] {
        declaredEntityProperties(of: self).map { EntityPropertyValue(name: $0.name, value: $0.property.hostValue) }
    }
}

extension AppEntity {
    public var entityTypeIdentifier: TypeIdentifier { TypeIdentifiers.identifier(for: Self.self) }
    public var entityIdentifier: String? { entityIdentifierString }
}

extension TransientAppEntity {
    public var entityTypeIdentifier: TypeIdentifier { TypeIdentifiers.identifier(for: Self.self) }
    public var entityIdentifier: String? { nil }
}

/// An entity of an app that has no Swift type for it here (an app in another process): what it
/// sent of it, held as a value.
package struct RemoteEntity: EntityValue {
    package var entityTypeIdentifier: TypeIdentifier
    package var entityIdentifier: String?
    package var displayRepresentation: DisplayRepresentation
    /// The properties with values, in the order the type declares them.
    package var properties: [EntityPropertyValue]

    package init(
        type: TypeIdentifier, id: String?, displayRepresentation: DisplayRepresentation,
        properties: [EntityPropertyValue] = []
    ) {
        self.entityTypeIdentifier = type
        self.entityIdentifier = id
        self.displayRepresentation = displayRepresentation
        self.properties = properties
    }

    package func entityPropertyValue(named name: String) -> EntityPropertyValue? {
        properties.first { $0.name == name }
    }

    package var entityPropertyValues: [EntityPropertyValue] { properties }
}
