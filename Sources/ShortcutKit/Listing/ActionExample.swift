import Foundation
import IntentKit
import JSONCore

/// An action as a shortcut file holds it, with example values in its required parameters: what
/// `list_actions` shows an agent beside each action's parameters, so that the file's form of
/// values (`{"text": …}`, `{"entity": {"type", "id"}}`, a variable) need not be guessed.
package enum ActionExample {
    /// The example of `action`, its id a placeholder UUID (every action of a file has its own).
    package static func node(_ action: ListedAction, catalog: Catalog) -> JSONNode {
        var members: [(String, JSONNode)] = [
            ("id", .string("00000000-0000-4000-8000-000000000001")), ("action", .string(action.action)),
        ]
        switch action.kind {
        case .intent:
            let required = (action.intent?.parameters ?? []).filter { !$0.isOptional && $0.defaultValue == nil }
            members.append(
                ("parameters", .object(required.map { ($0.name, value(for: $0.type, catalog: catalog)) })))
        case .find:
            let entity = action.entity ?? ""
            members.append(("entity", .string(entity)))
            if let row = action.filters?.first, let comparator = row.comparators.first {
                members.append(
                    (
                        "where",
                        .array([
                            .object([
                                ("property", .string(row.name)), ("comparator", .string(comparator.rawValue)),
                                ("value", value(for: row.type.elementType, catalog: catalog)),
                            ])
                        ])
                    ))
            }
            members.append(("limit", .number(5)))
        case .controlFlow:
            for parameter in action.parameters where !parameter.optional {
                members.append((parameter.name, member(parameter, catalog: catalog)))
            }
        }
        return .object(members)
    }

    /// A built-in action's member, by the kind its listing gives.
    static func member(_ parameter: ListedAction.Parameter, catalog: Catalog) -> JSONNode {
        if let choices = parameter.choices, let first = choices.first { return .string(first) }
        switch parameter.type {
        case "string": return .string(parameter.title)
        case "actions": return .array([])
        case "value": return .object([("var", .string("input"))])
        case "shortcut": return .string("<a shortcut's id>")
        case "json": return .object([("type", .string("object"))])
        default:
            if parameter.type.hasPrefix("[{") { return .array([]) }
            if let type = ValueType(text: parameter.type) { return value(for: type, catalog: catalog) }
            return .object([("var", .string("input"))])
        }
    }

    /// A value of `type` as a file writes it.
    static func value(for type: ValueType, catalog: Catalog) -> JSONNode {
        switch type {
        case .string, .match: .object([("text", .string("some text"))])
        case .integer: .object([("number", .number(1))])
        case .double, .decimal: .object([("number", .number(1.5))])
        case .boolean: .object([("boolean", .bool(true))])
        case .date: .object([("date", .string("2026-12-25T09:00:00Z"))])
        case .url: .object([("url", .string("https://example.org"))])
        case .enumeration(let id):
            .object([("enum", .string(catalog.enumeration(id)?.metadata.cases.first?.value ?? "<a case>"))])
        case .entity(let id):
            .object([
                (
                    "entity",
                    .object([
                        ("type", .string(id.rawValue)), ("id", .string("<an ID from search_entities or \(id.rawValue).find>")),
                    ])
                )
            ])
        case .array(let element): .object([("list", .array([value(for: element, catalog: catalog)]))])
        case .dictionary: .object([("dictionary", .object([("key", .object([("text", .string("value"))]))]))])
        case .measurement: .object([("measurement", .object([("value", .number(5)), ("unit", .string("kilometers"))]))])
        case .currency:
            .object([("currency", .object([("amount", .string("12.50")), ("currencyCode", .string("EUR"))]))])
        case .person: .object([("person", .object([("displayName", .string("Ada Lovelace"))]))])
        }
    }
}
