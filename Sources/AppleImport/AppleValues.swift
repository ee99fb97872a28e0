import AppleShortcutFiles
import Foundation
import JSONCore

/// Apple's parameter values as ours: text with its variables, a variable (an action's output, a
/// named one, the shortcut's input, the current date, Repeat Item), a number, a Boolean, a
/// dictionary, a list. What has no counterpart throws ``Unconvertible``.
struct AppleValues {
    let context: ImportContext

    /// Any value as Apple serializes it.
    func value(_ plist: PlistValue) throws(Unconvertible) -> JSONNode {
        switch plist {
        case .string(let text): return .object([("text", .string(text))])
        case .integer(let n): return .object([("number", .number(Double(n)))])
        case .real(let d):
            guard d.isFinite else { throw Unconvertible("a number that is not finite (\(d))") }
            return .object([("number", .number(d))])
        case .bool(let b): return .object([("boolean", .bool(b))])
        case .array(let items):
            return .object([("list", .array(try items.map { item throws(Unconvertible) in try value(item) }))])
        case .dictionary(let d):
            if let inner = d["Variable"], d["Type"]?.string == "Variable" { return try value(inner) }
            // A variable as it is, without the wrapper around it (a duration's magnitude).
            if d["WFSerializationType"] == nil, d["Type"]?.string != nil { return try variable(d) }
            switch d["WFSerializationType"]?.string {
            case "WFTextTokenString": return try text(d["Value"])
            case "WFTextTokenAttachment":
                guard let attachment = d["Value"]?.dictionary else { throw Unconvertible("an empty variable") }
                return try variable(attachment)
            case "WFNumberSubstitutableState":
                guard let inner = d["Value"] else { throw Unconvertible("an empty number") }
                if let attachment = inner.dictionary { return try variable(attachment) }
                return try value(inner)
            case "WFDictionaryFieldValue": return try dictionary(d["Value"])
            case "WFQuantityFieldValue", "WFTimeOffsetValue", "WFContentPredicateTableTemplate", "WFDateFieldValue":
                throw Unconvertible("a value of Apple's kind \(d["WFSerializationType"]?.string ?? "?")")
            case let kind?: throw Unconvertible("a value of Apple's kind \(kind)")
            case nil: throw Unconvertible("a value of an unknown shape")
            }
        case .date(let date): return .object([("date", .string(ISO8601DateFormatter().string(from: date)))])
        case .data: throw Unconvertible("data")
        }
    }

    /// A text token string: the string, its U+FFFC characters replaced by the variables
    /// `attachmentsByRange` places there (ranges in UTF-16 code units).
    func text(_ plist: PlistValue?) throws(Unconvertible) -> JSONNode {
        guard let body = plist?.dictionary, let string = body["string"]?.string else {
            if let string = plist?.string { return .object([("text", .string(string))]) }
            throw Unconvertible("text of an unknown shape")
        }
        let attachments = body["attachmentsByRange"]?.dictionary ?? [:]
        if attachments.isEmpty { return .object([("text", .string(string))]) }
        var byLocation: [Int: (length: Int, attachment: [String: PlistValue])] = [:]
        for (range, attachment) in attachments {
            let numbers = range.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            guard numbers.count == 2, let attachment = attachment.dictionary else {
                throw Unconvertible("a variable at a range that cannot be read ('\(range)')")
            }
            byLocation[numbers[0]] = (numbers[1], attachment)
        }
        let units = Array(string.utf16)
        var parts: [JSONNode] = []
        var literal: [UInt16] = []
        var at = 0
        func flush() {
            if !literal.isEmpty { parts.append(.string(String(decoding: literal, as: UTF16.self))) }
            literal = []
        }
        while at < units.count {
            if let (length, attachment) = byLocation[at] {
                flush()
                let part = try variable(attachment)
                guard case .object(let members) = part.value, let kind = members.first?.key,
                    ["var", "variable"].contains(kind)
                else { throw Unconvertible("an Ask Each Time inside text") }
                parts.append(part)
                at += max(length, 1)
            } else {
                literal.append(units[at])
                at += 1
            }
        }
        flush()
        return .object([("text", .array(parts))])
    }

    /// A variable: an action's output (with the keys it reads), a named variable, or one of
    /// Apple's own (the shortcut's input, the current date, Ask Each Time, Repeat Item).
    func variable(_ attachment: [String: PlistValue]) throws(Unconvertible) -> JSONNode {
        var aggrandizements = attachment["Aggrandizements"]?.array ?? []
        // A date Apple formats in place: Format Date before the action, its output read instead.
        if let last = aggrandizements.last, last["Type"]?.string == "WFDateFormatVariableAggrandizement" {
            aggrandizements.removeLast()
            var plain = attachment
            plain["Aggrandizements"] = .array(aggrandizements)
            return try formatted(variable(plain), last)
        }
        // Apple's Device Details variable reads one detail: Get Device Details before the action.
        if attachment["Type"]?.string == "DeviceDetails" {
            guard let first = aggrandizements.first, first["Type"]?.string == "WFPropertyVariableAggrandizement",
                let detail = first["PropertyName"]?.string.flatMap({ Self.deviceDetails[$0] })
            else { throw Unconvertible("a detail of the device with no counterpart") }
            let id = context.newID()
            context.pending.append(
                .object([("id", .string(id)), ("action", .string("getDeviceDetails")), ("detail", .string(detail))]))
            var rest: [String: PlistValue] = ["Type": .string("ActionOutput"), "OutputUUID": .string(id)]
            rest["Aggrandizements"] = .array(Array(aggrandizements.dropFirst()))
            context.outputIDs[id.uppercased()] = id
            return try variable(rest)
        }
        if attachment["Type"]?.string == "Clipboard" {
            let id = context.newID()
            context.pending.append(.object([("id", .string(id)), ("action", .string("getClipboard"))]))
            var rest = attachment
            rest["Type"] = .string("ActionOutput")
            rest["OutputUUID"] = .string(id)
            context.outputIDs[id.uppercased()] = id
            return try variable(rest)
        }
        let path = try self.path(aggrandizements)
        func withPath(_ members: [(String, JSONNode)]) -> JSONNode {
            .object(members + (path.isEmpty ? [] : [("path", .array(path))]))
        }
        switch attachment["Type"]?.string {
        case "ActionOutput":
            guard let uuid = attachment["OutputUUID"]?.string else { throw Unconvertible("an output with no action") }
            return withPath([("var", .string(context.id(forApple: uuid)))])
        case "Variable":
            let name = attachment["VariableName"]?.string ?? ""
            if let loop = loopVariable(name) { return withPath(loop) }
            return withPath([("variable", .string(name))])
        case "ExtensionInput": return withPath([("var", .string("input"))])
        case "CurrentDate": return withPath([("var", .string("currentDate"))])
        case "Ask": return .object([("ask", .object([]))])
        case let kind?: throw Unconvertible("Apple's \(kind) variable")
        case nil: throw Unconvertible("a variable of no kind")
        }
    }

    /// `Repeat Item`, `Repeat Index 2`…: Apple numbers a loop's variables by how deep the loop
    /// is. The innermost loop's are ours; an outer loop's are named variables the converter sets
    /// at the start of that loop's body.
    private func loopVariable(_ name: String) -> [(String, JSONNode)]? {
        for (prefix, ours) in [("Repeat Item", "repeatItem"), ("Repeat Index", "repeatIndex")]
        where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
            guard let level = rest.isEmpty ? 1 : Int(rest) else { continue }
            if level == context.loopDepth || context.loopDepth == 0 { return [("var", .string(ours))] }
            if level < context.loopDepth {
                context.outerLoopReads.insert("\(prefix) \(level)")
                return [("variable", .string("\(prefix) \(level)"))]
            }
        }
        return nil
    }

    /// Apple's aggrandizements as a path: a dictionary's key; a change of type is dropped
    /// (our actions convert as they read).
    private func path(_ aggrandizements: [PlistValue]) throws(Unconvertible) -> [JSONNode] {
        var steps: [JSONNode] = []
        for item in aggrandizements {
            switch item["Type"]?.string {
            case "WFCoercionVariableAggrandizement": continue
            case "WFDictionaryValueVariableAggrandizement":
                guard let key = item["DictionaryKey"]?.string else { throw Unconvertible("a key with no name") }
                steps.append(.object([("key", .string(key))]))
            case "WFPropertyVariableAggrandizement":
                // Apple's property names are words ("Start Date"); an entity's are the camel-case
                // of them (`startDate`), which the validator checks against the type.
                guard let name = item["PropertyName"]?.string, !name.isEmpty else {
                    throw Unconvertible("a property with no name")
                }
                let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
                guard let first = words.first else { throw Unconvertible("the property \(name) of a variable") }
                let camel =
                    first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
                steps.append(.string(camel))
            default:
                throw Unconvertible("a variable's \(item["Type"]?.string ?? "?")")
            }
        }
        return steps
    }

    /// Apple's device details that Get Device Details reads.
    static let deviceDetails = [
        "Device Name": "deviceName", "Device Type": "deviceType", "Device Model": "deviceModel",
        "System Version": "systemVersion", "Battery Level": "batteryLevel", "Is Charging": "isCharging",
    ]

    /// A Format Date action of `date` as Apple's date format aggrandizement says, put before the
    /// action; its output.
    private func formatted(_ date: JSONNode, _ format: PlistValue) throws(Unconvertible) -> JSONNode {
        let styles = ["None": "none", "Short": "short", "Medium": "medium", "Long": "long", "Full": "full"]
        let dateStyles = styles.merging([
            "Relative": "relative", "ISO 8601": "iso8601", "RFC 2822": "rfc2822", "Custom": "custom",
        ]) { a, _ in a }
        guard let dateStyle = dateStyles[format["WFDateFormatStyle"]?.string ?? "Short"] else {
            throw Unconvertible("a date format '\(format["WFDateFormatStyle"]?.string ?? "")' with no counterpart")
        }
        var members: [(String, JSONNode)] = [
            ("id", .string(context.newID())), ("action", .string("formatDate")), ("date", date),
            ("dateFormat", .string(dateStyle)),
        ]
        if let time = format["WFTimeFormatStyle"]?.string, let ours = styles[time], dateStyle != "custom",
            dateStyle != "iso8601"
        {
            members.append(("timeFormat", .string(ours)))
        }
        if dateStyle == "custom" {
            guard let pattern = format["WFDateFormat"]?.string else {
                throw Unconvertible("a custom date format with variables")
            }
            members.append(("format", .string(pattern)))
        }
        context.pending.append(.object(members))
        guard case .string(let id) = members[0].1.value else { return date }
        return .variable(id)
    }

    /// Apple's dictionary field: items of a type (text, dictionary, list, number, Boolean).
    func dictionary(_ plist: PlistValue?) throws(Unconvertible) -> JSONNode {
        .object([("dictionary", try dictionaryMembers(plist))])
    }

    private func dictionaryMembers(_ plist: PlistValue?) throws(Unconvertible) -> JSONNode {
        var members: [(String, JSONNode)] = []
        var seen = Set<String>()
        for item in plist?["WFDictionaryFieldValueItems"]?.array ?? [] {
            guard let keyPlist = item["WFKey"], case .object(let keyMembers) = try value(keyPlist).value,
                case .string(let key)? = keyMembers.first?.value.value
            else { throw Unconvertible("a dictionary key with variables") }
            guard seen.insert(key).inserted else { throw Unconvertible("a dictionary with the key '\(key)' twice") }
            let content = item["WFValue"]
            let converted: JSONNode
            switch item["WFItemType"]?.integer ?? 0 {
            case 1:
                // A nested dictionary: its items one `Value` deeper.
                let inner = content?["Value"]?["Value"] ?? content?["Value"]
                converted = .object([("dictionary", try dictionaryMembers(inner))])
            case 2:
                let entries = content?["Value"]?.array ?? []
                converted = .object([
                    ("list", .array(try entries.map { entry throws(Unconvertible) in try listItem(entry) }))
                ])
            case 3: converted = try number(content)
            case 4:
                if let flag = content?["Value"]?.bool {
                    converted = .object([("boolean", .bool(flag))])
                } else {
                    converted = try value(content ?? .bool(false))
                }
            default: converted = try value(content ?? .string(""))
            }
            members.append((key, converted))
        }
        return .object(members)
    }

    /// An item of a list field: text as it is, or a value of Apple's item shape.
    func listItem(_ plist: PlistValue) throws(Unconvertible) -> JSONNode {
        if case .dictionary(let d) = plist, d["WFItemType"] != nil { return try value(d["WFValue"] ?? .string("")) }
        return try value(plist)
    }

    /// A number field, which Apple keeps as a number, a string of digits or a variable.
    func number(_ plist: PlistValue?) throws(Unconvertible) -> JSONNode {
        switch plist {
        case .string(let text)?:
            // "inf" and "nan" read as Doubles but are no numbers a shortcut means: kept as text.
            guard let n = Double(text.trimmingCharacters(in: .whitespaces)), n.isFinite else {
                return .object([("text", .string(text))])
            }
            return .object([("number", .number(n))])
        case .dictionary(let d)? where d["WFSerializationType"]?.string == "WFTextTokenString":
            // Digits typed into a number field.
            if (d["Value"]?["attachmentsByRange"]?.dictionary ?? [:]).isEmpty, let text = d["Value"]?["string"]?.string,
                let n = Double(text.trimmingCharacters(in: .whitespaces)), n.isFinite
            {
                return .object([("number", .number(n))])
            }
            return try value(.dictionary(d))
        case let other?: return try value(other)
        case nil: throw Unconvertible("a missing number")
        }
    }
}
