import Foundation
import IntentKit
import ShortcutKit

/// The names of `shortcuts mcp`'s tools. MCP allows 1–128 characters of `[A-Za-z0-9_.-]`; an
/// intent's identifier (`Books.BuyBook`) already is one.
package enum ToolNames {
    /// Searches or looks up entities of a type.
    package static let searchEntities = "search_entities"
    /// A library shortcut's sentences.
    package static let viewShortcut = "view_shortcut"
    /// Checks a shortcut without running it.
    package static let validateShortcut = "validate_shortcut"
    /// The run history's runs, and one of them.
    package static let listRuns = "list_runs"
    package static let getRun = "get_run"
    /// Writing shortcuts: the actions, plans, applying one, deleting.
    package static let listActions = "list_actions"
    package static let getAction = "get_action"
    package static let createShortcut = "create_shortcut"
    package static let editShortcut = "edit_shortcut"
    package static let applyPlan = "apply_plan"
    package static let deleteShortcut = "delete_shortcut"
    package static let dryRun = "dry_run"
    package static let testShortcut = "test_shortcut"

    /// The Find of an entity type: `Books.BookEntity.find`.
    package static func find(_ entity: TypeIdentifier) -> String { "\(entity.rawValue).find" }

    /// The tool that runs an intent: its identifier.
    package static func intent(_ identifier: String) -> String { identifier }

    /// The tools that run the library's shortcuts: `shortcut.` and the name in lower case with
    /// runs of other characters as one `-` ("Word Tools" → `shortcut.word-tools`); a name that
    /// leaves nothing, or one taken already, gets the start of the shortcut's id instead or too.
    package static func shortcuts(_ documents: [ShortcutDocument]) -> [(name: String, document: ShortcutDocument)] {
        var taken = Set<String>()
        return documents.map { document in
            var slug = ""
            for scalar in document.name.lowercased().unicodeScalars {
                if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                    slug.unicodeScalars.append(scalar)
                } else if !slug.isEmpty, !slug.hasSuffix("-") {
                    slug += "-"
                }
            }
            while slug.hasSuffix("-") { slug.removeLast() }
            slug = String(slug.prefix(80))
            let id = document.id.uuidString.prefix(8).lowercased()
            var name = "shortcut." + (slug.isEmpty ? id : slug)
            if taken.contains(name) { name += "-" + id }
            taken.insert(name)
            return (name, document)
        }
    }
}
