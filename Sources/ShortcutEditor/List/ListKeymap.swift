import TerminalUI

/// What a key means in a list parameter's overlay.
package enum ListCommand: Sendable, Equatable {
    case add, edit, delete, moveUp, moveDown, done
}

/// Namespace for the list overlay's keymap.
enum ListKeymap {
    /// The list overlay's keys: they drive its dispatch and its hint line, and docs/keys.md.
    static func keymap(hasSelection: Bool) -> Keymap<ListCommand> {
        let none = hasSelection ? nil : "No item is selected"
        return Keymap(
            "List items",
            [
                Binding(["a"], .add, help: "Add an item at the end", footer: "add"),
                // On an empty list Enter adds the first item.
                Binding([.enter], .edit, help: "Edit the selected item (on an empty list: add one)", footer: "edit"),
                Binding(
                    [Key("x"), .delete], .delete, help: "Delete the selected item", footer: "delete",
                    disabledReason: none),
                Binding(
                    [Key("K"), Key(.up, .alt)], .moveUp, help: "Move the item up", footer: "up", disabledReason: none),
                Binding(
                    [Key("J"), Key(.down, .alt)], .moveDown, help: "Move the item down", footer: "down",
                    disabledReason: none),
                Binding([Key.escape, Key("q")], .done, help: "Close the list", footer: "done"),
            ])
    }

    /// The hint line: each footer key and its label.
    static func hint(hasSelection: Bool) -> String {
        keymap(hasSelection: hasSelection).hintLine
    }
}
