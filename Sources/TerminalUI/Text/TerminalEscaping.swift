/// The one rule for which characters of untrusted text (a title, a file name, a value) may reach a
/// terminal as they are, and how the others are shown. The editor's screen (through
/// ``DisplayText``) and the command line's output both follow it.
///
/// A terminal acts on controls instead of printing them: ESC starts sequences that set the window
/// title, write the clipboard (OSC 52) or clear the screen; CR moves back over what was printed;
/// the C1 control U+009B is a one-byte CSI. Format characters print nothing yet change what is
/// seen: bidi overrides reorder a line (Trojan Source), zero-width characters hide in names.
/// Line and paragraph separators break lines where the layout does not expect it. So these
/// scalars are shown escaped, and nothing but printable text is ever sent:
///
/// - C0 controls and DEL, and C1 controls (general category Cc), in `cat -v` notation: `^[`,
///   `^M`, `^?`, `M-^[`;
/// - format characters (Cf: U+200B–200F, U+202A–202E, U+2060, U+2066–2069, U+061C, U+FEFF…) and
///   U+2028/U+2029 (Zl, Zp) as `\u{202E}`.
///
/// The general category is the test, not `iswprint`, which in C.UTF-8 calls U+202E, U+200B and
/// U+FEFF printable. One exception keeps emoji whole: a zero-width joiner or non-joiner, or a tag
/// character, *inside* a grapheme cluster after a visible base (👩‍💻, a subdivision flag) is part of
/// that character. Bidi controls and the other Cf characters always stand alone as clusters
/// (Unicode's grapheme rules make them break on both sides), so they are always escaped.
public enum TerminalEscaping {
    /// How `scalar` is shown instead of being sent, or nil when it may be sent as it is.
    public static func escape(for scalar: Unicode.Scalar) -> String? {
        switch scalar.properties.generalCategory {
        case .control: return catV(scalar.value)
        case .format, .lineSeparator, .paragraphSeparator:
            return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: return nil
        }
    }

    /// Whether `scalar` is one a terminal must not be sent (see ``escape(for:)``).
    public static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// Whether `scalar`, following a visible base in the same grapheme cluster, belongs to that
    /// character: the joiners of emoji sequences and the tags of subdivision flags.
    public static func joinsCluster(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200C, 0x200D, 0xE0020...0xE007F: return true
        default: return false
        }
    }

    /// How each scalar of `character` is shown: its escape, or nil where it is sent as it is.
    /// A joiner or tag is sent only after a base that is itself sent (see the type's notes).
    public static func escapes(in character: Character) -> [String?] {
        var result: [String?] = []
        var baseIsSent = false
        for scalar in character.unicodeScalars {
            let escape = escape(for: scalar)
            if result.isEmpty {
                baseIsSent = escape == nil
                result.append(escape)
            } else {
                result.append(baseIsSent && joinsCluster(scalar) ? nil : escape)
            }
        }
        return result
    }

    /// `text` with every scalar a terminal must not be sent shown escaped, except those in
    /// `kept` (a newline and a tab where the layout expects them). Everything else, invalid or
    /// unassigned scalars included, is left as it is: this is for output a person reads and may
    /// copy, where nothing should be lost but nothing may act on the terminal.
    public static func escaped(_ text: some StringProtocol, keeping kept: Set<Unicode.Scalar> = []) -> String {
        // The common case, printable ASCII (and kept layout), needs no look at clusters.
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || kept.contains(Unicode.Scalar($0)) }) {
            return String(text)
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            for (scalar, escape) in zip(character.unicodeScalars, escapes(in: character)) {
                if let escape, !kept.contains(scalar) {
                    result += escape
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `cat -v` notation: `^@`…`^_`, `^?` for DEL, `M-^@`…`M-^_` for C1.
    static func catV(_ value: UInt32) -> String {
        switch value {
        case 0x7F: return "^?"
        case 0x80..<0xA0: return "M-^" + String(UnicodeScalar(UInt8(value - 0x80 + 0x40)))
        default: return "^" + String(UnicodeScalar(UInt8(value + 0x40)))
        }
    }
}
