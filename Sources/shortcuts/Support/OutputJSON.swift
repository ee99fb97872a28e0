import Foundation
import IntentKit
import JSONCore
import ShortcutKit

/// Values as JSON for `--output-type json` and `--json` listings: entities as objects with
/// their type, id, title and properties; lists as arrays; dates in ISO 8601.
enum OutputJSON {
    static func encode(_ value: (any Sendable)?) -> String {
        JSONWriter.write(node(value)).trimmingCharacters(in: .newlines)
    }

    static func node(_ value: (any Sendable)?) -> JSONNode {
        guard let value else { return JSONNode(.null) }
        if let list = IntentValueConversion.elements(of: value) { return .array(list.map { node($0) }) }
        switch value {
        case let s as String: return .string(s)
        case let b as Bool: return .bool(b)
        case let i as Int: return .number(i)
        case let d as Double: return .number(d)
        case let d as Decimal: return .number(NSDecimalNumber(decimal: d).doubleValue)
        case let d as Date: return .string(ISO8601DateFormatter().string(from: d))
        case let u as URL: return .string(u.absoluteString)
        case let e as any AppEnum: return .string(e.storedValue)
        case let e as any AppEntity:
            return .object([
                (
                    "type",
                    .string(TypeRules.valueType(of: e)?.description.replacingOccurrences(of: "entity:", with: "") ?? "")
                ),
                ("id", .string(e.entityIdentifierString)),
                ("title", .string(e.displayRepresentation.title.localizedString)),
                ("properties", properties(of: e)),
            ])
        case let e as any TransientAppEntity:
            return .object([
                ("title", .string(e.displayRepresentation.title.localizedString)), ("properties", properties(of: e)),
            ])
        default:
            return .string(ValueText.text(of: value))
        }
    }

    static func properties(of entity: Any) -> JSONNode {
        .object(declaredEntityProperties(of: entity).map { ($0.name, node($0.property.anyValue)) })
    }
}
