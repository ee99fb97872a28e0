import ShortcutKit
import TerminalUI

/// One card as styled text: the app's glyph, then the sentence with its tokens styled by state
/// (placeholder when empty, the value, a pill for a variable, the error style when broken), the
/// focused token reversed.
enum CardLine {
    static func text(_ card: CardModel, focused: SlotID?, showMore: Bool) -> StyledText {
        var text = StyledText()
        text.append(Glyphs.glyph(card.icon), style: card.row.isCard ? .accent : .muted)
        text.append(" ")
        guard let sentence = card.sentence else {
            // A synthetic row; a menu item's title is its token.
            if let token = card.tokens.first {
                append(token, focused: focused == token.slot, to: &text)
            } else {
                text.append(card.title, style: .title)
            }
            return text
        }
        append(sentence.pieces, card, focused: focused, to: &text)
        // An If's conditions follow its sentence on the card's line; the condition list shows
        // them one a line.
        for (index, row) in sentence.rows.enumerated() {
            text.append(index == 0 ? ": " : "; ", style: .muted)
            append(row, card, focused: focused, to: &text)
        }
        if card.hasMore {
            text.append(showMore ? "  ▾ " : "  ▸ Show More", style: .muted)
            if showMore { appendMore(sentence.more, card, focused: focused, to: &text) }
        }
        return text
    }

    private static func append(
        _ pieces: [ActionSentence.Piece], _ card: CardModel, focused: SlotID?, to text: inout StyledText
    ) {
        for piece in pieces {
            switch piece {
            case .text(let words): text.append(words)
            case .slot(let name, _, _):
                if let token = card.token(name) { append(token, focused: focused == name, to: &text) }
            }
        }
    }

    /// The parameters under "Show More", each with its title ("Read Again: Off"): outside the
    /// sentence a value alone does not say what it sets. An empty one shows its title as the
    /// placeholder already.
    private static func appendMore(
        _ pieces: [ActionSentence.Piece], _ card: CardModel, focused: SlotID?, to text: inout StyledText
    ) {
        var first = true
        for case .slot(let name, _, _) in pieces {
            guard let token = card.token(name) else { continue }
            if !first { text.append("  ") }
            first = false
            if !token.isEmpty { text.append("\(token.title): ", style: .muted) }
            append(token, focused: focused == name, to: &text)
        }
    }

    private static func append(_ token: EditableToken, focused: Bool, to text: inout StyledText) {
        var span: Span
        switch token.state {
        case .empty: span = Span(token.display, style: .placeholder)
        case .constant: span = Span(token.display, style: .accent)
        case .ask: span = Span("Ask: \(token.display)", style: .variable)
        case .variable(let broken): span = Pill.span(token.display, style: broken ? .error : .variable)
        }
        if focused { span.style = span.style.adding([.reverse, .underline]) }
        text.append(span)
    }
}
