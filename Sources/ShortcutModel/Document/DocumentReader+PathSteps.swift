import Foundation
import JSONCore

extension DocumentReader {
    /// A path step written as an object: `{"key": "…"}` (any text is a key) or `{"group": 1}` /
    /// `{"group": "year"}` (a capture group of a match, by number or by name).
    func objectStep(_ step: JSONNode) throws(DocumentError) -> VariableReference.Step {
        let m = try members(step, "a path step", allowed: ["key", "group"])
        if let key = m["key"] {
            if m["group"] != nil { throw fail(step, "a path step has either 'key' or 'group', not both") }
            return .key(try string(key, "'key'"))
        }
        let group = try required(m, "group", in: step, "a path step")
        switch group.value {
        case .number(let written):
            guard let index = Int(written), index >= 0 else {
                throw fail(group, "'group' must be a whole number of at least 0 or a group's name, not \(written)")
            }
            return .group(.index(index))
        case .string(let name):
            guard TextPattern.isGroupName(name) else {
                throw fail(
                    group,
                    "'\(quoted(name))' is not a group name (a letter, then letters and digits, as in (?<year>…))")
            }
            return .group(.name(name))
        default:
            throw fail(group, "'group' must be a whole number or a group's name, not \(group.kindName)")
        }
    }
}
