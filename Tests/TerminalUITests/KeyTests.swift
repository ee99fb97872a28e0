import Testing

@testable import TerminalUI

@Suite("Keys")
struct KeyTests {
    @Test(
        "Notation reads what description writes",
        arguments: [
            "ctrl+c", "alt+x", "shift+tab", "up", "pgdn", "f5", "space", "?", "G", "enter", "esc", "ctrl+alt+delete",
            "+",
        ])
    func roundTrip(notation: String) throws {
        let key = try #require(Key(parsing: notation))
        #expect(key.description == notation)
        #expect(Key(parsing: key.description) == key)
    }

    @Test("Notation understands aliases and case")
    func aliases() {
        #expect(Key(parsing: "Ctrl+C") == .ctrl("c"))
        #expect(Key(parsing: "return") == .enter)
        #expect(Key(parsing: "pageup") == .pageUp)
        #expect(Key(parsing: "escape") == .escape)
        #expect(Key(parsing: "G") == Key("G"))
        #expect(Key(parsing: "g") == Key("g"))
        #expect(Key(parsing: "hyper+x") == nil)
        #expect(Key(parsing: "f99") == nil)
        #expect(Key(parsing: "") == nil)
    }

    @Test(
        "Labels are compact for the footer",
        arguments: [
            (Key.ctrl("c"), "^C"), (Key.alt("x"), "M-x"), (Key.backTab, "⇧Tab"), (Key.up, "↑"), (Key.pageDown, "PgDn"),
            (Key.f(2), "F2"), (Key.space, "Space"), (Key("q"), "q"), (Key.escape, "Esc"),
        ])
    func labels(key: Key, label: String) {
        #expect(key.label == label)
    }

    @Test("Only plain characters are text")
    func text() {
        #expect(Key("a").text == "a")
        #expect(Key.ctrl("a").text == nil)
        #expect(Key.alt("a").text == nil)
        #expect(Key.enter.text == nil)
    }
}
