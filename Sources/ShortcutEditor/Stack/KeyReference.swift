import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// The keys of every context as Markdown, made from the same tables that drive dispatch, the
/// footer and the `?` overlay; docs/keys.md is this text, and a test keeps the two equal.
package enum KeyReference {
    package static func markdown(catalog: Catalog) -> String {
        let editor = EditorScreen(session: EditorSession(catalog: catalog, shortcut: ShortcutDocument(name: "Keys")))
        let pane = RunPane(
            name: "", document: ShortcutDocument(name: ""), number: 0, fromEditor: false, phase: .finished,
            started: .now, output: "")
        let conflict = ChoicePrompt(
            .conflict(URL(fileURLWithPath: "shortcut.json")), title: "", message: "",
            answers: [
                .init(key: "r", label: "Reload"), .init(key: "o", label: "Overwrite"),
                .init(key: "c", label: "Save as Copy"),
            ])
        return """
            # Keys

            Every key of the editor, by context: the screen or overlay that has the keys (the one
            on top of the context stack, see docs/architecture/context-stack.md). A key no table
            lists does nothing there. The footer shows the most used ones and `?` shows all of
            them, with the reason when a key does nothing at the moment. This file is made from the
            keymaps themselves (`swift test` fails when it is out of date; run it with
            `KEYS_DOC_WRITE=1` to write it again).

            The mouse does what the keys do where it points: in the library and the editor the
            wheel moves the selection, a click selects a shortcut or a card, and a click on the
            selected one opens it (Enter); menus, lists and dialogs take clicks on their rows and
            buttons. Hold Shift to select text with the mouse as the terminal does.

            ## Library

            \(LibraryKeymap.keymap(hasSelection: true, selectionIsBroken: false).markdown())
            ## Library: filter, new shortcut, rename

            `/` types a filter, `n` the new shortcut's name, `r` a new name in the list; each field
            also takes the typing keys (see Typing, at the end).

            \(fields(ContextKeymaps.libraryFilter))
            \(fields(ContextKeymaps.naming))
            \(fields(ContextKeymaps.renaming))
            ## Editor

            \(EditorKeymap.keymap(for: editor, hasClipboard: true).markdown())
            ## Token fields, searches and pickers

            Enter on a token opens its field, its menu or its picker; `a` opens Add Action and `v`
            the variable picker. The fields also take the typing keys (see Typing, at the end). A
            script (Run Shell Script's) opens a text area of several lines instead of a field.

            \(fields(ContextKeymaps.field(takesVariables: true, takesUnits: true)))
            \(fields(ContextKeymaps.textArea))
            \(fields(ContextKeymaps.actions))
            \(fields(ContextKeymaps.picker(allowsMultiple: true)))
            \(ContextKeymaps.variables.markdown())
            \(fields(ContextKeymaps.variableKey))
            ## List items

            Enter on a list parameter (Combine Text's texts) opens its items.

            \(ContextKeymaps.list(hasSelection: true).markdown())
            \(fields(ContextKeymaps.listItem))
            ## Dictionary

            Enter on a dictionary parameter (a Dictionary's items) opens its keys and values. Enter on
            a value that is a dictionary or a list opens it in place; the title shows the way in
            ("Items › author").

            \(ContextKeymaps.dictionary(hasSelection: true, isNested: true).markdown())
            \(fields(ContextKeymaps.dictionaryEntry))
            ## Find

            `f` on a Find card opens its filter rows, sort keys, limit and list, with a live preview.

            \(FindKeymap.keymap(canRemove: true, canMove: true, takesVariable: true).markdown())
            ## If conditions

            `C` on an If card opens its conditions: several, joined by All or Any (one is an If as
            it always was). Enter on an input, a condition or a value opens the card's own field,
            menu or picker for it.

            \(ConditionsKeymap.all.markdown())
            ## Run

            `g` (or F5) runs the selected shortcut from the library, or the open one from the editor.
            A snippet with buttons (an app's interactive snippet, such as Books' Show Book Card) shows
            them under it once the run is over: ← and → highlight one, Enter presses it — its
            action runs in the pane, asking there what it asks, and the snippet is drawn again.

            \(RunKeymap.keymap(for: pane).markdown())
            Questions come as dialogs: a confirmation, options to pick, or a value to type.

            \(ContextKeymaps.question(question(.confirmation)).markdown())
            \(fields(ContextKeymaps.question(question(.value))))
            \(fields(ContextKeymaps.saveOutput))
            ## Run history

            `H` in the editor lists the open shortcut's past runs, newest first (docs/runs.md). Enter
            shows one in the run pane as it was recorded; there, as in the pane of a run that just
            ended, ↑ and ↓ select a step and `f` replays from it, on the shortcut as it stands, the
            steps before it giving the outputs the run kept.

            \(RunHistoryKeymap.keymap(selected: nil).markdown())
            ## Debugger

            `d` in the editor runs the open shortcut in the debugger, stopping before the cards with a
            breakpoint (`b` sets one; with none it stops before the first action); `d` in the run
            history opens a kept run there, at the step it failed at (docs/debugging.md). Enter on a
            card edits its focused token and `e` a variable's value: going on from there runs again
            from the step shown with the edits, as a new run that names the one it came from.

            \(DebugKeymap.keymap(DebugKeymap.State()).markdown())
            \(fields(DebugLayer.valueKeys))
            ## Automations

            `a` in the library lists the automations, shortcuts that run by themselves
            (docs/automations.md): whether each is enabled, its shortcut, when it runs, and how its
            last run went, with the selected one's details below. `A` in the editor adds one for the
            open shortcut. Enabling one installs its systemd user units, as `shortcuts automations
            enable` does: its shortcut must be allowed and trusted to run with nobody there.

            \(AutomationsKeymap.keymap(selected: nil).markdown())
            The form that adds one says what is wrong with each field as it is typed (a name taken, a
            calendar expression systemd does not read, with when it next runs when it does, a path
            that is not there), and adds it disabled. Its text fields take the typing keys; on a
            choice, ← and → change it.

            \(fields(AutomationsKeymap.form(onChoice: false)))
            \(AutomationsKeymap.form(onChoice: true).markdown())
            ## Command palette

            `:` or Ctrl-K, in the library and the editor, searches shortcuts, App Shortcut phrases
            ("Start a Calm session with Meditation") and actions together. Enter runs a shortcut or a
            phrase; in the editor it adds an action or phrase below the selected card.

            \(fields(ContextKeymaps.palette(inEditor: true)))
            ## Describe

            `M` in the editor, with a language model set up (docs/models.md), takes what the shortcut
            should do — or what should change — in words; the model's answer comes back as a plan:
            the editor's cards, `-` for each taken out and `+` for each put in (a changed card is
            both), the shortcut's own settings that change, its problems and what it would touch.
            Nothing changes until Enter applies it, as one step `u` undoes.

            \(fields(ContextKeymaps.describe))
            \(ContextKeymaps.describeAsking.markdown())
            \(ContextKeymaps.describeReview.markdown())
            ## Accepting an agent's work

            A shortcut an agent wrote or changed (through the MCP server) says so in the editor's
            title, and touches nothing until a person accepts it (docs/security.md). `T` shows what
            the agent did since a person last had it — or the whole of a shortcut it wrote — as cards
            marked as above, with what it would touch; Enter accepts the shortcut as it is saved.

            \(ContextKeymaps.acceptChanges.markdown())
            ## Menus, questions and the keys overlay

            A token's options, the icon (`I`), the theme (`t`) and the Find editor's fields open a
            menu; deleting, and quitting with unsaved changes, ask yes or no; a file changed on disk
            asks Reload, Overwrite or Save as Copy (a recovery copy: Restore or Discard).

            \(Keymap<ContextCommand>("Menu", WidgetKeys.menu(nil)).markdown())
            \(ContextKeymaps.confirm.markdown())
            \(ContextKeymaps.choicePrompt(conflict).markdown())
            \(Keymap<ContextCommand>("Keys", WidgetKeys.help).markdown())
            ## Typing

            Every field (the filter, names, tokens, searches, pickers, the palette, a question's
            answer) takes these, unless its own table gives the key another meaning. A field opened
            on a value to change (a token's value, a name) starts with it selected: a character or a
            paste replaces it, a deleting key clears it, and a movement key keeps it.

            \(Keymap<ContextCommand>("Typing", WidgetKeys.typing(excluding: [])).markdown())
            """
    }

    /// A question of the kind, as the docs show its keys (several answers allowed).
    private static func question(_ kind: PromptRequest.Kind) -> PromptModal {
        PromptModal(
            request: PromptRequest(kind: kind, intentIdentifier: "", intentTitle: "", allowsMultiple: true),
            reply: PromptReply())
    }

    /// A field's keymap without its typing keys, which are listed once at the end.
    private static func fields(_ keymap: Keymap<ContextCommand>) -> String {
        Keymap(keymap.title, keymap.bindings.filter { $0.group != "Typing" }).markdown()
    }
}
