import IntentKit

/// The titles of saved entities, by entity type identifier and entity identifier, as a host
/// looked them up: what cards, sentences and lists show instead of an ID.
///
/// A type that was looked up is known: its IDs without a title no longer exist ("Missing
/// Book"); a type never looked up (no app, or its query failed) shows its IDs.
package struct EntityTitles: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private var byType: [TypeIdentifier: [String: String]] = [:]

    package init() {}

    /// Titles by type, then ID: `["Books.BookEntity": [id: "Dune"]]`.
    package init(dictionaryLiteral elements: (TypeIdentifier, [String: String])...) {
        for (type, titles) in elements { byType[type, default: [:]].merge(titles) { _, new in new } }
    }

    /// The entity's title, when it was looked up and found.
    package func title(type: TypeIdentifier, id: String) -> String? { byType[type]?[id] }

    /// Whether the entities of `type` were looked up.
    package func wasLookedUp(_ type: TypeIdentifier) -> Bool { byType[type] != nil }

    /// Records that `type` was looked up, even if none of its IDs was found.
    package mutating func markLookedUp(_ type: TypeIdentifier) {
        if byType[type] == nil { byType[type] = [:] }
    }

    /// Records an entity's title (a picked entity, or one a lookup found).
    package mutating func set(_ title: String, type: TypeIdentifier, id: String) {
        byType[type, default: [:]][id] = title
    }

    /// Adds what another lookup found: its types count as looked up, its titles win.
    package mutating func merge(_ other: EntityTitles) {
        for (type, titles) in other.byType { byType[type, default: [:]].merge(titles) { _, found in found } }
    }

    /// The references whose titles are not known here: what a lookup still has to find.
    package func unknown(in references: [TypeIdentifier: Set<String>]) -> [TypeIdentifier: Set<String>] {
        var out: [TypeIdentifier: Set<String>] = [:]
        for (type, ids) in references {
            let missing = ids.filter { byType[type]?[$0] == nil }
            if !missing.isEmpty { out[type] = missing }
        }
        return out
    }

    /// Looks up `references` (IDs by type), one query call per type, in the dependency scope the
    /// caller runs in.
    package static func lookUp(_ references: [TypeIdentifier: Set<String>], in catalog: Catalog) async -> EntityTitles {
        var titles = EntityTitles()
        for (type, ids) in references.sorted(by: { $0.key < $1.key }) {
            guard let entry = catalog.entity(type), entry.isQueryable else { continue }
            // Titles only decorate: a query that fails leaves the type unknown, so its cards show
            // the IDs (as without an app) rather than "Missing …"; a run reports the failure.
            guard let found = try? await entry.entities(identifiedBy: ids.sorted()) else { continue }
            titles.markLookedUp(type)
            for entity in found {
                titles.set(
                    String(localized: entity.displayRepresentation.title), type: type, id: entity.entityIdentifier ?? ""
                )
            }
        }
        return titles
    }
}

extension ShortcutDocument {
    /// The IDs of the saved entities the shortcut names, by type: what a host looks up to show
    /// titles (``EntityTitles/lookUp(_:in:)``).
    package var entityReferences: [TypeIdentifier: Set<String>] {
        var out: [TypeIdentifier: Set<String>] = [:]
        func collect(_ value: Value) {
            switch value {
            case .entity(let type, let id): out[type, default: []].insert(id)
            case .list(let items): items.forEach(collect)
            default: break
            }
        }
        for entry in flattened { entry.action.values.forEach(collect) }
        return out
    }
}
