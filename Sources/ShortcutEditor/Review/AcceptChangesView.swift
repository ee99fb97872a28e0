import ShortcutKit
import TerminalUI

/// Draws an agent's work waiting to be accepted: a box over the editor titled with who did what,
/// the changes as cards, what accepting lets it touch, and the keys.
struct AcceptChangesView {
    let layer: AcceptChangesLayer

    /// The box: as tall as the cards and the footer need, up to most of the screen.
    static func frame(in bounds: Rect, review: AcceptChangesLayer.Review?) -> Rect {
        let width = max(20, min(bounds.width - 4, 110))
        let cards = review.map { CardDiffView.lines(of: $0.diff, width: width - 2).count } ?? 1
        let needed = cards + 1 + footerHeight + 2
        return bounds.centered(Size(width: width, height: min(max(8, bounds.height - 4), max(8, needed))))
    }

    /// The lines under the cards: the counts, the effects, what Enter does, and the keys.
    static let footerHeight = 4

    /// Where the cards are drawn.
    static func cardArea(in bounds: Rect, review: AcceptChangesLayer.Review) -> Rect {
        let inner = Box.inner(frame(in: bounds, review: review))
        return inner.splitBottom(min(inner.height, footerHeight + 1)).0
    }

    func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        let review: AcceptChangesLayer.Review? =
            switch layer.phase {
            case .ready(let review), .accepting(let review): review
            case .loading, .failed: nil
            }
        let agent = DisplayText.sanitized(layer.agent)
        let name = DisplayText.sanitized(layer.shortcut.name)
        let title =
            review?.hadPrevious == false
            ? "'\(name)', written by \(agent)" : "What \(agent) changed in '\(name)' since a person last had it"
        let frame = Self.frame(in: bounds, review: review)
        let inner = Box(title: title, style: .focusBorder, fill: .dialog).render(in: frame, into: &buffer)
        guard inner.height > 2 else { return }
        let footerTop = inner.maxY - Self.footerHeight
        switch layer.phase {
        case .loading:
            buffer.write("Reading the versions…", at: Point(x: inner.x, y: inner.y), style: .info, limit: inner.maxX)
        case .failed(let reason):
            buffer.write(
                TextLayout.truncate(StyledText(DisplayText.sanitized(reason), style: .error), to: inner.width),
                at: Point(x: inner.x, y: inner.y))
        case .ready(let review), .accepting(let review):
            let area = Self.cardArea(in: bounds, review: review)
            CardDiffView(diff: review.diff, scroll: layer.scroll).render(in: area, into: &buffer)
            let counts = review.diff.summary
            buffer.write(TextLayout.truncate(StyledText(counts), to: inner.width), at: Point(x: inner.x, y: footerTop))
            buffer.write(
                TextLayout.truncate(StyledText(review.effects), to: inner.width),
                at: Point(x: inner.x, y: footerTop + 1))
        }
        let doing: String =
            switch layer.phase {
            case .accepting: "Accepting…"
            case .ready: "Accepting lets it run as your own shortcuts do, as far as the config file allows"
            case .loading, .failed: ""
            }
        buffer.write(doing, at: Point(x: inner.x, y: footerTop + 2), style: .muted, limit: inner.maxX)
        buffer.write(
            AcceptChangesLayer.keymap(layer.phase).hintLine, at: Point(x: inner.x, y: inner.maxY - 1), style: .muted,
            limit: inner.maxX)
    }
}
