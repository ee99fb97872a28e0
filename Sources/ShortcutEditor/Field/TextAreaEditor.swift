import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// A token's text of several lines (Run Shell Script's script) being typed into a text area:
/// Enter starts a new line, so setting the text takes a key of its own (Ctrl-S).
struct TextAreaEditor {
    /// The token's slot.
    var slot: SlotID
    var title: String
    var area: TextAreaState

    init(slot: SlotID, title: String, text: String) {
        self.slot = slot
        self.title = title
        area = TextAreaState(text)
    }
}

extension ShortcutsApp {
    /// A key for the text area: set the text (one undo step), cancel, or edit.
    mutating func handleTextArea(
        _ command: ContextCommand, _ event: InputEvent, _ editor: inout TextAreaEditor, in screen: inout EditorScreen
    ) {
        switch command {
        case .entry(.cancel):
            screen.overlay = nil
            return
        case .entry(.accept):
            screen.session.setText(editor.area.text, slot: editor.slot)
            screen.overlay = nil
            return
        default:
            // The area's size on this screen: its up, down and page keys move through wrapped rows.
            _ = editor.area.handle(event, size: Layout.textArea(in: Rect(screenSize)).area.size)
        }
        screen.overlay = .textArea(editor)
    }
}
