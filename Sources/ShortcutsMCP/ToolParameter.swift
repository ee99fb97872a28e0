import Foundation
import IntentKit
import MCP
import ShortcutKit

/// One argument a tool takes, from an intent's parameter or a shortcut's input.
package struct ToolParameter: Sendable {
    package var name: String
    package var title: String
    package var description: String?
    package var type: ValueType
    package var isOptional: Bool
    package var defaultValue: MetadataValue?
    package var range: ParameterRange?

    package init(_ metadata: ParameterMetadata) {
        name = metadata.name
        title = metadata.title
        description = metadata.description
        type = metadata.type
        isOptional = metadata.isOptional
        defaultValue = metadata.defaultValue
        range = metadata.range
    }

    package init(name: String, title: String, description: String?, type: ValueType, isOptional: Bool) {
        self.name = name
        self.title = title
        self.description = description
        self.type = type
        self.isOptional = isOptional
    }

    /// Whether a call must give it: neither optional nor defaulted.
    package var isRequired: Bool { !isOptional && defaultValue == nil }
}

extension ToolSchema {
    /// The input schema of a tool taking `parameters`: one property each, with its title,
    /// description and default; required the ones neither optional nor defaulted; nothing else.
    package func object(_ parameters: [ToolParameter]) -> JSON {
        var properties: [String: JSON] = [:]
        for parameter in parameters {
            guard case .object(var schema) = input(parameter.type, range: parameter.range) else { continue }
            schema["title"] = .string(parameter.title)
            if let description = parameter.description {
                let existing = schema["description"]?.stringValue.map { " " + $0 } ?? ""
                schema["description"] = .string(description + existing)
            }
            if let value = parameter.defaultValue { schema["default"] = Self.json(value) }
            properties[parameter.name] = .object(schema)
        }
        var object: [String: JSON] = [
            "type": "object", "properties": .object(properties), "additionalProperties": false,
        ]
        let required = parameters.filter(\.isRequired).map { JSON.string($0.name) }
        if !required.isEmpty { object["required"] = .array(required) }
        return .object(object)
    }
}

/// Arguments that do not match a tool's schema; the message names the argument.
package struct ArgumentError: Error, Sendable, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// Reads a call's arguments into a shortcut's values, checking them against the parameters.
package struct ArgumentReader: Sendable {
    let catalog: Catalog

    package init(catalog: Catalog) { self.catalog = catalog }

    /// The values of `arguments` by parameter name; throws naming the first argument that is
    /// unknown, missing, of the wrong type or out of range.
    package func read(_ arguments: [String: JSON]?, for parameters: [ToolParameter]) throws(ArgumentError)
        -> [String: ShortcutKit.Value]
    {
        let arguments = arguments ?? [:]
        let known = Set(parameters.map(\.name))
        if let unknown = arguments.keys.sorted().first(where: { !known.contains($0) }) {
            let names = parameters.map(\.name).joined(separator: ", ")
            throw ArgumentError(
                "unknown argument '\(unknown)' (this tool takes \(names.isEmpty ? "no arguments" : names))")
        }
        var values: [String: ShortcutKit.Value] = [:]
        for parameter in parameters {
            guard let argument = arguments[parameter.name], argument != .null else {
                if parameter.isRequired {
                    throw ArgumentError("missing argument '\(parameter.name)' (\(parameter.title))")
                }
                continue
            }
            values[parameter.name] = try value(
                argument, as: parameter.type, range: parameter.range, name: parameter.name)
        }
        return values
    }

    /// One argument as a value of `type`.
    package func value(_ json: JSON, as type: ValueType, range: ParameterRange? = nil, name: String)
        throws(ArgumentError)
        -> ShortcutKit.Value
    {
        func wrong(_ expected: String) -> ArgumentError {
            ArgumentError("argument '\(name)' must be \(expected), not \(Self.kind(of: json))")
        }
        switch type {
        case .string, .match:
            guard case .string(let text) = json else { throw wrong("a string") }
            return .text([.literal(text)])
        case .integer, .double, .decimal:
            let number: Double
            switch json {
            case .int(let n): number = Double(n)
            case .double(let n): number = n
            default: throw wrong(type == .integer ? "an integer" : "a number")
            }
            if type == .integer, number.rounded() != number { throw wrong("an integer") }
            if let range, !range.contains(number) {
                throw ArgumentError(
                    "argument '\(name)' must be between \(IntentValueText.title(of: range.lowerBound)) and \(IntentValueText.title(of: range.upperBound)), not \(IntentValueText.title(of: number))"
                )
            }
            return .number(number)
        case .boolean:
            guard case .bool(let b) = json else { throw wrong("a boolean") }
            return .boolean(b)
        case .date:
            // As text: the run converts it as it converts any text given for a date.
            guard case .string(let text) = json else { throw wrong("a date as an ISO 8601 string") }
            return .text([.literal(text)])
        case .currency:
            guard case .string(let text) = json, IntentCurrencyAmount.parse(text) != nil else {
                throw wrong("an amount of money such as '12.50 EUR'")
            }
            return .text([.literal(text)])
        case .person:
            // As text: the run reads it as it reads any text given for a person.
            guard case .string(let text) = json, IntentPerson.parse(text) != nil else {
                throw wrong("a person such as 'Ada Lovelace <ada@example.com>'")
            }
            return .text([.literal(text)])
        case .measurement(let dimension):
            // Text is read when the shortcut runs, as any text given for an amount.
            if case .string(let text) = json {
                guard IntentMeasurement.parse(text, in: dimension) != nil else {
                    throw wrong("an amount such as '5 \(dimension.standardUnit.symbol)'")
                }
                return .text([.literal(text)])
            }
            switch json {
            case .int(let n): return .number(Double(n))
            case .double(let n): return .number(n)
            default: throw wrong("an amount such as '5 \(dimension.standardUnit.symbol)'")
            }
        case .url:
            guard case .string(let text) = json, let url = URL(string: text), url.scheme != nil else {
                throw wrong("a URL")
            }
            return .url(url)
        case .enumeration(let id):
            guard case .string(let raw) = json else { throw wrong("a string") }
            let cases = catalog.enumeration(id)?.metadata.cases.map(\.value) ?? []
            guard cases.contains(raw) else {
                throw ArgumentError("argument '\(name)' must be one of \(cases.joined(separator: ", ")), not '\(raw)'")
            }
            return .enumCase(raw)
        case .entity(let id):
            guard case .string(let identifier) = json else { throw wrong("an ID (a string)") }
            return .entity(type: id, id: identifier)
        case .array(let element):
            guard case .array(let items) = json else { throw wrong("an array") }
            var values: [ShortcutKit.Value] = []
            for (index, item) in items.enumerated() {
                values.append(try value(item, as: element, range: range, name: "\(name)[\(index)]"))
            }
            return .list(values)
        case .dictionary:
            guard case .object = json else { throw wrong("an object") }
            // The dictionary's JSON text: the run reads text given for a dictionary as JSON.
            let data = (try? JSONEncoder().encode(json)) ?? Data()
            return .text([.literal(String(decoding: data, as: UTF8.self))])
        }
    }

    static func kind(of json: JSON) -> String {
        switch json {
        case .null: "null"
        case .bool: "a boolean"
        case .int: "an integer"
        case .double: "a number"
        case .string(let s): "the string '\(IntentValueText.excerpt(s, limit: 40))'"
        case .data: "data"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
