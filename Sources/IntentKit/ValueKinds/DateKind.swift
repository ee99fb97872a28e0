import Foundation
import JSONCore

/// A moment: `"2024-05-01T09:00:00Z"`, ISO 8601, written in UTC with fractional seconds only when
/// there are some, read with an offset or fractional seconds too (`ISODate`).
package enum DateKind: LeafValueKind {
    package static let tag = "date"

    package static func node(_ date: Date) -> JSONNode { .string(ISODate.format(date)) }

    package static func read(_ node: JSONNode) throws(JSONFormError) -> Date {
        guard let text = node.string else { throw .wrongType(node, "'\(tag)'", expected: "a string") }
        guard let date = ISODate.parse(text) else {
            throw JSONFormError(
                node,
                "'\(IntentValueText.excerpt(text, limit: 80))' is not an ISO 8601 date such as 2024-05-01T09:00:00Z")
        }
        return date
    }
}
