import TerminalUI

/// What a key means in a dictionary's key/value overlay.
package enum DictionaryCommand: Sendable, Equatable {
    case add, edit, rename, kind, variable, delete, moveUp, moveDown, back, done
}

/// Namespace for the dictionary overlay's keymap.
enum DictionaryKeymap {
    /// The dictionary overlay's keys: they drive its dispatch and its hint line, and docs/keys.md.
    static func keymap(hasSelection: Bool, isNested: Bool) -> Keymap<DictionaryCommand> {
        let none = hasSelection ? nil : "No key is selected"
        return Keymap(
            "Dictionary",
            [
                Binding(["a"], .add, help: "Add a key (then type its value)", footer: "add"),
                Binding(
                    [.enter], .edit,
                    help: "Edit the selected value; on a dictionary or a list, open it (on an empty one: add a key)",
                    footer: "edit"),
                Binding(["r"], .rename, help: "Rename the selected key", footer: "rename", disabledReason: none),
                Binding(
                    ["t"], .kind, help: "Change the value's kind: Text, Number, Yes/No, Dictionary, List",
                    footer: "kind", disabledReason: none),
                Binding(
                    ["v"], .variable, help: "Set the value to a variable", footer: "variable", disabledReason: none),
                Binding(
                    [Key("x"), .delete], .delete, help: "Delete the selected key", footer: "delete",
                    disabledReason: none),
                Binding(
                    [Key("K"), Key(.up, .alt)], .moveUp, help: "Move the key up", footer: "up", disabledReason: none),
                Binding(
                    [Key("J"), Key(.down, .alt)], .moveDown, help: "Move the key down", footer: "down",
                    disabledReason: none),
                Binding(
                    [Key(.backspace), Key("h"), Key(.left)], .back, help: "Back to the dictionary this one is in",
                    footer: "back", disabledReason: isNested ? nil : "This is the top of the dictionary"),
                Binding([Key.escape, Key("q")], .done, help: "Close the dictionary", footer: "done"),
            ])
    }

    /// The hint line: each footer key and its label.
    static func hint(hasSelection: Bool, isNested: Bool) -> String {
        keymap(hasSelection: hasSelection, isNested: isNested).hintLine
    }
}
