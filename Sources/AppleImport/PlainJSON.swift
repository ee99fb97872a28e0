import AppleShortcutFiles
import Foundation
import JSONCore

/// A property list as plain JSON, to keep Apple's parameters in a placeholder: data as
/// `{"data": base64}`, a number JSON cannot hold as `{"nonFinite": "nan"}`, a date as its ISO 8601 text, dictionaries with their keys sorted so the
/// file is the same each time.
enum PlainJSON {
    static func node(_ plist: PlistValue) -> JSONNode {
        switch plist {
        case .string(let s): .string(s)
        case .integer(let n): .number(Double(n))
        // JSON has no infinity or NaN: such a number is kept as an object that says which.
        case .real(let d) where !d.isFinite: .object([("nonFinite", .string(d.isNaN ? "nan" : d > 0 ? "inf" : "-inf"))])
        case .real(let d): .number(d)
        case .bool(let b): .bool(b)
        case .date(let date): .string(ISO8601DateFormatter().string(from: date))
        case .data(let data): .object([("data", .string(data.base64EncodedString()))])
        case .array(let items): .array(items.map(node))
        case .dictionary(let d): .object(d.keys.sorted().map { ($0, node(d[$0]!)) })
        }
    }

    /// The reverse, for an export: `{"data": base64}` is data again.
    static func plist(_ node: JSONNode) -> PlistValue {
        switch node.value {
        case .null: return .string("")
        case .bool(let b): return .bool(b)
        case .number(let text): return Int(text).map(PlistValue.integer) ?? .real(Double(text) ?? 0)
        case .string(let s): return .string(s)
        case .array(let items): return .array(items.map(plist))
        case .object(let members):
            if members.count == 1, members[0].key == "nonFinite", let text = members[0].value.string {
                return .real(text == "nan" ? .nan : text == "-inf" ? -.infinity : .infinity)
            }
            if members.count == 1, members[0].key == "data", let text = members[0].value.string,
                let data = Data(base64Encoded: text)
            {
                return .data(data)
            }
            return .dictionary(Dictionary(members.map { ($0.key, plist($0.value)) }, uniquingKeysWith: { a, _ in a }))
        }
    }
}
