import Foundation
import ShortcutKit

// Changing an If's conditions as a whole: adding, removing and moving rows, All or Any.

extension EditorDocument {
    /// The edit applying `transform` to the If of a row; `nil` when the row is not an If or
    /// nothing changed. `label` names the edit for undo ("Add Condition").
    package func editingConditional(row index: Int, label: String, _ transform: (inout Conditional) -> Void) -> Edit? {
        guard let row = row(index), let action = shortcut.action(at: row.path), var c = action.kind.asConditional
        else { return nil }
        transform(&c)
        guard !c.rows.isEmpty else { return nil }
        var changed = action
        changed.kind = .conditional(c)
        guard changed != action else { return nil }
        var next = shortcut
        next.replaceAction(at: row.path, with: changed)
        return Edit(document: EditorDocument(next), selection: .unchanged, label: label)
    }
}

extension EditorSession {
    /// The selected card's If, if it is one (its header: not its Otherwise or End If).
    package var selectedConditional: Conditional? {
        guard let row = selectedRow, row.isCard else { return nil }
        return shortcut.action(at: row.path)?.kind.asConditional
    }

    /// Changes the selected If as one undo step named `label`.
    @discardableResult
    package mutating func updateConditional(_ label: String, _ transform: (inout Conditional) -> Void) -> Bool {
        guard let selection else { return false }
        return apply(document.editingConditional(row: selection, label: label, transform))
    }
}
