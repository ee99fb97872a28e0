import TerminalUI

/// The keys the shared widgets take (a list, a menu, a dialog, the help, a text field), as
/// bindings a context lists in its keymap: what they do shows in `?` and docs/keys.md, and a key
/// no keymap lists reaches no widget.
enum WidgetKeys {
    /// Moving in a list. `letters`: k/j, Ctrl-P/N (and g/G with `ends`) move too, for lists
    /// without a text field; `ends`: Home and End go to the first and last item.
    static func list(letters: Bool, ends: Bool, group: String = "List") -> [Binding<ContextCommand>] {
        var bindings: [Binding<ContextCommand>] = [
            Binding(
                [Key.up] + (letters ? [Key("k"), .ctrl("p")] : []), .listKey, help: "Highlight the item above",
                group: group),
            Binding(
                [Key.down] + (letters ? [Key("j"), .ctrl("n")] : []), .listKey, help: "Highlight the item below",
                group: group),
            Binding([.pageUp], .listKey, help: "Up a page", group: group),
            Binding([.pageDown], .listKey, help: "Down a page", group: group),
        ]
        if ends {
            bindings += [
                Binding(
                    [Key.home] + (letters ? [Key("g")] : []), .listKey, help: "Highlight the first item", group: group),
                Binding(
                    [Key.end] + (letters ? [Key("G")] : []), .listKey, help: "Highlight the last item", group: group),
            ]
        }
        return bindings
    }

    /// A pop-up menu's keys (and its items' hotkeys).
    static func menu(_ menu: Menu?) -> [Binding<ContextCommand>] {
        var bindings: [Binding<ContextCommand>] = [
            Binding([Key.up, Key("k")], .widget, help: "Highlight the item above", group: "Menu"),
            Binding([Key.down, Key("j")], .widget, help: "Highlight the item below", group: "Menu"),
            Binding([.home], .widget, help: "Highlight the first item", group: "Menu"),
            Binding([.end], .widget, help: "Highlight the last item", group: "Menu"),
            Binding([.enter], .widget, help: "Choose the highlighted item", group: "Menu"),
            Binding([.escape], .widget, help: "Close the menu", group: "Menu"),
        ]
        for item in menu?.items ?? [] {
            if let hotkey = item.hotkey {
                bindings.append(Binding([Key(hotkey)], .widget, help: "Choose \(item.title)", group: "Menu"))
            }
        }
        return bindings
    }

    /// A dialog's buttons: Enter presses the highlighted one, the arrows move between them.
    static var buttons: [Binding<ContextCommand>] {
        [
            Binding([.enter], .widget, help: "Press the highlighted button", group: "Buttons"),
            Binding([Key.right, .tab, Key("l")], .widget, help: "Highlight the next button", group: "Buttons"),
            Binding([Key.left, .backTab, Key("h")], .widget, help: "Highlight the previous button", group: "Buttons"),
        ]
    }

    /// The `?` overlay's keys.
    static var help: [Binding<ContextCommand>] {
        [
            Binding([Key.escape, Key("?"), Key("q"), .enter], .widget, help: "Close the keys", group: "Keys"),
            Binding([Key.up, Key("k")], .widget, help: "Scroll up", group: "Keys"),
            Binding([Key.down, Key("j")], .widget, help: "Scroll down", group: "Keys"),
            Binding([.pageUp], .widget, help: "Up a page", group: "Keys"),
            Binding([Key.pageDown, .space], .widget, help: "Down a page", group: "Keys"),
            Binding([Key.home, Key("g")], .widget, help: "To the top", group: "Keys"),
            Binding([Key.end, Key("G")], .widget, help: "To the bottom", group: "Keys"),
        ]
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
