import Foundation
import IntentKit
import TrellisKit

/// One row of a Trellis outline, as a shortcut sees it; Find Rows filters and sorts them.
struct RowEntity: AppEntity {
    // The name is a key of a table, with a default value for when the table lacks it; the count
    // format holds a placeholder, as Apple's `LocalizedStringResource` allows.
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource(
            "trellis.row", defaultValue: "Row", table: "Trellis", comment: "What one row of an outline is called"),
        numericFormat: LocalizedStringResource(
            "trellis.rows", defaultValue: "\(placeholder: .int) Rows", comment: "How many rows, as in '4 Rows'")
    )
    static let defaultQuery = RowQuery()

    @Property(title: "ID")
    var id: NodeID

    @Property(title: "Parent ID")
    var parentID: NodeID

    @Property(title: "Outline")
    var outline: OutlineEntity

    @Property(title: LocalizedStringResource("Text", comment: "A row's own text"))
    var text: String?

    @Property(title: LocalizedStringResource("Note", comment: "The note under a row"))
    var note: String?

    @Property(title: "Done")
    var done: Bool?

    @Property(title: "Folded")
    var folded: Bool?

    @Property(title: LocalizedStringResource("Depth", comment: "How deep a row hangs; top rows are 0"))
    var depth: Int?

    /// Where the row comes in the outline, read top to bottom; set by the query that found it.
    @Property(title: "Position")
    var position: Int?

    @Property(title: "Link")
    var link: URL?

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: text ?? "") }

    init() {}

    /// The entity of `row`, or `nil` when its outline is not in the library.
    @MainActor
    init?(_ row: Row) {
        guard let outline = Library.shared.outline(holding: row.id) else { return nil }
        id = row.id
        parentID = (row.parent as? Row)?.id ?? outline.id
        self.outline = OutlineEntity(outline)
        text = row.text
        note = row.note
        done = row.isDone
        folded = row.isFolded
        depth = row.depth
        link = row.id.link
    }
}
