import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// One thing a picker offers: an entity or an enum case, with how to show it and the value
/// choosing it saves (type and ID only, for entities).
package struct PickerItem: Sendable, Equatable {
    package var title: String
    package var subtitle: String?
    /// An SF Symbols name, drawn as a one-cell glyph.
    package var symbol: String?
    package var value: Value

    package init(title: String, subtitle: String? = nil, symbol: String? = nil, value: Value) {
        self.title = title
        self.subtitle = subtitle
        self.symbol = symbol
        self.value = value
    }
}

/// How pickers find their items: through the entity's query, as a run would.
package enum PickerSearch {
    /// The entities of `type` for `text`: the query's suggestions when it is empty; otherwise the
    /// string query's search (`entities(matching:)`), or for enumerable queries every entity
    /// filtered here by title and synonyms. Queries that can do neither filter the suggestions.
    package static func entities(_ type: Catalog.EntityEntry, matching text: String) async throws -> [PickerItem] {
        try await found(type, matching: text).map { item(for: $0, typeID: type.metadata.identifier) }
    }

    /// The entities themselves, found the same way (a run's question answers with one).
    package static func found(_ type: Catalog.EntityEntry, matching text: String) async throws -> [any EntityValue] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return try await type.suggestedEntities() }
        if let searched = try await type.searchEntities(trimmed) { return searched }
        let terms = searchTerms(trimmed)
        return try await type.suggestedEntities().filter {
            FilterMatch.matches(key: TextFolding.fold($0.displayRepresentation.title.localizedString), terms: terms)
        }
    }

    /// How a picker shows an entity.
    package static func item(for entity: any EntityValue, typeID: TypeIdentifier) -> PickerItem {
        let display = entity.displayRepresentation
        return PickerItem(
            title: display.title.localizedString, subtitle: display.subtitle?.localizedString,
            symbol: display.image?.systemName, value: .entity(type: typeID, id: entity.entityIdentifier ?? ""))
    }

    /// An enum's cases matching `text` (every word, ignoring case and accents).
    package static func cases(_ all: [PickerItem], matching text: String) -> [PickerItem] {
        let terms = searchTerms(text)
        guard !terms.isEmpty else { return all }
        return all.filter { FilterMatch.matches(key: TextFolding.fold($0.title), terms: terms) }
    }

    /// The words of a query, folded as Find folds text (so "lodz" finds "Łódź"; the list
    /// widget's own filter folds only what Unicode decomposes).
    private static func searchTerms(_ text: String) -> [String] {
        TextFolding.fold(text).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }
}
