import IntentKit

extension Catalog {
    /// The title an action shows and messages name it by: the intent's title, "Find Books",
    /// "If", "Repeat with Each", …
    public func title(of action: Action) -> String {
        switch action.kind {
        case .intent(let identifier, _): intent(identifier)?.metadata.title ?? identifier
        case .find(let find): "Find \(entity(find.entity)?.metadata.pluralName ?? find.entity)"
        default: action.kind.builtInTitle ?? ""
        }
    }

    /// The type of an action's output, or `nil` when it has none or its type is known only
    /// when it runs.
    public func outputType(of action: Action, listElement: (Value) -> ValueType?) -> ValueType? {
        switch action.kind {
        case .intent(let identifier, _): intent(identifier)?.metadata.output
        case .find(let find): .array(.entity(find.entity))
        case .count: .integer
        case .askForInput(_, let type, _): type.valueType
        case .getItem(let list, let item):
            listElement(list).map { element in if case .range = item { .array(element) } else { element } }
        default: nil
        }
    }
}

extension Action.Kind {
    /// The title of a built-in action ("If", "Repeat with Each"); `nil` for intents and Finds,
    /// whose titles come from their apps.
    public var builtInTitle: String? {
        switch self {
        case .intent, .find: nil
        case .conditional: "If"
        case .repeatCount: "Repeat"
        case .repeatEach: "Repeat with Each"
        case .menu: "Choose from Menu"
        case .setVariable: "Set Variable"
        case .addToVariable: "Add to Variable"
        case .getVariable: "Get Variable"
        case .getItem: "Get Item from List"
        case .count: "Count"
        case .askForInput: "Ask for Input"
        case .comment: "Comment"
        case .stop: "Stop and Output"
        }
    }
}
