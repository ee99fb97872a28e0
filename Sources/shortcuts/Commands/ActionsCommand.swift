import ArgumentParser
import Foundation
import IntentKit
import ShortcutKit

/// `shortcuts actions`: every action shortcuts can use, by app: the apps' intents, the Find of
/// each findable entity, and (without `--app`) the control flow and variable actions. The text
/// listing and `--json` are built from the same list, so one never shows what the other leaves out.
struct ActionsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "actions", abstract: "List the actions of the installed apps.")

    @Option(help: "Only this app's actions (its name, such as Books).")
    var app: String?

    @Flag(help: "Print the actions with their identifiers and parameters as JSON.")
    var json = false

    func run() async throws {
        let environment = try await Environment.load()
        let catalog = environment.catalog
        let apps = catalog.apps.filter { app == nil || $0.metadata.name.caseInsensitiveCompare(app!) == .orderedSame }
        guard !apps.isEmpty else {
            complain("no app named '\(app ?? "")' (apps: \(catalog.apps.map(\.metadata.name).joined(separator: ", ")))")
            throw Exit.notFound
        }
        let listed = apps.flatMap { Self.actions(of: $0.metadata) } + (app == nil ? ControlFlowAction.all : [])
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            StandardStreams.json(String(decoding: try encoder.encode(listed), as: UTF8.self) + "\n")
            return
        }
        // Apps' actions by app, then the built-in actions by category, as the editor's action
        // library groups them; a built-in's second line gives its title ("Replace Text").
        var groups: [(title: String, actions: [ListedAction])] = []
        for action in listed where action.isDiscoverable {
            let group = action.app ?? "Built in: \(action.category ?? "Other")"
            if let index = groups.firstIndex(where: { $0.title == group }) {
                groups[index].actions.append(action)
            } else {
                groups.append((group, [action]))
            }
        }
        for (title, actions) in groups {
            print(title)
            for action in actions {
                print("  \(action.identifier.padding(toLength: 34, withPad: " ", startingAt: 0)) \(action.sentence)")
                let blank = String(repeating: " ", count: 34)
                switch action.kind {
                case .intent: if let description = action.description { print("  \(blank) \(description)") }
                case .controlFlow: print("  \(blank) \(action.title): \(action.description ?? "")")
                case .find: break
                }
            }
        }
    }

    /// An app's intents (discoverable or not: the JSON has every one) and its entities' Finds.
    static func actions(of app: AppMetadata) -> [ListedAction] {
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
}

/// One action as `shortcuts actions --json` prints it.
struct ListedAction: Encodable {
    enum Kind: String, Encodable { case intent, find, controlFlow }

    /// One parameter (an intent's) or member (of a Find or a control-flow action, as written in a file).
    struct Parameter: Encodable {
        var name: String
        var title: String
        /// A value type (`string`, `integer`, `entity:Books.BookEntity`, `[string]`), `value` for a
        /// value of any type, `actions` for a list of nested actions, `choice` for one of `choices`.
        var type: String
        var optional: Bool
        var choices: [String]? = nil
    }

    /// As the text listing shows it: `Books.AddBook`, `find Books.BookEntity`, `if`.
    var identifier: String
    var kind: Kind
    /// The value of `"action"` in a shortcut file.
    var action: String
    /// The app's display name; `nil` for the control flow and variable actions.
    var app: String?
    var title: String
    /// The action as a sentence, parameters in brackets.
    var sentence: String
    var description: String?
    /// A built-in action's group in the editor's action library ("Text", "Control Flow").
    var category: String? = nil
    var parameters: [Parameter]
    /// Whether the action library offers it (every Find and control-flow action is).
    var isDiscoverable = true
    /// An intent's whole metadata, as the app declares it.
    var intent: IntentMetadata? = nil
    /// A Find's entity type.
    var entity: String? = nil
    /// A Find's rows through the app's property query: each property with its comparators;
    /// `nil` when the runner filters the entities itself (any property, see `properties`).
    var filters: [QueryPropertyMetadata]? = nil
    var properties: [EntityPropertyMetadata]? = nil
    /// The properties a Find can sort by.
    var sortable: [String]? = nil
    /// What a built-in action may touch, when anything (`["runsPrograms"]`); an intent's is in
    /// its metadata (`sideEffects`).
    var effects: SideEffects? = nil

    enum CodingKeys: String, CodingKey {
        case identifier, kind, action, app, title, sentence, description, parameters, intent, entity, filters,
            properties, sortable, effects
        case isDiscoverable = "discoverable"
    }
}

/// The members of a Find action in a file (docs/format.md, "Find").
enum FindMembers {
    static func parameters(of entity: EntityMetadata) -> [ListedAction.Parameter] {
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

/// The control flow and variable actions, as their descriptors describe them: one table for the
/// text listing and the JSON.
enum ControlFlowAction {
    /// Every one, in the order the text listing shows them.
    static var all: [ListedAction] {
        BuiltInRegistry.all.map { descriptor in
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
