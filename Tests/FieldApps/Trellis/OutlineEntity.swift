import Foundation
import IntentKit
import TrellisKit

/// One of Trellis's outlines, as a shortcut sees it.
struct OutlineEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Outline")
    static let defaultQuery = OutlineQuery()

    // The identifier is a property too, so a shortcut can read it like any other.
    @Property(title: "ID")
    var id: NodeID

    @Property(title: "Title")
    var title: String

    @Property(title: "Labels")
    var labels: [String]?

    @Property(title: "Started")
    var started: Date?

    @Property(title: "Link")
    var link: URL?

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: title) }

    init() {}

    @MainActor
    init(_ outline: Outline) {
        id = outline.id
        title = outline.title
        labels = outline.labels
        started = outline.started
        link = outline.id.link
    }
}

/// Looks outlines up by their IDs.
struct OutlineQuery: EntityQuery, LibraryVisit {
    func entities(for identifiers: [NodeID]) async -> [OutlineEntity] {
        await arrive()
        let found = await MainActor.run {
            identifiers.compactMap { id in Library.shared.outline(holding: id).map(OutlineEntity.init) }
        }
        await leave()
        return found
    }
}
