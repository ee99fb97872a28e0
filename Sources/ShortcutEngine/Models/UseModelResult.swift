import Foundation
import IntentKit
import JSONCore
import ShortcutModel

/// The type Use Model's reply is turned into: what the model is told to reply with, and how its
/// reply is read. Servers do not reliably hold a model to a format, so every reply is checked
/// here; one that does not read is the model's to answer again.
package enum UseModelResult: String, CaseIterable, Sendable {
    /// `schema`: JSON that matches a JSON Schema of the person's (the action's `schema`).
    case text, number, date, boolean, list, dictionary, schema

    /// The result `call` asks for: its task's (Make List's list, Extract's dictionary, or
    /// Extract's to the schema when Schema is chosen), else its result type, else text.
    package static func of(_ call: BuiltInCall) -> UseModelResult {
        let chosen = call.choice("resultType").flatMap(UseModelResult.init(rawValue:))
        guard let tool = call.choice("task").flatMap(WritingTool.init(rawValue:)), let given = tool.result else {
            return chosen ?? .text
        }
        return tool == .extract && chosen == .schema ? .schema : given
    }

    /// The schema `call` gives its reply, when its result is one and it reads.
    package static func schema(of call: BuiltInCall) -> JSONSchema? {
        guard of(call) == .schema, let node = call.json("schema") else { return nil }
        return try? JSONSchema(node)
    }

    /// Why `node` cannot be a Use Model's schema: it does not read as one, or gives no one JSON
    /// type to its whole reply (the type the actions after it read).
    package static func schemaProblem(_ node: JSONNode) -> String? {
        let schema: JSONSchema
        do { schema = try JSONSchema(node) } catch { return error.description }
        guard let type = schema.type, type != "null" else {
            return
                "the schema must give the reply one type: \"type\": \"object\" (or array, string, number, integer, boolean)"
        }
        return nil
    }

    /// Its name in the editor's menu.
    package var title: String {
        switch self {
        case .text: "Text"
        case .number: "Number"
        case .date: "Date"
        case .boolean: "Yes or No"
        case .list: "List"
        case .dictionary: "Dictionary"
        case .schema: "Schema"
        }
    }

    /// The output's type, for the actions after it.
    package var valueType: ValueType {
        switch self {
        case .text: .string
        case .number: .double
        case .date: .date
        case .boolean: .boolean
        case .list: .array(.string)
        case .dictionary: .dictionary
        case .schema: .dictionary
        }
    }

    /// The output's type with the schema the call gives (a schema's own type).
    package func valueType(schema: JSONSchema?) -> ValueType {
        if self == .schema, let schema { return schema.valueType }
        return valueType
    }

    /// What the model is told, after the person's own instructions.
    func instruction(schema: JSONSchema?) -> String? {
        switch self {
        case .schema:
            guard let schema else { return nil }
            return "Reply with only JSON that matches this JSON Schema, and nothing else:\n"
                + JSONWriter.writeCompact(schema.node)
        case .text: return nil
        case .number: return "Reply with only a number, in digits, and nothing else."
        case .date:
            return
                "Reply with only a date (and time, if one is meant) in ISO 8601, such as 2026-12-25 or 2026-12-25T18:30:00Z, and nothing else."
        case .boolean: return "Reply with only yes or no, and nothing else."
        case .list: return "Reply with only a JSON array of strings, such as [\"first\", \"second\"], and nothing else."
        case .dictionary: return "Reply with only a JSON object, and nothing else."
        }
    }

    /// Why a reply does not read as this type.
    package struct Mismatch: Error, Sendable, Equatable, CustomStringConvertible {
        package var description: String
    }

    /// The reply as a value of this type (for ``schema``, of `schema`).
    package func value(of reply: String, schema: JSONSchema? = nil) async throws(Mismatch) -> any Sendable {
        let text = Self.unwrapped(reply)
        switch self {
        case .schema:
            guard let schema else { throw Mismatch(description: "the action has no schema") }
            let node: JSONNode
            do throws(JSONSyntaxError) { node = try JSONParser.parse(text) } catch {
                throw Mismatch(
                    description: "it is not JSON (line \(error.line), column \(error.column): \(error.message))")
            }
            let violations = schema.violations(of: node, limit: 5)
            guard violations.isEmpty else {
                throw Mismatch(
                    description: "it does not match the schema: "
                        + violations.map(\.description).joined(separator: "; "))
            }
            return schema.value(of: node)
        case .text:
            return reply.trimmingCharacters(in: .whitespacesAndNewlines)
        case .number:
            var number = text
            while let last = number.last, last == "." || last == "!" { number.removeLast() }
            // Commas only as thousands separators (1,234,567): "3,5" is not 35.
            if number.contains(","), number.wholeMatch(of: /-?\d{1,3}(,\d{3})+(\.\d+)?/) != nil {
                number = number.replacingOccurrences(of: ",", with: "")
            }
            guard let value = Double(number), value.isFinite else {
                throw Mismatch(description: "it is not a number")
            }
            return value
        case .date:
            // As a date typed into a date parameter is read (2026-12-25, with or without a time).
            guard let date = try? await IntentValueParsing.parse(text, as: .date) as? Date else {
                throw Mismatch(description: "it is not a date in ISO 8601 (2026-12-25)")
            }
            return date
        case .boolean:
            var word = text.lowercased()
            while let last = word.last, last == "." || last == "!" { word.removeLast() }
            switch word {
            case "yes", "true": return true
            case "no", "false": return false
            default: throw Mismatch(description: "it is not yes or no")
            }
        case .list:
            guard let node = try? JSONParser.parse(text), let items = node.array else {
                throw Mismatch(description: "it is not a JSON array of strings")
            }
            var out: [any Sendable] = []
            for item in items {
                guard let string = item.string ?? item.double.map({ IntentValueText.format($0) }) else {
                    throw Mismatch(description: "an item of the array is not a string")
                }
                out.append(string)
            }
            return out
        case .dictionary:
            guard let node = try? JSONParser.parse(text), node.members != nil else {
                throw Mismatch(description: "it is not a JSON object")
            }
            return JSONView.value(of: node)
        }
    }

    /// The reply without the code fence or quotes models wrap answers in.
    static func unwrapped(_ reply: String) -> String {
        var text = reply.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("```") {
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            if lines.count >= 2, lines.last?.trimmingCharacters(in: .whitespaces) == "```" {
                text = lines.dropFirst().dropLast().joined(separator: "\n").trimmingCharacters(
                    in: .whitespacesAndNewlines)
            }
        }
        if text.count >= 2, text.first == "\"", text.last == "\"", !text.dropFirst().dropLast().contains("\"") {
            text = String(text.dropFirst().dropLast())
        }
        return text
    }
}
