import Foundation
import JSONCore

/// A URL: `"https://example.com/a?b=c"`, with a scheme (text without one, `example.com`, is
/// text: nothing could open or fetch it).
package enum URLKind: LeafValueKind {
    package static let tag = "url"

    package static func node(_ url: URL) -> JSONNode { .string(url.absoluteString) }

    package static func read(_ node: JSONNode) throws(JSONFormError) -> URL {
        guard let text = node.string else { throw .wrongType(node, "'\(tag)'", expected: "a string") }
        guard let url = url(text) else {
            throw JSONFormError(node, "'\(IntentValueText.excerpt(text, limit: 80))' is not a URL with a scheme")
        }
        return url
    }

    /// `text` as a URL when it is one with a scheme.
    package static func url(_ text: String) -> URL? {
        guard let url = URL(string: text), url.scheme != nil else { return nil }
        return url
    }
}
