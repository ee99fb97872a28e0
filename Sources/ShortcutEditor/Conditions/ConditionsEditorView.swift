import ShortcutKit
import TerminalUI

/// Draws an If's condition list over the cards: "If [All] of the following are true", one
/// numbered line per condition with its fields as the card's tokens show them (the focused one
/// reversed) and the validator's findings on it underneath, then "+ Add condition".
struct ConditionsEditorView {
    var panel: ConditionsEditor
    var conditional: Conditional
    var card: CardModel?

    func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        let frame = Rect(
            x: bounds.x + 2, y: bounds.y + 1, width: max(10, bounds.width - 4), height: max(6, bounds.height - 3))
        let body = Box(title: "If: Conditions", style: .focusBorder, fill: .dialog).render(in: frame, into: &buffer)
        var y = body.y
        for (index, line) in ConditionForm.lines(of: conditional).enumerated() where y < body.maxY {
            let text = self.text(of: line, focusedColumn: index == panel.line ? panel.column : nil)
            buffer.write(TextLayout.truncate(text, to: body.width), at: Point(x: body.x, y: y), limit: body.maxX)
            y += 1
            guard case .row(let row) = line else { continue }
            for diagnostic in problems(ofRow: row) {
                for part in TextLayout.wrap("↳ " + diagnostic.message, width: max(8, body.width - 5))
                where y < body.maxY {
                    buffer.write(
                        "     " + part, at: Point(x: body.x, y: y),
                        style: diagnostic.severity == .error ? .error : .warning, limit: body.maxX)
                    y += 1
                }
            }
        }
    }

    /// The card's diagnostics about a row's members.
    func problems(ofRow row: Int) -> [Diagnostic] {
        Conditional.Member.allCases.flatMap { card?.diagnostics(forSlot: conditional.slot($0, row: row)) ?? [] }
    }

    /// A line as styled text, its fields as tokens.
    func text(of line: ConditionForm.Line, focusedColumn: Int?) -> StyledText {
        var text = StyledText()
        var column = 0
        func field(_ words: String, _ style: Style = .accent) {
            var style = style
            if column == focusedColumn { style = style.adding([.reverse, .underline]) }
            text.append(words, style: style)
            column += 1
        }
        func token(_ slot: SlotID, placeholder: String) {
            guard let token = card?.token(slot) else { return field(placeholder, .placeholder) }
            switch token.state {
            case .empty: field(placeholder, .placeholder)
            case .constant: field(token.display)
            case .ask: field("Ask: \(token.display)", .variable)
            case .variable(let broken):
                field(Pill.span(token.display, style: .variable).text, broken ? .error : .variable)
            }
        }
        switch line {
        case .header:
            text.append("If ")
            field(conditional.matchAll ? "All" : "Any", conditional.hasSeveralConditions ? .accent : .muted)
            text.append(" of the following are true")
        case .row(let row):
            let r = conditional.rows[row]
            text.append("  \(row + 1). ", style: .muted)
            token(conditional.slot(.input, row: row), placeholder: "Input")
            text.append(" ")
            field(r.condition.phrase)
            if r.condition.operandCount >= 1 {
                text.append(" ")
                token(conditional.slot(.value, row: row), placeholder: "Value")
            }
            if r.condition.operandCount >= 2 {
                text.append(" and ")
                token(conditional.slot(.value2, row: row), placeholder: "Value")
            }
        case .add:
            text.append("  ")
            field("+ Add condition", .muted)
        }
        return text
    }
}
