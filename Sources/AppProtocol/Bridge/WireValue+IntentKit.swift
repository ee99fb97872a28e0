import Foundation
import IntentKit

extension WireValue {
    /// The wire form of a value an intent or a query produced: text, numbers, dates, URLs,
    /// enum cases, entities (with their display and properties), and lists of them. `nil` for a
    /// value that has no wire form (or an empty optional).
    ///
    /// Entities nested in properties are written with their properties too, down to
    /// `depth` levels, so a host can read a trail's region's name without asking again.
    package init?(intentValue value: (any Sendable)?, depth: Int = 3) {
        guard let value else { return nil }
        switch value {
        case let v as String: self = .text(v)
        case let v as Int: self = .integer(v)
        case let v as Double: self = .double(v)
        case let v as Decimal: self = .decimal(v.description)
        case let v as Bool: self = .boolean(v)
        case let v as Date: self = .date(v)
        case let v as URL: self = .url(v)
        case let v as any AppEnum: self = .enumeration(v.storedValue)
        case let v as RemoteEnumCase: self = .enumeration(v.storedValue)
        case let v as any EntityValue: self = .entity(WireEntity(entityValue: v, depth: depth))
        case let v as IntentMeasurement: self = .measurement(v)
        case let v as IntentCurrencyAmount: self = .currency(v)
        case let v as IntentPerson: self = .person(v)
        case let v as IntentFile:
            if let url = v.fileURL {
                self = .url(url)
            } else {
                self = .file(WireFile(name: v.filename, type: v.type?.identifier, data: v.data))
            }
        default:
            if let amount = IntentValueConversion.measurement(of: value) {
                self = .measurement(amount)
                return
            }
            if let optional = value as? any OptionalIntentValue {
                guard let wrapped = optional.wrappedIntentValue else { return nil }
                self.init(intentValue: wrapped, depth: depth)
                return
            }
            guard let items = IntentValueConversion.elements(of: value) else { return nil }
            self = .list(items.compactMap { WireValue(intentValue: $0, depth: depth) })
        }
    }
}

/// An optional seen without knowing what it wraps.
private protocol OptionalIntentValue {
    var wrappedIntentValue: (any Sendable)? { get }
}

extension Optional: OptionalIntentValue where Wrapped: _IntentValue {
    var wrappedIntentValue: (any Sendable)? { self.map { $0 } }
}

extension WireEntity {
    /// An app entity as the wire carries it: type, identifier, display, properties.
    package init(entity: any AppEntity, depth: Int = 3) {
        self.init(entityValue: entity, depth: depth)
    }

    /// A transient entity: no identifier, only what it shows and holds.
    package init(transient entity: any TransientAppEntity, depth: Int = 3) {
        self.init(entityValue: entity, depth: depth)
    }

    /// Any entity value (a Swift entity, or one another app sent): type, identifier (none for
    /// a transient one), display, properties.
    package init(entityValue entity: any EntityValue, depth: Int = 3) {
        let display = entity.displayRepresentation
        self.init(
            type: entity.entityTypeIdentifier, id: entity.entityIdentifier, title: display.title.localizedString,
            subtitle: display.subtitle?.localizedString, systemImageName: display.image?.systemName,
            synonyms: display.synonyms.isEmpty ? nil : display.synonyms.map(\.localizedString),
            properties: WireEntity.properties(of: entity, depth: depth))
    }

    private static func properties(of entity: any EntityValue, depth: Int) -> [String: WireValue]? {
        guard depth > 0 else { return nil }
        var out: [String: WireValue] = [:]
        for property in entity.entityPropertyValues {
            if let value = WireValue(intentValue: property.value, depth: depth - 1) { out[property.name] = value }
        }
        return out.isEmpty ? nil : out
    }
}
