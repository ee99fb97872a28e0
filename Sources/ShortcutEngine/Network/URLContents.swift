import Foundation
import IntentKit
import ShortcutModel

/// How Get Contents of URL turns its members' values into a request, and a response into its
/// output. Each error is a message for the member it names; the action adds the action.
package enum URLContents {
    /// A member's problem, with the member it belongs to.
    package struct Problem: Error {
        let slot: SlotID
        let message: String
    }

    /// The methods offered, in the menu's order.
    package static let methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"]

    /// The URL from its text, with `query`'s keys and values added to its query (a list value
    /// adds its key once per item). Only `http` and `https` are fetched.
    package static func url(_ text: String, query: DictionaryValue?) throws(Problem) -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard var components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased() else {
            throw Problem(slot: "url", message: "'\(quoted(trimmed))' is not a URL (http://… or https://…)")
        }
        guard scheme == "http" || scheme == "https" else {
            throw Problem(slot: "url", message: "only http and https URLs are fetched, not \(quoted(scheme))")
        }
        guard components.host?.isEmpty == false else {
            throw Problem(slot: "url", message: "'\(quoted(trimmed))' has no host")
        }
        if let query, !query.isEmpty {
            var items = components.percentEncodedQueryItems ?? []
            for (key, value) in pairs(of: query) {
                items.append(URLQueryItem(name: formEncoded(key), value: formEncoded(value)))
            }
            components.percentEncodedQueryItems = items
        }
        guard let url = components.url else {
            throw Problem(slot: "url", message: "'\(quoted(trimmed))' is not a URL (http://… or https://…)")
        }
        return url
    }

    /// A dictionary's keys and values as text pairs, a list value giving one pair per item.
    package static func pairs(of dictionary: DictionaryValue) -> [(String, String)] {
        dictionary.entries.flatMap { key, value -> [(String, String)] in
            if value is DictionaryValue { return [(key, ValueText.text(of: value))] }
            if let list = IntentValueConversion.elements(of: value) {
                return list.map { (key, ValueText.text(of: $0)) }
            }
            return [(key, ValueText.text(of: value))]
        }
    }

    /// The body and its content type for the request body kind (`json`, `form`, `text`, `file`).
    package static func body(_ kind: String, _ value: (any Sendable)?) throws(Problem) -> (
        data: Data, contentType: String
    ) {
        switch kind {
        case "json":
            // Text that is JSON is sent as it is; any other value is written as JSON.
            if let text = value as? String, (try? JSONView.parse(text)) != nil {
                return (Data(text.utf8), "application/json")
            }
            return (Data(JSONView.compactText(of: value).utf8), "application/json")
        case "form":
            guard let dictionary = value as? DictionaryValue else {
                throw Problem(slot: "body", message: "a form body is a dictionary of fields")
            }
            let text = pairs(of: dictionary).map { "\(formEncoded($0))=\(formEncoded($1))" }.joined(separator: "&")
            return (Data(text.utf8), "application/x-www-form-urlencoded")
        case "file":
            let url: URL
            if let given = value as? URL, given.isFileURL {
                url = given
            } else {
                let path = ValueText.text(of: value).trimmingCharacters(in: .whitespacesAndNewlines)
                url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
            }
            guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int else {
                throw Problem(slot: "body", message: "the file '\(quoted(url.path))' cannot be read")
            }
            guard size <= HTTPClient.maximumBodyBytes else {
                throw Problem(slot: "body", message: "the file '\(quoted(url.path))' is larger than 64 MiB")
            }
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw Problem(slot: "body", message: "the file '\(quoted(url.path))' cannot be read")
            }
            return (data, "application/octet-stream")
        default:
            return (Data(ValueText.text(of: value).utf8), "text/plain; charset=utf-8")
        }
    }

    /// `text` percent-encoded for a query or a form: everything but letters, digits and `-._~`.
    package static func formEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreservedCharacters) ?? text
    }

    /// Letters, digits and `-._~`: what ``formEncoded(_:)`` leaves as it is.
    package static let unreservedCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    /// A response's headers as a dictionary (a name sent twice keeps its values joined by ", ",
    /// as HTTP allows).
    static func headers(of response: HTTPResponse) -> DictionaryValue {
        var out = DictionaryValue()
        for header in response.headers {
            if let earlier = out[header.name] as? String {
                out[header.name] = earlier + ", " + header.value
            } else {
                out[header.name] = header.value
            }
        }
        return out
    }

    /// Why a response with an error status fails the action: its status and the start of its body.
    static func statusMessage(_ response: HTTPResponse) -> String {
        let body = HTTPCharset.text(of: response.body.prefix(4096), contentType: response.header("content-type"))
        let start = ValueText.oneLine(
            IntentValueText.excerpt(body.trimmingCharacters(in: .whitespacesAndNewlines), limit: 200))
        let status = "the server answered \(response.status) \(HTTPClient.reasonPhrase(response.status))"
        return start.isEmpty ? status : "\(status): \(start)"
    }
}
