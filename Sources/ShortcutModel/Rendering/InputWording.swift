import IntentKit

/// How a shortcut's input reads, the same in the editor, `shortcuts view` and MCP: Apple's
/// "Receive … input" and "If there's no input", with the kinds of input the editor's menu offers
/// by title ("Text") and, where a person may edit the file, the type it writes (`string`).
package enum InputWording {
    /// One kind of input the editor offers: the type a file writes and its title.
    package struct Choice: Sendable, Equatable {
        package var type: String
        package var title: String
    }

    /// The kinds of input the editor's menu offers, in its order: the common values, then each
    /// entity type an app can look up (so an ID or a search finds one: docs/cli.md).
    package static func choices(catalog: Catalog) -> [Choice] {
        let entities = catalog.apps.flatMap { app in
            app.metadata.entities.filter { !$0.isTransient }.map {
                Choice(type: ValueType.entity($0.identifier).description, title: $0.displayName)
            }
        }
        return values + entities
    }

    /// The common values the menu offers first.
    static let values = [
        Choice(type: "string", title: "Text"), Choice(type: "double", title: "Number"),
        Choice(type: "integer", title: "Whole Number"), Choice(type: "date", title: "Date"),
        Choice(type: "url", title: "URL"), Choice(type: "dictionary", title: "Dictionary"),
        Choice(type: "[string]", title: "List of Text"),
    ]

    /// A type's title: the menu's ("Text", "Book"), else the catalog's description of it.
    /// (The editor's border asks on every frame: no list of the apps' entities is made for it.)
    package static func title(of type: String, catalog: Catalog) -> String {
        if let value = values.first(where: { $0.type == type }) { return value.title }
        let valueType = ValueType(text: type) ?? .string
        if case .entity(let id) = valueType, let entity = catalog.entity(id) { return entity.metadata.displayName }
        let described = catalog.describe(valueType)
        return described.prefix(1).uppercased() + described.dropFirst()
    }

    /// What happens without input, as the menu offers it.
    package static func title(of whenMissing: InputSpec.WhenMissing) -> String {
        switch whenMissing {
        case .ask: "Ask for it"
        case .continue: "Continue without it"
        case .stop: "Stop"
        }
    }

    /// "Receives Text input (type "string"); if there is none: Ask for it", for `view`.
    package static func sentence(_ spec: InputSpec, catalog: Catalog) -> String {
        "Receives \(title(of: spec.type, catalog: catalog)) input (type \"\(spec.type)\"); if there is none: "
            + title(of: spec.whenMissing)
    }

    /// "Receives Text · if none: Ask for it", for the editor's border.
    package static func label(_ spec: InputSpec, catalog: Catalog) -> String {
        "Receives \(title(of: spec.type, catalog: catalog)) · if none: \(title(of: spec.whenMissing))"
    }
}
