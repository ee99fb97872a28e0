import Testing

@testable import TerminalUI

@Suite("Text width")
struct TextWidthTests {
    @Test("ASCII letters, digits and punctuation are one column each")
    func ascii() {
        #expect(TextWidth.width(of: "Hello, world! 42") == 16)
        #expect(TextWidth.width(of: "") == 0)
    }

    @Test("Accents: precomposed and combining forms are both one column")
    func accents() {
        #expect(TextWidth.width(of: "Café") == 4)
        #expect(TextWidth.width(of: "Cafe\u{301}") == 4)
        #expect(TextWidth.width(of: "naïve résumé") == 12)
        #expect(TextWidth.wcwidth(0x301) == 0)
    }

    @Test("CJK ideographs, kana, hangul and fullwidth forms are two columns")
    func cjk() {
        #expect(TextWidth.width(of: "日本語") == 6)
        #expect(TextWidth.width(of: "カタカナ") == 8)
        #expect(TextWidth.width(of: "한국어") == 6)
        #expect(TextWidth.width(of: "ＡＢ") == 4)
        #expect(TextWidth.width(of: "\u{3000}") == 2)
        #expect(TextWidth.width(of: "a日b") == 4)
    }

    @Test("Emoji follow glibc's wcwidth, as ncurses does")
    func emoji() {
        #expect(TextWidth.width(of: "📚") == 2)
        #expect(TextWidth.width(of: "😀") == 2)
        // glibc counts the heart as narrow and the variation selector as nothing (terminals may
        // draw 2): we measure like ncurses, which is what keeps columns from drifting.
        #expect(TextWidth.width(of: "❤️") == 1)
        // A skin-tone modifier is a second wide scalar for glibc, and ncurses writes it as such.
        #expect(TextWidth.width(of: "👍🏻") == 4)
        #expect(TextWidth.width(of: "Books 📚") == 8)
    }

    @Test(
        "wcwidth matches glibc on chosen code points",
        arguments: [
            (0x41, 1), (0x00, 0), (0x1B, -1), (0x7F, -1), (0x9B, -1), (0xA0, 1), (0xAD, 1), (0x300, 0),
            (0x378, -1), (0x1100, 2), (0x1160, 0), (0x200B, 0), (0x200D, 0), (0x202E, 0), (0x2764, 1),
            (0x3000, 2), (0xE000, 1), (0xFE0F, 0), (0xFF21, 2), (0xFFFD, 1), (0x1F1EB, 1), (0x1F3FB, 2),
            (0x1F468, 2), (0x1F600, 2), (0x30000, 2), (0xE0001, 0), (0x10FFFF, -1),
        ])
    func glibcValues(codepoint: UInt32, width: Int) {
        #expect(TextWidth.wcwidth(codepoint) == width)
    }

    @Test("Controls count as their escape; invisible clusters as nothing")
    func controlsAndInvisible() {
        #expect(TextWidth.width(of: "a\u{1B}b") == 4)
        #expect(TextWidth.width(of: "\r\n") == 4)
        #expect(TextWidth.width(of: "\u{9B}") == 4)
        #expect(TextWidth.width(of: "a\u{200B}b") == 10)
        #expect(TextWidth.width(of: "\u{202E}abc") == 11)
        #expect(TextWidth.width(of: "\u{10FFFF}") == 1)
    }
}

@Suite("Display text")
struct DisplayTextTests {
    @Test("Controls are escaped as cat -v shows them, format characters by code point")
    func escapes() {
        #expect(DisplayText.form(of: "\u{1B}") == .escaped("^["))
        #expect(DisplayText.form(of: "\u{7}") == .escaped("^G"))
        #expect(DisplayText.form(of: "\u{7F}") == .escaped("^?"))
        #expect(DisplayText.form(of: "\u{0}") == .escaped("^@"))
        #expect(DisplayText.form(of: "\u{9B}") == .escaped("M-^["))
        #expect(DisplayText.form(of: "\r\n") == .escaped("^M^J"))
        #expect(DisplayText.form(of: "\u{202E}") == .escaped("\\u{202E}"))
        #expect(DisplayText.form(of: "\u{200B}") == .escaped("\\u{200B}"))
        #expect(DisplayText.form(of: "\u{2028}") == .escaped("\\u{2028}"))
    }

    @Test("Printable clusters pass, unprintable become U+FFFD, a lone combining mark goes")
    func forms() {
        #expect(DisplayText.form(of: "é") == .cluster("é", width: 1))
        #expect(DisplayText.form(of: "日") == .cluster("日", width: 2))
        #expect(DisplayText.form(of: "\u{378}") == .cluster("\u{FFFD}", width: 1))
        #expect(DisplayText.form(of: "\u{301}") == .invisible)
    }

    @Test("Sanitized text contains no byte a terminal would act on")
    func sanitized() {
        let hostile = "file\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31m\r\u{202E}name"
        let shown = DisplayText.sanitized(hostile)
        #expect(shown == "file^[]0;pwned^G^[[2JM-^[31m^M\\u{202E}name")
        #expect(!shown.unicodeScalars.contains { DisplayText.isControl($0.value) })
    }
}
