import Foundation
import IntentKit

extension WireValue {
    /// The value as a host holds it while a shortcut runs: text, numbers, dates and URLs as
    /// Swift values, an enum case as its stored value (text), an entity as a ``RemoteEntity``,
    /// an amount as an ``IntentMeasurement`` or ``IntentCurrencyAmount``, a person as an ``IntentPerson``, inline file data as an
    /// ``IntentFile``, a list as `[any Sendable]`.
    ///
    /// - Parameter propertyOrder: The declared order of an entity type's properties, by type
    ///   (properties it does not name come after, by name).
    public func hostValue(propertyOrder: [TypeIdentifier: [String]] = [:]) -> any Sendable {
        switch self {
        case .text(let v): v
        case .integer(let v): v
        case .double(let v): v
        case .decimal(let v): Decimal(string: v, locale: Locale(identifier: "en_US_POSIX")) ?? Decimal.nan
        case .boolean(let v): v
        case .date(let v): v
        case .url(let v): v
        case .enumeration(let v): v
        case .entity(let v): RemoteEntity(v, propertyOrder: propertyOrder)
        case .list(let items): items.map { $0.hostValue(propertyOrder: propertyOrder) } as [any Sendable]
        case .measurement(let v): v
        case .currency(let v): v
        case .person(let v): v
        case .file(let v): IntentFile(data: v.data, filename: v.name, type: v.type.flatMap { UTType($0) })
        }
    }
}

extension RemoteEntity {
    /// The entity an app sent, its properties in the declared order.
    public init(_ wire: WireEntity, propertyOrder: [TypeIdentifier: [String]] = [:]) {
        let display = DisplayRepresentation(
            title: .verbatim(wire.title ?? wire.id ?? ""), subtitle: wire.subtitle.map { .verbatim($0) },
            image: wire.systemImageName.map { DisplayRepresentation.Image(systemName: $0) },
            synonyms: (wire.synonyms ?? []).map { .verbatim($0) })
        var properties: [EntityPropertyValue] = []
        if let values = wire.properties {
            let declared = propertyOrder[wire.type] ?? []
            let rest = values.keys.filter { !declared.contains($0) }.sorted()
            for name in declared + rest {
                guard let value = values[name] else { continue }
                properties.append(EntityPropertyValue(name: name, value: value.hostValue(propertyOrder: propertyOrder)))
            }
        }
        self.init(type: wire.type, id: wire.id, displayRepresentation: display, properties: properties)
    }
}
