import AppleShortcutFiles
import Foundation
import JSONCore

/// A property list as plain JSON, to keep Apple's parameters in a placeholder: data as
/// `{"data": base64}`, a date as its ISO 8601 text, dictionaries with their keys sorted so the
/// file is the same each time.
enum PlainJSON {
    static func node(_ plist: PlistValue) -> JSONNode {
        switch plist {
        case .string(let s): .string(s)
        case .integer(let n): .number(Double(n))
        case .real(let d): .number(d)
        case .bool(let b): .bool(b)
        case .date(let date): .string(ISO8601DateFormatter().string(from: date))
        case .data(let data): .object([("data", .string(data.base64EncodedString()))])
        case .array(let items): .array(items.map(node))
        case .dictionary(let d): .object(d.keys.sorted().map { ($0, node(d[$0]!)) })
        }
    }
}
