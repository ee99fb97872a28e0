import Foundation
import ShortcutKit

/// The library screen's state: the shortcuts, the `/` filter, the selection, and the
/// operations on shortcuts as effects for the runtime to perform.
///
/// ```swift
/// var model = LibraryScreenModel(summaries: library.summaries())
/// let (document, effect) = model.newShortcut()   // .add(document): then open the editor on it
/// ```
package struct LibraryScreenModel: Sendable, Equatable {
    /// Every shortcut, in the library's order (by name).
    package private(set) var items: [LibraryItem]
    /// The filter typed after `/`; empty shows everything.
    package private(set) var filter = ""
    /// The items the filter lets through, in order.
    package private(set) var visibleItems: [LibraryItem]
    /// The selected row of ``visibleItems``.
    package private(set) var selection: Int?

    package init(items: [LibraryItem]) {
        self.items = items
        visibleItems = items
        selection = items.isEmpty ? nil : 0
    }

    package init(entries: [Library.Entry]) {
        self.init(items: entries.map(LibraryItem.init))
    }

    /// The model from the library's index: items are read when opened (see ``LibraryItem/isLoaded``).
    package init(summaries: [Library.Summary]) {
        self.init(items: summaries.map(LibraryItem.init))
    }

    /// The selected item.
    package var selectedItem: LibraryItem? {
        selection.flatMap { visibleItems.indices.contains($0) ? visibleItems[$0] : nil }
    }

    // MARK: List

    /// Replaces the items with a fresh read of the library, keeping the filter and the selected
    /// shortcut where it still exists.
    package mutating func reload(_ items: [LibraryItem]) {
        let selected = selectedItem?.url
        self.items = items
        refilter(keeping: selected)
    }

    package mutating func reload(entries: [Library.Entry]) {
        reload(entries.map(LibraryItem.init))
    }

    /// Puts an item read from disk (``LibraryItem/isLoaded``) in place of the one with its file.
    package mutating func replace(_ item: LibraryItem) {
        guard let index = items.firstIndex(where: { $0.url == item.url }) else { return }
        items[index] = item
        refilter(keeping: selectedItem?.url)
    }

    /// Sets the filter: items whose name matches it, ignoring case and diacritics, best matches
    /// first (the whole name, its start, a word's start, inside a word, letters in order), then
    /// by name.
    package mutating func setFilter(_ text: String) {
        let selected = selectedItem?.url
        filter = text
        refilter(keeping: selected)
    }

    /// Selects a visible row (clamped to the list).
    package mutating func select(_ index: Int?) {
        guard let index, !visibleItems.isEmpty else {
            selection = nil
            return
        }
        selection = min(max(index, 0), visibleItems.count - 1)
    }

    /// Selects the item with this file, if it is visible.
    package mutating func select(url: URL) {
        if let index = visibleItems.firstIndex(where: { $0.url == url }) { selection = index }
    }

    private mutating func refilter(keeping url: URL?) {
        let needle = SearchText.fold(filter.trimmingCharacters(in: .whitespaces))
        if needle.isEmpty {
            visibleItems = items
        } else {
            // `items` is in name order and the sort is stable, so equal matches stay by name.
            let ranked = items.compactMap { item in SearchText(item.name).match(needle).map { (item, $0) } }
            visibleItems = ranked.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
                .map(\.element.0)
        }
        if let url, let index = visibleItems.firstIndex(where: { $0.url == url }) {
            selection = index
        } else {
            // The shortcut that was selected is filtered out: the best match takes its place.
            select(needle.isEmpty ? (selection ?? 0) : 0)
        }
    }

    // MARK: Operations

    /// A name no shortcut has yet (ignoring case): `base`, else `base 2`, `base 3`, …
    package func uniqueName(_ base: String) -> String {
        let taken = Set(items.map { $0.name.lowercased() })
        guard taken.contains(base.lowercased()) else { return base }
        var number = 2
        while taken.contains("\(base) \(number)".lowercased()) { number += 1 }
        return "\(base) \(number)"
    }

    /// A new, empty shortcut named "New Shortcut" (or "New Shortcut 2", …) and the effect that
    /// saves it; the caller opens the editor on it.
    package func newShortcut() -> (document: ShortcutDocument, effect: StorageEffect) {
        let document = ShortcutDocument(name: uniqueName("New Shortcut"))
        return (document, .add(document))
    }

    /// A new, empty shortcut with the name a person typed, and the effect that saves it. Fails
    /// for an empty name or one another shortcut has.
    package func newShortcut(named name: String) -> Result<
        (document: ShortcutDocument, effect: StorageEffect), LibraryOperationError
    > {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .failure(.emptyName) }
        if items.contains(where: { $0.name.caseInsensitiveCompare(trimmed) == .orderedSame }) {
            return .failure(.nameTaken(trimmed))
        }
        let document = ShortcutDocument(name: trimmed)
        return .success((document, .add(document)))
    }

    /// Renames a shortcut: the item shows the new name at once and the effect writes it.
    /// Fails for a broken file, an empty name, or a name another shortcut has.
    package mutating func rename(_ item: LibraryItem, to name: String) -> Result<StorageEffect, LibraryOperationError> {
        guard var document = item.document else { return .failure(.broken(item.name)) }
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .failure(.emptyName) }
        if items.contains(where: { $0.url != item.url && $0.name.caseInsensitiveCompare(trimmed) == .orderedSame }) {
            return .failure(.nameTaken(trimmed))
        }
        document.name = trimmed
        if let index = items.firstIndex(where: { $0.url == item.url }) {
            items[index] = LibraryItem(url: item.url, document: document)
        }
        refilter(keeping: item.url)
        return .success(.save(document, to: item.url, expecting: item.stamp))
    }

    /// A copy of a shortcut with a new id and a unique name ("Reading Stats 2"), and the effect
    /// that saves it. Fails for a broken file.
    package func duplicate(_ item: LibraryItem) -> Result<
        (document: ShortcutDocument, effect: StorageEffect), LibraryOperationError
    > {
        guard var document = item.document else { return .failure(.broken(item.name)) }
        document.id = UUID()
        document.name = uniqueName(document.name)
        return .success((document, .add(document)))
    }

    /// Removes a shortcut (broken files too): the item leaves the list at once and the effect
    /// deletes the file.
    package mutating func delete(_ item: LibraryItem) -> StorageEffect {
        items.removeAll { $0.url == item.url }
        let index = selection
        refilter(keeping: nil)
        select(index)
        return .delete(item.url)
    }
}

/// Why a library operation was refused, in words for the status line.
package enum LibraryOperationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file does not read as a shortcut; only deleting it is possible.
    case broken(String)
    case emptyName
    /// Another shortcut has this name.
    case nameTaken(String)

    package var description: String {
        switch self {
        case .broken(let name): "\(name) does not read as a shortcut; fix the file or delete it"
        case .emptyName: "a shortcut needs a name"
        case .nameTaken(let name): "another shortcut is already called \(name)"
        }
    }
}
