import TerminalUI

/// The keys the shared widgets take (a list, a menu, a dialog, the help, a text field), as
/// bindings a context lists in its keymap: what they do shows in `?` and docs/keys.md, and a key
/// no keymap lists reaches no widget. Each widget declares its keys once, in TerminalUI (its
/// `keymap`, which its own `handle` reads); this reads them from there.
enum WidgetKeys {
    /// Moving in a list (``ListState/keymap(letters:ends:group:)``): the keys go to the list.
    static func list(letters: Bool, ends: Bool, group: String = "List") -> [Binding<ContextCommand>] {
        ListState.keymap(letters: letters, ends: ends, group: group).map { _ in ContextCommand.listKey }.bindings
    }

    /// A pop-up menu's keys and its items' hotkeys (``Menu/keymap``).
    static func menu(_ menu: Menu?) -> [Binding<ContextCommand>] {
        (menu?.keymap ?? Menu.keymap()).map { _ in ContextCommand.widget }.bindings
    }

    /// A dialog's buttons (``Dialog/keymap``): Enter presses the highlighted one, the arrows move
    /// between them. Esc is the context's own (it cancels).
    static var buttons: [Binding<ContextCommand>] {
        Keymap("Buttons", Dialog.keymap.bindings.filter { $0.message != .close }).map { _ in ContextCommand.widget }
            .bindings
    }

    /// The `?` overlay's keys (``HelpOverlay/keymap``).
    static var help: [Binding<ContextCommand>] {
        HelpOverlay.keymap.map { _ in ContextCommand.widget }.bindings
    }

    /// A text field's editing keys, less those the context binds to something else (`taken`).
    /// Any other character is typed into the field.
    static func typing(excluding taken: [Binding<ContextCommand>]) -> [Binding<ContextCommand>] {
        let used = Set(taken.flatMap(\.keys))
        let rows: [([Key], String)] = [
            ([.left, .right, .ctrl("b"), .ctrl("f")], "Move the cursor"),
            (
                [Key(.left, .ctrl), Key(.right, .ctrl), Key(.left, .alt), Key(.right, .alt), .alt("b"), .alt("f")],
                "Move the cursor by a word"
            ),
            ([.home, .end, .ctrl("a"), .ctrl("e")], "Move the cursor to the start or the end"),
            ([.backspace, Key(.backspace, .shift), .delete, .ctrl("d")], "Delete a character"),
            (
                [Key(.backspace, .alt), Key(.backspace, .ctrl), .ctrl("w"), .alt("d"), Key(.delete, .ctrl)],
                "Delete a word"
            ),
            ([.ctrl("u"), .ctrl("k")], "Delete to the start or the end"),
        ]
        return rows.compactMap { keys, help in
            let free = keys.filter { !used.contains($0) }
            return free.isEmpty ? nil : Binding(free, .widget, help: help, group: "Typing")
        } + [anyCharacter]
    }

    /// The row that says characters are typed: no key of its own, since any character is.
    static let anyCharacter = Binding<ContextCommand>(
        [Key](), .widget, help: "Any other character is typed (a paste too)", group: "Typing")
}
