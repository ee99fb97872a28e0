import Synchronization

/// The type of a parameter, property or result, as saved in metadata.
///
/// Written as text in JSON: `string`, `integer`, `double`, `boolean`, `date`, `url`, `decimal`,
/// `enum:Books.Shelf`, `entity:Books.BookEntity`, `measurement:length`, `currency`, `person`, `dictionary`, `match`,
/// and `[…]` around any of them
/// for a list.
package indirect enum ValueType: Sendable, Hashable, Codable, CustomStringConvertible {
    case string, integer, double, boolean, date, url, decimal
    /// An ``AppEnum``, by identifier.
    case enumeration(TypeIdentifier)
    /// An ``AppEntity`` or ``TransientAppEntity``, by identifier.
    case entity(TypeIdentifier)
    /// A list of values of one type.
    case array(ValueType)
    /// A dictionary: text keys, each with a value of any type (a shortcut's Dictionary). Its
    /// keys are not part of the type; where they are known before a run, the shortcut's type
    /// engine reads them from the dictionary itself.
    case dictionary
    /// One match of a regular expression (a shortcut's Match Text): text that also has capture
    /// groups, which a variable's path can step into. It is text wherever text is read; which
    /// groups it has is known before a run only from a constant pattern, so it is not part of
    /// the type.
    case match
    /// A measurement of a dimension (`measurement:length`), in any of its units.
    case measurement(IntentMeasurementDimension)
    /// An amount of money in a currency (``IntentCurrencyAmount``).
    case currency
    /// A person (``IntentPerson``).
    case person

    /// The type of a run-time kind, naming enums and entities by their registered identifiers.
    package init(_ kind: IntentValueKind) {
        switch kind {
        case .string: self = .string
        case .integer: self = .integer
        case .double: self = .double
        case .boolean: self = .boolean
        case .date: self = .date
        case .url: self = .url
        case .decimal: self = .decimal
        case .enumeration(let type): self = .enumeration(TypeIdentifiers.identifier(for: type))
        case .entity(let type): self = .entity(TypeIdentifiers.identifier(for: type))
        case .transientEntity(let type): self = .entity(TypeIdentifiers.identifier(for: type))
        case .array(let element): self = .array(ValueType(element))
        case .measurement(let dimension): self = .measurement(dimension)
        case .currency: self = .currency
        case .person: self = .person
        }
    }

    /// The run-time kind an intent's parameter of this type has; enumerations and entities are
    /// the app's own types, which `enumeration` and `entity` look up. `nil` for a type no
    /// parameter stores (a dictionary) or one the lookup does not know. A match is its text.
    package func intentValueKind(
        enumeration: (TypeIdentifier) -> IntentValueKind?, entity: (TypeIdentifier) -> IntentValueKind?
    ) -> IntentValueKind? {
        switch self {
        case .string, .match: .string
        case .integer: .integer
        case .double: .double
        case .boolean: .boolean
        case .date: .date
        case .url: .url
        case .decimal: .decimal
        case .measurement(let dimension): .measurement(dimension)
        case .currency: .currency
        case .person: .person
        case .dictionary: nil
        case .enumeration(let id): enumeration(id)
        case .entity(let id): entity(id)
        case .array(let element): element.intentValueKind(enumeration: enumeration, entity: entity).map { .array($0) }
        }
    }

    package var description: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .double: "double"
        case .boolean: "boolean"
        case .date: "date"
        case .url: "url"
        case .decimal: "decimal"
        case .enumeration(let id): "enum:\(id)"
        case .entity(let id): "entity:\(id)"
        case .array(let element): "[\(element)]"
        case .dictionary: "dictionary"
        case .match: "match"
        case .measurement(let dimension): "measurement:\(dimension.rawValue)"
        case .currency: "currency"
        case .person: "person"
        }
    }

    /// Parses the text form; `nil` if it is not one.
    package init?(text: String) {
        if text.hasPrefix("["), text.hasSuffix("]") {
            guard let element = ValueType(text: String(text.dropFirst().dropLast())) else { return nil }
            self = .array(element)
            return
        }
        if text.hasPrefix("enum:") {
            self = .enumeration(TypeIdentifier(String(text.dropFirst(5))))
            return
        }
        if text.hasPrefix("measurement:") {
            guard let dimension = IntentMeasurementDimension(rawValue: String(text.dropFirst(12))) else { return nil }
            self = .measurement(dimension)
            return
        }
        if text.hasPrefix("entity:") {
            self = .entity(TypeIdentifier(String(text.dropFirst(7))))
            return
        }
        switch text {
        case "string": self = .string
        case "integer": self = .integer
        case "double": self = .double
        case "boolean": self = .boolean
        case "date": self = .date
        case "url": self = .url
        case "decimal": self = .decimal
        case "dictionary": self = .dictionary
        case "match": self = .match
        case "currency": self = .currency
        case "person": self = .person
        default: return nil
        }
    }

    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let type = ValueType(text: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "unknown value type '\(text)'"))
        }
        self = type
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Words for messages: "text", "a whole number", "a list of Books.BookEntity".
    package var readableName: String {
        switch self {
        case .string: "text"
        case .integer: "a whole number"
        case .double, .decimal: "a number"
        case .boolean: "true or false"
        case .date: "a date"
        case .url: "a URL"
        case .enumeration(let id), .entity(let id): TypeIdentifiers.displayName(for: id)
        case .array(let element): "a list of \(element.readableName)"
        case .dictionary: "a dictionary"
        case .match: "a text match"
        case .currency: "an amount of money"
        case .person: "a person"
        case .measurement(let dimension):
            // "a length", "an area", "an electric charge"
            "\("aeiou".contains(dimension.rawValue.first ?? "x") ? "an" : "a") \(humanize(identifier: dimension.rawValue).lowercased())"
        }
    }

    /// The element type of a list, or the type itself.
    package var elementType: ValueType { if case .array(let element) = self { element } else { self } }
}

/// Maps Swift types to the `<App>.<Type>` identifiers registration assigns them.
enum TypeIdentifiers {
    private static let table = Mutex<[ObjectIdentifier: (id: TypeIdentifier, name: String)]>([:])

    static func assign(_ identifier: TypeIdentifier, displayName: String, to type: Any.Type) {
        table.withLock { $0[ObjectIdentifier(type)] = (identifier, displayName) }
    }

    /// The registered identifier, or the bare Swift type name before registration.
    static func identifier(for type: Any.Type) -> TypeIdentifier {
        table.withLock { $0[ObjectIdentifier(type)]?.id } ?? TypeIdentifier(typeName(type))
    }

    static func isAssigned(_ type: Any.Type) -> Bool {
        table.withLock { $0[ObjectIdentifier(type)] != nil }
    }

    static func displayName(for identifier: TypeIdentifier) -> String {
        table.withLock { table in table.values.first { $0.id == identifier }?.name } ?? identifier.rawValue
    }
}
