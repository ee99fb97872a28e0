import TerminalUITestSupport
import Testing

@testable import TerminalUI

/// A field opened on a value to change has its whole text selected: typing replaces it
/// (issue 29, item 23: `1` then `0.15` gave `10.15`, `Item 4` then `Tea` gave `Item 4Tea`).
@Suite("Text field: the selected text")
struct TextFieldSelectionTests {
    @Test("Typing and pasting replace a selected text")
    func typingReplaces() {
        var state = TextFieldState("1", selected: true)
        #expect(state.isSelected)
        for character in "0.15" { _ = state.handle(.text(character)) }
        #expect(state.text == "0.15")
        #expect(!state.isSelected)
        var pasted = TextFieldState("Item 4", selected: true)
        _ = pasted.handle(.paste("Tea"))
        #expect(pasted.text == "Tea")
        #expect(pasted.editor.cursor == 3)
    }

    @Test("A deleting key clears a selected text; a movement key keeps it and ends the selection")
    func deletingAndMoving() {
        for key in [Key.backspace, Key(.delete), Key.ctrl("u"), Key.ctrl("w")] {
            var state = TextFieldState("Item 4", selected: true)
            let handled = state.handle(.key(key))
            #expect(handled)
            #expect(state.text == "", "\(key)")
        }
        var start = TextFieldState("Item 4", selected: true)
        _ = start.handle(.key(.left))
        _ = start.handle(.text(">"))
        #expect(start.text == ">Item 4")
        var end = TextFieldState("Item 4", selected: true)
        _ = end.handle(.key(.end))
        _ = end.handle(.text("!"))
        #expect(end.text == "Item 4!")
    }

    @Test("Unselected fields and empty ones insert as before")
    func unselected() {
        var state = TextFieldState("1")
        _ = state.handle(.text("0"))
        #expect(state.text == "10")
        #expect(!TextFieldState("", selected: true).isSelected)
    }

    @Test("The selected text is drawn in the selection style while focused")
    func drawn() {
        let selected = render(width: 10, height: 1) {
            TextField(TextFieldState("abc", selected: true)).render(
                in: Rect(x: 0, y: 0, width: 10, height: 1), into: &$0)
        }
        #expect(selected.lines == ["abc       "])
        #expect(selected[0, 0].style.role == .selection)
        #expect(selected.cursor == Point(x: 3, y: 0))
        let plain = render(width: 10, height: 1) {
            TextField(TextFieldState("abc")).render(in: Rect(x: 0, y: 0, width: 10, height: 1), into: &$0)
        }
        #expect(plain[0, 0].style.role != .selection)
    }
}
