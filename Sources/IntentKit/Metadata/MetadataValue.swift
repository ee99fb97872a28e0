import Foundation

/// A parameter value as metadata records it: defaults, options and summary conditions.
///
/// Encoded as a one-key object, as shortcut documents write values:
/// `{"text": "Hi"}`, `{"integer": 3}`, `{"double": 2.5}`, `{"boolean": true}`,
/// `{"date": "2024-05-01T09:00:00Z"}`, `{"url": "https://…"}`, `{"enum": "read"}`,
/// `{"entity": {"type": "Books.BookEntity", "id": "…"}}`, `{"list": [ … ]}`,
/// `{"measurement": {"value": 5, "unit": "kilometers"}}`, `{"person": {…}}` (``IntentPerson``'s form).
public indirect enum MetadataValue: Sendable, Hashable, Codable {
    case text(String)
    case integer(Int)
    case double(Double)
    case boolean(Bool)
    case date(Date)
    case url(URL)
    case enumeration(String)
    case entity(type: TypeIdentifier, id: String)
    case list([MetadataValue])
    case measurement(IntentMeasurement)
    case currency(IntentCurrencyAmount)
    case person(IntentPerson)

    /// The metadata form of a Swift value, or `nil` for values IntentKit cannot record.
    public init?(_ value: Any?) {
        guard let value = flattenOptional(any: value) else { return nil }
        switch value {
        case let v as String: self = .text(v)
        case let v as Int: self = .integer(v)
        case let v as Double: self = .double(v)
        case let v as Decimal: self = .double(NSDecimalNumber(decimal: v).doubleValue)
        case let v as Bool: self = .boolean(v)
        case let v as Date: self = .date(v)
        case let v as URL: self = .url(v)
        case let v as IntentMeasurement: self = .measurement(v)
        case let v as IntentCurrencyAmount: self = .currency(v)
        case let v as IntentPerson: self = .person(v)
        case let v as any BridgedIntentValue where v.bridgedValue is IntentMeasurement:
            guard let amount = v.bridgedValue as? IntentMeasurement else { return nil }
            self = .measurement(amount)
        case let v as any AppEnum: self = .enumeration(v.storedValue)
        // An external app's case compares as its stored value, the text such apps' cases are
        // converted to (ValueConverter), as before it carried a title.
        case let v as RemoteEnumCase: self = .text(v.storedValue)
        case let v as any AppEntity:
            self = .entity(type: TypeIdentifiers.identifier(for: type(of: v)), id: v.entityIdentifierString)
        case let v as any TransientAppEntity: self = .text(v.displayRepresentation.title.localizedString)
        // An entity of an app in another process: by its identifier, or shown, as above.
        case let v as RemoteEntity:
            if let id = v.entityIdentifier {
                self = .entity(type: v.entityTypeIdentifier, id: id)
            } else {
                self = .text(v.displayRepresentation.title.localizedString)
            }
        case let v as [Any]: self = .list(v.compactMap { MetadataValue($0) })
        default: return nil
        }
    }

    /// Orders two values of the same kind (numbers across integer and double); `nil` otherwise.
    public func compare(to other: MetadataValue) -> ComparisonResult? {
        func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
            a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
        }
        switch (self, other) {
        case (.text(let a), .text(let b)): return order(a.lowercased(), b.lowercased())
        case (.date(let a), .date(let b)): return order(a, b)
        case (.boolean(let a), .boolean(let b)): return order(a ? 1 : 0, b ? 1 : 0)
        case (.enumeration(let a), .enumeration(let b)): return order(a, b)
        case (.measurement(let a), .measurement(let b)): return a.compare(to: b)
        case (.currency(let a), .currency(let b)): return a.compare(to: b)
        default:
            guard let a = numeric, let b = other.numeric else { return nil }
            return order(a, b)
        }
    }

    var numeric: Double? {
        switch self {
        case .integer(let v): Double(v)
        case .double(let v): v
        default: nil
        }
    }

    // MARK: Codable

    private enum Key: String, CodingKey {
        case text, integer, double, boolean, date, url, `enum`, entity, list, measurement, currency, person, type, id
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        guard c.allKeys.count == 1, let key = c.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a value is an object with exactly one key"))
        }
        switch key {
        case .text: self = .text(try c.decode(String.self, forKey: key))
        case .integer: self = .integer(try c.decode(Int.self, forKey: key))
        case .double: self = .double(try c.decode(Double.self, forKey: key))
        case .boolean: self = .boolean(try LeafValueCoding.decode(BooleanKind.self, in: c, forKey: key))
        case .date: self = .date(try LeafValueCoding.decode(DateKind.self, in: c, forKey: key))
        case .url: self = .url(try LeafValueCoding.decode(URLKind.self, in: c, forKey: key))
        case .enum: self = .enumeration(try c.decode(String.self, forKey: key))
        case .entity:
            let e = try c.nestedContainer(keyedBy: Key.self, forKey: key)
            self = .entity(
                type: try e.decode(TypeIdentifier.self, forKey: .type), id: try e.decode(String.self, forKey: .id))
        case .list: self = .list(try c.decode([MetadataValue].self, forKey: key))
        case .measurement: self = .measurement(try c.decode(IntentMeasurement.self, forKey: key))
        case .currency: self = .currency(try c.decode(IntentCurrencyAmount.self, forKey: key))
        case .person: self = .person(try c.decode(IntentPerson.self, forKey: key))
        case .type, .id:
            throw DecodingError.dataCorruptedError(
                forKey: key, in: c, debugDescription: "unknown value kind '\(key.stringValue)'")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .text(let v): try c.encode(v, forKey: .text)
        case .integer(let v): try c.encode(v, forKey: .integer)
        case .double(let v): try c.encode(v, forKey: .double)
        case .boolean(let v): try LeafValueCoding.encode(BooleanKind.self, v, in: &c, forKey: .boolean)
        case .date(let v): try LeafValueCoding.encode(DateKind.self, v, in: &c, forKey: .date)
        case .url(let v): try LeafValueCoding.encode(URLKind.self, v, in: &c, forKey: .url)
        case .enumeration(let v): try c.encode(v, forKey: .enum)
        case .entity(let type, let id):
            var e = c.nestedContainer(keyedBy: Key.self, forKey: .entity)
            try e.encode(type, forKey: .type)
            try e.encode(id, forKey: .id)
        case .list(let v): try c.encode(v, forKey: .list)
        case .measurement(let v): try c.encode(v, forKey: .measurement)
        case .currency(let v): try c.encode(v, forKey: .currency)
        case .person(let v): try c.encode(v, forKey: .person)
        }
    }
}
