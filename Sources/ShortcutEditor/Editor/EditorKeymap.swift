import TerminalUI

/// What a key means on the editor screen.
package enum EditorCommand: Sendable, Equatable {
    case up, down, moveUp, moveDown, nextToken, previousToken, edit, toggleMore
    case addAction, pickVariable, copy, paste, duplicate, delete, undo, redo, save, back, help, quit
    /// The shortcut's own name, icon and input.
    case renameShortcut, setIcon, setInput
    /// Opens the Find editor on the selected Find card.
    case editFind
    /// Opens the condition list of the selected If card.
    case editConditions
    /// Runs the shortcut as it stands, in the run pane.
    case run
    /// Opens the shortcut's past runs.
    case runHistory
    /// Sets or clears a breakpoint on the selected card.
    case toggleBreakpoint
    /// Runs the shortcut in the debugger, stopping at its breakpoints.
    case debug
    /// Describe a shortcut or a change to a language model.
    case describe
    /// Look at an agent's work on the shortcut, to accept it.
    case acceptAgentWork
    case addAutomation
    /// Opens the command palette.
    case palette
    /// Steps the focused number up or down by one.
    case increment, decrement
    /// Empties the focused optional token.
    case clearToken
    /// Quits at once, saving first: for a terminal too small to show the question `quit` asks.
    case saveAndQuit
    /// Adds an item to the Choose from Menu the selection is in.
    case addMenuItem
}

/// Namespace for the editor screen's keymap.
enum EditorKeymap {
    /// The editor's keys: one table drives dispatch, the footer and the `?` overlay.
    static func keymap(for screen: EditorScreen, hasClipboard: Bool) -> Keymap<EditorCommand> {
        let session = screen.session
        let noCard = session.selectedRow == nil ? "No card is selected" : nil
        let noToken = noCard ?? (screen.focusedToken == nil ? "The card has nothing to edit" : nil)
        let noVariable =
            noToken ?? (screen.focusedToken?.acceptsVariables == false ? "This setting takes no variable" : nil)
        let noNumber =
            noToken
            ?? (screen.focusedToken?.kind == .number && screen.focusedToken?.value?.variables.isEmpty != false
                ? nil : "The focused token is not a number")
        let noClear: String? =
            noToken
            ?? {
                guard let token = screen.focusedToken else { return nil }
                if case .choice = token.kind { return "Pick another option instead" }
                if token.isRequired { return "\(token.title) needs a value" }
                return token.value == nil ? "\(token.title) is already empty" : nil
            }()
        let noMore = noCard ?? (session.selectedCard?.hasMore == true ? nil : "The card has no Show More")
        let onItem: Bool = if case .menuItem? = session.selectedRow?.kind { true } else { false }
        let noMenu =
            noCard
            ?? (session.selection.map(session.document.isInMenu(row:)) == true
                ? nil : "The selection is not in a Choose from Menu")
        let lastItem =
            onItem && session.selection.map(session.document.menuItemCount(row:)) == 1
            ? "A menu keeps at least one item: delete the menu from its header" : nil
        return Keymap(
            "Editor",
            [
                Binding([Key.up, Key("k")], .up, help: "Select the card above", group: "Move"),
                Binding([Key.down, Key("j")], .down, help: "Select the card below", group: "Move"),
                Binding(
                    [Key("K"), Key(.up, .alt)], .moveUp,
                    help: "Move the card up (on a menu item: the item among the items)",
                    disabledReason: noCard, group: "Move"),
                Binding(
                    [Key("J"), Key(.down, .alt)], .moveDown, help: "Move the card down (on a menu item: the item)",
                    disabledReason: noCard, group: "Move"),
                Binding([.tab], .nextToken, help: "Focus the next token of the card", group: "Tokens"),
                Binding([.backTab], .previousToken, help: "Focus the previous token", group: "Tokens"),
                Binding(
                    [.enter], .edit, help: "Edit the focused token", footer: "Edit", disabledReason: noToken,
                    group: "Tokens"),
                Binding(
                    ["+", "="], .increment, help: "Add one to the focused number", disabledReason: noNumber,
                    group: "Tokens"),
                Binding(
                    ["-"], .decrement, help: "Take one from the focused number", disabledReason: noNumber,
                    group: "Tokens"),
                Binding(
                    [.backspace], .clearToken, help: "Clear the focused setting when it is optional",
                    disabledReason: noClear, group: "Tokens"),
                Binding(
                    ["f"], .editFind, help: "Edit the Find's filters, sort, limit and list, with a preview",
                    footer: session.selectedFind == nil ? nil : "Find",
                    disabledReason: noCard ?? (session.selectedFind == nil ? "The card is not a Find" : nil),
                    group: "Tokens"),
                Binding(
                    ["C"], .editConditions,
                    help: "Edit the If's conditions: add, remove and reorder them, joined by All or Any",
                    disabledReason: noCard ?? (session.selectedConditional == nil ? "The card is not an If" : nil),
                    group: "Tokens"),
                Binding(
                    ["m"], .toggleMore, help: "Show more or fewer of the card's settings", disabledReason: noMore,
                    group: "Tokens"),
                Binding(
                    ["v"], .pickVariable, help: "Put a variable in the focused token", footer: "Variable",
                    disabledReason: noVariable, group: "Tokens"),
                Binding(["a"], .addAction, help: "Add an action below the selection", footer: "Add", group: "Cards"),
                Binding(["c"], .copy, help: "Copy the card", disabledReason: noCard, group: "Cards"),
                Binding(
                    ["p"], .paste, help: "Paste below the selection",
                    disabledReason: hasClipboard ? nil : "Nothing was copied", group: "Cards"),
                Binding(["D"], .duplicate, help: "Duplicate the card", disabledReason: noCard, group: "Cards"),
                Binding(
                    [Key("x"), .delete], .delete, help: "Delete the card (on a menu item: the item)",
                    disabledReason: noCard ?? lastItem, group: "Cards"),
                Binding(
                    ["i"], .addMenuItem, help: "Add an item to the Choose from Menu", disabledReason: noMenu,
                    group: "Cards"),
                Binding(
                    [Key("u")], .undo, help: "Undo", footer: "Undo",
                    disabledReason: session.history.canUndo ? nil : "Nothing to undo", group: "History"),
                Binding(
                    [.ctrl("r")], .redo, help: "Redo",
                    disabledReason: session.history.canRedo ? nil : "Nothing to redo", group: "History"),
                Binding(
                    [Key("g"), .f(5)], .run, help: "Run the shortcut as it stands", footer: "Run", group: "History"),
                Binding(
                    ["d"], .debug,
                    help: "Debug: run the shortcut stopping at its breakpoints (at its first action if it has none)",
                    footer: "Debug", group: "History"),
                Binding(
                    [Key("b"), .f(9)], .toggleBreakpoint,
                    help: "Set or clear a breakpoint on the card: a debug run stops before it",
                    disabledReason: noCard, group: "History"),
                Binding(
                    ["M"], .describe,
                    help:
                        "Describe the shortcut (or a change to it) to a language model, and look at its plan before it applies",
                    group: "History"),
                Binding(
                    ["T"], .acceptAgentWork,
                    help: "Look at what an agent wrote or changed, as cards, and accept it so it may run",
                    footer: screen.agentAuthor == nil ? nil : "Accept",
                    disabledReason: screen.agentAuthor == nil
                        ? "A person wrote or accepted this shortcut: there is no agent's work to look at" : nil,
                    group: "History"),
                Binding(
                    ["H"], .runHistory, help: "Show the shortcut's past runs, to look back on or replay",
                    group: "History"),
                Binding(
                    ["A"], .addAutomation,
                    help:
                        "Add an automation that runs this shortcut by itself: on a schedule, at login, when a path changes",
                    group: "Shortcut"),
                Binding(
                    [Key(":"), .ctrl("k")], .palette,
                    help: "Search shortcuts to run, and actions and App Shortcut phrases to add",
                    group: "Cards"),
                Binding([.ctrl("s")], .save, help: "Save the shortcut", footer: "Save", group: "History"),
                Binding(["R"], .renameShortcut, help: "Rename the shortcut", group: "Shortcut"),
                Binding(["I"], .setIcon, help: "Choose the shortcut's icon", group: "Shortcut"),
                Binding(
                    ["N"], .setInput, help: "Choose what the shortcut receives as input, and what if none",
                    group: "Shortcut"),
                Binding([.escape], .back, help: "Save and go back to the library", footer: "Back", group: "Screen"),
                Binding(["?"], .help, help: "Show the keys", footer: "Help", group: "Screen"),
                Binding(
                    [Key("q"), .ctrl("c")], .quit, help: "Quit (asks first when there are unsaved changes)",
                    group: "Screen"),
            ])
    }
}
