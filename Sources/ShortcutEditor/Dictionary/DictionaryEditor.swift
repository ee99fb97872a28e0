import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// A dictionary parameter's keys and values in an overlay (a Dictionary action's items): add,
/// rename, delete and reorder keys, set each value (text, a number, Yes/No, a variable, or a
/// nested dictionary or list opened in place). Every change is applied to the card at once, so
/// each is one undo step.
struct DictionaryEditor {
    /// What is being typed in the field.
    enum Typing: Equatable {
        /// A new key, added last.
        case newKey
        /// A new name for the key at this index.
        case rename(Int)
        /// The value of the key at this index.
        case value(Int)
    }

    /// The kinds of value `t` goes through.
    enum Kind: CaseIterable {
        case text, number, boolean, dictionary, list

        init(_ value: Value) {
            switch value {
            case .number: self = .number
            case .boolean: self = .boolean
            case .dictionary: self = .dictionary
            case .list: self = .list
            default: self = .text
            }
        }

        /// An empty value of the kind.
        var empty: Value {
            switch self {
            case .text: .string("")
            case .number: .number(0)
            case .boolean: .boolean(false)
            case .dictionary: .dictionary([])
            case .list: .list([])
            }
        }

        var title: String {
            switch self {
            case .text: "Text"
            case .number: "Number"
            case .boolean: "Yes/No"
            case .dictionary: "Dictionary"
            case .list: "List"
            }
        }
    }

    var slot: SlotID
    var title: String
    /// The whole dictionary.
    var entries: [DictionaryEntry]
    /// The keys that lead from the top to the dictionary shown (empty: the top). A list on the
    /// way is opened as a dictionary of its items' positions ("1", "2" …).
    var path: [String] = []
    var list = ListState()
    var field: FieldEditor?
    var typing: Typing?

    /// The dictionary (or list) shown.
    var container: Value { Self.value(at: path[...], in: .dictionary(entries)) }

    /// Whether a list is shown: its items have positions, not keys.
    var showsList: Bool { if case .list = container { true } else { false } }

    /// The keys and values of the dictionary shown.
    var shown: [DictionaryEntry] {
        get { container.dictionaryEntries }
        set { entries = Self.replacing(at: path[...], in: .dictionary(entries), with: newValue).dictionaryEntries }
    }

    /// The selected entry's index, if it is one.
    var selected: Int? { list.selected.flatMap { shown.indices.contains($0) ? $0 : nil } }

    /// "Items › author": where the overlay is.
    var location: String { ([title] + path).joined(separator: " › ") }

    /// The value at `path` inside `value` (keys of dictionaries, positions of lists).
    static func value(at path: ArraySlice<String>, in value: Value) -> Value {
        guard let first = path.first else { return value }
        guard let inner = value.dictionaryEntries.first(where: { $0.key == first })?.value else {
            return .dictionary([])
        }
        return self.value(at: path.dropFirst(), in: inner)
    }

    /// `value` with the dictionary (or list) at `path` given `entries`.
    static func replacing(at path: ArraySlice<String>, in value: Value, with entries: [DictionaryEntry]) -> Value {
        guard let first = path.first else { return value.withEntries(entries) }
        var here = value.dictionaryEntries
        guard let index = here.firstIndex(where: { $0.key == first }) else { return value }
        here[index].value = replacing(at: path.dropFirst(), in: here[index].value, with: entries)
        return value.withEntries(here)
    }

    /// A value as one row shows it.
    static func display(_ value: Value, catalog: Catalog, titles: EntityTitles = [:]) -> String {
        switch value {
        case .dictionary(let entries): "Dictionary, \(entries.count) key\(entries.count == 1 ? "" : "s") ›"
        case .list(let items): "List, \(items.count) item\(items.count == 1 ? "" : "s") ›"
        case .boolean(let flag): flag ? "Yes" : "No"
        default: ListEditor.display(value, catalog: catalog, titles: titles)
        }
    }
}

extension Value {
    /// A dictionary's entries, or a list's items keyed by position from 1; empty otherwise.
    var dictionaryEntries: [DictionaryEntry] {
        switch self {
        case .dictionary(let entries): entries
        case .list(let items): items.enumerated().map { DictionaryEntry(String($0.offset + 1), $0.element) }
        default: []
        }
    }

    /// The same kind of container with these entries (a list keeps their values in order).
    func withEntries(_ entries: [DictionaryEntry]) -> Value {
        if case .list = self { return .list(entries.map(\.value)) }
        return .dictionary(entries)
    }
}
