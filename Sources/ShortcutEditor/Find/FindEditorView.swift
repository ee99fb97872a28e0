import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// Draws the Find editor: the Find as lines of fields ("Find [Books] where [All] of the
/// following are true", one line per filter row and sort key, limit, list), the focused field
/// reversed, then the live preview with its count. The footer shows its keys.
struct FindEditorView {
    var panel: FindEditor
    var find: FindAction
    var schema: FindSchema
    var card: CardModel?
    var catalog: Catalog
    var now: ContinuousClock.Instant

    func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        let frame = Rect(
            x: bounds.x + 2, y: bounds.y + 1, width: max(10, bounds.width - 4), height: max(8, bounds.height - 3))
        let inner = Box(title: "Find \(schema.entity.pluralName)", style: .focusBorder, fill: .dialog).render(
            in: frame, into: &buffer)
        let body = inner
        let lines = FindForm.lines(of: find)
        var y = body.y
        for (index, line) in lines.enumerated() where y < body.maxY {
            let text = self.text(of: line, focusedColumn: index == panel.line ? panel.column : nil)
            buffer.write(text, at: Point(x: body.x, y: y), limit: body.maxX)
            y += 1
            // The validator's findings on a filter row (unfinished, unknown property, …) under it.
            if case .filter(let row) = line {
                for diagnostic in problems(ofRow: row) {
                    for part in TextLayout.wrap("↳ " + diagnostic.message, width: max(8, body.width - 5))
                    where y < body.maxY {
                        buffer.write(
                            "     " + part, at: Point(x: body.x, y: y),
                            style: diagnostic.severity == .error ? .error : .warning,
                            limit: body.maxX)
                        y += 1
                    }
                }
            }
        }
        y += 1
        if y < body.maxY {
            renderPreview(in: Rect(x: body.x, y: y, width: body.width, height: body.maxY - y), into: &buffer)
        }
        if let menu = panel.menu { menu.menu.render(in: bounds, into: &buffer) }
        if let help = panel.help { help.render(in: bounds, into: &buffer) }
    }

    /// The diagnostics the card has about one filter row.
    func problems(ofRow row: Int) -> [Diagnostic] {
        card?.diagnostics(forParameter: FindAction.rowLabel(row)) ?? []
    }

    private func renderPreview(in area: Rect, into buffer: inout ScreenBuffer) {
        let preview = panel.preview
        var label = "Preview"
        switch preview.phase {
        case .searching(let since):
            label += " · \(Spinner.frame(since: since, now: now)) finding"
        case .idle where preview.note != "The list is known only when the shortcut runs":
            label +=
                " · \(preview.count.formatted()) found"
                + (preview.count > preview.items.count ? ", first \(preview.items.count) shown" : "")
        default: break
        }
        Separator(.horizontal, label: label).render(in: area.row(0), into: &buffer)
        var y = area.y + 1
        if case .failed(let message) = preview.phase {
            buffer.write(
                TextLayout.truncate("Could not run the Find: \(message)", to: area.width), at: Point(x: area.x, y: y),
                style: .error)
            y += 1
        } else if case .idle = preview.phase, preview.items.isEmpty, preview.note == nil {
            buffer.write(
                "No \(schema.entity.pluralName.lowercased()) match", at: Point(x: area.x, y: y), style: .muted,
                limit: area.maxX)
            y += 1
        }
        for item in preview.items where y < area.maxY - (preview.note == nil ? 0 : 1) {
            var text = StyledText()
            text.append(
                Glyphs.glyph(item.symbol ?? catalog.entity(find.entity)?.app.systemImageName) + " ", style: .accent)
            text.append(item.title)
            if let subtitle = item.subtitle { text.append(" — \(subtitle)", style: .muted) }
            buffer.write(text, at: Point(x: area.x, y: y), limit: area.maxX)
            y += 1
        }
        if let note = preview.note, y < area.maxY {
            buffer.write(note, at: Point(x: area.x, y: y), style: .muted, limit: area.maxX)
        }
    }

    /// A line as styled text, its fields as tokens.
    func text(of line: FindForm.Line, focusedColumn: Int?) -> StyledText {
        var form = FormLine(focusedColumn: focusedColumn, card: card)
        switch line {
        case .header:
            form.append("Find ")
            form.field(schema.entity.pluralName)
            form.append(" where ")
            form.field(find.matchAll ? "All" : "Any")
            form.append(" of the following are true")
        case .filter(let row):
            let condition = find.conditions[row]
            let property = schema.filterable(condition.property)
            form.append("  \(row + 1). ", style: .muted)
            form.field(property?.title ?? schema.title(of: condition.property), property == nil ? .error : .accent)
            form.append(" ")
            let comparator = condition.comparator
            form.field(comparator.phrase(for: property.flatMap { catalog.kind(for: $0.type) }))
            form.append(" ")
            form.token(
                FindForm.valueSlot(row: row, second: false), placeholder: comparator.unit == nil ? "Value" : "Number")
            if comparator.takesTwoValues {
                form.append(" and ")
                form.token(FindForm.valueSlot(row: row, second: true), placeholder: "Value")
            } else if let unit = comparator.unit {
                let count: Double? = if case .number(let n) = condition.value { n } else { nil }
                form.append(" ")
                form.field(unit.title(count: count))
            }
        case .addFilter:
            form.append("  ")
            form.field("+ Add filter", .muted)
        case .sort(let row):
            let key = find.sort[row]
            let property = schema.sortable.first { $0.name == key.property }
            form.append(row == 0 ? "Sort by " : "   then ")
            form.field(property?.title ?? schema.title(of: key.property), property == nil ? .error : .accent)
            form.append(", ")
            form.field(SentenceBuilder.orderName(property?.type, ascending: key.ascending))
        case .addSort:
            form.append("  ")
            form.field("+ Add sort key", .muted)
        case .limit:
            form.append("Limit ")
            form.field(find.limit == nil ? "Off" : "On")
            if find.limit != nil {
                form.append(", get ")
                form.token("limit", placeholder: "Number")
                form.append(" \(schema.entity.pluralName)")
            }
        case .source:
            form.append("In ")
            if find.source == nil {
                form.field("All \(schema.entity.pluralName)")
            } else {
                form.token("from", placeholder: "List")
            }
        }
        return form.text
    }
}
