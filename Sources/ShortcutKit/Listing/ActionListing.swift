import Foundation
import IntentKit

/// Every action a shortcut can use, as one list: the apps' intents, the Find of each findable
/// entity, and the built-in actions. `shortcuts actions` (text and `--json`) and the MCP
/// server's `list_actions` and `get_action` read it, so none shows what another leaves out.
package enum ActionListing {
    /// Every action of `catalog`'s apps, then the built-in actions.
    package static func all(in catalog: Catalog) -> [ListedAction] {
        catalog.apps.flatMap { actions(of: $0.metadata) } + builtIns
    }

    /// An app's intents (discoverable or not: the JSON has every one) and its entities' Finds.
    package static func actions(of app: AppMetadata) -> [ListedAction] {
        let intents = app.intents.map { intent in
            let template = intent.summary.resolve { _ in nil }.template.map { segment in
                switch segment {
                case .text(let text): text
                case .parameter(let name): "[\(intent.parameter(named: name)?.title ?? name)]"
                }
            }.joined()
            return ListedAction(
                identifier: intent.identifier, kind: .intent, action: intent.identifier, app: app.displayName,
                title: intent.title,
                sentence: template.isEmpty ? intent.title : template, description: intent.description,
                parameters: intent.parameters.map {
                    ListedAction.Parameter(
                        name: $0.name, title: $0.title, type: $0.type.description,
                        optional: $0.isOptional || $0.defaultValue != nil)
                },
                isDiscoverable: intent.isDiscoverable, intent: intent)
        }
        let finds = app.entities.filter(\.supportsFind).map { entity in
            ListedAction(
                identifier: "find \(entity.identifier)", kind: .find, action: "find", app: app.displayName,
                title: "Find \(entity.pluralName)",
                sentence: "Find \(entity.pluralName)", description: entity.findDescription,
                parameters: FindMembers.parameters(of: entity), entity: entity.identifier.rawValue,
                filters: entity.queryKinds.contains(.property) ? entity.queryProperties : nil,
                properties: entity.properties,
                sortable: entity.queryKinds.contains(.property)
                    ? entity.sortableProperties : entity.properties.map(\.name))
        }
        return intents + finds
    }

    /// The built-in actions (control flow, variables, text, …), as their descriptors describe
    /// them, in the order the text listing shows them.
    package static var builtIns: [ListedAction] {
        BuiltInRegistry.all.filter(\.isListed).map { descriptor in
            ListedAction(
                identifier: descriptor.id.rawValue, kind: .controlFlow, action: descriptor.id.rawValue, app: nil,
                title: descriptor.title,
                sentence: descriptor.listing, description: descriptor.summary, category: descriptor.category,
                // An If's conditions are listed as the members a file writes for them.
                parameters: descriptor.members.flatMap(\.written).map { member in
                    var choices: [String]?
                    if case .choice(let options) = member.kind { choices = options.map(\.id) }
                    return ListedAction.Parameter(
                        name: member.slot.rawValue, title: member.title, type: member.typeName,
                        // A member only some choices show can be left out.
                        optional: member.isOptional || member.shownWhen != nil, choices: choices)
                }, effects: descriptor.effects.isEmpty ? nil : descriptor.effects)
        }
    }
}
