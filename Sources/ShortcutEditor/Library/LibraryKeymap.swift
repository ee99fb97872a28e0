import TerminalUI

/// What a key means on the library screen.
package enum LibraryCommand: Sendable, Equatable {
    case open, run, palette, new, rename, duplicate, delete, filter, clearFilter, theme, automations, importApple, help,
        quit
    /// Moves the selection: a shortcut, a page (the rows the list shows), to the first or last.
    case up, down, pageUp, pageDown, top, bottom
}

/// Namespace for the library screen's keymap.
enum LibraryKeymap {
    /// The library's keys: one table drives dispatch, the footer and the `?` overlay.
    static func keymap(hasSelection: Bool, selectionIsBroken: Bool, hasThemes: Bool = true, isFiltered: Bool = false)
        -> Keymap<LibraryCommand>
    {
        let none = hasSelection ? nil : "No shortcut is selected"
        let broken = none ?? (selectionIsBroken ? "The file does not read as a shortcut" : nil)
        return Keymap(
            "Library",
            [
                Binding([.enter], .open, help: "Open the selected shortcut", footer: "Open", disabledReason: broken),
                Binding(
                    [Key("g"), .f(5)], .run, help: "Run the selected shortcut", footer: "Run", disabledReason: broken),
                Binding(
                    [Key(":"), .ctrl("k")], .palette, help: "Search shortcuts, actions and App Shortcut phrases to run"),
                Binding(["n"], .new, help: "Make a new shortcut (asks for its name)", footer: "New"),
                Binding(["r"], .rename, help: "Rename the selected shortcut", footer: "Rename", disabledReason: broken),
                Binding(["d"], .duplicate, help: "Duplicate the selected shortcut", disabledReason: broken),
                Binding(
                    ["i"], .importApple,
                    help: "Import shortcuts from Apple's Shortcuts app (a .shortcut file or a folder of them)"),
                Binding(
                    [Key("x"), .delete], .delete, help: "Delete the selected shortcut", footer: "Delete",
                    disabledReason: none),
                Binding(["/"], .filter, help: "Filter the shortcuts by name", footer: "Filter"),
                Binding(
                    [.escape], .clearFilter, help: "Clear the filter", footer: isFiltered ? "Clear filter" : nil,
                    disabledReason: isFiltered ? nil : "No filter is set"),
                Binding(
                    ["t"], .theme, help: "Choose the colour theme (remembered for next time)",
                    disabledReason: hasThemes ? nil : "No themes to choose from"),
                Binding(
                    ["a"], .automations,
                    help:
                        "Show the automations: shortcuts that run by themselves, when they run next and how they last went"
                ),
                Binding(["?"], .help, help: "Show the keys", footer: "Help"),
                Binding([Key("q"), .ctrl("c")], .quit, help: "Quit", footer: "Quit"),
                Binding([Key.up, Key("k")], .up, help: "Select the shortcut above", group: "Move"),
                Binding([Key.down, Key("j")], .down, help: "Select the shortcut below", group: "Move"),
                Binding([.pageUp], .pageUp, help: "Up a page", group: "Move"),
                Binding([.pageDown], .pageDown, help: "Down a page", group: "Move"),
                Binding([Key.home], .top, help: "Select the first shortcut", group: "Move"),
                Binding([Key.end, Key("G")], .bottom, help: "Select the last shortcut", group: "Move"),
            ])
    }
}
