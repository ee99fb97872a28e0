/// What the terminal is actually sent for a piece of text.
///
/// Text drawn on screen comes from data: file names, entity titles, pasted input. A control
/// character in it (ESC, CR, BEL, a C1 CSI) would move the cursor or change the terminal's state,
/// and a format character (a bidi override, a zero-width space) would reorder or hide what is
/// shown, so neither is ever sent: both are shown escaped by ``TerminalEscaping``'s rule, the one
/// the command line follows too (`^[`, `^M`, `^?`, `M-^[`, `\u{202E}`). Unprintable scalars
/// become U+FFFD. Clusters that cover no column on their own (a combining mark at the start of a
/// text) are dropped.
public enum DisplayText {
    /// How one grapheme cluster is shown.
    public enum Form: Equatable, Sendable {
        /// Sent as is (possibly cleaned of unprintable scalars), covering `width` columns.
        case cluster(String, width: Int)
        /// A control shown as this printable ASCII escape, one column per character.
        case escaped(String)
        /// Covers no column and is not sent.
        case invisible

        public var width: Int {
            switch self {
            case .cluster(_, let width): width
            case .escaped(let text): text.utf8.count
            case .invisible: 0
            }
        }
    }

    /// The replacement for scalars the terminal cannot print.
    public static let replacement = "\u{FFFD}"

    /// How `character` is shown.
    public static func form(of character: Character) -> Form {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        if scalars.count == 1 {
            let value = first.value
            if value >= 0x20 && value < 0x7F { return .cluster(String(character), width: 1) }
            if let escape = TerminalEscaping.escape(for: first) { return .escaped(escape) }
            let width = TextWidth.wcwidth(value)
            if width < 0 { return .cluster(replacement, width: 1) }
            return width == 0 ? .invisible : .cluster(String(character), width: width)
        }
        // Grapheme breaking keeps controls and most format characters apart from everything but
        // CR LF; escape any that is in a cluster all the same, rather than trust that. Escapes
        // are ASCII, one column each, so the other scalars of such a cluster show as `?`.
        let escapes = TerminalEscaping.escapes(in: character)
        if escapes.contains(where: { $0 != nil }) {
            return .escaped(escapes.map { $0 ?? "?" }.joined())
        }
        if TextWidth.wcwidth(first) < 0 { return .cluster(replacement, width: 1) }
        var width = 0
        var clean = true
        for scalar in scalars {
            let w = TextWidth.wcwidth(scalar)
            if w < 0 { clean = false } else { width += w }
        }
        if width == 0 { return .invisible }
        if clean { return .cluster(String(character), width: width) }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars.filter { TextWidth.wcwidth($0) >= 0 })
        return .cluster(String(kept), width: width)
    }

    /// The text as it will be shown: escapes in place of controls, invisible clusters dropped.
    public static func sanitized(_ text: some StringProtocol) -> String {
        var result = ""
        for character in text {
            switch form(of: character) {
            case .cluster(let shown, _): result += shown
            case .escaped(let escape): result += escape
            case .invisible: break
            }
        }
        return result
    }

    /// C0 controls, DEL and the C1 controls: what a terminal acts on instead of printing.
    public static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (value >= 0x7F && value < 0xA0)
    }
}
