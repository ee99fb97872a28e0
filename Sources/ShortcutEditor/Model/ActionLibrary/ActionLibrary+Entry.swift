import Foundation
import IntentKit
import ShortcutKit

// What the action library lists.

extension ActionLibrary {
    /// One action the library offers.
    package struct Entry: Sendable, Equatable, Identifiable {
        /// What adding the entry makes.
        package enum Source: Sendable, Equatable {
            /// An app's intent, by identifier.
            case intent(String)
            /// An App Shortcut: an intent with the values its App Shortcut presets.
            case appShortcut(intent: String, presets: [String: MetadataValue])
            /// The Find action of an entity type.
            case find(entity: TypeIdentifier)
            /// A built-in action, by its descriptor's id.
            case builtIn(BuiltInID)
        }

        /// Stable across launches: `intent:Books.OpenBook`, `find:Books.BookEntity`, `builtIn:if`,
        /// `appShortcut:Books.OpenShelf#1`.
        package var id: String
        package var title: String
        /// The description, or for an App Shortcut its first phrase.
        package var summary: String?
        /// The intent's search keywords (and an App Shortcut's phrases), searched after titles.
        package var keywords: [String]
        /// The app's display name ("Books"; "Shortcuts" for built-in actions).
        package var appName: String
        /// The group within the app ("Library", "Control Flow", "Find").
        package var category: String
        /// An SF Symbols name.
        package var icon: String
        /// What adding the entry makes.
        package var source: Source

        /// What the lists show beside the title, so entries with the same title are told apart:
        /// "App Shortcut · Books" for an App Shortcut (its short title is often its intent's
        /// title, "Add Book"), the app's name for everything else.
        package var detail: String {
            isAppShortcut ? "App Shortcut · \(appName)" : appName
        }

        /// Whether the entry is an App Shortcut (listed at the top).
        package var isAppShortcut: Bool {
            if case .appShortcut = source { return true }
            return false
        }
    }

    /// An App Shortcut phrase and the entry (with the phrase's presets) it stands for.
    package struct Phrase: Sendable, Equatable {
        package var text: String
        package var entry: Entry
    }

    /// The entries of one app (or the App Shortcuts), by category.
    package struct Section: Sendable, Equatable, Identifiable {
        package var id: String
        package var title: String
        package var icon: String
        package var groups: [Group]
    }

    /// One category of a section, in the order its first entry was declared.
    package struct Group: Sendable, Equatable {
        package var title: String
        package var entries: [Entry]
    }
}
