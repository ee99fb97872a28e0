import Testing

@testable import TerminalUI

@Suite("Text layout")
struct TextLayoutTests {
    @Test(
        "Truncation ends with an ellipsis and never passes the width",
        arguments: [
            ("Hello, world", 8, "Hello, …"),
            ("Hello", 5, "Hello"),
            ("Hello", 1, "…"),
            ("Hello", 0, ""),
            ("日本語のテキスト", 7, "日本語…"),
            ("日本語のテキスト", 8, "日本語…"),
            ("Books 📚 and more", 8, "Books …"),
            ("Café au lait", 5, "Café…"),
        ])
    func truncateEnd(text: String, width: Int, expected: String) {
        let result = TextLayout.truncate(text, to: width)
        #expect(result == expected)
        #expect(TextWidth.width(of: result) <= width)
    }

    @Test("Middle truncation keeps both ends of a path")
    func truncateMiddle() {
        #expect(
            TextLayout.truncate("/home/user/shortcuts/My Shortcut.json", to: 20, at: .middle) == "/home/user…tcut.json")
    }

    @Test("Padding aligns by display width")
    func pad() {
        #expect(TextLayout.pad("日本", to: 6) == "日本  ")
        #expect(TextLayout.pad("ab", to: 6, alignment: .right) == "    ab")
        #expect(TextLayout.pad("ab", to: 5, alignment: .center) == " ab  ")
        #expect(TextLayout.pad("abcdefgh", to: 4) == "abc…")
    }

    @Test("Wrapping breaks at spaces and keeps every line within the width")
    func wrapWords() {
        let lines = TextLayout.wrap("The quick brown fox jumps over the lazy dog", width: 12)
        #expect(lines == ["The quick", "brown fox", "jumps over", "the lazy dog"])
    }

    @Test("Words longer than a line are broken; newlines always break")
    func wrapLongAndNewlines() {
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("one\n\ntwo", width: 10) == ["one", "", "two"])
        #expect(TextLayout.wrap("", width: 10) == [""])
    }

    @Test("CJK text wraps between characters, aligned to the width")
    func wrapCJK() {
        let lines = TextLayout.wrap("日本語のテキストです", width: 7)
        #expect(lines == ["日本語", "のテキ", "ストで", "す"])
        #expect(lines.allSatisfy { TextWidth.width(of: $0) <= 7 })
    }

    @Test("Emoji and accents wrap by their width")
    func wrapMixed() {
        #expect(TextLayout.wrap("café 📚📚 naïve", width: 6) == ["café", "📚📚", "naïve"])
    }

    @Test("A pill is never split across lines")
    func wrapPill() {
        var text = StyledText("Hello there ")
        text.appendPill("Shortcut Input")
        text.append(" and more")
        let lines = TextLayout.wrap(text, width: 18)
        #expect(lines.map(\.plainText) == ["Hello there", " Shortcut Input ", "and more"])
        #expect(lines[1].spans == [Pill.span("Shortcut Input")])
        #expect(lines.allSatisfy { $0.width <= 18 })
    }

    @Test("Styled truncation keeps styles and ends with an ellipsis in the last style")
    func truncateStyled() {
        var text = StyledText("Hello ", style: .accent)
        text.append("world", style: .muted)
        let cut = TextLayout.truncate(text, to: 8)
        #expect(cut.plainText == "Hello w…")
        #expect(cut.spans.map(\.style) == [.accent, .muted, .muted])
    }
}
