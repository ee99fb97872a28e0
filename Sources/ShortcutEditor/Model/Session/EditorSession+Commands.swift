import Foundation
import IntentKit
import ShortcutKit

// The editing commands on the selected row, as the keymaps will call them. Each returns
// whether anything changed; an impossible command (moving the first card up) changes nothing.

extension EditorSession {
    /// Adds a library entry's action below the selected row and selects it. The returned edit's
    /// ``Edit/openSlot`` names the first empty required token, for the view to open.
    @discardableResult
    package mutating func add(_ entry: ActionLibrary.Entry, from library: ActionLibrary) -> Edit? {
        let action = library.makeAction(entry, after: document.actionBefore(insertingBelow: selection))
        guard var edit = document.inserting([action], below: selection, label: "Add \(entry.title)") else { return nil }
        if case .row(let row?) = edit.selection,
            let card = CardDeck(catalog: catalog, document: edit.document, validation: ValidationSummary([])).card(
                at: row)
        {
            edit.openSlot = card.firstEmptyRequiredToken?.slot ?? unconnectedInput(of: action, on: card)
        }
        apply(edit)
        return edit
    }

    /// The slot of a parameter that takes the previous action's output but found none to take
    /// (the new action is first in its list, or the output does not fit), when the action
    /// cannot do without it: nothing will fill it when the shortcut runs, so it is opened.
    private func unconnectedInput(of action: Action, on card: CardModel) -> SlotID? {
        guard case .intent(let identifier, let parameters) = action.kind,
            let intent = catalog.intent(identifier)?.metadata
        else { return nil }
        return intent.parameters.first {
            $0.inputConnectionBehavior == .connectToPreviousIntentResult && !$0.isOptional && $0.defaultValue == nil
                && parameters[$0.name] == nil && card.token(SlotID($0.name))?.isEmpty == true
        }.map { SlotID($0.name) }
    }

    /// Moves the selected card (a block with its contents) one step; see ``EditorDocument/moving(row:_:)``.
    @discardableResult
    package mutating func moveSelected(_ direction: EditorDocument.MoveDirection) -> Bool {
        guard let selection else { return false }
        // On a menu item's header, the item moves among the menu's items.
        if case .menuItem? = selectedRow?.kind { return apply(document.movingMenuItem(row: selection, direction)) }
        return apply(document.moving(row: selection, direction))
    }

    /// Adds an item ("Item 3") to the menu the selection is in, after the selected item, and
    /// selects its header (Enter renames it).
    @discardableResult
    package mutating func addMenuItem() -> Bool {
        guard let selection else { return false }
        return apply(
            document.addingMenuItem(titled: "Item \(document.menuItemCount(row: selection) + 1)", row: selection))
    }

    /// Duplicates the selected card's action and selects the copy.
    @discardableResult
    package mutating func duplicateSelected() -> Bool {
        guard let selection else { return false }
        return apply(document.duplicating(row: selection))
    }

    /// Whether deleting the selected card should first ask whether to keep the block's contents.
    package var deletingSelectedAsksAboutContents: Bool {
        selection.map(document.deletionAsksAboutContents(row:)) ?? false
    }

    /// Deletes the selected card's action (for a block's rows, the block).
    @discardableResult
    package mutating func deleteSelected(keepingContents: Bool = false) -> Bool {
        guard let selection else { return false }
        // On a menu item's header, the item goes (a menu keeps at least one).
        if case .menuItem? = selectedRow?.kind {
            return apply(document.removingMenuItem(row: selection, keepingContents: keepingContents))
        }
        return apply(document.deleting(row: selection, keepingContents: keepingContents))
    }

    /// The selected card's action, for the clipboard.
    package func copySelected() -> Clipboard? {
        selection.flatMap(document.copying(row:))
    }

    /// Copies the selected card's action and deletes it.
    package mutating func cutSelected() -> Clipboard? {
        guard let selection, let (clipboard, edit) = document.cutting(row: selection) else { return nil }
        apply(edit)
        return clipboard
    }

    /// Pastes below the selected row.
    @discardableResult
    package mutating func paste(_ clipboard: Clipboard) -> Bool {
        apply(document.pasting(clipboard, below: selection))
    }

    /// Sets (or with `nil` clears) a value slot of the selected card.
    @discardableResult
    package mutating func setValue(_ value: Value?, slot: SlotID, coalescing: Bool = false) -> Bool {
        guard let selection else { return false }
        let label = "\(value == nil ? "Clear" : "Set") \(tokenTitle(slot))"
        return apply(document.setting(value, slot: slot, row: selection, coalescing: coalescing, label: label))
    }

    /// Chooses an option of a choice slot of the selected card.
    @discardableResult
    package mutating func choose(_ option: String, slot: SlotID) -> Bool {
        guard let selection else { return false }
        return apply(document.choosing(option, slot: slot, row: selection, label: "Set \(tokenTitle(slot))"))
    }

    /// Sets a plain-text slot of the selected card (a variable's name, a comment, a menu item's title).
    @discardableResult
    package mutating func setText(_ text: String, slot: SlotID, coalescing: Bool = false) -> Bool {
        guard let selection else { return false }
        return apply(
            document.settingText(
                text, slot: slot, row: selection, coalescing: coalescing, label: "Edit \(tokenTitle(slot))"))
    }

    /// What undo calls a slot of the selected card: its token's title ("Book").
    private func tokenTitle(_ slot: SlotID) -> String {
        selectedCard?.token(slot)?.title ?? slot.rawValue
    }

    /// Replaces the whole shortcut (a plan the person applied), as one step undo takes back.
    @discardableResult
    package mutating func replaceShortcut(with document: ShortcutDocument, label: String) -> Bool {
        guard document != shortcut else { return false }
        return apply(
            Edit(document: EditorDocument(document), selection: .row(document.actions.isEmpty ? nil : 0), label: label))
    }

    /// Renames the shortcut.
    @discardableResult
    package mutating func rename(_ name: String) -> Bool {
        apply(document.renamed(name))
    }

    /// Sets the shortcut's icon.
    @discardableResult
    package mutating func setIcon(_ icon: String?) -> Bool {
        apply(document.withIcon(icon))
    }

    /// Sets the type of input the shortcut receives (`nil`: none), keeping its prompt and what it
    /// does without input (asking, for a shortcut that had no input).
    @discardableResult
    package mutating func setInput(type: String?) -> Bool {
        guard let type else { return apply(document.withInput(nil)) }
        var input = shortcut.input ?? InputSpec(type: type)
        input.type = type
        return apply(document.withInput(input))
    }

    /// Sets what the shortcut does when run without input.
    @discardableResult
    package mutating func setInputWhenMissing(_ whenMissing: InputSpec.WhenMissing) -> Bool {
        guard var input = shortcut.input else { return false }
        input.whenMissing = whenMissing
        return apply(document.withInput(input))
    }

    /// The variable picker for a slot of the selected card, typed by the slot.
    /// The picker for a value inside a slot (a dictionary's value): any type fits.
    package func variablePicker(inside slot: SlotID) -> VariablePicker? {
        guard let row = selectedRow, row.kind == .action, selectedCard?.token(slot) != nil else { return nil }
        return VariablePicker(catalog: catalog, document: document.shortcut, reader: row.path, target: nil)
    }

    package func variablePicker(slot: SlotID) -> VariablePicker? {
        guard let row = selectedRow, row.kind == .action, let token = selectedCard?.token(slot), token.acceptsVariables
        else { return nil }
        return VariablePicker(catalog: catalog, document: document.shortcut, reader: row.path, target: token.valueType)
    }
}
