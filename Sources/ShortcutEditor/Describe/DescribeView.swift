import Foundation
import ShortcutKit
import TerminalUI

/// Draws the describe box: the words typed (or the plan the model's answer made, as the editor's
/// cards marked put in and taken out), what is going on, and the keys.
struct DescribeView {
    let layer: DescribeLayer
    let now: ContinuousClock.Instant
    /// The shortcut has no actions yet: it is a shortcut described, not a change.
    let isNew: Bool

    /// The box's width in `bounds`.
    static func width(in bounds: Rect) -> Int { max(20, min(bounds.width - 4, 110)) }

    /// The box: a line's height while typing; for a plan, as tall as its cards and footer need,
    /// up to most of the screen.
    static func frame(in bounds: Rect, plan: (ShortcutPlan, CardDiff)?) -> Rect {
        let width = width(in: bounds)
        guard let (plan, diff) = plan else { return bounds.centered(Size(width: width, height: 7)) }
        let cards = CardDiffView.lines(of: diff, width: width - 2).count
        let needed = cards + 1 + DescribeLayer.footer(of: plan, diff).count + 1 + 2
        return bounds.centered(Size(width: width, height: min(max(8, bounds.height - 4), max(8, needed))))
    }

    /// Where a plan's cards are drawn: the box's inside above the footer and the keys.
    static func cardArea(in bounds: Rect, plan: ShortcutPlan, diff: CardDiff) -> Rect {
        let inner = Box.inner(frame(in: bounds, plan: (plan, diff)))
        let footer = DescribeLayer.footer(of: plan, diff).count
        return inner.splitBottom(min(inner.height, footer + 2)).0
    }

    func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        let reviewing: (ShortcutPlan, CardDiff)? =
            if case .reviewing(let plan, let diff) = layer.phase { (plan, diff) } else { nil }
        let frame = Self.frame(in: bounds, plan: reviewing)
        let title = (isNew ? "Describe a shortcut" : "Describe a change") + " — \(layer.target)"
        let inner = Box(title: title, style: .focusBorder, fill: .dialog).render(in: frame, into: &buffer)
        guard inner.height > 2 else { return }
        switch layer.phase {
        case .typing, .asking:
            TextField(
                layer.request, placeholder: isNew ? "What should it do?" : "What should change?",
                isFocused: { if case .typing = layer.phase { true } else { false } }()
            ).render(in: inner.row(0), into: &buffer)
            let status: StyledText
            if case .asking(let since) = layer.phase {
                let seconds = Int((now - since).components.seconds)
                status = StyledText("Asking the model… \(seconds) s", style: .info)
            } else if let error = layer.error {
                status = StyledText(DisplayText.sanitized(error), style: .error)
            } else {
                status = StyledText(
                    "The model answers with a plan to look at; nothing changes before you apply it", style: .muted)
            }
            buffer.write(TextLayout.truncate(status, to: inner.width), at: Point(x: inner.x, y: inner.y + 2))
        case .reviewing(let plan, let diff):
            let cards = Self.cardArea(in: bounds, plan: plan, diff: diff)
            CardDiffView(diff: diff, scroll: layer.scroll).render(in: cards, into: &buffer)
            for (offset, line) in DescribeLayer.footer(of: plan, diff).enumerated() {
                let y = cards.maxY + 1 + offset
                guard y < inner.maxY - 1 else { break }
                buffer.write(TextLayout.truncate(line, to: inner.width), at: Point(x: inner.x, y: y))
            }
        }
        let keys = DescribeLayer.keymapHint(layer.phase)
        buffer.write(keys, at: Point(x: inner.x, y: inner.maxY - 1), style: .muted, limit: inner.maxX)
    }
}

extension DescribeLayer {
    static func keymapHint(_ phase: Phase) -> String {
        switch phase {
        case .typing: ContextKeymaps.describe.hintLine
        case .asking: ContextKeymaps.describeAsking.hintLine
        case .reviewing: ContextKeymaps.describeReview.hintLine
        }
    }
}
