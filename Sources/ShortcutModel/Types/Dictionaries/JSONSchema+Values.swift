import Foundation
import IntentKit
import JSONCore

// A JSON Schema as the shape of a value of ours (Use Model's result): the type the schema gives
// for the actions after it, the keys the variable picker offers, and JSON that matches it turned
// into values of those types.
extension JSONSchema {
    /// The type a value that matches the schema has: a dictionary for an object, a list for an
    /// array (of its items' type), a date for a string of format `date` or `date-time`, a whole
    /// number for an integer. A schema that allows several kinds gives text, which anything
    /// reads as.
    package var valueType: ValueType {
        switch type {
        case "object": .dictionary
        case "array": .array(items?.valueType ?? .string)
        case "string": format == "date" || format == "date-time" ? .date : .string
        case "integer": .integer
        case "number": .double
        case "boolean": .boolean
        default: .string
        }
    }

    /// The keys of the dictionary a path into a value of the schema reaches, with their types;
    /// `nil` when the path leads elsewhere or the schema names no properties there.
    package func knownKeys(along path: [VariableReference.Step]) -> [(key: String, type: ValueType?)]? {
        var schema: JSONSchema? = self
        for step in path {
            switch step {
            case .key(let key): schema = schema?.property(key)
            case .first, .last: schema = schema?.items
            default: return nil
            }
        }
        guard let schema, schema.type == "object", !schema.propertyNames.isEmpty else { return nil }
        return schema.propertyNames.map { ($0, schema.property($0)?.valueType) }
    }

    /// JSON that matches the schema as a value of ``valueType``: objects as dictionaries (their
    /// members by the schema's properties), arrays as lists, whole numbers as integers, dates
    /// as dates.
    package func value(of node: JSONNode) -> any Sendable {
        switch node.value {
        case .object(let members):
            return DictionaryValue(
                members.map { ($0.key, property($0.key)?.value(of: $0.value) ?? JSONView.value(of: $0.value)) })
        case .array(let elements):
            let itemSchema = items
            return elements.map { itemSchema?.value(of: $0) ?? JSONView.value(of: $0) } as [any Sendable]
        case .string(let text) where format == "date" || format == "date-time":
            // As a date typed into a date parameter is read: a calendar date at midnight here.
            return IntentValueParsing.parseDate(text) ?? text
        case .number(let written) where type == "integer":
            if let whole = Int(written) { return whole }
            return JSONView.value(of: node)
        default:
            return JSONView.value(of: node)
        }
    }

}
