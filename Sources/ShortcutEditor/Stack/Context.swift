import TerminalUI

/// One layer of the screen that can have the keys. The app's layers form a stack (see
/// ``ShortcutsApp/contextStack``): the library at the bottom, the editor on it, then whatever
/// opened over them; the top one gets every key, through its keymap, and Esc closes it.
package enum Context: Hashable, Sendable, CaseIterable {
    // The library and what opens over it.
    /// The list of shortcuts.
    case library
    /// Typing the library's filter.
    case libraryFilter
    /// Typing the name of a new shortcut.
    case naming
    /// Typing a shortcut's new name in the list.
    case renaming
    /// Deleting a shortcut: sure?
    case deleteShortcut
    /// The colour theme menu.
    case themeMenu
    /// The library's `?` overlay.
    case libraryHelp

    // The editor and what opens over it.
    /// The editor's card list.
    case editor
    /// The editor's `?` overlay.
    case editorHelp
    /// A token's text field (or the shortcut's name).
    case field
    /// A token's multi-line text area (Run Shell Script's script).
    case textArea
    /// A token's options (or the shortcut's icon) in a menu.
    case tokenMenu
    /// The action library ("Add Action").
    case actions
    /// The entity or enum picker.
    case picker
    /// The variable picker.
    case variables
    /// Typing the key to read of a dictionary whose keys are known only when it runs.
    case variableKey
    /// A list parameter's items.
    case list
    /// The field of one item of a list parameter.
    case listItem
    /// A dictionary parameter's keys and values.
    case dictionary
    /// The field of a dictionary's new key, a key's name or a value.
    case dictionaryEntry
    /// Deleting a block: keep its contents?
    case deleteBlock
    /// Quitting with unsaved changes: save them first?
    case quitConfirm
    /// A question with lettered answers: the file changed on disk, a recovery copy was found.
    case choicePrompt
    /// The Find editor over a Find card.
    case find
    /// A menu of a Find editor's field (the entity, a property, a comparator, a sort key).
    case findMenu
    /// The Find editor's `?` overlay.
    case findHelp
    /// The condition list of an If card (its `?` is the editor's keys overlay over it).
    case conditions
    /// The open shortcut's past runs, from the run history.
    case runHistory
    /// Describing a shortcut or a change to a language model, and its plan.
    case describe
    /// An agent's changes to the open shortcut, to accept or leave.
    case acceptChanges
    /// The step debugger: a debug run, or a kept run looked back on, step by step.
    case debug
    /// Typing a variable's new value in the debugger.
    case debugValue

    // Automations, from the library or the editor.
    /// The list of automations.
    case automations
    /// The form that adds an automation.
    case automationForm
    /// Removing an automation: sure?
    case removeAutomation

    // Over either screen.
    /// The command palette.
    case palette
    /// A shortcut running (or its finished run).
    case run
    /// A question the running shortcut asks.
    case question
    /// Typing the file name to save a run's output to.
    case saveOutput
}

/// What a key means in the context that has it: the context's own command, or the key handed
/// as it is to the context's widget (a list, a menu, a dialog, the help, a text field).
package enum ContextCommand: Sendable, Equatable {
    case library(LibraryCommand)
    case editor(EditorCommand)
    case find(FindCommand)
    case conditions(ConditionsCommand)
    case list(ListCommand)
    case dictionary(DictionaryCommand)
    case run(RunCommand)
    case runHistory(RunHistoryCommand)
    case debug(DebugCommand)
    case automations(AutomationsCommand)
    case automationForm(AutomationFormCommand)
    case entry(EntryCommand)
    /// The context's widget takes the key (or the click, the paste, the typed character).
    case widget
    /// The context's list takes the key: it moves the highlight (or opens the list's filter).
    case listKey
}

/// What a key means in a context that takes an answer: a field, a search, a picker, a question.
package enum EntryCommand: Sendable, Equatable {
    /// Enter: take what is typed or highlighted.
    case accept
    /// Esc: close without taking it.
    case cancel
    /// Puts a variable at the cursor of a text field.
    case insertVariable
    /// Opens the unit menu of a measurement field.
    case chooseUnit
    /// Marks (or unmarks) the highlighted item where several can be picked.
    case mark
    /// Into the highlighted variable's properties.
    case into
    /// Back out of a variable's properties.
    case out
    /// Quits the program from here.
    case quit
}

extension Keymap {
    /// The same bindings with their messages transformed: a screen's own keymap as one layer
    /// of the context stack.
    func map<Other>(_ transform: (Message) -> Other) -> Keymap<Other> {
        Keymap<Other>(
            title,
            bindings.map {
                Binding(
                    $0.keys, transform($0.message), help: $0.help, footer: $0.footer, disabledReason: $0.disabledReason,
                    group: $0.group)
            })
    }
}
