import TerminalUI

/// The keymaps of the contexts that have no screen of their own: fields, searches, pickers,
/// dialogs and questions. Each lists every key its context takes, the widget's keys included.
enum ContextKeymaps {
    /// A context with a text field: its own bindings first, then the field's editing keys.
    static func entry(_ title: String, _ bindings: [Binding<ContextCommand>]) -> Keymap<ContextCommand> {
        Keymap(title, bindings + WidgetKeys.typing(excluding: bindings))
    }

    /// Typing the library's filter.
    static var libraryFilter: Keymap<ContextCommand> {
        entry(
            "Filter",
            [
                Binding([.escape], .entry(.cancel), help: "Clear the filter and go back to the list"),
                Binding([.enter], .entry(.accept), help: "Keep the filter and go back to the list"),
                Binding([.up], .library(.up), help: "Back to the list, on the shortcut above"),
                Binding([.down], .library(.down), help: "Back to the list, on the shortcut below"),
            ])
    }

    /// Typing a new shortcut's name.
    static var naming: Keymap<ContextCommand> {
        entry(
            "New shortcut",
            [
                Binding(
                    [.enter], .entry(.accept), help: "Make the shortcut (named as the field shows when empty)",
                    footer: "to create"),
                Binding([.escape], .entry(.cancel), help: "Cancel", footer: "to cancel"),
            ])
    }

    /// Typing a shortcut's new name.
    static var renaming: Keymap<ContextCommand> {
        entry(
            "Rename",
            [
                Binding([.enter], .entry(.accept), help: "Rename the shortcut"),
                Binding([.escape], .entry(.cancel), help: "Cancel"),
            ])
    }

    /// Typing the file name for a run's output.
    static var saveOutput: Keymap<ContextCommand> {
        entry(
            "Save output",
            [
                Binding([.enter], .entry(.accept), help: "Save the output to this file", footer: "to save"),
                Binding([.escape], .entry(.cancel), help: "Cancel", footer: "to cancel"),
            ])
    }

    /// A yes/no question (delete a shortcut, keep a block's contents, save before quitting).
    static var confirm: Keymap<ContextCommand> {
        Keymap(
            "Confirm",
            [
                Binding([Key("y"), Key("Y")], .widget, help: "Answer with the first button"),
                Binding([Key("n"), Key("N")], .widget, help: "Answer with the second button"),
                Binding([.escape], .entry(.cancel), help: "Cancel"),
            ] + WidgetKeys.buttons)
    }

    /// A token's text field (or the shortcut's name).
    static func field(takesVariables: Bool, takesUnits: Bool = false) -> Keymap<ContextCommand> {
        entry(
            "Field",
            [
                Binding([.enter], .entry(.accept), help: "Set the value", footer: "to set"),
                Binding(
                    [.ctrl("v")], .entry(.insertVariable), help: "Insert a variable at the cursor",
                    footer: "insert a variable",
                    disabledReason: takesVariables ? nil : "Only a text field takes variables"),
                Binding(
                    [.ctrl("t")], .entry(.chooseUnit), help: "Choose the unit of an amount (5 km, 3 mi)",
                    footer: "unit", disabledReason: takesUnits ? nil : "Only an amount has a unit"),
                Binding([.escape], .entry(.cancel), help: "Cancel", footer: "to cancel"),
            ])
    }

    /// A token's multi-line text area (a script): Enter starts a new line, so Ctrl-S sets it.
    /// Typing what to describe to the model.
    static var describe: Keymap<ContextCommand> {
        entry(
            "Describe",
            [
                Binding([.enter], .entry(.accept), help: "Ask the model for a plan", footer: "to ask"),
                Binding([.escape], .entry(.cancel), help: "Close (nothing changes)", footer: "to close"),
            ])
    }

    /// While the model answers.
    static var describeAsking: Keymap<ContextCommand> {
        Keymap("Describe: asking", [Binding([.escape], .entry(.cancel), help: "Stop asking", footer: "to stop")])
    }

    /// The model's plan, to apply or leave.
    static var describeReview: Keymap<ContextCommand> {
        Keymap(
            "Describe: the plan",
            [
                Binding(
                    [.enter], .entry(.accept), help: "Apply the plan to the shortcut (u undoes it)", footer: "to apply"),
                Binding([.escape], .entry(.cancel), help: "Leave it, and describe it again", footer: "to leave"),
                Binding(
                    [Key.up, .down, Key("j"), Key("k"), .pageUp, .pageDown, .home, .end], .widget,
                    help: "Scroll the plan"),
            ])
    }

    /// An agent's changes, to accept or leave.
    static var acceptChanges: Keymap<ContextCommand> {
        Keymap(
            "Accepting an agent's work",
            [
                Binding(
                    [.enter], .entry(.accept), help: "Accept the shortcut as it is saved, so it may run",
                    footer: "to accept"),
                Binding([.escape], .entry(.cancel), help: "Leave it not accepted", footer: "to leave"),
                Binding(
                    [Key.up, .down, Key("j"), Key("k"), .pageUp, .pageDown, .home, .end], .widget,
                    help: "Scroll the changes"),
            ])
    }

    /// While the versions are read, or the acceptance written.
    static var acceptChangesWaiting: Keymap<ContextCommand> {
        Keymap(
            "Accepting an agent's work: reading",
            [Binding([.escape], .entry(.cancel), help: "Leave it not accepted", footer: "to leave")])
    }

    static var textArea: Keymap<ContextCommand> {
        entry(
            "Text area",
            [
                Binding([.enter], .widget, help: "Start a new line", footer: "for a new line"),
                Binding([.ctrl("s")], .entry(.accept), help: "Set the text", footer: "to set"),
                Binding([.escape], .entry(.cancel), help: "Cancel (the text stays as it was)", footer: "to cancel"),
                Binding(
                    [Key.up, .down, .ctrl("p"), .ctrl("n")], .widget, help: "Move the cursor up or down a row"),
                Binding([Key.pageUp, .pageDown], .widget, help: "Move the cursor up or down a page"),
                Binding(
                    [Key(.home, .ctrl), Key(.end, .ctrl)], .widget,
                    help: "Move the cursor to the start or the end of the text"),
            ])
    }

    /// The action library.
    static var actions: Keymap<ContextCommand> {
        entry(
            "Add Action",
            [
                Binding([.enter], .entry(.accept), help: "Add the highlighted action below the selection"),
                Binding([.escape], .entry(.cancel), help: "Close"),
            ] + WidgetKeys.list(letters: false, ends: false))
    }

    /// The entity or enum picker.
    static func picker(allowsMultiple: Bool) -> Keymap<ContextCommand> {
        entry(
            "Picker",
            [
                Binding(
                    [.enter], .entry(.accept), help: "Pick the highlighted item (or the marked ones)",
                    footer: allowsMultiple ? "add" : "pick"),
                Binding(
                    [.tab], .entry(.mark), help: "Mark the highlighted item, to add several", footer: "mark",
                    disabledReason: allowsMultiple ? nil : "Only one item goes here"),
                Binding([.escape], .entry(.cancel), help: "Close", footer: "cancel"),
            ] + WidgetKeys.list(letters: false, ends: true))
    }

    /// The variable picker.
    static var variables: Keymap<ContextCommand> {
        Keymap(
            "Variables",
            [
                Binding(
                    [.enter], .entry(.accept), help: "Pick the highlighted variable (or open its properties)",
                    footer: "pick"),
                Binding(
                    [Key.right, .tab], .entry(.into),
                    help: "Open the highlighted variable's properties (of a dictionary of unknown keys: type a key)",
                    footer: "into"),
                Binding([Key.left, .backspace], .entry(.out), help: "Back out of the properties", footer: "back"),
                Binding([.escape], .entry(.cancel), help: "Close (back to the text field it was opened from)"),
                Binding(["/"], .listKey, help: "Filter the list by what is typed next (Enter keeps it, Esc clears it)"),
            ] + WidgetKeys.list(letters: true, ends: true))
    }

    /// The key to read of a dictionary whose keys are known only when it runs.
    static var variableKey: Keymap<ContextCommand> {
        entry(
            "Dictionary key",
            [
                Binding([.enter], .entry(.accept), help: "Pick the value for the typed key"),
                Binding([.escape], .entry(.cancel), help: "Back to the variables"),
            ])
    }

    /// A list parameter's items.
    static func list(hasSelection: Bool) -> Keymap<ContextCommand> {
        var keymap = ListKeymap.keymap(hasSelection: hasSelection).map(ContextCommand.list)
        keymap.bindings += WidgetKeys.list(letters: true, ends: true)
        return keymap
    }

    /// A dictionary parameter's keys and values.
    static func dictionary(hasSelection: Bool, isNested: Bool) -> Keymap<ContextCommand> {
        var keymap = DictionaryKeymap.keymap(hasSelection: hasSelection, isNested: isNested).map(
            ContextCommand.dictionary)
        keymap.bindings += WidgetKeys.list(letters: true, ends: true)
        return keymap
    }

    /// A dictionary's new key, a key's new name or a value being typed.
    static var dictionaryEntry: Keymap<ContextCommand> {
        entry(
            "Dictionary key or value",
            [
                Binding([.enter], .entry(.accept), help: "Set the key or the value", footer: "to set"),
                Binding([.escape], .entry(.cancel), help: "Cancel typing", footer: "to cancel"),
            ])
    }

    /// One item of a list parameter being typed.
    static var listItem: Keymap<ContextCommand> {
        entry(
            "List item",
            [
                Binding([.enter], .entry(.accept), help: "Put the item in the list", footer: "to set"),
                Binding([.escape], .entry(.cancel), help: "Cancel the item", footer: "to cancel"),
            ])
    }

    /// A question with lettered answers.
    static func choicePrompt(_ prompt: ChoicePrompt) -> Keymap<ContextCommand> {
        Keymap(
            "Question",
            prompt.answers.map { Binding([Key($0.key)], .widget, help: $0.label) } + [
                Binding([.escape], .widget, help: "Decide later")
            ] + WidgetKeys.buttons)
    }

    /// The command palette.
    /// `inEditor`: Enter adds actions and phrases to the open shortcut rather than running them.
    static func palette(inEditor: Bool) -> Keymap<ContextCommand> {
        entry(
            "Command palette",
            [
                Binding(
                    [.enter], .entry(.accept),
                    help: "Run the shortcut or phrase (in the editor: add the action or phrase)",
                    footer: inEditor ? "run a shortcut, add an action" : "run"),
                Binding([.escape], .entry(.cancel), help: "Close", footer: "close"),
                Binding([.ctrl("c")], .entry(.quit), help: "Quit"),
            ] + WidgetKeys.list(letters: false, ends: false))
    }

    /// A question the running shortcut asks: a confirmation, a choice, or a value to type.
    static func question(_ modal: PromptModal) -> Keymap<ContextCommand> {
        let stop = Binding<ContextCommand>(
            [Key.escape, .ctrl("c")], .entry(.cancel), help: "Stop the run", footer: "stop the run")
        if modal.confirm != nil {
            return Keymap(
                "Question",
                [
                    stop,
                    Binding([Key("y"), Key("Y")], .widget, help: "Confirm"),
                    Binding([Key("n"), Key("N")], .widget, help: "Cancel (the shortcut decides what that means)"),
                ] + WidgetKeys.buttons)
        }
        let answer = Binding<ContextCommand>(
            [.enter], .entry(.accept), help: "Answer with what is typed or highlighted", footer: "answer")
        if !modal.choices.isEmpty {
            return Keymap("Question", [answer, stop] + WidgetKeys.list(letters: true, ends: true))
        }
        let bindings =
            [
                answer,
                Binding(
                    [.tab], .entry(.mark), help: "Mark the highlighted option (several can be picked)", footer: "mark",
                    disabledReason: modal.request.allowsMultiple ? nil : "Only one answer is asked for"),
                stop,
            ]
            + WidgetKeys.list(letters: false, ends: false)
        return modal.takesText ? entry("Question", bindings) : Keymap("Question", bindings)
    }
}
