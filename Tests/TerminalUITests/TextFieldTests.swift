import TerminalUITestSupport
import Testing

@testable import TerminalUI

@Suite("Text field")
struct TextFieldTests {
    func edited(_ text: String, _ keys: [Key]) -> TextFieldState {
        var state = TextFieldState(text)
        for key in keys { _ = state.handle(.key(key)) }
        return state
    }

    @Test("Typing inserts at the cursor; arrows move by grapheme cluster")
    func typing() {
        var state = TextFieldState()
        for character in "héllo" {
            let handled = state.handle(.text(character))
            #expect(handled)
        }
        _ = state.handle(.key(.left))
        _ = state.handle(.key(.left))
        _ = state.handle(.text("X"))
        #expect(state.text == "hélXlo")
        #expect(state.editor.cursor == 4)
    }

    @Test("Emoji, flags and combining marks are one step each")
    func clusters() {
        var state = TextFieldState("a👨‍👩‍👧🇫🇷e\u{301}")
        #expect(state.editor.characters.count == 4)
        _ = state.handle(.key(.backspace))
        #expect(state.text == "a👨‍👩‍👧🇫🇷")
        _ = state.handle(.key(.left))
        _ = state.handle(.key(.backspace))
        #expect(state.text == "a🇫🇷")
    }

    @Test("A combining mark typed after a letter joins it")
    func combiningTyped() {
        var state = TextFieldState("cafe")
        _ = state.handle(.text("\u{301}"))
        #expect(state.text == "café")
        #expect(state.editor.characters.count == 4)
        #expect(state.editor.cursor == 4)
    }

    @Test(
        "Word moves and deletes",
        arguments: [
            ([Key.ctrl("w")], "open the ", 9),
            ([Key(.backspace, .alt)], "open the pod-", 13),
            ([Key.alt("b"), Key.alt("b")], "open the pod-bay", 9),
            ([Key(.left, .ctrl), Key.alt("d")], "open the pod-", 13),
            ([Key.home, Key.alt("f"), Key.alt("f")], "open the pod-bay", 8),
            ([Key.ctrl("a"), Key.alt("d")], " the pod-bay", 0),
            ([Key.ctrl("u")], "", 0),
            ([Key.home, Key.right, Key.ctrl("k")], "o", 1),
            ([Key.ctrl("a"), Key.delete, Key.ctrl("d")], "en the pod-bay", 0),
            ([Key.ctrl("e"), Key.ctrl("b"), Key.ctrl("f")], "open the pod-bay", 16),
        ])
    func words(keys: [Key], text: String, cursor: Int) {
        let state = edited("open the pod-bay", keys)
        #expect(state.text == text)
        #expect(state.editor.cursor == cursor)
    }

    @Test("A paste is inserted as one line, controls removed")
    func paste() {
        var state = TextFieldState("ab")
        _ = state.handle(.key(.left))
        let handled = state.handle(.paste("one\ntwo\tthree\u{1B}[2J"))
        #expect(handled)
        #expect(state.text == "aone two three[2Jb")
    }

    @Test("Enter, Esc, Tab and ↑/↓ are left to the app")
    func notHandled() {
        var state = TextFieldState("x")
        for key in [Key.enter, .escape, .tab, .up, .down, .f(1)] {
            let handled = state.handle(.key(key))
            #expect(!handled)
        }
    }

    @Test("Empty: the placeholder, the cursor at the start")
    func placeholder() {
        let buffer = render(width: 16, height: 1) {
            TextField(TextFieldState(), placeholder: "Search…").render(
                in: Rect(x: 2, y: 0, width: 12, height: 1), into: &$0)
        }
        #expect(buffer.lines == ["  Search…       "])
        #expect(buffer[2, 0].style.role == .placeholder)
        #expect(buffer.cursor == Point(x: 2, y: 0))
    }

    @Test("Long text scrolls by pages and shows where text is hidden")
    func scrolling() {
        var state = TextFieldState("The quick brown fox jumps over the lazy dog")
        let draw = { (state: TextFieldState) in
            render(width: 12, height: 1) {
                TextField(state).render(in: Rect(x: 0, y: 0, width: 12, height: 1), into: &$0)
            }
        }
        let atEnd = draw(state)
        #expect(atEnd.lines == ["…e lazy dog "])
        #expect(atEnd.cursor == Point(x: 11, y: 0))
        _ = state.handle(.key(.home))
        let atStart = draw(state)
        #expect(atStart.lines == ["The quick b…"])
        #expect(atStart.cursor == Point(x: 0, y: 0))
    }

    @Test("CJK text keeps the caret on a character boundary")
    func cjkCaret() {
        var state = TextFieldState("日本語")
        _ = state.handle(.key(.left))
        let buffer = render(width: 10, height: 1) {
            TextField(state).render(in: Rect(x: 0, y: 0, width: 10, height: 1), into: &$0)
        }
        #expect(buffer.lines == ["日本語    "])
        #expect(buffer.cursor == Point(x: 4, y: 0))
    }

    @Test("Page scrolling never leaves the caret outside the field", arguments: 0...43)
    func caretInside(cursor: Int) {
        var state = TextFieldState("The quick brown fox jumps over the lazy dog")
        state.editor.cursor = cursor
        let buffer = render(width: 12, height: 1) {
            TextField(state).render(in: Rect(x: 0, y: 0, width: 12, height: 1), into: &$0)
        }
        let caret = try! #require(buffer.cursor)
        #expect((0..<12).contains(caret.x))
    }
}
