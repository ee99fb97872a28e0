import TerminalUI

/// Clicks and the wheel on the editor's cards, as its keys do: the wheel moves the selection a
/// card at a time, a click selects a card, and a click on the selected card edits its focused
/// token (Enter). The hit test is the frame's own layout (``EditorView/row(at:in:)``).
extension ShortcutsApp {
    mutating func handleEditorMouse(_ event: InputEvent) -> [Effect<Message>] {
        guard case .mouse(let mouse) = event, let screen = editor else { return [] }
        switch mouse.kind {
        case .scrollUp: return runEditor(.up)
        case .scrollDown: return runEditor(.down)
        case .press(.left):
            let view = EditorView(
                screen: screen, status: status,
                keymap: EditorKeymap.keymap(for: screen, hasClipboard: clipboard != nil),
                catalog: environment.catalog)
            guard let row = view.row(at: mouse.position, in: Rect(screenSize)) else { return [] }
            if row == screen.session.selection { return runEditor(.edit) }
            editor?.session.select(row)
            editor?.tokenIndex = 0
            return []
        default:
            return []
        }
    }
}
