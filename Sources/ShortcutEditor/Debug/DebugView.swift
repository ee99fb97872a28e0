import Foundation
import ShortcutKit
import TerminalUI

/// Draws the debugger: the cards of the shortcut the step is in (gutter: ● breakpoint, ▶ the
/// action about to run, ✓ ran; a loop's pass and the branch an If took after the sentence), the
/// values beside them, the line of the run's steps with where the step shown stands, the
/// status line and the keys.
struct DebugView {
    var layer: DebugLayer
    var app: ShortcutsApp

    /// The share of the width the cards take.
    static func cardsWidth(of width: Int) -> Int { max(20, width * 58 / 100) }

    func render(into buffer: inout ScreenBuffer) {
        let (body, keys) = buffer.bounds.splitBottom(1)
        let (main, statusRow) = body.splitBottom(1)
        let (panes, timelineRow) = main.splitBottom(1)
        let (left, right) = panes.splitLeft(Self.cardsWidth(of: panes.width))
        let cards = Box(title: cardsTitle, style: layer.focus == .cards ? .focusBorder : .border).render(
            in: left, into: &buffer)
        renderCards(in: cards, into: &buffer)
        let values = Box(title: valuesTitle, style: layer.focus == .values ? .focusBorder : .border).render(
            in: right, into: &buffer)
        renderValues(in: values, into: &buffer)
        renderTimeline(in: timelineRow, into: &buffer)
        var line = app.status
        line.left = stateText
        line.render(in: statusRow, now: app.now, into: &buffer)
        KeyBar(layer.keymap(in: app).keyBarItems).render(in: keys, into: &buffer)
    }

    // MARK: Cards

    private var cardsTitle: String {
        let name = layer.shownDocument(in: app)?.name ?? layer.pane.name
        let path = layer.frame.map(\.shortcuts) ?? []
        let place = path.count > 1 ? path.joined(separator: " › ") : name
        return "Debug · " + DisplayText.sanitized(place) + (layer.hasEdits(in: app) ? " · edited" : "")
    }

    /// Each row of the cards shown: its gutter, its sentence and what the run did there.
    func cardLines(height: Int) -> [(text: StyledText, selected: Bool)] {
        guard let session = layer.shownSession(in: app) else { return [] }
        let rows = session.document.rows
        guard !rows.isEmpty else { return [] }
        let marks = RunMarks(frame: layer.frame, document: session.shortcut)
        let breakpoints = layer.shownBreakpoints(in: app)
        let selection = session.selection ?? 0
        // The selection stays in view, a third of the way down when it can.
        let top = max(0, min(selection - height / 3, rows.count - height))
        var lines: [(StyledText, Bool)] = []
        let focused = layer.other == nil ? app.editor?.focusedToken?.slot : nil
        for index in top..<min(rows.count, top + height) {
            guard let card = session.card(at: index) else { continue }
            let id = card.row.actionID
            let isCard = card.row.isCard
            let isSelected = index == selection
            let gutter: [Span] = [
                isCard && breakpoints.contains(id) ? Span("●", style: .error) : Span(" "),
                isCard && marks.current == id
                    ? Span("▶", style: .accent)
                    : isCard && marks.ran.contains(id) ? Span("✓", style: .success) : Span(" "),
                Span(isSelected ? "›" : " ", style: .accent),
            ]
            var text = StyledText(gutter) + StyledText(String(repeating: "  ", count: card.row.depth))
            text =
                text
                + CardLine.text(card, focused: isSelected && layer.focus == .cards ? focused : nil, showMore: false)
            if isCard, let note = marks.note(for: id) { text.append("  " + note, style: .warning) }
            lines.append((text, isSelected))
        }
        return lines
    }

    private func renderCards(in area: Rect, into buffer: inout ScreenBuffer) {
        let lines = cardLines(height: area.height)
        guard !lines.isEmpty else {
            buffer.write("No actions", at: Point(x: area.x + 1, y: area.y), style: .muted, limit: area.maxX)
            return
        }
        for (offset, line) in lines.enumerated() {
            let row = Rect(x: area.x, y: area.y + offset, width: area.width, height: 1)
            buffer.write(TextLayout.truncate(line.text, to: row.width), at: Point(x: row.x, y: row.y), limit: row.maxX)
            if line.selected { buffer.restyle(row) { $0.adding(.bold) } }
        }
    }

    // MARK: Values

    private var valuesTitle: String {
        let trail = layer.trail.map { DisplayText.sanitized($0.label) }
        let base = layer.cursor.map { "Values before step \($0)" } ?? "Values"
        return ([base] + trail).joined(separator: " › ")
    }

    /// The rows of the values pane: name, type and value.
    func valueLines() -> [(text: StyledText, selected: Bool)] {
        let values = layer.shownValues(in: app)
        let catalog = app.environment.catalog
        // The names in a column as wide as the longest, up to 18.
        let column = min(18, values.map { TextWidth.width(of: DisplayText.sanitized($0.label)) }.max() ?? 0)
        return values.enumerated().map { index, value in
            var text = StyledText(" ")
            let name = TextLayout.truncate(StyledText(DisplayText.sanitized(value.label)), to: column).plainText
            let pad = String(repeating: " ", count: max(0, column - TextWidth.width(of: name)))
            text.append(name + pad, style: value.role == .output || value.role == .part ? .text : .variable)
            if let edited = layer.edits[value.label], value.role == .variable, layer.trail.isEmpty {
                let shown = RunReplay.runtime(edited).map { ValueText.summary(of: $0, limit: 30) } ?? ""
                text.append("  → " + DisplayText.sanitized(shown), style: .warning)
            }
            text.append("  " + DisplayText.sanitized(value.summary))
            if value.hasChildren { text.append(" ▸", style: .muted) }
            text.append("  " + value.typeName(in: catalog), style: .muted)
            return (text, index == layer.valueList.selected && layer.focus == .values)
        }
    }

    private func renderValues(in area: Rect, into buffer: inout ScreenBuffer) {
        var area = area
        if let editing = layer.editing {
            let (rest, field) = area.splitBottom(3)
            area = rest
            buffer.write(
                "New value of \(DisplayText.sanitized(editing.name)):", at: Point(x: field.x, y: field.y),
                style: .title, limit: field.maxX)
            TextField(editing.field, placeholder: "value", isFocused: true).render(in: field.row(1), into: &buffer)
            buffer.write(
                layer.editError ?? DebugLayer.valueKeys.hintLine, at: Point(x: field.x, y: field.y + 2),
                style: layer.editError == nil ? .muted : .error, limit: field.maxX)
        }
        guard let frame = layer.frame else {
            let text =
                layer.pane.isRunning
                ? "Running… the values show when the run stops" : "No step to show"
            buffer.write(text, at: Point(x: area.x + 1, y: area.y), style: .muted, limit: area.maxX)
            return
        }
        var lines = valueLines()
        // A step that failed says why above its values, in full.
        if let error = frame.error, layer.trail.isEmpty {
            let wrapped = TextLayout.wrap(
                StyledText([Span("✗ " + DisplayText.sanitized(error), style: .error)]), width: max(8, area.width - 1))
            lines.insert(contentsOf: wrapped.map { (StyledText(" ") + $0, false) }, at: 0)
        }
        if lines.isEmpty {
            lines = [(StyledText([Span("Nothing yet: no input, variables or outputs", style: .muted)]), false)]
        }
        if frame.incomplete, layer.trail.isEmpty {
            lines.insert(
                (
                    StyledText([Span("Steps before this one were not kept: some values may be older", style: .warning)]
                    ), false
                ),
                at: 0)
        }
        let selected = lines.firstIndex { $0.selected } ?? 0
        let top = max(0, min(selected - area.height / 2, lines.count - area.height))
        for (offset, line) in lines.dropFirst(top).prefix(area.height).enumerated() {
            let row = Rect(x: area.x, y: area.y + offset, width: area.width, height: 1)
            buffer.write(TextLayout.truncate(line.text, to: row.width), at: Point(x: row.x, y: row.y), limit: row.maxX)
            if line.selected { buffer.restyle(row) { $0.adding(.reverse) } }
        }
    }

    // MARK: The run's steps

    /// The line of steps' label: "step 7 of 12", or where the run is now.
    static func timelineLabel(of layer: DebugLayer) -> String {
        let total = layer.record?.steps.count ?? 0
        let at = layer.cursor ?? total
        return layer.cursor == nil && layer.stop != nil
            ? " now, after \(total) step\(total == 1 ? "" : "s") " : " step \(at) of \(total) "
    }

    /// The width of the scrubber on a line `width` wide.
    static func barWidth(_ width: Int) -> Int { max(0, min(40, width / 3)) }

    /// Where the scrubber is on a screen of `bounds`: the cells a click picks a step in.
    static func scrubber(of layer: DebugLayer, in bounds: Rect) -> Rect? {
        let row = bounds.splitBottom(1).0.splitBottom(1).0.splitBottom(1).1
        let width = barWidth(row.width)
        guard width > 4 else { return nil }
        return Rect(x: row.x + TextWidth.width(of: timelineLabel(of: layer)), y: row.y, width: width, height: 1)
    }

    /// "step 7 of 12 ━━━━●━━━━" and where the step is.
    func timelineText(width: Int) -> StyledText {
        var text = StyledText()
        let total = layer.record?.steps.count ?? 0
        let at = layer.cursor ?? (total + (layer.stop == nil ? 0 : 1))
        let count = max(total + (layer.stop == nil ? 0 : 1), 1)
        let label = Self.timelineLabel(of: layer)
        text.append(label, style: .title)
        let barWidth = Self.barWidth(width)
        if barWidth > 4 {
            let mark = count <= 1 ? 0 : (at - 1) * (barWidth - 1) / (count - 1)
            for index in 0..<barWidth {
                text.append(index == mark ? "●" : "━", style: index == mark ? .accent : .muted)
            }
            text.append(" ")
        }
        if let frame = layer.frame {
            var place = "\(layer.cursor == nil ? "⏸ before" : "before") \(frame.action.position) \(frame.action.title)"
            if let pass = frame.passes.last { place += " · pass \(pass)" }
            text.append(DisplayText.sanitized(place))
            if let error = frame.error { text.append("  ✗ " + DisplayText.sanitized(error), style: .error) }
        }
        return text
    }

    private func renderTimeline(in row: Rect, into buffer: inout ScreenBuffer) {
        buffer.write(
            TextLayout.truncate(timelineText(width: row.width), to: row.width), at: Point(x: row.x, y: row.y),
            limit: row.maxX)
    }

    private var stateText: String {
        let pane = layer.pane
        if layer.stop != nil { return layer.cursor == nil ? "Stopped" : "Stopped; looking back" }
        switch pane.phase {
        case .running: return "Running… it stops at a breakpoint (x stops it)"
        case .cancelling: return "Stopping…"
        case .finished:
            return "Finished"
                + (pane.output.map { ": " + DisplayText.sanitized(ValueText.oneLine(String($0.prefix(200)))) } ?? "")
        case .failed:
            if case .error(let message)? = pane.entries.last?.innermost {
                return "Failed: " + DisplayText.sanitized(message)
            }
            return "Failed"
        case .cancelled: return "Stopped"
        }
    }
}

/// What the run did at the cards of the shortcut a step is in: the action about to run, the
/// actions that ran, each loop's pass around it and the branch each If took.
struct RunMarks {
    var current: UUID?
    var ran: Set<UUID> = []
    private var notes: [UUID: String] = [:]

    init(frame: DebugFrame?, document: ShortcutDocument) {
        guard let frame, frame.document?.id == document.id else { return }
        current = frame.action.id
        ran = frame.ran
        let layout = ActionLayout(document)
        guard let position = layout.position(of: frame.action.id) else { return }
        // The blocks around the action, outermost first.
        var around: [Int] = []
        var inner = position
        while let parent = layout.entry(at: inner).parent {
            around.insert(parent, at: 0)
            inner = parent
        }
        let loops = around.filter { layout.entry(at: $0).action.kind.descriptor?.block?.loop != nil }
        // The passes are of the loops around it in its shortcut, outermost first.
        for (loop, pass) in zip(loops.reversed(), frame.passes.reversed()) {
            notes[layout.entry(at: loop).action.id] = "↻ pass \(pass)"
        }
        // Each If or menu that ran or holds the action: the body its actions ran in.
        let reached = ran.union([frame.action.id])
        for entry in layout.entries where entry.action.kind.descriptor?.block?.loop == nil {
            guard entry.end > entry.position, reached.contains(entry.action.id) || around.contains(entry.position),
                case let bodies? = entry.action.kind.descriptor?.block?.bodies
            else { continue }
            let body = layout.entries[entry.position..<entry.end].first {
                $0.parent == entry.position && (reached.contains($0.action.id) || around.contains($0.position))
            }?.step.body
            guard let body else { continue }
            switch bodies {
            case .members(let slots):
                notes[entry.action.id] =
                    slots.count == 2 ? (body == 0 ? "→ then" : "→ otherwise") : "→ \(slots[body].rawValue)"
            case .items: notes[entry.action.id] = "→ item \(body + 1)"
            }
        }
    }

    /// The note after a card's sentence: its pass, the branch it took.
    func note(for id: UUID) -> String? { notes[id] }
}
