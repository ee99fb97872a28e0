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
        if let field = browser.keyField, let parent = browser.keyOf {
            // The key field takes the hint's row: "Dictionary › key: name".
            let label = "\(parent.label) › key: "
            buffer.write(label, at: Point(x: hint.x, y: hint.y), style: .accent, limit: hint.maxX)
            let x = hint.x + TextWidth.width(of: label)
            TextField(field, placeholder: "type a key", isFocused: true)
                .render(in: Rect(x: x, y: hint.y, width: max(1, hint.maxX - x), height: 1), into: &buffer)
            return
        }
        buffer.write(
            ContextKeymaps.variables.hintLine, at: Point(x: hint.x, y: hint.y), style: .muted, limit: hint.maxX)
    }
}
