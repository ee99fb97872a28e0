import Foundation
import IntentKit
import JSONCore

// `{"person": {…}}`: a person, in IntentPerson's JSON form (docs/format.md). Its members are
// checked here, with the line and column of the one that is wrong; IntentKit's decoder then
// reads the nested choices (identifier, name, handles, image).
extension DocumentReader {
    static let personMembers = ["identifier", "displayName", "nameComponents", "handle", "aliases", "isMe", "image"]

    func person(_ node: JSONNode) throws(DocumentError) -> IntentPerson {
        let p = try members(node, "'person'", allowed: Self.personMembers)
        _ = try required(p, "identifier", in: node, "'person'")
        guard (p["displayName"] == nil) != (p["nameComponents"] == nil) else {
            throw fail(node, "'person' needs either 'displayName' or 'nameComponents'")
        }
        do {
            return try JSONDecoder().decode(IntentPerson.self, from: Data(JSONWriter.writeCompact(node).utf8))
        } catch let error as DecodingError {
            throw fail(node, "'person' is not a person: \(Self.reason(error))")
        } catch {
            throw fail(node, "'person' is not a person: \(error)")
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
