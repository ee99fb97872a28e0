import ShortcutKit
import TerminalUI

/// Draws the variable picker: the trail in its title, the candidates (those that only open
/// indented), and the keys.
struct VariableBrowserView {
    var browser: VariableBrowser

    func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        let layout = Layout.variables(in: bounds)
        let title = (["Variables"] + browser.trail.map(\.label)).joined(separator: " › ")
        let inner = Box(title: title, style: .focusBorder, fill: .dialog).render(in: layout.frame, into: &buffer)
        let hint = inner.splitBottom(1).1
        let items = browser.candidates.map {
            ListItem(($0.fits ? "" : "  ") + $0.label + ($0.hasChildren ? " ›" : ""), detail: $0.fits ? nil : "open")
        }
        ListView(items: items, state: browser.list, isFocused: true, emptyText: "No variable fits").render(
            in: layout.list, into: &buffer)
        buffer.write("Enter pick · → into · ← back", at: Point(x: hint.x, y: hint.y), style: .muted, limit: hint.maxX)
    }
}
