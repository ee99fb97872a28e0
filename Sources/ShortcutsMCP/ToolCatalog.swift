import Foundation
import IntentKit
import MCP
import ShortcutKit

/// What a tool does when called.
package enum ToolKind: Sendable {
    /// Runs an app's intent as a one-action shortcut.
    case intent(IntentMetadata)
    /// Runs a library shortcut.
    case shortcut(ShortcutDocument)
    /// Runs a Find of an entity type as a one-action shortcut.
    case find(EntityMetadata)
    case searchEntities
    case viewShortcut
    case validateShortcut
    case listRuns
    case getRun
    case listActions, getAction, createShortcut, editShortcut, applyPlan, deleteShortcut, dryRun, testShortcut
}

/// The tools: the apps' intents and Finds (fixed for the server's life), the helpers, and the
/// library's shortcuts (read again on every listing and call, so a shortcut added on disk is a
/// tool at once).
package struct ToolCatalog: Sendable {
    let catalog: Catalog
    let library: Library
    let schema: ToolSchema
    /// Whether the run history's tools are offered (there is a history).
    let runs: Bool
    /// Whether the tools that write shortcuts are offered (there is a shortcuts home to record
    /// an agent's work in).
    let authoring: Bool

    package init(catalog: Catalog, library: Library, runs: Bool = false, authoring: Bool = false) {
        self.catalog = catalog
        self.library = library
        self.runs = runs
        self.authoring = authoring
        schema = ToolSchema(catalog: catalog)
    }

    /// Every tool, with what it does: intents app by app, Finds, helpers, then shortcuts.
    package func tools() -> [(tool: Tool, kind: ToolKind)] {
        appTools() + helperTools() + shortcutTools()
    }

    /// The tool called `name`, if there is one.
    package func tool(named name: String) -> (tool: Tool, kind: ToolKind)? {
        if name.hasPrefix("shortcut.") { return shortcutTools().first { $0.tool.name == name } }
        return (appTools() + helperTools()).first { $0.tool.name == name }
    }

    /// The apps' discoverable intents and their entities' Finds. The built-in app's intents
    /// (Text, Number, Show Result, …) are left out: they pass values along inside a shortcut and
    /// do nothing an agent could not do itself.
    func appTools() -> [(tool: Tool, kind: ToolKind)] {
        var out: [(Tool, ToolKind)] = []
        for app in catalog.apps where app.metadata.name != BuiltInActions.appName {
            for intent in app.metadata.intents where intent.isDiscoverable {
                out.append((intentTool(intent, app: app.metadata), .intent(intent)))
            }
            for entity in app.metadata.entities where entity.supportsFind {
                out.append((findTool(entity, app: app.metadata), .find(entity)))
            }
        }
        return out
    }

    func intentTool(_ intent: IntentMetadata, app: AppMetadata) -> Tool {
        let sentence = intent.summary.resolve { _ in nil }.template.map { segment in
            switch segment {
            case .text(let text): text
            case .parameter(let name): "[\(intent.parameter(named: name)?.title ?? name)]"
            }
        }.joined()
        var description = "\(app.displayName): \(intent.description ?? intent.title)"
        if !sentence.isEmpty { description += " As a sentence: \(sentence)." }
        description += " " + Self.effectsSentence(intent.sideEffects)
        return Tool(
            name: ToolNames.intent(intent.identifier), title: intent.title, description: description,
            inputSchema: schema.object(intent.parameters.map(ToolParameter.init)),
            annotations: Self.annotations(intent.sideEffects, title: intent.title),
            outputSchema: schema.result(intent.output))
    }

    func findTool(_ entity: EntityMetadata, app: AppMetadata) -> Tool {
        let description =
            "\(app.displayName): finds \(entity.pluralName) through the app's query, as a shortcut's Find does: conditions on their properties (all or any), sorted, limited. Reads only."
        return Tool(
            name: ToolNames.find(entity.identifier), title: "Find \(entity.pluralName)", description: description,
            inputSchema: FindTool.inputSchema(entity, schema: schema),
            annotations: Self.annotations([], title: "Find \(entity.pluralName)"),
            outputSchema: schema.result(.array(.entity(entity.identifier))))
    }

    func helperTools() -> [(tool: Tool, kind: ToolKind)] {
        [
            (HelperTools.searchTool(catalog: catalog), .searchEntities),
            (HelperTools.viewTool, .viewShortcut),
            (HelperTools.validateTool, .validateShortcut),
        ] + (runs ? [(RunTools.listTool, .listRuns), (RunTools.getTool, .getRun)] : [])
            + (authoring ? AuthoringTools.tools : [])
    }

    /// One tool per shortcut that reads; a broken file is no tool (`validate_shortcut` says why).
    func shortcutTools() -> [(tool: Tool, kind: ToolKind)] {
        let documents = library.entries().compactMap(\.document)
        return ToolNames.shortcuts(documents).map { name, document in
            (shortcutTool(document, name: name), .shortcut(document))
        }
    }

    func shortcutTool(_ document: ShortcutDocument, name: String) -> Tool {
        let effects = catalog.effects(of: document).total
        var description = "Runs the shortcut '\(document.name)'."
        if let text = document.description { description += " \(text)" }
        let lines = SentenceListing.lines(document, catalog: catalog, entityTitles: EntityTitles(), diagnostics: [])
        if !lines.isEmpty {
            description +=
                " Its actions:\n" + lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
        }
        description += "\n" + Self.effectsSentence(effects)
        return Tool(
            name: name, title: document.name, description: description,
            inputSchema: schema.object(ShortcutInput.parameters(of: document, catalog: catalog)),
            annotations: Self.annotations(effects, title: document.name))
    }

    /// What it touches, in words.
    static func effectsSentence(_ effects: SideEffects) -> String {
        effects.isEmpty ? "It touches nothing outside its own values." : "It \(effects.phrase)."
    }

    /// The annotations the declarations justify, and no more: read-only only when it declares
    /// nothing; destructive unless read-only, since no declaration promises additive-only
    /// changes (an app's data may be changed in any way); open-world when it reaches the
    /// network or starts programs.
    static func annotations(_ effects: SideEffects, title: String) -> Tool.Annotations {
        let readOnly = effects.isEmpty
        return Tool.Annotations(
            title: title, readOnlyHint: readOnly, destructiveHint: !readOnly, idempotentHint: readOnly ? true : nil,
            openWorldHint: !effects.isDisjoint(with: [.network, .runsPrograms]))
    }
}

/// A shortcut's input as a tool's one argument, `input`.
package enum ShortcutInput {
    package static func parameters(of document: ShortcutDocument, catalog: Catalog) -> [ToolParameter] {
        guard let spec = document.input else { return [] }
        let type = ValueType(text: spec.type) ?? .string
        let whenMissing =
            switch spec.whenMissing {
            case .continue: "Optional."
            case .ask: "When left out, the run asks for it."
            case .stop: "Required."
            }
        return [
            ToolParameter(
                name: "input", title: spec.prompt ?? "Input",
                description: "The shortcut's input (\(catalog.describe(type))). \(whenMissing)", type: type,
                isOptional: spec.whenMissing != .stop)
        ]
    }
}
