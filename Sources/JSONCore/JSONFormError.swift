/// Why JSON does not read as the form a format describes, with the line and column of the part
/// that is wrong. The messages name the part as the format's documentation does ("'currency.amount'").
package struct JSONFormError: Error, Sendable, Equatable {
    package var line: Int
    package var column: Int
    package var message: String

    package init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// Something wrong with `node`.
    package init(_ node: JSONNode, _ message: String) {
        self.init(line: node.line, column: node.column, message: message)
    }

    /// A member the object `what` does not have, at the member's name.
    package static func unknownMember(_ key: String, value: JSONNode, in what: String, expected: [String]) -> Self {
        Self(
            line: value.keyLine, column: value.keyColumn,
            message:
                "\(what) has an unknown member '\(JSONText.excerpt(key, limit: 80))' (expected: \(expected.sorted().joined(separator: ", ")))"
        )
    }

    /// A member the object `what` needs.
    package static func missingMember(_ key: String, of node: JSONNode, in what: String) -> Self {
        Self(node, "\(what) needs a member '\(key)'")
    }

    /// A part that is not of the JSON type the format wants (`expected`: "an object", "a string").
    package static func wrongType(_ node: JSONNode, _ what: String, expected: String) -> Self {
        Self(node, "\(what) must be \(expected), not \(node.kindName)")
    }
}

/// An object's members as a format expects them: only the names it allows, looked up by a
/// linear scan (such objects have a handful of members).
package struct JSONObjectForm {
    package let node: JSONNode
    /// The object's name in the format ("currency"): messages call it 'currency' and its
    /// members 'currency.amount'.
    package let name: String
    package let members: [(key: String, value: JSONNode)]

    /// Reads `node` as the object `name` with no members but `allowed`.
    package init(_ node: JSONNode, _ name: String, allowed: [String]) throws(JSONFormError) {
        guard let members = node.members else { throw .wrongType(node, "'\(name)'", expected: "an object") }
        for member in members where !allowed.contains(member.key) {
            throw .unknownMember(member.key, value: member.value, in: "'\(name)'", expected: allowed)
        }
        self.node = node
        self.name = name
        self.members = members
    }

    /// How messages name a member: `'currency.amount'`.
    package func path(_ key: String) -> String { "'\(name).\(key)'" }

    package subscript(key: String) -> JSONNode? { members.first { $0.key == key }?.value }

    /// A member the object must have.
    package func required(_ key: String) throws(JSONFormError) -> JSONNode {
        guard let value = self[key] else { throw .missingMember(key, of: node, in: "'\(name)'") }
        return value
    }

    /// A member that must be a string.
    package func string(_ key: String) throws(JSONFormError) -> String {
        let value = try required(key)
        guard let text = value.string else { throw .wrongType(value, path(key), expected: "a string") }
        return text
    }
}
