import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// The action library overlay: a query and the entries matching it.
struct ActionSearch {
    var query = TextFieldState()
    var results: [ActionLibrary.Entry]
    var list = ListState()
}

extension ActionSearch: Layer {
    var context: Context { .actions }
    var highlightedRow: Int? { list.selected }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> { ContextKeymaps.actions }
    func takesText(in host: ShortcutsApp) -> Bool { true }

    /// Enter adds the highlighted action below the selected card, Esc closes, the arrows move,
    /// anything typed searches.
    mutating func update(_ input: LayerEvent<Never>, host: inout ShortcutsApp) -> LayerStep<Never> {
        switch input {
        case .command(.entry(.cancel), _): return .close()
        case .command(.entry(.accept), _):
            guard let index = list.selected, results.indices.contains(index) else { return .stay() }
            let entry = results[index]
            let actions = host.environment.actions
            let edit = host.editor?.session.add(entry, from: actions)
            host.editor?.tokenIndex = 0
            if let slot = edit?.openSlot { host.editor?.focus(slot: slot) }
            host.notify("Added \(entry.title)")
            return .close()
        case .command(.listKey, let event):
            _ = list.handle(
                event, items: results.map { ListItem($0.title) },
                area: Layout.actionSearch(in: Rect(host.screenSize)).list)
        case .command(_, let event), .event(let event):
            if query.handle(event) {
                results = host.environment.actions.search(query.text)
                list = ListState(selected: results.isEmpty ? nil : 0)
            }
        }
        return .stay()
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        ActionSearchView(search: self).render(in: area, into: &buffer)
    }
}
