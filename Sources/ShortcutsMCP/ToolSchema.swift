import Foundation
import IntentKit
import JSONCore
import MCP
import ShortcutKit

/// A JSON value as MCP writes it (schemas, arguments, structured results).
package typealias JSON = MCP.Value

/// JSON Schemas generated from IntentKit's metadata: what a tool takes and gives.
///
/// Types map one to one: text → `string`, whole numbers → `integer` (a declared range as
/// `minimum`/`maximum`), other numbers → `number`, Yes/No → `boolean`, dates → `string` in ISO
/// 8601, URLs → `string` with `format: uri`, an enum → `string` with `enum` (its stored values)
/// and `enumNames` (its case titles), an entity → `string`, its ID, described with the tools that
/// find IDs, a list → `array` of its element, a dictionary → `object`.
package struct ToolSchema: Sendable {
    let catalog: Catalog

    package init(catalog: Catalog) { self.catalog = catalog }

    /// The schema of a value of `type` given to a tool.
    package func input(_ type: ValueType, range: ParameterRange? = nil) -> JSON {
        switch type {
        case .string, .match: return .object(["type": "string"])
        case .integer:
            var schema: [String: JSON] = ["type": "integer"]
            if let range {
                schema["minimum"] = .int(Int(range.lowerBound))
                schema["maximum"] = .int(Int(range.upperBound))
            }
            return .object(schema)
        case .double, .decimal:
            var schema: [String: JSON] = ["type": "number"]
            if let range {
                schema["minimum"] = .double(range.lowerBound)
                schema["maximum"] = .double(range.upperBound)
            }
            return .object(schema)
        case .boolean: return .object(["type": "boolean"])
        case .date:
            return .object([
                "type": "string",
                "description": "ISO 8601: a date (2026-12-25) or a date and time (2026-12-25T09:30:00Z)",
            ])
        case .url: return .object(["type": "string", "format": "uri"])
        case .enumeration(let id):
            guard let cases = catalog.enumeration(id)?.metadata.cases else { return .object(["type": "string"]) }
            return .object([
                "type": "string", "enum": .array(cases.map { .string($0.value) }),
                "enumNames": .array(cases.map { .string($0.title) }),
            ])
        case .entity(let id):
            return .object(["type": "string", "description": .string(entityIDDescription(id))])
        case .array(let element):
            return .object(["type": "array", "items": input(element)])
        case .dictionary:
            return .object(["type": "object"])
        case .currency:
            return .object([
                "type": "string", "description": "an amount of money and its ISO 4217 code, such as '12.50 EUR'",
            ])
        case .person:
            return .object([
                "type": "string",
                "description":
                    "a person: a name, an email address or phone number, or both, such as 'Ada Lovelace <ada@example.com>'",
            ])
        case .measurement(let dimension):
            let units = dimension.units.map(\.symbol).joined(separator: ", ")
            return .object([
                "type": ["string", "number"],
                "description": .string(
                    "an amount and its unit, such as '5 \(dimension.standardUnit.symbol)' (units: \(units)); a bare number is in the parameter's default unit"
                ),
            ])
        }
    }

    /// How an entity ID argument says where IDs come from: the search tool, and the type's Find.
    func entityIDDescription(_ id: TypeIdentifier) -> String {
        let name = catalog.typeName(id)
        var text =
            "The ID of a \(name) (\(id.rawValue)); get IDs with the \(ToolNames.searchEntities) tool (type \"\(id.rawValue)\")"
        if catalog.entity(id)?.metadata.supportsFind == true { text += " or \(ToolNames.find(id))" }
        return text
    }

    /// The schema of a value of `type` in a tool's structured result, as ``JSONView`` writes it.
    package func output(_ type: ValueType) -> JSON {
        switch type {
        case .string, .date, .url, .match, .measurement, .currency, .person: return .object(["type": "string"])
        case .integer: return .object(["type": "integer"])
        case .double, .decimal: return .object(["type": "number"])
        case .boolean: return .object(["type": "boolean"])
        case .enumeration(let id):
            guard let cases = catalog.enumeration(id)?.metadata.cases else { return .object(["type": "string"]) }
            return .object(["type": "string", "enum": .array(cases.map { .string($0.value) })])
        case .entity(let id):
            return .object([
                "type": "object",
                "description": .string("A \(catalog.typeName(id)): its type, ID, title and properties"),
                "properties": .object([
                    "type": .object(["type": "string"]), "id": .object(["type": "string"]),
                    "title": .object(["type": "string"]), "properties": .object(["type": "object"]),
                ]),
                "required": ["title"],
            ])
        case .array(let element): return .object(["type": "array", "items": output(element)])
        case .dictionary: return .object(["type": "object"])
        }
    }

    /// A tool's result schema: `result` holds the output (left out when there is none),
    /// `dialogs` what the run said.
    package func result(_ type: ValueType?) -> JSON? {
        guard let type else { return nil }
        return .object([
            "type": "object",
            "properties": .object([
                "result": output(type),
                "dialogs": .object(["type": "array", "items": .object(["type": "string"])]),
            ]),
        ])
    }

    /// A metadata value (a parameter's default) as JSON, as an argument would give it.
    package static func json(_ value: MetadataValue) -> JSON {
        switch value {
        case .text(let text): .string(text)
        case .integer(let n): .int(n)
        case .double(let n): .double(n)
        case .boolean(let b): .bool(b)
        case .date(let date): .string(ISODate.format(date))
        case .url(let url): .string(url.absoluteString)
        case .enumeration(let raw): .string(raw)
        case .entity(_, let id): .string(id)
        case .list(let items): .array(items.map(json))
        case .measurement(let amount): .string(amount.description)
        case .currency(let amount): .string(amount.description)
        case .person(let person): .string(person.description)
        }
    }
}
