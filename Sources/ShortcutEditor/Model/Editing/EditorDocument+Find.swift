import Foundation
import ShortcutKit

// Changing a Find action's filter rows, match mode, sort keys, limit and source as a whole.

extension EditorDocument {
    /// The edit applying `transform` to the Find action of a row; `nil` when the row is not a
    /// Find or nothing changed. `label` names the edit for undo ("Add Filter").
    package func editingFind(row index: Int, label: String, _ transform: (inout FindAction) -> Void) -> Edit? {
        guard let row = row(index), let action = shortcut.action(at: row.path), case .find(var find) = action.kind
        else { return nil }
        transform(&find)
        var changed = action
        changed.kind = .find(find)
        guard changed != action else { return nil }
        var next = shortcut
        next.replaceAction(at: row.path, with: changed)
        return Edit(document: EditorDocument(next), selection: .unchanged, label: label)
    }
}

extension EditorSession {
    /// The selected card's Find action, if it is one.
    package var selectedFind: FindAction? {
        guard let path = selectedRow?.path, case .find(let find)? = shortcut.action(at: path)?.kind else { return nil }
        return find
    }

    /// Changes the selected Find action as one undo step named `label`.
    @discardableResult
    package mutating func updateFind(_ label: String, _ transform: (inout FindAction) -> Void) -> Bool {
        guard let selection else { return false }
        return apply(document.editingFind(row: selection, label: label, transform))
    }
}
