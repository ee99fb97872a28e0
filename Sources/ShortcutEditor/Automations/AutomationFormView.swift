import ShortcutKit
import TerminalUI

/// Draws the form that adds an automation: a box over the automations screen, a line per field
/// (a text field, or a choice between ‹ and ›), what is wrong with a field under it, and the keys.
/// On a short terminal the lines scroll to keep the focused field in sight; the status line
/// and the key bar stay uncovered.
struct AutomationFormView {
    var form: AutomationForm

    static let labelWidth = 12

    /// One line of the form: a field, or the note under one.
    private enum Line {
        case field(AutomationForm.Field)
        case note(String, Style)
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let problems = form.problems
        let hints = form.hint
        var lines: [Line] = []
        var focusedLine = 0
        for field in form.fields {
            if field == form.focus { focusedLine = lines.count }
            lines.append(.field(field))
            if let problem = problems[field] {
                lines.append(.note("↳ \(problem)", .error))
            } else if let hint = hints[field] {
                lines.append(.note("↳ \(hint)", .muted))
            }
        }
        let layout = Layout.screen(in: area)
        // Its lines, a blank line and the line that says what Enter does, in a border.
        let height = min(lines.count + 4, layout.box.height)
        let box = layout.box.centered(Size(width: min(layout.box.width - 2, 88), height: height))
        let inner = Box(title: "Add automation", style: .focusBorder).render(in: box, into: &buffer)
        let rows = max(1, inner.height - 2)
        // The focused field and its note in sight.
        let last = focusedLine + (focusedLine + 1 < lines.count && isNote(lines[focusedLine + 1]) ? 1 : 0)
        let first = max(0, min(last - rows + 1, lines.count - rows))
        let valueX = inner.x + 1 + Self.labelWidth
        let valueEnd = inner.maxX - 1
        for (offset, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            let y = inner.y + offset
            switch line {
            case .note(let text, let style):
                _ = buffer.write(DisplayText.sanitized(text), at: Point(x: valueX, y: y), style: style, limit: valueEnd)
            case .field(let field):
                let focused = field == form.focus
                _ = buffer.write(
                    field.label, at: Point(x: inner.x + 1, y: y), style: focused ? .accent : .muted, limit: valueX - 1)
                let row = Rect(x: valueX, y: y, width: max(1, valueEnd - valueX), height: 1)
                if let text = form.field(field) {
                    TextField(text, placeholder: field == .input ? "none" : "", isFocused: focused).render(
                        in: row, into: &buffer)
                } else {
                    let value = DisplayText.sanitized(form.value(of: field))
                    _ = buffer.write(
                        focused ? "‹ \(value) ›" : value, at: Point(x: row.x, y: y),
                        style: focused ? Style.accent.adding(.reverse) : .plain, limit: row.maxX)
                }
            }
        }
        let said =
            form.adding
            ? "Adding…"
            : problems.isEmpty ? "Enter adds it, disabled: e on the list enables it" : "Fix what is marked to add it"
        _ = buffer.write(said, at: Point(x: inner.x + 1, y: inner.maxY - 1), style: .muted, limit: valueEnd)
        buffer.fill(layout.keys)
        KeyBar(AutomationsKeymap.form(onChoice: !form.isText(form.focus)).keyBarItems).render(
            in: layout.keys, into: &buffer)
    }

    private func isNote(_ line: Line) -> Bool {
        if case .note = line { true } else { false }
    }
}
