import Foundation
import ShortcutKit
import TerminalUI

/// Draws the editor: the cards in a box titled with the shortcut's name (`•` when unsaved, and
/// "— runs programs" when it runs programs or reaches the network: docs/security.md), the
/// selected card's diagnostics under it, the status line with the validation summary, the key
/// bar from the editor's keymap, and the overlay on top.
struct EditorView {
    var screen: EditorScreen
    var status: StatusLine
    var keymap: Keymap<EditorCommand>
    var catalog: Catalog

    func render(into buffer: inout ScreenBuffer, now: ContinuousClock.Instant) {
        let (body, keys) = buffer.bounds.splitBottom(1)
        let (boxArea, statusRow) = body.splitBottom(1)
        let session = screen.session
        let title =
            session.shortcut.name + (session.isDirty ? " •" : "")
            + (session.validation.gatedEffectsPhrase.map { " — \($0)" } ?? "")
            + (screen.agentAuthor.map {
                " — written by an agent (\(DisplayText.sanitized($0))), not yet accepted: T to look"
            }
                ?? "")
        Box(title: title, style: .focusBorder).render(in: boxArea, into: &buffer)
        renderInput(in: boxArea, after: title, into: &buffer)
        renderCards(in: Self.cardArea(in: buffer.bounds), into: &buffer)
        var line = status
        line.left = session.validation.statusText
        line.right = session.selection.map { "\($0 + 1)/\(session.document.rows.count)" } ?? ""
        line.render(in: statusRow, now: now, into: &buffer)
        // A layer with keys of its own (the Find editor) draws its footer over this one.
        KeyBar(keymap.keyBarItems).render(in: keys, into: &buffer)
    }

    /// What the shortcut receives as input ("Receives Text · if none: Ask for it"), at the right
    /// of the top border when there is room after the title; `N` changes it.
    func renderInput(in box: Rect, after title: String, into buffer: inout ScreenBuffer) {
        guard let input = screen.session.shortcut.input else { return }
        let label = " " + DisplayText.sanitized(InputWording.label(input, catalog: catalog)) + " "
        let x = box.maxX - 2 - TextWidth.width(of: label)
        guard x > box.x + 1 + TextWidth.width(of: " \(title) ") + 1 else { return }
        buffer.write(label, at: Point(x: x, y: box.y), style: .muted, limit: box.maxX - 1)
    }

    /// The lines of the card list: each row's sentence wrapped to `width` (continuation lines
    /// indented under the sentence), and under the selected row its problems.
    /// The lines of the cards that can reach the screen. Every card is at least one line, and
    /// `renderCards` scrolls only once the selection passes the first screen, keeping it on the
    /// last line: so only the `height` cards above the selection can show, and cards below it
    /// only while it is within the first `height`. Laying out just those keeps a keypress's frame
    /// independent of the shortcut's length, and scrolls exactly as laying out all of them would.
    private func lines(width: Int, height: Int) -> (
        lines: [(text: StyledText, isSelected: Bool, row: Int)], selected: ClosedRange<Int>?
    ) {
        let session = screen.session
        var out: [(StyledText, Bool, Int)] = []
        var selected: ClosedRange<Int>?
        let focus = screen.focusedToken?.slot
        let rows = session.document.rows.indices
        let anchor = session.selection ?? 0
        let window = max(rows.lowerBound, anchor - height)..<min(rows.upperBound, max(anchor, height) + 1)
        for index in window {
            guard let card = session.card(at: index) else { continue }
            let isSelected = index == session.selection
            let indent = String(repeating: "  ", count: card.row.depth)
            var text = StyledText(indent)
            let marker: Span =
                switch card.severity {
                case .error?: Span("✖", style: .error)
                case .warning?: Span("!", style: .warning)
                case nil: Span(" ")
                }
            let breakpoint =
                screen.breakpoints.contains(card.row.actionID) && card.row.isCard
                ? Span("●", style: .error) : Span(" ")
            text = StyledText([breakpoint, marker, Span(isSelected ? "›" : " ", style: .accent)]) + text
            let sentence = CardLine.text(
                card, focused: isSelected ? focus : nil, showMore: screen.expanded.contains(card.row.actionID))
            // The gutter leads the first line; later lines start under the sentence.
            let lead = 3 + indent.count
            let wrapped = TextLayout.wrap(sentence, width: max(8, width - lead - 2))
            let start = out.count
            for (lineIndex, part) in wrapped.enumerated() {
                out.append(
                    (
                        lineIndex == 0 ? text + part : StyledText(String(repeating: " ", count: lead + 2)) + part,
                        isSelected, index
                    ))
            }
            if wrapped.isEmpty { out.append((text, isSelected, index)) }
            if isSelected {
                let problems =
                    card.diagnostics.map { ($0.severity == .error ? Style.error : .warning, $0.message) }
                    + card.brokenVariables.map { (Style.error, $0.message) }
                for (style, message) in problems {
                    out.append(
                        (StyledText([Span("     " + indent), Span("↳ " + message, style: style)]), false, index))
                }
                selected = start...(out.count - 1)
            }
        }
        return (out, selected)
    }

    /// The area the cards are drawn in, inside the box.
    static func cardArea(in bounds: Rect) -> Rect {
        Box.inner(bounds.splitBottom(1).0.splitBottom(1).0)
    }

    /// The lines of the cards on screen in `area`: scrolled just enough to show the selected
    /// card and its problems.
    private func shownLines(in area: Rect) -> ArraySlice<(text: StyledText, isSelected: Bool, row: Int)> {
        let (lines, selected) = lines(width: area.width, height: area.height)
        var top = 0
        if let selected, selected.upperBound >= area.height {
            top = min(selected.lowerBound, selected.upperBound - area.height + 1)
        }
        return lines.dropFirst(top).prefix(area.height)
    }

    /// The row (card) drawn at `point` of a screen of `bounds`, for a click: the same layout
    /// as the frame, so what is clicked is what is shown.
    func row(at point: Point, in bounds: Rect) -> Int? {
        let area = Self.cardArea(in: bounds)
        guard area.contains(point) else { return nil }
        let shown = Array(shownLines(in: area))
        let offset = point.y - area.y
        return shown.indices.contains(offset) ? shown[offset].row : nil
    }

    private func renderCards(in area: Rect, into buffer: inout ScreenBuffer) {
        let shown = shownLines(in: area)
        guard !shown.isEmpty else {
            buffer.write(
                "No actions yet: press a to add one", at: Point(x: area.x + 2, y: area.y), style: .muted,
                limit: area.maxX)
            return
        }
        for (offset, line) in shown.enumerated() {
            let row = Rect(x: area.x, y: area.y + offset, width: area.width, height: 1)
            buffer.write(TextLayout.truncate(line.text, to: row.width), at: Point(x: row.x, y: row.y), limit: row.maxX)
            if line.isSelected { buffer.restyle(row) { $0.adding(.bold) } }
        }
    }
}
