import TerminalUI

/// What a key means in an If's condition list.
package enum ConditionsCommand: Sendable, Equatable {
    case up, down, nextField, previousField, edit, add, remove, moveUp, moveDown
    case variable, clear, undo, redo, help, done
    /// Saves the shortcut; quits (asking first when there are unsaved changes).
    case save, quit
}

/// Namespace for the condition list's keymap. Its keys are the Find editor's for the same
/// things (a row added with `a`, removed with `x`, moved with `K`/`J`, a variable with `v`), so
/// the two row editors are learnt once.
enum ConditionsKeymap {
    /// The condition list's keys: dispatch, its footer, `?` and docs/keys.md.
    static func keymap(canRemove: Bool, canMove: Bool, takesVariable: Bool, canClear: Bool)
        -> Keymap<ConditionsCommand>
    {
        Keymap(
            "Conditions",
            [
                Binding([Key.up, Key("k")], .up, help: "Go to the line above", group: "Move"),
                Binding([Key.down, Key("j")], .down, help: "Go to the line below", group: "Move"),
                Binding(
                    [Key.right, Key.tab, Key("l")], .nextField, help: "Go to the next field of the line", group: "Move"),
                Binding(
                    [Key.left, Key.backTab, Key("h")], .previousField, help: "Go to the previous field", group: "Move"),
                Binding(
                    [.enter], .edit, help: "Change the focused field (All or Any, an input, a condition, a value)",
                    footer: "change", group: "Edit"),
                Binding(["a"], .add, help: "Add a condition", footer: "add", group: "Edit"),
                Binding(
                    [Key("x"), .delete], .remove, help: "Remove the condition", footer: "remove",
                    disabledReason: canRemove
                        ? nil : "Focus a condition to remove it (an If keeps at least one: delete the If on its card)",
                    group: "Edit"),
                Binding(
                    [Key("K"), Key(.up, .alt)], .moveUp, help: "Move the condition up",
                    disabledReason: canMove ? nil : "Only conditions move, among several", group: "Edit"),
                Binding(
                    [Key("J"), Key(.down, .alt)], .moveDown, help: "Move the condition down",
                    disabledReason: canMove ? nil : "Only conditions move, among several", group: "Edit"),
                Binding(
                    ["v"], .variable, help: "Put a variable in the focused input or value", footer: "variable",
                    disabledReason: takesVariable ? nil : "Focus an input or a value to put a variable there",
                    group: "Edit"),
                Binding(
                    [.backspace], .clear, help: "Clear the focused input or value",
                    disabledReason: canClear ? nil : "Focus an input or a value to clear it", group: "Edit"),
                Binding(["u"], .undo, help: "Undo", group: "History"),
                Binding([.ctrl("r")], .redo, help: "Redo", group: "History"),
                Binding([.ctrl("s")], .save, help: "Save the shortcut", group: "History"),
                Binding(["?"], .help, help: "Show the keys", group: "Screen"),
                Binding([.escape], .done, help: "Close the condition list", footer: "done", group: "Screen"),
                Binding([.ctrl("c")], .quit, help: "Quit (asks first when there are unsaved changes)", group: "Screen"),
            ])
    }

    /// Every key enabled: the footer, `?` and docs/keys.md.
    static var all: Keymap<ConditionsCommand> {
        keymap(canRemove: true, canMove: true, takesVariable: true, canClear: true)
    }
}
