import Foundation
import IntentKit

/// One action as `shortcuts actions --json` prints it.
package struct ListedAction: Encodable, Sendable {
    package enum Kind: String, Encodable, Sendable { case intent, find, controlFlow }

    /// One parameter (an intent's) or member (of a Find or a control-flow action, as written in a file).
    package struct Parameter: Encodable, Sendable {
        package var name: String
        package var title: String
        /// A value type (`string`, `integer`, `entity:Books.BookEntity`, `[string]`), `value` for a
        /// value of any type, `actions` for a list of nested actions, `choice` for one of `choices`.
        package var type: String
        package var optional: Bool
        package var choices: [String]? = nil
    }

    /// As the text listing shows it: `Books.AddBook`, `find Books.BookEntity`, `if`.
    package var identifier: String
    package var kind: Kind
    /// The value of `"action"` in a shortcut file.
    package var action: String
    /// The app's display name; `nil` for the control flow and variable actions.
    package var app: String?
    package var title: String
    /// The action as a sentence, parameters in brackets.
    package var sentence: String
    package var description: String?
    /// A built-in action's group in the editor's action library ("Text", "Control Flow").
    package var category: String? = nil
    package var parameters: [Parameter]
    /// Whether the action library offers it (every Find and control-flow action is).
    package var isDiscoverable = true
    /// An intent's whole metadata, as the app declares it.
    package var intent: IntentMetadata? = nil
    /// A Find's entity type.
    package var entity: String? = nil
    /// A Find's rows through the app's property query: each property with its comparators;
    /// `nil` when the runner filters the entities itself (any property, see `properties`).
    package var filters: [QueryPropertyMetadata]? = nil
    package var properties: [EntityPropertyMetadata]? = nil
    /// The properties a Find can sort by.
    package var sortable: [String]? = nil
    /// What a built-in action may touch, when anything (`["runsPrograms"]`); an intent's is in
    /// its metadata (`sideEffects`).
    package var effects: SideEffects? = nil

    enum CodingKeys: String, CodingKey {
        case identifier, kind, action, app, title, sentence, description, parameters, intent, entity, filters,
            properties, sortable, effects
        case isDiscoverable = "discoverable"
    }
}

/// The members of a Find action in a file (docs/format.md, "Find").
package enum FindMembers {
    package static func parameters(of entity: EntityMetadata) -> [ListedAction.Parameter] {
        [
            .init(
                name: "entity", title: "Entity", type: "string", optional: false, choices: [entity.identifier.rawValue]),
            .init(name: "from", title: "List", type: "[entity:\(entity.identifier)]", optional: true),
            .init(name: "match", title: "Match", type: "choice", optional: true, choices: ["all", "any"]),
            .init(name: "where", title: "Filters", type: "[{property, comparator, value, value2?}]", optional: true),
            .init(name: "sort", title: "Sort", type: "[{property, order}]", optional: true),
            .init(name: "limit", title: "Limit", type: "integer", optional: true),
        ]
    }
}
