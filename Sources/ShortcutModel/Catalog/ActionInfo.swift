import IntentKit

extension Catalog {
    /// The title an action shows and messages name it by: the intent's title, "Find Books",
    /// "If", "Repeat with Each", …
    package func title(of action: Action) -> String {
        switch action.kind {
        case .intent(let identifier, _): intent(identifier)?.metadata.title ?? identifier
        case .find(let find): "Find \(entity(find.entity)?.metadata.pluralName ?? find.entity.rawValue)"
        default: action.kind.builtInTitle ?? ""
        }
    }

    /// The type of an action's output, or `nil` when it has none or its type is known only
    /// when it runs. `valueType` gives the type of a value the action reads, where known.
    package func outputType(of action: Action, valueType: (Value) -> ValueType?) -> ValueType? {
        switch action.kind {
        case .intent(let identifier, _): intent(identifier)?.metadata.output
        case .find(let find): .array(.entity(find.entity))
        case .builtIn(let call): call.descriptor?.behaviour?.outputType(call, valueType)
        }
    }
}

extension Action.Kind {
    /// The descriptor of a built-in action; `nil` for intents and Finds, which their apps describe.
    package var descriptor: BuiltInDescriptor? {
        switch self {
        case .intent, .find: nil
        case .builtIn(let call): call.descriptor
        }
    }

    /// The title of a built-in action ("If", "Repeat with Each"); `nil` for intents and Finds,
    /// whose titles come from their apps.
    package var builtInTitle: String? { descriptor?.title }
}
