import Foundation
import IntentKit
import JSONCore

/// A value on the wire: a parameter value, a result, an entity's property, an option.
///
/// Written as shortcut documents write literal values, a one-key object:
/// `{"text": "Hi"}`, `{"integer": 3}`, `{"double": 2.5}`, `{"decimal": "1.10"}`,
/// `{"boolean": true}`, `{"date": "2024-05-01T09:00:00Z"}`, `{"url": "https://…"}`,
/// `{"enum": "read"}`, `{"entity": {"type": "Books.BookEntity", "id": "42", …}}`,
/// `{"list": [ … ]}`, `{"measurement": {"value": 5, "unit": "kilometers"}}`, `{"person": {…}}`.
package indirect enum WireValue: Sendable, Hashable, Codable {
    case text(String)
    case integer(Int)
    case double(Double)
    /// A decimal number, as its text so no digit is lost.
    case decimal(String)
    case boolean(Bool)
    case date(Date)
    case url(URL)
    /// An enum case by its stored (raw) value.
    case enumeration(String)
    case entity(WireEntity)
    case list([WireValue])
    /// An amount and its unit, by Foundation's unit name.
    case measurement(IntentMeasurement)
    /// A file's bytes, with its name and type (a file on disk crosses as its `url`).
    case file(WireFile)
    /// An amount of money: `{"currency": {"amount": "12.50", "currencyCode": "EUR"}}`.
    case currency(IntentCurrencyAmount)
    /// A person, in ``IntentPerson``'s JSON form (docs/format.md).
    case person(IntentPerson)

    private enum Key: String, CodingKey {
        case text, integer, double, decimal, boolean, date, url, `enum`, entity, list, measurement, file, currency,
            person
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        guard c.allKeys.count == 1, let key = c.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a value is an object with exactly one key"))
        }
        switch key {
        case .text: self = .text(try c.decode(String.self, forKey: key))
        case .integer: self = .integer(try c.decode(Int.self, forKey: key))
        case .double: self = .double(try c.decode(Double.self, forKey: key))
        case .decimal: self = .decimal(try c.decode(String.self, forKey: key))
        case .boolean: self = .boolean(try LeafValueCoding.decode(BooleanKind.self, in: c, forKey: key))
        case .date: self = .date(try LeafValueCoding.decode(DateKind.self, in: c, forKey: key))
        case .url: self = .url(try LeafValueCoding.decode(URLKind.self, in: c, forKey: key))
        case .enum: self = .enumeration(try c.decode(String.self, forKey: key))
        case .entity: self = .entity(try c.decode(WireEntity.self, forKey: key))
        case .list: self = .list(try c.decode([WireValue].self, forKey: key))
        case .measurement: self = .measurement(try c.decode(IntentMeasurement.self, forKey: key))
        case .file: self = .file(try c.decode(WireFile.self, forKey: key))
        case .currency: self = .currency(try c.decode(IntentCurrencyAmount.self, forKey: key))
        case .person: self = .person(try c.decode(IntentPerson.self, forKey: key))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .text(let v): try c.encode(v, forKey: .text)
        case .integer(let v): try c.encode(v, forKey: .integer)
        case .double(let v): try c.encode(v, forKey: .double)
        case .decimal(let v): try c.encode(v, forKey: .decimal)
        case .boolean(let v): try LeafValueCoding.encode(BooleanKind.self, v, in: &c, forKey: .boolean)
        case .date(let v): try LeafValueCoding.encode(DateKind.self, v, in: &c, forKey: .date)
        case .url(let v): try LeafValueCoding.encode(URLKind.self, v, in: &c, forKey: .url)
        case .enumeration(let v): try c.encode(v, forKey: .enum)
        case .entity(let v): try c.encode(v, forKey: .entity)
        case .list(let v): try c.encode(v, forKey: .list)
        case .measurement(let v): try c.encode(v, forKey: .measurement)
        case .file(let v): try c.encode(v, forKey: .file)
        case .currency(let v): try c.encode(v, forKey: .currency)
        case .person(let v): try c.encode(v, forKey: .person)
        }
    }
}

/// A file on the wire: `{"name": "report.txt", "type": "public.plain-text", "data": "<base64>"}`.
package struct WireFile: Sendable, Hashable, Codable {
    package var name: String
    /// A Uniform Type Identifier; `nil` when not known.
    package var type: String?
    /// The bytes (base64 in JSON, as `Data` encodes).
    package var data: Data

    package init(name: String, type: String?, data: Data) {
        self.name = name
        self.type = type
        self.data = data
    }
}

/// An entity on the wire: its type and identifier (all a host sends), and what the app shows
/// and knows of it (what an app sends back).
package struct WireEntity: Sendable, Hashable, Codable {
    /// The registered type (`Trails.TrailEntity`).
    package var type: TypeIdentifier
    /// The identifier shortcuts save; `nil` for a transient entity, which has none.
    package var id: String?
    /// The display representation's title.
    package var title: String?
    package var subtitle: String?
    /// An SF Symbols name.
    package var systemImageName: String?
    /// Other names people may search by.
    package var synonyms: [String]?
    /// The `@Property` values by name; properties without a value are left out.
    package var properties: [String: WireValue]?

    package init(
        type: TypeIdentifier, id: String?, title: String? = nil, subtitle: String? = nil,
        systemImageName: String? = nil, synonyms: [String]? = nil, properties: [String: WireValue]? = nil
    ) {
        self.type = type
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.systemImageName = systemImageName
        self.synonyms = synonyms
        self.properties = properties
    }
}
