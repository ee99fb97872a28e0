import TerminalUI

/// What a key means in the Find editor.
package enum FindCommand: Sendable, Equatable {
    case up, down, nextField, previousField, edit, addFilter, addSort, remove, moveUp, moveDown
    case variable, clear, undo, redo, help, done
    /// Saves the shortcut; quits (asking first when there are unsaved changes).
    case save, quit
    /// Steps the limit up or down by one.
    case increment, decrement
}

/// Namespace for the Find editor's keymap.
enum FindKeymap {
    /// The Find editor's keys: dispatch, its hint line, `?` and docs/keys.md.
    static func keymap(canRemove: Bool, canMove: Bool, takesVariable: Bool, canStep: Bool = true) -> Keymap<FindCommand>
    {
        let noStep = canStep ? nil : "Only the limit steps: focus its number"
        return Keymap(
            "Find",
            [
                Binding([Key.up, Key("k")], .up, help: "Go to the line above", group: "Move"),
                Binding([Key.down, Key("j")], .down, help: "Go to the line below", group: "Move"),
                Binding(
                    [Key.right, Key.tab, Key("l")], .nextField, help: "Go to the next field of the line", group: "Move"),
                Binding(
                    [Key.left, Key.backTab, Key("h")], .previousField, help: "Go to the previous field", group: "Move"),
                Binding(
                    [.enter], .edit, help: "Change the focused field (a menu, a value, a switch)", footer: "change",
                    group: "Edit"),
                Binding(["a"], .addFilter, help: "Add a filter row", footer: "filter", group: "Edit"),
                Binding(["s"], .addSort, help: "Add a sort key", footer: "sort", group: "Edit"),
                Binding(
                    [Key("x"), .delete], .remove, help: "Remove the filter row or sort key", footer: "remove",
                    disabledReason: canRemove ? nil : "Only a filter row or a sort key can be removed", group: "Edit"),
                Binding(
                    [Key("K"), Key(.up, .alt)], .moveUp, help: "Move the filter row or sort key up",
                    disabledReason: canMove ? nil : "Only filter rows and sort keys move", group: "Edit"),
                Binding(
                    [Key("J"), Key(.down, .alt)], .moveDown, help: "Move the filter row or sort key down",
                    disabledReason: canMove ? nil : "Only filter rows and sort keys move", group: "Edit"),
                Binding(
                    ["v"], .variable, help: "Put a variable in the focused value (or the list to search)",
                    footer: "variable",
                    disabledReason: takesVariable ? nil : "Focus a value or the list to put a variable there",
                    group: "Edit"),
                Binding([.backspace], .clear, help: "Clear the focused value, limit or list", group: "Edit"),
                Binding(["+", "="], .increment, help: "Raise the limit by one", disabledReason: noStep, group: "Edit"),
                Binding(["-"], .decrement, help: "Lower the limit by one", disabledReason: noStep, group: "Edit"),
                Binding(["u"], .undo, help: "Undo", group: "History"),
                Binding([.ctrl("r")], .redo, help: "Redo", group: "History"),
                Binding([.ctrl("s")], .save, help: "Save the shortcut", group: "History"),
                Binding(["?"], .help, help: "Show the keys", group: "Screen"),
                Binding([.escape], .done, help: "Close the Find editor", footer: "done", group: "Screen"),
                Binding([.ctrl("c")], .quit, help: "Quit (asks first when there are unsaved changes)", group: "Screen"),
            ])
    }

    /// The keymap the footer shows, every key enabled.
    static var footer: Keymap<FindCommand> { keymap(canRemove: true, canMove: true, takesVariable: true) }
}
