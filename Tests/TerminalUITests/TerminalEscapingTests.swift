import TerminalUI
import Testing

/// The one rule for untrusted text on a terminal, shared by the editor's screen and the CLI.
@Suite("Terminal escaping")
struct TerminalEscapingTests {
    @Test("Every C0, DEL and C1 control is escaped in cat -v notation")
    func controls() {
        for value in UInt32(0)..<0xA0 where value < 0x20 || value >= 0x7F {
            let scalar = Unicode.Scalar(value)!
            let escape = try! #require(TerminalEscaping.escape(for: scalar), "U+\(String(value, radix: 16))")
            #expect(escape.hasPrefix("^") || escape.hasPrefix("M-^"))
            #expect(escape.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F })
        }
        #expect(TerminalEscaping.escape(for: "\u{1B}") == "^[")
        #expect(TerminalEscaping.escape(for: "\u{9B}") == "M-^[")
        #expect(TerminalEscaping.escape(for: "a") == nil)
        #expect(TerminalEscaping.escape(for: "é") == nil)
    }

    @Test(
        "Format characters and line separators are escaped by code point; iswprint's printable ones too",
        arguments: [
            0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C,
            0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x2028, 0x2029, 0x00AD,
        ] as [UInt32])
    func formatCharacters(value: UInt32) {
        let scalar = Unicode.Scalar(value)!
        #expect(TerminalEscaping.escape(for: scalar) == "\\u{\(String(value, radix: 16, uppercase: true))}")
        #expect(TerminalEscaping.escaped(String(scalar)) == "\\u{\(String(value, radix: 16, uppercase: true))}")
    }

    @Test("Hostile text comes out with nothing a terminal acts on; newlines and tabs only where kept")
    func hostileText() {
        let hostile = "Title\u{1B}]0;pwned\u{7}\u{1B}]52;c;ZXZpbA==\u{7}\u{1B}[2J\r\u{202E}gnp.exe\u{9B}31m\n\tend"
        let escaped = TerminalEscaping.escaped(hostile, keeping: ["\n", "\t"])
        #expect(escaped == "Title^[]0;pwned^G^[]52;c;ZXZpbA==^G^[[2J^M\\u{202E}gnp.exeM-^[31m\n\tend")
        #expect(TerminalEscaping.escaped(hostile).contains("^J^Iend"))
        #expect(!escaped.unicodeScalars.contains { TerminalEscaping.mustEscape($0) && $0 != "\n" && $0 != "\t" })
        // CR LF is one grapheme cluster: the CR is escaped, the kept newline stays.
        #expect(TerminalEscaping.escaped("a\r\nb", keeping: ["\n"]) == "a^M\nb")
    }

    @Test("Emoji sequences stay whole; a joiner on its own is escaped")
    func emoji() {
        let family = "👩\u{200D}💻 and 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        #expect(TerminalEscaping.escaped(family) == family)
        #expect(TerminalEscaping.escaped("\u{200D}x") == "\\u{200D}x")
        #expect(TextWidth.width(of: "👩\u{200D}💻") == 4)
    }

    @Test("Text that needs nothing escaped is returned as it is")
    func plain() {
        for text in ["", "Countdown", "Café au lait 日本語", "naïve résumé", "line\nbreak"] {
            #expect(TerminalEscaping.escaped(text, keeping: ["\n"]) == text)
        }
    }
}
