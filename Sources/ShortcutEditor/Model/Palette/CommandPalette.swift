import Foundation
import ShortcutKit

/// One thing the command palette offers.
package struct PaletteItem: Sendable, Equatable {
    package enum Target: Sendable, Equatable {
        /// A shortcut of the library, by its file: Enter runs it.
        case shortcut(URL)
        /// An action, or an App Shortcut phrase with its presets: inserted in the open
        /// shortcut, or run on its own from the library.
        case action(ActionLibrary.Entry)
    }

    package var title: String
    /// What kind of thing it is: "Shortcut", "App Shortcut", or the app of an action.
    package var detail: String
    /// An SF Symbols name.
    package var icon: String
    package var target: Target
}

/// Searches shortcuts, App Shortcut phrases and actions together, the way the action library
/// searches (word starts first, then anywhere, then letters in order), phrases and shortcuts
/// ahead of actions among equals.
package struct CommandPalette: Sendable {
    package let items: [PaletteItem]
    private let fields: [[[SearchText]]]

    package init(shortcuts: [LibraryItem], actions: ActionLibrary) {
        var items: [PaletteItem] = []
        var fields: [[[SearchText]]] = []
        // Two App Shortcuts can be said alike ("Open Currently Reading in Books" through Open
        // Shelf and through Currently Reading): the detail of such a phrase names which it is.
        let saidAlike = Dictionary(grouping: actions.phrases, by: \.text).filter { $0.value.count > 1 }
        for phrase in actions.phrases {
            let detail = saidAlike[phrase.text] == nil ? "App Shortcut" : "App Shortcut · \(phrase.entry.title)"
            items.append(
                PaletteItem(title: phrase.text, detail: detail, icon: phrase.entry.icon, target: .action(phrase.entry)))
            fields.append([
                [SearchText(phrase.text)], [SearchText(phrase.entry.title)], [SearchText(phrase.entry.appName)],
            ])
        }
        for shortcut in shortcuts where !shortcut.isBroken {
            items.append(
                PaletteItem(
                    title: shortcut.name, detail: "Shortcut", icon: shortcut.icon ?? "square.stack.3d.up",
                    target: .shortcut(shortcut.url)))
            fields.append([[SearchText(shortcut.name)], [shortcut.description].compactMap { $0 }.map(SearchText.init)])
        }
        for (entry, entryFields) in zip(actions.entries, actions.searchFields) where !entry.isAppShortcut {
            items.append(
                PaletteItem(title: entry.title, detail: entry.detail, icon: entry.icon, target: .action(entry)))
            fields.append(entryFields)
        }
        self.items = items
        self.fields = fields
    }

    /// The items matching `query`, best first.
    package func search(_ query: String) -> [PaletteItem] {
        SearchText.ranked(items, fields: fields, query: query)
    }
}
