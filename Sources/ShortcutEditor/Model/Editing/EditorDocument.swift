import Foundation
import ShortcutKit

/// A shortcut as the editor sees it: the document and its rows of cards, top to bottom.
///
/// Every edit is a function from one `EditorDocument` to an ``Edit`` holding the next one, so
/// the session can keep the previous document for undo and tests can compare documents. Rows
/// are addressed by index (what the view selects) and resolved to paths inside.
package struct EditorDocument: Sendable, Equatable {
    /// The shortcut as saved.
    package private(set) var shortcut: ShortcutDocument
    /// The card list: actions and the synthetic rows of blocks, in reading order.
    package private(set) var rows: [CardRow]

    /// The editor's view of a shortcut.
    package init(_ shortcut: ShortcutDocument) {
        self.shortcut = shortcut
        self.rows = shortcut.rows
    }

    /// The row at `index`, or `nil` past the ends.
    package func row(_ index: Int?) -> CardRow? {
        guard let index, rows.indices.contains(index) else { return nil }
        return rows[index]
    }

    /// The index of the row with this key.
    package func index(of key: RowKey) -> Int? {
        rows.firstIndex { $0.path == key.path && $0.kind == key.kind }
    }

    /// The action a row belongs to (for a synthetic row, its block).
    package func action(atRow index: Int?) -> Action? {
        row(index).flatMap { shortcut.action(at: $0.path) }
    }

    /// The result of an edit with the document's rows rebuilt.
    func edit(_ shortcut: ShortcutDocument, select key: RowKey?, label: String, coalescingKey: String? = nil) -> Edit {
        let next = EditorDocument(shortcut)
        return Edit(
            document: next, selection: .row(key.flatMap(next.index(of:))), label: label, coalescingKey: coalescingKey)
    }
}

/// One edit's outcome: the next document, where the selection goes, and how undo names it.
package struct Edit: Sendable, Equatable {
    /// Where the selection goes after an edit.
    package enum Selection: Sendable, Equatable {
        /// It stays where it was (renaming the shortcut, typing in a field).
        case unchanged
        /// This row, or none when the document is empty.
        case row(Int?)
    }

    /// The document after the edit.
    package var document: EditorDocument
    /// Where the selection goes.
    package var selection: Selection
    /// What undo calls the edit: "Move Up" gives "Undo Move Up".
    package var label: String
    /// Edits with the same key in a row (typing in one field) undo as one step.
    package var coalescingKey: String?
    /// A token of the selected card to open for editing, by slot name: the first empty required
    /// parameter of an action just added.
    package var openSlot: SlotID?

    package init(
        document: EditorDocument, selection: Selection, label: String, coalescingKey: String? = nil,
        openSlot: SlotID? = nil
    ) {
        self.document = document
        self.selection = selection
        self.label = label
        self.coalescingKey = coalescingKey
        self.openSlot = openSlot
    }
}

/// Actions cut or copied, ready to paste any number of times.
package struct Clipboard: Sendable, Equatable {
    /// The actions as they were copied; pasting gives them fresh ids each time.
    package var actions: [Action]

    package init(actions: [Action]) {
        self.actions = actions
    }
}
