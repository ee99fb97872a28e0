import Foundation
import ShortcutKit
import TerminalUI

/// Draws the describe box: the words typed (or the plan the model's answer made), what is going
/// on, and the keys.
struct DescribeView {
    let layer: DescribeLayer
    let now: ContinuousClock.Instant
    /// The shortcut has no actions yet: it is a shortcut described, not a change.
    let isNew: Bool

    func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        let reviewing: ShortcutPlan? = if case .reviewing(let plan) = layer.phase { plan } else { nil }
        let height = reviewing == nil ? 7 : max(8, bounds.height - 4)
        let frame = bounds.centered(Size(width: max(20, min(bounds.width - 4, 96)), height: height))
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
        case .reviewing(let plan):
            let lines = DescribeLayer.lines(of: plan)
            let rows = inner.height - 2
            for (offset, line) in lines.dropFirst(layer.scroll).prefix(rows).enumerated() {
                buffer.write(TextLayout.truncate(line, to: inner.width), at: Point(x: inner.x, y: inner.y + offset))
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
