import IntentKit

extension ShortcutDocument {
    /// The names of the apps this shortcut uses: the identifier prefixes (`Books` of
    /// `Books.OpenBook`) of its intents, its Find actions' entities, the entity types of entity
    /// values and the entity or enum type of its input.
    ///
    /// A command that knows its shortcut registers only these apps (and the built-in one), so a
    /// shortcut of built-in actions opens no app's database. Enum values carry no type of their
    /// own: the intent or Find action that reads one belongs to the enum's app, which is listed.
    package var appNames: Set<String> {
        var names: Set<String> = []
        func add(_ identifier: String) {
            if let dot = identifier.firstIndex(of: "."), dot != identifier.startIndex {
                names.insert(String(identifier[..<dot]))
            }
        }
        func add(_ type: ValueType) {
            switch type {
            case .entity(let id), .enumeration(let id): add(id.rawValue)
            case .array(let element): add(element)
            default: break
            }
        }
        func add(_ value: Value) {
            switch value {
            case .entity(let type, _): add(type.rawValue)
            case .list(let items): items.forEach(add)
            default: break
            }
        }
        if let input, let type = ValueType(text: input.type) { add(type) }
        for (action, _) in flattened {
            switch action.kind {
            case .intent(let identifier, _): add(identifier)
            case .find(let find): add(find.entity.rawValue)
            default: break
            }
            action.values.forEach(add)
        }
        return names
    }
}
