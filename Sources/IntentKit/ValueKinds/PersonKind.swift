import Foundation
import JSONCore

/// A person: `{"identifier": {…}, "displayName": …, "handle": …}` (docs/format.md). The members
/// are checked here, with the line and column of the one that is wrong; the nested choices
/// (identifier, name, handles, image) are read by `IntentPerson`'s own decoder.
package enum PersonKind: LeafValueKind {
    package static let tag = "person"
    package static let members = ["identifier", "displayName", "nameComponents", "handle", "aliases", "isMe", "image"]

    package static func node(_ person: IntentPerson) -> JSONNode {
        // The person's decoder and encoder are the nested choices' one codec; sorted keys keep a
        // saved file stable.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(person),
            let node = try? JSONParser.parse(String(decoding: data, as: UTF8.self))
        else { return .object([]) }
        return node
    }

    package static func read(_ node: JSONNode) throws(JSONFormError) -> IntentPerson {
        let form = try JSONObjectForm(node, tag, allowed: members)
        _ = try form.required("identifier")
        guard (form["displayName"] == nil) != (form["nameComponents"] == nil) else {
            throw JSONFormError(node, "'person' needs either 'displayName' or 'nameComponents'")
        }
        do {
            return try JSONDecoder().decode(IntentPerson.self, from: Data(JSONWriter.writeCompact(node).utf8))
        } catch let error as DecodingError {
            throw JSONFormError(node, "'person' is not a person: \(reason(error))")
        } catch {
            throw JSONFormError(node, "'person' is not a person: \(error)")
        }
    }

    /// What a decoding error says, in the words of the format: the member's path and the problem.
    static func reason(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map(\.stringValue).filter { Int($0) == nil }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            let at = path(context)
            return "\(at.isEmpty ? "it" : "'\(at)'") needs a member '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "'\(path(context))' has the wrong type (\(context.debugDescription))"
        case .dataCorrupted(let context):
            let at = path(context)
            return at.isEmpty ? context.debugDescription : "'\(at)': \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
