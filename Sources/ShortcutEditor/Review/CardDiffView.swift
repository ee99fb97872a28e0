import ShortcutKit
import TerminalUI

/// Draws a ``CardDiff`` as the editor draws cards, under the shortcut's own settings that
/// changed (`~ Name: “A” → “B”`): a gutter with `+` (put in) or `-` (taken
/// out) and the card's problem marker, the card indented by its depth, its sentence wrapped. A
/// card put in or taken out shows its settings under "Show More" too, so a change to one of
/// them is seen; the problems of a card put in are written under it. Taken-out cards are struck
/// through and kept ones dimmed, so what changed stands out (and reads without colour, by the
/// gutter's signs).
struct CardDiffView {
    let diff: CardDiff
    /// The first line shown.
    var scroll = 0

    /// Every line at `width`, before scrolling.
    static func lines(of diff: CardDiff, width: Int) -> [StyledText] {
        // The shortcut's own settings first, marked `~`: changed in place.
        var out = diff.settings.flatMap { setting in
            TextLayout.wrap(StyledText(setting), width: max(8, width - 3)).enumerated().map { index, part in
                StyledText(index == 0 ? [Span("~", style: Style.info.adding(.bold)), Span("  ")] : [Span("   ")]) + part
            }
        }
        for line in diff.lines {
            switch line {
            case .folded(let count):
                out.append(StyledText("   ⋯ \(count) unchanged card\(count == 1 ? "" : "s")", style: .muted))
            case .card(let card, let mark):
                out += lines(of: card, mark, width: width)
            }
        }
        return out
    }

    private static func lines(of card: CardModel, _ mark: CardDiff.Mark, width: Int) -> [StyledText] {
        let sign: Span =
            switch mark {
            case .added: Span("+", style: Style.success.adding(.bold))
            case .removed: Span("-", style: Style.error.adding(.bold))
            case .kept: Span(" ")
            }
        let problem: Span =
            switch (mark, card.severity) {
            case (.removed, _), (_, nil): Span(" ")
            case (_, .error?): Span("✖", style: .error)
            case (_, .warning?): Span("!", style: .warning)
            }
        let indent = String(repeating: "  ", count: card.row.depth)
        var sentence = CardLine.text(card, focused: nil, showMore: mark != .kept && card.hasMore)
        switch mark {
        case .removed: sentence = sentence.restyled { $0.adding([.dim, .strikethrough]) }
        case .kept: sentence = sentence.restyled { $0.adding(.dim) }
        case .added: break
        }
        let lead = 3 + indent.count
        let wrapped = TextLayout.wrap(sentence, width: max(8, width - lead))
        var out: [StyledText] = []
        for (index, part) in wrapped.enumerated() {
            let gutter =
                index == 0
                ? StyledText([sign, problem, Span(" ")]) + StyledText(indent)
                : StyledText(String(repeating: " ", count: lead))
            out.append(gutter + part)
        }
        guard mark != .removed else { return out }
        let problems =
            card.diagnostics.map { ($0.severity == .error ? Style.error : .warning, $0.message) }
            + card.brokenVariables.map { (Style.error, $0.message) }
        for (style, message) in problems {
            out.append(StyledText([Span(String(repeating: " ", count: lead)), Span("↳ " + message, style: style)]))
        }
        return out
    }

    /// The first line that may be shown so that the last line is at the bottom of `height` rows.
    static func maxScroll(of diff: CardDiff, width: Int, height: Int) -> Int {
        max(0, lines(of: diff, width: width).count - height)
    }

    /// `scroll` moved by a key: ↑/↓ (j/k) a line, Page Up/Down a page, Home/End to either end.
    static func scrolled(_ scroll: Int, by event: InputEvent, max limit: Int, page: Int) -> Int {
        let moved: Int
        switch event {
        case .key(let key) where key == .down || key == Key("j"): moved = scroll + 1
        case .key(let key) where key == .up || key == Key("k"): moved = scroll - 1
        case .key(.pageDown): moved = scroll + page
        case .key(.pageUp): moved = scroll - page
        case .key(.home): moved = 0
        case .key(.end): moved = limit
        default: moved = scroll
        }
        return min(max(0, moved), limit)
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let all = Self.lines(of: diff, width: area.width)
        let top = min(scroll, max(0, all.count - area.height))
        for (offset, line) in all.dropFirst(top).prefix(area.height).enumerated() {
            buffer.write(
                TextLayout.truncate(line, to: area.width), at: Point(x: area.x, y: area.y + offset), limit: area.maxX)
        }
    }
}
