import Foundation
import IntentKit
import ShortcutKit

/// Every action a shortcut can add, for the action library: App Shortcuts first, then app by
/// app (the built-in Shortcuts app first, with the control flow and variable actions) and
/// within an app by category; each findable entity's Find action under its app.
///
/// ```swift
/// let library = ActionLibrary(catalog: catalog)
/// let hits = library.search("find book")          // Find Books first
/// let action = library.makeAction(hits[0])
/// ```
package struct ActionLibrary: Sendable {
    /// The sections, top to bottom: "App Shortcuts", then one per app.
    package let sections: [Section]
    /// Every entry, in section order.
    package let entries: [Entry]
    /// Every App Shortcut phrase as said ("Start a Calm session with Meditation"), each with
    /// the entry it makes and the values it presets (the phrase's own parameter among them).
    package let phrases: [Phrase]
    private let catalog: Catalog
    /// Per entry, the texts search looks in, by tier: title, keywords, description, app and category.
    let searchFields: [[[SearchText]]]

    /// The library of a catalog. `appShortcuts` is the result of `catalog.appShortcuts()` when
    /// the host has it (parameterized phrases expanded again); without it, the App Shortcuts
    /// recorded when the apps registered are used.
    package init(catalog: Catalog, appShortcuts: [(app: AppMetadata, shortcut: AppShortcutMetadata)]? = nil) {
        self.catalog = catalog
        let shortcuts =
            appShortcuts ?? catalog.apps.flatMap { app in app.metadata.shortcuts.map { (app.metadata, $0) } }
        var sections: [Section] = []
        let shortcutEntries = shortcuts.enumerated().compactMap {
            Self.entry(appShortcut: $1.shortcut, of: $1.app, number: $0, catalog: catalog)
        }
        if !shortcutEntries.isEmpty {
            sections.append(
                Section(
                    id: "appShortcuts", title: "App Shortcuts", icon: "square.grid.2x2",
                    groups: Self.grouped(shortcutEntries)))
        }
        for app in catalog.apps {
            var entries = app.metadata.intents.filter(\.isDiscoverable).map { Self.entry(intent: $0, of: app.metadata) }
            entries += app.metadata.entities.filter(\.supportsFind).map { Self.entry(find: $0, of: app.metadata) }
            if app.metadata.name == BuiltInActions.appName {
                entries += BuiltInRegistry.all.filter(\.isListed).map { Self.entry(builtIn: $0, of: app.metadata) }
            }
            sections.append(
                Section(
                    id: "app:\(app.metadata.name)", title: app.metadata.displayName,
                    icon: app.metadata.systemImageName ?? ActionIcons.unknownIcon, groups: Self.grouped(entries)))
        }
        self.sections = sections
        phrases = zip(shortcuts, shortcuts.indices).flatMap { pair, number -> [Phrase] in
            guard let entry = Self.entry(appShortcut: pair.shortcut, of: pair.app, number: number, catalog: catalog),
                case .appShortcut(let intent, let presets) = entry.source
            else { return [] }
            return pair.shortcut.expandedPhrases.map { phrase in
                var values = presets
                if let parameter = phrase.parameter, let value = phrase.value { values[parameter] = value }
                var said = entry
                said.source = .appShortcut(intent: intent, presets: values)
                return Phrase(text: phrase.text, entry: said)
            }
        }
        entries = sections.flatMap { $0.groups.flatMap(\.entries) }
        searchFields = entries.map { entry in
            [
                [SearchText(entry.title)], entry.keywords.map(SearchText.init),
                [entry.summary].compactMap { $0 }.map(SearchText.init),
                [SearchText(entry.appName), SearchText(entry.category)],
            ]
        }
    }

    /// The entry with this id.
    package func entry(id: String) -> Entry? { entries.first { $0.id == id } }

    // MARK: Building

    private static func grouped(_ entries: [Entry]) -> [Group] {
        var groups: [Group] = []
        for entry in entries {
            if let index = groups.firstIndex(where: { $0.title == entry.category }) {
                groups[index].entries.append(entry)
            } else {
                groups.append(Group(title: entry.category, entries: [entry]))
            }
        }
        return groups
    }

    private static func entry(intent: IntentMetadata, of app: AppMetadata) -> Entry {
        Entry(
            id: "intent:\(intent.identifier)", title: intent.title, summary: intent.description,
            keywords: intent.searchKeywords,
            appName: app.displayName, category: intent.categoryName ?? app.displayName,
            icon: app.systemImageName ?? ActionIcons.unknownIcon, source: .intent(intent.identifier))
    }

    private static func entry(find entity: EntityMetadata, of app: AppMetadata) -> Entry {
        Entry(
            id: "find:\(entity.identifier)", title: "Find \(entity.pluralName)",
            summary: entity.findDescription
                ?? "Finds \(entity.pluralName.lowercased()) that match conditions, sorted and limited.",
            keywords: ["search", "filter", "query", entity.displayName, entity.pluralName], appName: app.displayName,
            category: "Find",
            icon: app.systemImageName ?? ActionIcons.findIcon, source: .find(entity: entity.identifier))
    }

    private static func entry(builtIn: BuiltInDescriptor, of app: AppMetadata) -> Entry {
        Entry(
            id: "builtIn:\(builtIn.id)", title: builtIn.title, summary: builtIn.summary, keywords: builtIn.keywords,
            appName: app.displayName, category: builtIn.category, icon: builtIn.icon, source: .builtIn(builtIn.id))
    }

    private static func entry(appShortcut: AppShortcutMetadata, of app: AppMetadata, number: Int, catalog: Catalog)
        -> Entry?
    {
        guard let intent = catalog.intent(appShortcut.intent)?.metadata else { return nil }
        return Entry(
            id: "appShortcut:\(appShortcut.intent)#\(number)", title: appShortcut.shortTitle ?? intent.title,
            summary: appShortcut.expandedPhrases.first?.text ?? intent.description,
            keywords: appShortcut.expandedPhrases.map(\.text) + intent.searchKeywords, appName: app.displayName,
            category: app.displayName,
            icon: appShortcut.systemImageName ?? app.systemImageName ?? ActionIcons.unknownIcon,
            source: .appShortcut(intent: intent.identifier, presets: appShortcut.presetValues))
    }

    // MARK: Making actions

    /// A new action for an entry, with a fresh id. An App Shortcut's preset values are filled
    /// in; a built-in action that usually takes the previous action's output (If, Repeat with
    /// Each, Count, Get Item, Set and Add to Variable) takes `previous`'s when it has one, as
    /// Shortcuts connects a new action to the one above it. So does an intent's parameter that
    /// declares `inputConnectionBehavior: .connectToPreviousIntentResult` (Show Result's text,
    /// Combine and Split Text's, Mark as Read's book), when the output fits it: the connection
    /// is written as a variable the card shows, not left for the run to make unseen.
    package func makeAction(_ entry: Entry, after previous: Action? = nil) -> Action {
        switch entry.source {
        case .intent(let identifier):
            return Action(
                .intent(identifier: identifier, parameters: connectingInput(of: identifier, to: previous, presets: [:]))
            )
        case .appShortcut(let identifier, let presets):
            return Action(
                .intent(
                    identifier: identifier,
                    parameters: connectingInput(
                        of: identifier, to: previous, presets: presets.mapValues(Value.init(metadata:)))))
        case .find(let entity):
            return Action(.find(FindAction(entity: entity)))
        case .builtIn(let id):
            guard let builtIn = BuiltInRegistry.descriptor(id) else { return Action(.comment("")) }
            var input: Value?
            if let previous, catalog.hasOutput(previous) {
                input = .variable(VariableReference(.action(previous.id)))
            }
            return builtIn.makeAction(previousOutput: input)
        }
    }

    /// `presets` plus, when `previous` has an output, a variable to it in the intent's first
    /// parameter that takes the previous result and has no preset, if the output can be given to it.
    private func connectingInput(of identifier: String, to previous: Action?, presets: [String: Value]) -> [String:
        Value]
    {
        guard let previous, catalog.hasOutput(previous),
            let parameter = catalog.intent(identifier)?.metadata.parameters.first(where: {
                $0.inputConnectionBehavior == .connectToPreviousIntentResult && presets[$0.name] == nil
            })
        else { return presets }
        // An output whose type is known only when it runs (Get Item of a variable) may fit.
        if let output = catalog.outputType(of: previous, valueType: { _ in nil }),
            !TypeRules.canConvert(output, to: parameter.type)
        {
            return presets
        }
        var parameters = presets
        parameters[parameter.name] = .variable(VariableReference(.action(previous.id)))
        return parameters
    }
}
