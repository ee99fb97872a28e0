import Foundation
import IntentKit

/// What a host knows of an app's types from its metadata, to hold the values the app sends:
/// the declared order and types of each entity type's properties, and each enum's case titles.
package struct WireTyping: Sendable {
    /// The declared order of each entity type's properties.
    package var propertyOrder: [TypeIdentifier: [String]]
    /// The declared type of each entity type's properties, by name.
    package var propertyTypes: [TypeIdentifier: [String: ValueType]]
    /// Each enum's case titles, by stored value.
    package var caseTitles: [TypeIdentifier: [String: String]]

    package init(
        propertyOrder: [TypeIdentifier: [String]] = [:], propertyTypes: [TypeIdentifier: [String: ValueType]] = [:],
        caseTitles: [TypeIdentifier: [String: String]] = [:]
    ) {
        self.propertyOrder = propertyOrder
        self.propertyTypes = propertyTypes
        self.caseTitles = caseTitles
    }

    /// The typing an app's metadata declares.
    package init(_ metadata: AppMetadata) {
        var order: [TypeIdentifier: [String]] = [:]
        var types: [TypeIdentifier: [String: ValueType]] = [:]
        for entity in metadata.entities where order[entity.identifier] == nil {
            order[entity.identifier] = entity.properties.map(\.name)
            types[entity.identifier] = Dictionary(
                entity.properties.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
        }
        var titles: [TypeIdentifier: [String: String]] = [:]
        for enumeration in metadata.enums where titles[enumeration.identifier] == nil {
            titles[enumeration.identifier] = Dictionary(
                enumeration.cases.map { ($0.value, $0.title) }, uniquingKeysWith: { a, _ in a })
        }
        self.init(propertyOrder: order, propertyTypes: types, caseTitles: titles)
    }
}

extension WireValue {
    /// The value as a host holds it while a shortcut runs: text, numbers, dates and URLs as
    /// Swift values, an enum case as its stored value (text), an entity as a ``RemoteEntity``,
    /// an amount as an ``IntentMeasurement`` or ``IntentCurrencyAmount``, a person as an ``IntentPerson``, inline file data as an
    /// ``IntentFile``, a list as `[any Sendable]`.
    ///
    /// - Parameter propertyOrder: The declared order of an entity type's properties, by type
    ///   (properties it does not name come after, by name).
    package func hostValue(propertyOrder: [TypeIdentifier: [String]] = [:]) -> any Sendable {
        hostValue(typing: WireTyping(propertyOrder: propertyOrder), as: nil)
    }

    /// The value as a host holds it, as ``hostValue(propertyOrder:)`` describes, except that a
    /// case of an enum `typing` knows, where `type` (or an entity's property type) says which
    /// enum it is, is a ``RemoteEnumCase`` with its title.
    package func hostValue(typing: WireTyping, as type: ValueType?) -> any Sendable {
        switch self {
        case .text(let v): v
        case .integer(let v): v
        case .double(let v): v
        case .decimal(let v): Decimal(string: v, locale: Locale(identifier: "en_US_POSIX")) ?? Decimal.nan
        case .boolean(let v): v
        case .date(let v): v
        case .url(let v): v
        case .enumeration(let v): Self.enumCase(v, typing: typing, as: type)
        case .entity(let v): RemoteEntity(v, typing: typing)
        case .list(let items):
            items.map { $0.hostValue(typing: typing, as: type.map(Self.elementType)) } as [any Sendable]
        case .measurement(let v): v
        case .currency(let v): v
        case .person(let v): v
        case .file(let v): IntentFile(data: v.data, filename: v.name, type: v.type.flatMap { UTType($0) })
        }
    }

    /// A case of an enum `typing` knows, with its title; its stored value (text) otherwise.
    private static func enumCase(_ value: String, typing: WireTyping, as type: ValueType?) -> any Sendable {
        guard case .enumeration(let id)? = type.map(elementType), let titles = typing.caseTitles[id] else {
            return value
        }
        return RemoteEnumCase(type: id, storedValue: value, title: titles[value] ?? value)
    }

    /// The type of a list's items (a type that is no list is its own).
    private static func elementType(_ type: ValueType) -> ValueType {
        if case .array(let element) = type { return elementType(element) }
        return type
    }
}

extension RemoteEntity {
    /// The entity an app sent, its properties in the declared order.
    package init(_ wire: WireEntity, propertyOrder: [TypeIdentifier: [String]] = [:]) {
        self.init(wire, typing: WireTyping(propertyOrder: propertyOrder))
    }

    /// The entity an app sent, its properties in the declared order, enum cases with the
    /// titles `typing` knows.
    package init(_ wire: WireEntity, typing: WireTyping) {
        let display = DisplayRepresentation(
            title: .verbatim(wire.title ?? wire.id ?? ""), subtitle: wire.subtitle.map { .verbatim($0) },
            image: wire.systemImageName.map { DisplayRepresentation.Image(systemName: $0) },
            synonyms: (wire.synonyms ?? []).map { .verbatim($0) })
        var properties: [EntityPropertyValue] = []
        if let values = wire.properties {
            let declared = typing.propertyOrder[wire.type] ?? []
            let types = typing.propertyTypes[wire.type] ?? [:]
            let rest = values.keys.filter { !declared.contains($0) }.sorted()
            for name in declared + rest {
                guard let value = values[name] else { continue }
                properties.append(
                    EntityPropertyValue(name: name, value: value.hostValue(typing: typing, as: types[name])))
            }
        }
        self.init(type: wire.type, id: wire.id, displayRepresentation: display, properties: properties)
    }
}
