/// A table of built-in actions, one descriptor each: what a document's built-in action names
/// are read against. The standard table (``standard``, in ShortcutKit's `BuiltIns/Registry/`)
/// is the one every host uses; the model and the engine take it as a value rather than naming
/// the actions, which live in the layer above them.
package final class BuiltInRegistry: Sendable {
    /// Every action, in the order the action library and `shortcuts actions` list them.
    package let descriptors: [BuiltInDescriptor]
    private let byID: [BuiltInID: BuiltInDescriptor]
    /// The members of each action a file may name, besides `id` and `action`: Find's, and each
    /// built-in action's from its descriptor.
    let keys: [String: Set<String>]
    /// What an action named by a built-in name (or `find`) may hold, and its descriptor: one
    /// look-up of the name per action.
    let forms: [String: DocumentReader.ActionForm]

    /// A table of `descriptors`; where two share an id, the first is the one.
    package init(_ descriptors: [BuiltInDescriptor]) {
        self.descriptors = descriptors
        let byID = Dictionary(descriptors.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.byID = byID
        let keys = descriptors.reduce(into: ["find": ["entity", "from", "match", "where", "sort", "limit"]]) {
            (keys: inout [String: Set<String>], descriptor) in
            keys[descriptor.id.rawValue] = Set(descriptor.members.flatMap(\.written).map(\.slot.rawValue))
        }
        self.keys = keys
        forms = keys.reduce(into: [:]) { forms, entry in
            forms[entry.key] = DocumentReader.ActionForm(
                allowed: Array(entry.value.union(["id", "action", "onError"])), descriptor: byID[BuiltInID(entry.key)])
        }
    }

    /// A table with no actions, for reading what holds none (a value alone).
    package static let none = BuiltInRegistry([])

    /// The descriptor of the action a file names `id`.
    package func descriptor(_ id: BuiltInID) -> BuiltInDescriptor? { byID[id] }
}
