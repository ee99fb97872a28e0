import JSONCore

/// True or false: JSON's `true` and `false`.
package enum BooleanKind: LeafValueKind {
    package static let tag = "boolean"

    package static func node(_ flag: Bool) -> JSONNode { .bool(flag) }

    package static func read(_ node: JSONNode) throws(JSONFormError) -> Bool {
        guard let flag = node.bool else { throw .wrongType(node, "'\(tag)'", expected: "true or false") }
        return flag
    }
}
