import Foundation
import ShortcutKit
import TerminalUI

/// The keys of every screen as Markdown, made from the same tables that drive dispatch, the
/// footer and the `?` overlay; docs/keys.md is this text, and a test keeps the two equal.
public enum KeyReference {
    public static func markdown(catalog: Catalog) -> String {
        let editor = EditorScreen(session: EditorSession(catalog: catalog, shortcut: ShortcutDocument(name: "Keys")))
        return """
            # Keys

            Every key of the editor, by screen. The footer shows the most used ones and `?` shows
            all of them, with the reason when a key does nothing at the moment. This file is made
            from the keymaps themselves (`swift test` fails when it is out of date; run it with
            `KEYS_DOC_WRITE=1` to write it again).

            ## Library

            \(LibraryKeymap.keymap(hasSelection: true, selectionIsBroken: false).markdown())
            ## Editor

            \(EditorKeymap.keymap(for: editor, hasClipboard: true).markdown())
            ## List items

            Enter on a list parameter (Combine Text's texts) opens its items.

            \(ListKeymap.keymap(hasSelection: true).markdown())
            ## Find

            `f` on a Find card opens its filter rows, sort keys, limit and list, with a live preview.

            \(FindKeymap.keymap(canRemove: true, canMove: true, takesVariable: true).markdown())
            ## Run

            `g` (or F5) runs the selected shortcut from the library, or the open one from the editor.
            Questions come as dialogs: type or pick the answer and press Enter; Tab marks several
            options where a list is asked; `y`/`n` answer a confirmation; Esc stops the run.

            \(RunKeymap.keymap(for: RunPane(name: "", document: ShortcutDocument(name: ""), number: 0, fromEditor: false, phase: .finished,
                                             started: .now, output: "")).markdown())
            ## Command palette

            `:` or Ctrl-K, in the library and the editor, searches shortcuts, App Shortcut phrases
            ("Start a Calm session with Meditation") and actions together. Enter runs a shortcut or a
            phrase; in the editor it adds an action or phrase below the selected card.
            """
    }
}
