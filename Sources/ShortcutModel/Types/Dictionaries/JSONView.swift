import Foundation
import IntentKit
import JSONCore

/// The JSON view of any run-time value, and back: the one place values become JSON text (a
/// dictionary as text, Get Text from Dictionary) and JSON text becomes values (Get Dictionary
/// from Input, text given where a dictionary is read).
///
/// To JSON: a dictionary is an object (keys in order), a list an array, text a string, numbers
/// numbers, Yes/No `true`/`false`, a date its ISO 8601 text, a URL its text, an enum case its
/// stored value, and an entity an object `{"type", "id", "title", "properties": {…}}` with its
/// `@Property` values (a transient entity has no type and id). `shortcuts run --output-type
/// json` writes outputs with it too. Back from JSON: objects become dictionaries, arrays lists, strings text,
/// numbers numbers (`Double`), `true`/`false` Yes/No and `null` ``JSONNull``.
package enum JSONView {
    /// How deep the view goes into values built at run time (entities' properties can refer to
    /// each other); JSON read from text is bounded by the parser at the same depth.
    static let maximumDepth = ShortcutLimits.maximumNesting

    /// The JSON node of a value.
    package static func node(of value: (any Sendable)?) -> JSONNode { node(of: value, depth: 0) }

    private static func node(of value: (any Sendable)?, depth: Int) -> JSONNode {
        guard let value, depth < maximumDepth else { return JSONNode(.null) }
        switch value {
        case is JSONNull: return JSONNode(.null)
        case let text as String: return .string(text)
        case let dictionary as DictionaryValue:
            return .object(dictionary.entries.map { ($0.key, node(of: $0.value, depth: depth + 1)) })
        case let b as Bool: return .bool(b)
        case let n as Int: return .number(n)
        case let n as Double: return n.isFinite ? .number(n) : .string(String(n))
        case let n as Decimal: return .number(NSDecimalNumber(decimal: n).doubleValue)
        case let date as Date: return .string(date.formatted(.iso8601))
        case let url as URL: return .string(url.absoluteString)
        case let e as any AppEnum: return .string(e.storedValue)
        case let e as RemoteEnumCase: return .string(e.storedValue)
        case let e as any EntityValue: return entity(e, depth: depth)
        default:
            if let list = IntentValueConversion.elements(of: value) {
                return .array(list.map { node(of: $0, depth: depth + 1) })
            }
            return .string(IntentValueText.title(of: value))
        }
    }

    private static func entity(_ entity: any EntityValue, depth: Int) -> JSONNode {
        var members: [(String, JSONNode)] = []
        members.append(("type", .string(entity.entityTypeIdentifier.rawValue)))
        if let id = entity.entityIdentifier { members.append(("id", .string(id))) }
        members.append(("title", .string(IntentValueText.title(of: entity))))
        let properties = entity.entityPropertyValues.map { property in
            (property.name, node(of: property.value, depth: depth + 1))
        }
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    /// A value as JSON text, indented (what a dictionary reads as in a text parameter).
    package static func text(of value: (any Sendable)?) -> String {
        var out = JSONWriter.write(node(of: value))
        out.removeLast() // the writer's final newline
        return out
    }

    /// A value as JSON on one line: `{"a": 1, "b": [true, null]}`.
    package static func compactText(of value: (any Sendable)?) -> String {
        var out = ""
        // Room for a small dictionary at once: written piece by piece, the text would otherwise
        // grow (and be copied) several times for each one the run log summarises.
        out.reserveCapacity(128)
        writeCompact(value, depth: 0, into: &out)
        return out
    }

    /// Dictionaries written straight into the text, with no node for them on the way (the run
    /// log summarises every dictionary an action outputs); anything else as its node.
    private static func writeCompact(_ value: (any Sendable)?, depth: Int, into out: inout String) {
        guard depth < maximumDepth, let dictionary = value as? DictionaryValue else {
            return JSONWriter.writeCompact(node(of: value, depth: depth), into: &out)
        }
        out += "{"
        for (index, key) in dictionary.keys.enumerated() {
            if index > 0 { out += ", " }
            JSONWriter.writeCompact(.string(key), into: &out)
            out += ": "
            writeCompact(dictionary[key], depth: depth + 1, into: &out)
        }
        out += "}"
    }

    /// The value a JSON node stands for.
    package static func value(of node: JSONNode) -> any Sendable {
        switch node.value {
        case .null: return JSONNull()
        case .bool(let b): return b
        case .number(let written): return Double(written) ?? 0
        case .string(let s): return s
        case .array(let items): return items.map { value(of: $0) } as [any Sendable]
        case .object(let members): return DictionaryValue(members.map { ($0.key, value(of: $0.value)) })
        }
    }

    /// Why JSON text could not be read: where, and what was wrong.
    package struct ParseError: Error, Sendable, Equatable {
        /// "line 1, column 9: expected a value, found the end of the text".
        package var message: String
    }

    /// The value JSON text stands for. Numbers too large for a number (1e400) are an error, as
    /// are duplicate keys in one object and nesting deeper than ``ShortcutLimits/maximumNesting``.
    package static func parse(_ text: String) throws(ParseError) -> any Sendable {
        let node: JSONNode
        do { node = try JSONParser.parse(text) } catch {
            throw ParseError(message: "line \(error.line), column \(error.column): \(error.message)")
        }
        if let bad = firstInfiniteNumber(node) {
            throw ParseError(
                message: "line \(bad.line), column \(bad.column): the number \(quoted(bad.written)) is too large "
                    + "(numbers go up to about 1.8e308)")
        }
        return value(of: node)
    }

    private static func firstInfiniteNumber(_ node: JSONNode) -> (line: Int, column: Int, written: String)? {
        switch node.value {
        case .number(let written): return Double(written)?.isFinite == true ? nil : (node.line, node.column, written)
        case .array(let items): return items.lazy.compactMap { firstInfiniteNumber($0) }.first
        case .object(let members): return members.lazy.compactMap { firstInfiniteNumber($0.value) }.first
        default: return nil
        }
    }
}

extension JSONView {
    /// "a dictionary", "a list", "text", "a number", "true or false", "null": what a JSON value
    /// is, for messages.
    package static func kindName(of value: any Sendable) -> String {
        switch value {
        case is DictionaryValue: "a dictionary"
        case is String: "text"
        case is Double: "a number"
        case is Bool: "true or false"
        case is JSONNull: "null"
        default: IntentValueConversion.elements(of: value) != nil ? "a list" : "a value"
        }
    }
}
