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
            """
    }
}
