import TerminalUITestSupport
import Testing

@testable import TerminalUI

@Suite("Text area")
struct TextAreaTests {
    let size = Size(width: 12, height: 4)

    func draw(_ state: TextAreaState) -> ScreenBuffer {
        render(width: 12, height: 4) { TextArea(state).render(in: Rect(x: 0, y: 0, width: 12, height: 4), into: &$0) }
    }

    @Test("Lines wrap at spaces within the width")
    func wrapping() {
        var state = TextAreaState("Hello there, a long line\nand 日本語テキスト")
        state.editor.cursor = 0
        let buffer = draw(state)
        assertSnapshot(buffer, named: "textarea-wrapped")
    }

    @Test("Enter inserts a line break; paste keeps line breaks")
    func editing() {
        var state = TextAreaState("ab")
        _ = state.handle(.key(.left), size: size)
        _ = state.handle(.key(.enter), size: size)
        #expect(state.text == "a\nb")
        _ = state.handle(.paste("x\r\ny\tz\u{7}"), size: size)
        #expect(state.text == "a\nx\ny    zb")
    }

    @Test("Up and down move through wrapped rows and keep the goal column")
    func vertical() {
        var state = TextAreaState("first line here\nab\nthird line")
        state.editor.cursor = 8
        _ = state.handle(.key(.down), size: size)
        #expect(state.editor.cursor == 15)
        _ = state.handle(.key(.down), size: size)
        #expect(state.editor.cursor == 18)
        _ = state.handle(.key(.down), size: size)
        #expect(state.editor.cursor == 27)
        _ = state.handle(.key(.up), size: size)
        _ = state.handle(.key(.up), size: size)
        #expect(state.editor.cursor == 15)
        _ = state.handle(.key(.up), size: size)
        _ = state.handle(.key(.up), size: size)
        #expect(state.editor.cursor == 0)
    }

    @Test("The caret is placed where the cursor is, scrolling by pages")
    func caret() {
        var state = TextAreaState((1...9).map { "line \($0)" }.joined(separator: "\n"))
        var buffer = draw(state)
        #expect(buffer.cursor == Point(x: 6, y: 3))
        #expect(buffer.lines[0].hasPrefix("line 6"))
        state.editor.cursor = 0
        buffer = draw(state)
        #expect(buffer.cursor == Point(x: 0, y: 0))
        #expect(buffer.lines[0].hasPrefix("line 1"))
    }

    @Test("Empty: the placeholder, wrapped")
    func placeholder() {
        let buffer = render(width: 10, height: 3) {
            TextArea(TextAreaState(), placeholder: "Write the text to show").render(
                in: Rect(x: 0, y: 0, width: 10, height: 3), into: &$0)
        }
        #expect(buffer.lines == ["Write the ", "text to   ", "show      "])
    }
}
