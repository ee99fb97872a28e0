import Foundation
import ShortcutKit

// Changing what cards say: parameter values, choices, names; the shortcut's name, icon and
// input; the items of a menu.

extension EditorDocument {
    // MARK: Slots

    /// Sets a value slot of a row's action (see ``EditableToken/slot``); `nil` clears it. An
    /// optional parameter becomes absent, an intent's parameter falls back to its default, and a
    /// slot that cannot be absent becomes empty and shows its placeholder.
    ///
    /// With `coalescing`, consecutive changes of the same slot undo as one step (typing).
    /// `label` names the edit for undo ("Set Book"); the slot's name is used without one.
    package func setting(_ value: Value?, slot: SlotID, row index: Int, coalescing: Bool = false, label: String? = nil)
        -> Edit?
    {
        change(
            row: index, slot: slot, label: label ?? "\(value == nil ? "Clear" : "Set") \(slot)", coalescing: coalescing
        ) {
            ActionSlots.setting(value, slot: slot, in: $0)
        }
    }

    /// Chooses an option of a choice slot (an If's condition, Get Item's item, Ask for Input's
    /// type) by the option's id (``TokenChoice/id``).
    package func choosing(_ option: String, slot: SlotID, row index: Int, label: String? = nil) -> Edit? {
        change(row: index, slot: slot, label: label ?? "Set \(slot)", coalescing: false) {
            ActionSlots.choosing(option, slot: slot, in: $0)
        }
    }

    /// Sets a plain-text slot: a variable's name, a comment's text, or on a menu item's header
    /// row the item's title (slot `title`).
    package func settingText(
        _ text: String, slot: SlotID, row index: Int, coalescing: Bool = false, label: String? = nil
    ) -> Edit? {
        if case .menuItem(let item)? = row(index)?.kind, slot == "title" {
            return renamingMenuItem(item, of: index, to: text, coalescing: coalescing)
        }
        return change(row: index, slot: slot, label: label ?? "Set \(slot)", coalescing: coalescing) {
            ActionSlots.settingText(text, slot: slot, in: $0)
        }
    }

    /// The edit replacing a row's action by `transform`'s result; `nil` when there is none or it
    /// changes nothing. The selection stays: the card is edited in place.
    private func change(row index: Int, slot: SlotID, label: String, coalescing: Bool, _ transform: (Action) -> Action?)
        -> Edit?
    {
        guard let row = row(index), let action = shortcut.action(at: row.path), let changed = transform(action),
            changed != action
        else { return nil }
        var next = shortcut
        next.replaceAction(at: row.path, with: changed)
        return Edit(
            document: EditorDocument(next), selection: .unchanged, label: label,
            coalescingKey: coalescing ? "\(action.id) \(slot)" : nil)
    }

    // MARK: The shortcut

    /// Renames the shortcut. Surrounding spaces are dropped; an empty name is refused (`nil`).
    package func renamed(_ name: String) -> Edit? {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed != shortcut.name else { return nil }
        var next = shortcut
        next.name = trimmed
        return Edit(document: EditorDocument(next), selection: .unchanged, label: "Rename")
    }

    /// Sets the shortcut's icon (an SF Symbols name), or removes it.
    package func withIcon(_ icon: String?) -> Edit? {
        let icon = icon.flatMap { $0.isEmpty ? nil : $0 }
        guard icon != shortcut.icon else { return nil }
        var next = shortcut
        next.icon = icon
        return Edit(document: EditorDocument(next), selection: .unchanged, label: "Change Icon")
    }

    /// Sets the input the shortcut takes, or makes it take none.
    package func withInput(_ input: InputSpec?) -> Edit? {
        guard input != shortcut.input else { return nil }
        var next = shortcut
        next.input = input
        return Edit(document: EditorDocument(next), selection: .unchanged, label: "Change Input")
    }

    // MARK: Menu items

    /// Adds an item to the menu a row belongs to: after the item whose header or actions the
    /// row is in, else at the end. Selects the new item's header.
    package func addingMenuItem(titled title: String, row index: Int) -> Edit? {
        guard let (menuPath, items) = menu(owning: index) else { return nil }
        let after: Int
        if case .menuItem(let item)? = row(index)?.kind, row(index)?.path == menuPath {
            after = item
        } else if let row = row(index), row.path != menuPath, row.path.isWithin(menuPath) {
            after = row.path.steps[menuPath.steps.count].body
        } else {
            after = items.count - 1
        }
        var newItems = items
        newItems.insert(MenuItem(title: title, body: []), at: after + 1)
        let action = shortcut.action(at: menuPath)!.withBlockItems(newItems)
        var next = shortcut
        next.replaceAction(at: menuPath, with: action)
        return edit(next, select: RowKey(path: menuPath, kind: .menuItem(after + 1)), label: "Add Menu Item")
    }

    /// Removes the item whose header is at `index`. Its actions are deleted, or with
    /// `keepingContents` moved to the end of the item before it (the next one for the first).
    /// A menu's last item cannot be removed (`nil`): delete the menu instead.
    package func removingMenuItem(row index: Int, keepingContents: Bool = false) -> Edit? {
        guard case .menuItem(let item)? = row(index)?.kind, let (menuPath, items) = menu(owning: index),
            items.count > 1
        else { return nil }
        var newItems = items
        let removed = newItems.remove(at: item)
        if keepingContents {
            if item > 0 {
                newItems[item - 1].body += removed.body
            } else {
                newItems[0].body = removed.body + newItems[0].body
            }
        }
        let action = shortcut.action(at: menuPath)!.withBlockItems(newItems)
        var next = shortcut
        next.replaceAction(at: menuPath, with: action)
        return edit(next, select: RowKey(path: menuPath, kind: .menuItem(max(0, item - 1))), label: "Remove Menu Item")
    }

    /// Moves the item whose header is at `index` one place up or down among its menu's items,
    /// with its actions. `nil` at either end.
    package func movingMenuItem(row index: Int, _ direction: MoveDirection) -> Edit? {
        guard case .menuItem(let item)? = row(index)?.kind, let (menuPath, items) = menu(owning: index) else {
            return nil
        }
        let target = item + (direction == .up ? -1 : 1)
        guard items.indices.contains(target) else { return nil }
        var newItems = items
        newItems.swapAt(item, target)
        let action = shortcut.action(at: menuPath)!.withBlockItems(newItems)
        var next = shortcut
        next.replaceAction(at: menuPath, with: action)
        return edit(
            next, select: RowKey(path: menuPath, kind: .menuItem(target)),
            label: direction == .up ? "Move Item Up" : "Move Item Down")
    }

    /// Whether a row is part of a Choose from Menu (its header, an item, a card inside, its end).
    package func isInMenu(row index: Int) -> Bool { menu(owning: index) != nil }

    /// The number of items of the menu a row is part of.
    package func menuItemCount(row index: Int) -> Int { menu(owning: index)?.items.count ?? 0 }

    private func renamingMenuItem(_ item: Int, of index: Int, to title: String, coalescing: Bool) -> Edit? {
        guard let (menuPath, items) = menu(owning: index), items.indices.contains(item),
            items[item].title != title
        else { return nil }
        var newItems = items
        newItems[item].title = title
        let action = shortcut.action(at: menuPath)!.withBlockItems(newItems)
        var next = shortcut
        next.replaceAction(at: menuPath, with: action)
        return Edit(
            document: EditorDocument(next), selection: .unchanged, label: "Rename Menu Item",
            coalescingKey: coalescing ? "\(action.id) item \(item)" : nil)
    }

    /// The menu a row is part of (its header, an item header, its end, or a card inside it), innermost first.
    private func menu(owning index: Int) -> (path: ActionPath, items: [MenuItem])? {
        guard let row = row(index) else { return nil }
        for path in ([row.path] + row.path.ancestors.reversed()) {
            if case .builtIn(let call)? = shortcut.action(at: path)?.kind, let items = call.blockItems {
                return (path, items)
            }
        }
        return nil
    }
}
