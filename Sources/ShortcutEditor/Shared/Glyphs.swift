/// Terminal glyphs for the SF Symbols names the model uses: one cell wide each, so rows line up.
enum Glyphs {
    private static let table: [String: String] = [
        "book": "▤", "books.vertical": "▤", "book.closed": "▤",
        "figure.hiking": "▲", "mountain.2": "▲", "map": "▲",
        "leaf": "❀", "brain.head.profile": "❀", "sparkles": "✦",
        "fork.knife": "◉", "cup.and.saucer": "◉", "takeoutbag.and.cup.and.straw": "◉",
        "folder": "▣", "doc": "▣", "doc.text": "▣", "textformat": "¶",
        "figure.mind.and.body": "❀", "drop": "❀", "bicycle": "▲",
        "chart.bar": "▥", "gift": "✚", "hand.wave": "☺", "plus.circle": "✚", "plus": "✚",
        "questionmark.circle": "?", "star": "★", "star.circle": "★", "timer": "◷", "clock": "◷",
        "app.dashed": "◇",
        "arrow.triangle.branch": "⑂", "repeat": "↻", "repeat.circle": "↻", "list.bullet": "☰",
        "x.squareroot": "χ", "list.number": "#", "number": "#", "questionmark.bubble": "?",
        "text.alignleft": "¶", "stop.circle": "■", "magnifyingglass": "⌕",
        "plus.slash.minus": "±", "function": "ƒ", "dice": "⚄", "textformat.123": "#",
        "calendar": "▦", "calendar.badge.clock": "▦", "calendar.badge.plus": "▦", "clock.arrow.2.circlepath": "◷",
        "arrow.up.arrow.down": "↕",
    ]

    /// Icons of actions only, not offered as a shortcut's icon (the picker's list stays as it is).
    private static let actionIcons: [String: String] = [
        "exclamationmark.bubble": "!", "checklist": "✓", "square.stack": "❐", "terminal": "$",
        "exclamationmark.triangle": "!", "globe": "⊕", "safari": "⊕", "doc.on.clipboard": "⎘", "bell": "♪",
    ]

    /// The icons a shortcut can choose: one symbol name for each glyph, by name.
    static let choices: [(symbol: String, glyph: String)] = {
        var seen: Set<String> = []
        return table.sorted { $0.key < $1.key }.compactMap { symbol, glyph in
            seen.insert(glyph).inserted ? (symbol, glyph) : nil
        }
    }()

    /// The glyph for a symbol name; a generic one for names not in the table.
    static func glyph(_ symbol: String?) -> String {
        guard let symbol else { return "◆" }
        return table[symbol] ?? actionIcons[symbol] ?? "◆"
    }
}
