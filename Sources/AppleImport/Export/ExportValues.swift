import AppleShortcutFiles
import Foundation
import JSONCore

/// Why a value or an action cannot go to Apple's format.
struct NotExportable: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

/// Our values in Apple's shapes, the reverse of ``AppleValues``: text as a token string with its
/// variables at their ranges, variables as attachments, dictionaries as Apple's field items.
struct ExportValues {
    /// How deep in loops the value is: Apple names the items of nested loops "Repeat Item 2".
    var loopDepth = 0

    /// A value for a text field: a token string.
    func text(_ node: JSONNode) throws(NotExportable) -> PlistValue {
        guard let members = node.members, let (kind, body) = members.first.map({ ($0.key, $0.value) }) else {
            throw NotExportable("a value of an unknown shape")
        }
        switch kind {
        case "text":
            if let string = body.string { return Self.tokenString(string, [:]) }
            var string = ""
            var attachments: [String: PlistValue] = [:]
            for part in body.array ?? [] {
                if let literal = part.string {
                    string += literal
                } else {
                    attachments["{\(string.utf16.count), 1}"] = try attachment(part)
                    string += "\u{FFFC}"
                }
            }
            return Self.tokenString(string, attachments)
        default:
            // A variable on its own is an attachment where Apple's text fields take one too, as
            // an import reads it back.
            return try value(node)
        }
    }

    /// A value where Apple takes anything: a variable as an attachment, text as a token string,
    /// numbers, Booleans and dates as they are.
    func value(_ node: JSONNode) throws(NotExportable) -> PlistValue {
        guard let first = node.members?.first else { throw NotExportable("a value of an unknown shape") }
        switch first.key {
        case "text": return try text(node)
        case "var", "variable", "ask":
            return .dictionary(["Value": try attachment(node), "WFSerializationType": .string("WFTextTokenAttachment")])
        case "number": return Self.number(first.value)
        case "boolean": return .bool(first.value.bool ?? false)
        case "date":
            guard let text = first.value.string, let date = ISODate.parse(text) else {
                throw NotExportable("a date that does not read")
            }
            return .date(date)
        case "list":
            var items: [PlistValue] = []
            for item in first.value.array ?? [] { items.append(try value(item)) }
            return .array(items)
        case "dictionary": return try dictionary(first.value)
        case let other: throw NotExportable("a value of kind '\(other)' (Apple's Shortcuts has none)")
        }
    }

    /// A number as Apple keeps it.
    static func number(_ node: JSONNode) -> PlistValue {
        guard case .number(let text) = node.value else { return .integer(0) }
        if let n = Int(text) { return .integer(n) }
        return .real(Double(text) ?? 0)
    }

    /// A number field: a number as it is, anything else as a value.
    func numberField(_ node: JSONNode) throws(NotExportable) -> PlistValue {
        if let first = node.members?.first, first.key == "number" { return Self.number(first.value) }
        return try value(node)
    }

    /// A variable (with its path) as Apple's attachment.
    func attachment(_ node: JSONNode) throws(NotExportable) -> PlistValue {
        guard let first = node.members?.first else { throw NotExportable("a variable of an unknown shape") }
        var attachment: [String: PlistValue]
        switch (first.key, first.value.string) {
        case ("var", "input"?): attachment = ["Type": .string("ExtensionInput")]
        case ("var", "currentDate"?): attachment = ["Type": .string("CurrentDate")]
        case ("var", "repeatItem"?):
            attachment = ["Type": .string("Variable"), "VariableName": .string(loopName("Repeat Item"))]
        case ("var", "repeatIndex"?):
            attachment = ["Type": .string("Variable"), "VariableName": .string(loopName("Repeat Index"))]
        case ("var", let id?):
            attachment = ["Type": .string("ActionOutput"), "OutputUUID": .string(id), "OutputName": .string("Output")]
        case ("variable", let name?):
            attachment = ["Type": .string("Variable"), "VariableName": .string(Self.appleName(ofVariable: name))]
        case ("ask", _): return .dictionary(["Type": .string("Ask")])
        default: throw NotExportable("a variable of kind '\(first.key)'")
        }
        var aggrandizements: [PlistValue] = []
        for step in node["path"]?.array ?? [] {
            if let key = step["key"]?.string {
                aggrandizements.append(
                    .dictionary([
                        "Type": .string("WFDictionaryValueVariableAggrandizement"), "DictionaryKey": .string(key),
                    ]))
            } else if let property = step.string, !property.hasPrefix("@") {
                aggrandizements.append(
                    .dictionary([
                        "Type": .string("WFPropertyVariableAggrandizement"),
                        "PropertyName": .string(Self.words(property)),
                    ]))
            } else {
                throw NotExportable("a variable's path step '\(step.string ?? "group")' (Apple's variables have none)")
            }
        }
        if !aggrandizements.isEmpty { attachment["Aggrandizements"] = .array(aggrandizements) }
        return .dictionary(attachment)
    }

    /// Apple's name of a loop variable at this depth: "Repeat Item", then "Repeat Item 2" …
    private func loopName(_ base: String) -> String { loopDepth <= 1 ? base : "\(base) \(loopDepth)" }

    /// An outer loop's item, which an import names `Repeat Item 1`, is Apple's `Repeat Item`.
    static func appleName(ofVariable name: String) -> String {
        for base in ["Repeat Item", "Repeat Index"] where name == "\(base) 1" { return base }
        return name
    }

    /// `startDate` as Apple's words, "Start Date".
    static func words(_ camel: String) -> String {
        var out = ""
        for character in camel {
            if character.isUppercase, !out.isEmpty { out.append(" ") }
            out.append(out.isEmpty || out.last == " " ? Character(character.uppercased()) : character)
        }
        return out
    }

    static func tokenString(_ string: String, _ attachments: [String: PlistValue]) -> PlistValue {
        var body: [String: PlistValue] = ["string": .string(string)]
        if !attachments.isEmpty { body["attachmentsByRange"] = .dictionary(attachments) }
        return .dictionary(["Value": .dictionary(body), "WFSerializationType": .string("WFTextTokenString")])
    }

    /// A dictionary value as Apple's dictionary field.
    func dictionary(_ members: JSONNode) throws(NotExportable) -> PlistValue {
        .dictionary(["Value": try fieldItems(members), "WFSerializationType": .string("WFDictionaryFieldValue")])
    }

    private func fieldItems(_ members: JSONNode) throws(NotExportable) -> PlistValue {
        var items: [PlistValue] = []
        for (key, item) in members.members ?? [] {
            let kind = item.members?.first?.key
            let (type, content): (Int, PlistValue)
            switch kind {
            case "dictionary"?:
                type = 1
                content = .dictionary([
                    "Value": .dictionary([
                        "Value": try fieldItems(item["dictionary"] ?? .object([])),
                        "WFSerializationType": .string("WFDictionaryFieldValue"),
                    ]), "WFSerializationType": .string("WFDictionaryFieldValue"),
                ])
            case "list"?:
                type = 2
                var entries: [PlistValue] = []
                for entry in item["list"]?.array ?? [] { entries.append(try text(entry)) }
                content = .dictionary([
                    "Value": .array(entries), "WFSerializationType": .string("WFArrayParameterState"),
                ])
            case "number"?:
                type = 3
                guard case .number(let digits)? = item["number"]?.value else {
                    throw NotExportable("a number that does not read")
                }
                content = Self.tokenString(digits, [:])
            case "boolean"?:
                type = 4
                content = .dictionary([
                    "Value": .bool(item["boolean"]?.bool ?? false),
                    "WFSerializationType": .string("WFNumberSubstitutableState"),
                ])
            default:
                type = 0
                content = try text(item)
            }
            items.append(
                .dictionary(["WFKey": Self.tokenString(key, [:]), "WFItemType": .integer(type), "WFValue": content]))
        }
        return .dictionary(["WFDictionaryFieldValueItems": .array(items)])
    }
}
