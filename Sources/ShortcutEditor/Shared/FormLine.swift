import ShortcutKit
import TerminalUI

/// One line of a form that edits a card's rows (the Find editor, an If's condition list): words,
/// and fields numbered left to right as the keys move between them, the focused one shown
/// reversed; a field that is a card's slot shows its token as the card does.
struct FormLine {
    private(set) var text = StyledText()
    private var column = 0
    let focusedColumn: Int?
    let card: CardModel?

    init(focusedColumn: Int?, card: CardModel?) {
        self.focusedColumn = focusedColumn
        self.card = card
    }

    /// Words that are not a field.
    mutating func append(_ words: String, style: Style = .plain) { text.append(words, style: style) }

    /// The next field.
    mutating func field(_ words: String, _ style: Style = .accent) {
        var style = style
        if column == focusedColumn { style = style.adding([.reverse, .underline]) }
        text.append(words, style: style)
        column += 1
    }

    /// The next field, showing the card's token for `slot`.
    mutating func token(_ slot: SlotID, placeholder: String) {
        guard let token = card?.token(slot) else { return field(placeholder, .placeholder) }
        switch token.state {
        case .empty: field(placeholder, .placeholder)
        case .constant: field(token.display)
        case .ask: field("Ask: \(token.display)", .variable)
        case .variable(let broken): field(Pill.span(token.display, style: .variable).text, broken ? .error : .variable)
        }
    }
}
