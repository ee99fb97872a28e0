import Foundation
import IntentKit
import JSONCore

/// A message part the peer can read from an already parsed line, without `JSONDecoder`.
///
/// The host read each answer twice with `JSONDecoder` (the envelope, then the result), a fifth
/// of a search through the protocol. Now a line is parsed once (JSONCore's parser) and the hot
/// results are read from the tree. A reader accepts only what the `Decodable` conformance
/// accepts and gives the same value; on anything else it answers `nil` and the conformance
/// decides (and words the error), so the two cannot disagree on what is valid.
package protocol WireJSONReadable: Decodable {
    init?(wireJSON node: JSONNode)
}

/// A line parsed once, for the envelope and then the result.
package struct ParsedLine: Sendable {
    package let root: JSONNode

    /// The line's JSON tree; `nil` when it is not JSON or not UTF-8 (the `Decodable` path then
    /// says what is wrong).
    package init?(_ line: [UInt8]) {
        guard let text = String(validating: line, as: UTF8.self),
            let root = try? JSONParser.parse(text)
        else { return nil }
        self.root = root
    }
}

extension RPCEnvelope {
    /// The envelope read from a parsed line; `nil` for anything unusual (an error member, an id
    /// that is neither a whole number nor a string…), which the `Decodable` path reads.
    init?(parsed line: ParsedLine) {
        guard let members = line.root.members else { return nil }
        var (jsonrpc, id, method): (String?, RPCID?, String?) = (nil, nil, nil)
        var (hasID, hasResult) = (false, false)
        for (key, value) in members {
            switch key {
            case "jsonrpc":
                guard let text = value.stringOrNull else { return nil }
                jsonrpc = text
            case "id":
                hasID = true
                switch value.value {
                case .null: id = nil
                case .string(let s): id = .string(s)
                case .number(let text):
                    guard let n = Int(text) else { return nil }
                    id = .number(n)
                default: return nil
                }
            case "method":
                guard let text = value.stringOrNull else { return nil }
                method = text
            case "result": hasResult = true
            case "error":
                guard case .null = value.value else { return nil }
            default: break
            }
        }
        self.jsonrpc = jsonrpc
        self.id = id
        self.method = method
        self.hasResult = hasResult
        self.error = nil
        self.hasID = hasID
    }
}

extension JSONNode {
    /// `.some(text)` for a string, `.some(nil)` for null, `nil` for anything else.
    fileprivate var stringOrNull: String?? {
        switch value {
        case .string(let s): .some(s)
        case .null: .some(nil)
        default: nil
        }
    }

    /// As `decodeIfPresent(String.self)` reads a member: absent or null is `nil`.
    fileprivate func optionalString(_ key: String) -> String?? {
        guard let member = self[key] else { return .some(nil) }
        return member.stringOrNull
    }
}

extension EntitiesResult: WireJSONReadable {
    package init?(wireJSON node: JSONNode) {
        guard let items = node["entities"]?.array else { return nil }
        var entities: [WireEntity] = []
        entities.reserveCapacity(items.count)
        for item in items {
            guard let entity = WireEntity(wireJSON: item) else { return nil }
            entities.append(entity)
        }
        self.init(entities: entities)
    }
}

extension WireEntity: WireJSONReadable {
    package init?(wireJSON node: JSONNode) {
        guard node.members != nil, let type = node["type"]?.string,
            let id = node.optionalString("id"), let title = node.optionalString("title"),
            let subtitle = node.optionalString("subtitle"), let image = node.optionalString("systemImageName")
        else { return nil }
        var synonyms: [String]?
        if let member = node["synonyms"], member.value != .null {
            guard let items = member.array else { return nil }
            var texts: [String] = []
            for item in items {
                guard let text = item.string else { return nil }
                texts.append(text)
            }
            synonyms = texts
        }
        var properties: [String: WireValue]?
        if let member = node["properties"], member.value != .null {
            guard let pairs = member.members else { return nil }
            var values: [String: WireValue] = [:]
            values.reserveCapacity(pairs.count)
            for (name, item) in pairs {
                guard let value = WireValue(wireJSON: item) else { return nil }
                values[name] = value
            }
            properties = values
        }
        self.init(
            type: TypeIdentifier(type), id: id, title: title, subtitle: subtitle, systemImageName: image,
            synonyms: synonyms, properties: properties)
    }
}

extension WireValue: WireJSONReadable {
    package init?(wireJSON node: JSONNode) {
        guard let members = node.members, members.count == 1, let (key, value) = members.first else { return nil }
        switch key {
        case "text":
            guard let s = value.string else { return nil }
            self = .text(s)
        case "integer":
            guard case .number(let text) = value.value, let n = Int(text) else { return nil }
            self = .integer(n)
        case "double":
            guard case .number(let text) = value.value, let d = Double(text), d.isFinite else { return nil }
            self = .double(d)
        case "decimal":
            guard let s = value.string else { return nil }
            self = .decimal(s)
        case "boolean":
            guard let flag = try? BooleanKind.read(value) else { return nil }
            self = .boolean(flag)
        case "date":
            guard let date = try? DateKind.read(value) else { return nil }
            self = .date(date)
        case "url":
            guard let url = try? URLKind.read(value) else { return nil }
            self = .url(url)
        case "enum":
            guard let s = value.string else { return nil }
            self = .enumeration(s)
        case "entity":
            guard let entity = WireEntity(wireJSON: value) else { return nil }
            self = .entity(entity)
        case "list":
            guard let items = value.array else { return nil }
            var values: [WireValue] = []
            values.reserveCapacity(items.count)
            for item in items {
                guard let decoded = WireValue(wireJSON: item) else { return nil }
                values.append(decoded)
            }
            self = .list(values)
        case "measurement":
            guard let amount = try? MeasurementKind.read(value) else { return nil }
            self = .measurement(amount)
        case "currency":
            guard let amount = try? CurrencyKind.read(value) else { return nil }
            self = .currency(amount)
        case "person":
            guard let person = try? PersonKind.read(value) else { return nil }
            self = .person(person)
        case "file":
            // A file's conformance reads it, from the member's JSON alone.
            guard let whole = try? JSONDecoder().decode(WireValue.self, from: Data(JSONWriter.writeCompact(node).utf8))
            else { return nil }
            self = whole
        default: return nil
        }
    }
}
