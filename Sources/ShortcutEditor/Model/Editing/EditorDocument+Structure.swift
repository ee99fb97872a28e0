import Foundation
import ShortcutKit

// Adding, moving, duplicating and deleting cards.

extension EditorDocument {
    /// Which way a card moves.
    package enum MoveDirection: Sendable, Hashable {
        case up, down
    }

    // MARK: Inserting

    /// Where actions added "below" a row go: after a plain card; at the top of the first body
    /// for a block's header (so adding below "If" puts the action inside it); at the top of the
    /// `else` body for "Otherwise" and of an item's body for a menu item's header; after the
    /// block for its "End" row. With no row selected, at the end of the shortcut.
    package func insertionPoint(below index: Int?) -> InsertionPoint {
        guard let row = row(index) else { return InsertionPoint(list: .topLevel, index: shortcut.actions.count) }
        switch row.kind {
        case .action:
            if let action = shortcut.action(at: row.path), !action.bodies.isEmpty {
                return InsertionPoint(list: .body(0, of: row.path), index: 0)
            }
            return InsertionPoint(list: row.path.list, index: row.path.index + 1)
        case .between(let body):
            return InsertionPoint(list: .body(body, of: row.path), index: 0)
        case .menuItem(let item):
            return InsertionPoint(list: .body(item, of: row.path), index: 0)
        case .end:
            return InsertionPoint(list: row.path.list, index: row.path.index + 1)
        }
    }

    /// The action just above where actions added below `index` go, in the same list: the one
    /// whose output a new action takes by default. `nil` at the top of a list.
    package func actionBefore(insertingBelow index: Int?) -> Action? {
        let point = insertionPoint(below: index)
        guard point.index > 0 else { return nil }
        return shortcut.action(at: point.list.path(at: point.index - 1))
    }

    /// Inserts actions below a row (see ``insertionPoint(below:)``) and selects the first of them.
    package func inserting(_ actions: [Action], below index: Int?, label: String = "Add Action") -> Edit? {
        guard !actions.isEmpty else { return nil }
        let point = insertionPoint(below: index)
        var next = shortcut
        guard next.insert(actions, at: point) else { return nil }
        return edit(next, select: RowKey(path: point.path), label: label)
    }

    // MARK: Moving

    /// Moves the action of a row one card up or down; a block moves whole, with its contents.
    ///
    /// The action steps to the neighbouring place an action can stand, as when dragging a card
    /// in Shortcuts: past a plain card it swaps with it; past a block's "End" row it goes into
    /// the block, at the end of its last body; past a block's header, "Otherwise" or an item's
    /// header it crosses into the next body or out of the block. So every move passes one row
    /// (a menu's header and its first item's header count as one step, since nothing can stand
    /// between them). Returns `nil` at the top or bottom of the shortcut.
    package func moving(row index: Int, _ direction: MoveDirection) -> Edit? {
        guard let row = row(index) else { return nil }
        var next = shortcut
        guard let action = next.removeAction(at: row.path) else { return nil }
        // Without the moving action its old place is one insertion point; the neighbouring
        // points are one row away.
        let points = next.insertionPoints
        guard let current = points.firstIndex(of: InsertionPoint(list: row.path.list, index: row.path.index)) else {
            return nil
        }
        let target = current + (direction == .up ? -1 : 1)
        guard points.indices.contains(target) else { return nil }
        next.insert([action], at: points[target])
        return edit(
            next, select: RowKey(path: points[target].path, kind: row.kind),
            label: direction == .up ? "Move Up" : "Move Down")
    }

    // MARK: Duplicating

    /// Puts a copy of a row's action (a block with its contents) right after it and selects the
    /// copy. The copies get fresh ids, and variables inside the copy that read actions of the
    /// copied block read their copies.
    package func duplicating(row index: Int) -> Edit? {
        guard let row = row(index), let action = shortcut.action(at: row.path) else { return nil }
        let point = InsertionPoint(list: row.path.list, index: row.path.index + 1)
        var next = shortcut
        next.insert(ActionCloner.clone([action]), at: point)
        return edit(next, select: RowKey(path: point.path), label: "Duplicate")
    }

    // MARK: Deleting

    /// Whether deleting a row's action should first ask about its contents: it is a block with
    /// actions inside.
    package func deletionAsksAboutContents(row index: Int) -> Bool {
        if case .menuItem(let item)? = row(index)?.kind, let row = row(index),
            case .builtIn(let call)? = shortcut.action(at: row.path)?.kind, let items = call.blockItems,
            items.indices.contains(item)
        {
            return !items[item].body.isEmpty
        }
        guard let action = action(atRow: index) else { return false }
        return action.bodies.contains { !$0.isEmpty }
    }

    /// Deletes a row's action; for a block's synthetic rows, the block. `keepingContents`
    /// unwraps a block instead: its actions take its place, branch after branch.
    ///
    /// Variables that read a deleted action are left as they are and shown as broken, never
    /// silently removed: the person decides what they should read instead.
    package func deleting(row index: Int, keepingContents: Bool = false) -> Edit? {
        guard let row = row(index) else { return nil }
        var next = shortcut
        guard let removed = next.removeAction(at: row.path) else { return nil }
        let kept = keepingContents ? removed.bodies.flatMap { $0 } : []
        next.insert(kept, at: InsertionPoint(list: row.path.list, index: row.path.index))
        let document = EditorDocument(next)
        // The card that takes the deleted one's place is selected (or the last card).
        let header = self.index(of: RowKey(path: row.path)) ?? index
        let selection = document.rows.isEmpty ? nil : min(header, document.rows.count - 1)
        let label = keepingContents && !kept.isEmpty ? "Delete, Keeping Contents" : "Delete"
        return Edit(document: document, selection: .row(selection), label: label)
    }

    // MARK: Clipboard

    /// The action of a row (a block with its contents), to paste later.
    package func copying(row index: Int) -> Clipboard? {
        action(atRow: index).map { Clipboard(actions: [$0]) }
    }

    /// Copies a row's action and deletes it, contents and all.
    package func cutting(row index: Int) -> (clipboard: Clipboard, edit: Edit)? {
        guard let clipboard = copying(row: index), var edit = deleting(row: index) else { return nil }
        edit.label = "Cut"
        return (clipboard, edit)
    }

    /// Inserts copies of the clipboard's actions below a row, as ``inserting(_:below:label:)``
    /// does. The copies get fresh ids (so pasting twice gives two independent copies), and
    /// variables between pasted actions are remapped to the copies.
    package func pasting(_ clipboard: Clipboard, below index: Int?) -> Edit? {
        inserting(ActionCloner.clone(clipboard.actions), below: index, label: "Paste")
    }
}
