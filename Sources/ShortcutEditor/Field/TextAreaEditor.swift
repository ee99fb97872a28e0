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

extension TextAreaEditor: Layer {
    var context: Context { .textArea }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> { ContextKeymaps.textArea }
    func takesText(in host: ShortcutsApp) -> Bool { true }

    /// A key for the text area: set the text (one undo step), cancel, or edit.
    mutating func update(_ input: LayerEvent<Never>, host: inout ShortcutsApp) -> LayerStep<Never> {
        switch input {
        case .command(.entry(.cancel), _): return .close()
        case .command(.entry(.accept), _):
            host.editor?.session.setText(area.text, slot: slot)
            return .close()
        case .command(_, let event), .event(let event):
            // The area's size on this screen: its up, down and page keys move through wrapped rows.
            _ = area.handle(event, size: Layout.textArea(in: Rect(host.screenSize)).area.size)
            return .stay()
        }
    }

    func render(in bounds: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        TextAreaView(editor: self).render(in: bounds, into: &buffer)
    }
}
