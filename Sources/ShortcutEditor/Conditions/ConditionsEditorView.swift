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
        var form = FormLine(focusedColumn: focusedColumn, card: card)
        switch line {
        case .header:
            form.append("If ")
            form.field(conditional.matchAll ? "All" : "Any", conditional.hasSeveralConditions ? .accent : .muted)
            form.append(" of the following are true")
        case .row(let row):
            let r = conditional.rows[row]
            form.append("  \(row + 1). ", style: .muted)
            form.token(conditional.slot(.input, row: row), placeholder: "Input")
            form.append(" ")
            form.field(r.condition.phrase)
            if r.condition.operandCount >= 1 {
                form.append(" ")
                form.token(conditional.slot(.value, row: row), placeholder: "Value")
            }
            if r.condition.operandCount >= 2 {
                form.append(" and ")
                form.token(conditional.slot(.value2, row: row), placeholder: "Value")
            }
        case .add:
            form.append("  ")
            form.field("+ Add condition", .muted)
        }
        return form.text
    }
}
