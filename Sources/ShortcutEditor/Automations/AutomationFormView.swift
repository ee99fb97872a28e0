import ShortcutKit
import TerminalUI

/// Draws the form that adds an automation: a box over the automations screen, a line per field
/// (a text field, or a choice between ‹ and ›), what is wrong with a field under it, and the keys.
struct AutomationFormView {
    var form: AutomationForm

    static let labelWidth = 12

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let problems = form.problems
        let hints = form.hint
        var lines: [(field: AutomationForm.Field, note: (String, Style)?)] = []
        for field in form.fields {
            let note = problems[field].map { ("↳ \($0)", Style.error) } ?? hints[field].map { ("↳ \($0)", Style.muted) }
            lines.append((field, note))
        }
        let height = lines.count + lines.filter { $0.note != nil }.count + 4
        let width = min(area.width - 2, 88)
        let box = area.centered(Size(width: width, height: min(height, area.height)))
        let inner = Box(title: "Add automation", style: .focusBorder).render(in: box, into: &buffer)
        var y = inner.y
        let valueX = inner.x + 1 + Self.labelWidth
        let valueWidth = max(1, inner.maxX - valueX - 1)
        for (field, note) in lines where y < inner.maxY - 2 {
            let focused = field == form.focus
            _ = buffer.write(
                field.label, at: Point(x: inner.x + 1, y: y), style: focused ? .accent : .muted,
                limit: valueX - 1)
            let row = Rect(x: valueX, y: y, width: valueWidth, height: 1)
            if let text = form.field(field) {
                let placeholder = field == .input ? "none" : ""
                TextField(text, placeholder: placeholder, isFocused: focused).render(in: row, into: &buffer)
            } else {
                let value = DisplayText.sanitized(form.value(of: field))
                let shown = focused ? "‹ \(value) ›" : value
                _ = buffer.write(
                    shown, at: Point(x: row.x, y: row.y), style: focused ? Style.accent.adding(.reverse) : .plain,
                    limit: row.maxX)
            }
            y += 1
            if let (text, style) = note, y < inner.maxY - 2 {
                _ = buffer.write(
                    DisplayText.sanitized(text), at: Point(x: valueX, y: y), style: style, limit: valueX + valueWidth)
                y += 1
            }
        }
        let said =
            form.adding
            ? "Adding…"
            : problems.isEmpty ? "Enter adds it, disabled: e on the list enables it" : "Fix what is marked to add it"
        _ = buffer.write(said, at: Point(x: inner.x + 1, y: inner.maxY - 1), style: .muted, limit: inner.maxX - 1)
        let keys = Layout.screen(in: buffer.bounds).keys
        buffer.fill(keys)
        KeyBar(AutomationsKeymap.form(onChoice: !form.isText(form.focus)).keyBarItems).render(in: keys, into: &buffer)
    }
}
