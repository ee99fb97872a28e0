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

extension ShortcutsApp {
    /// A key for the action library: Enter adds the highlighted action, Esc closes, the
    /// arrows move, anything typed searches.
    mutating func handleActionSearch(
        _ command: ContextCommand, _ event: InputEvent, _ search: inout ActionSearch,
        in screen: inout EditorScreen
    ) -> [Effect<Message>] {
        switch command {
        case .entry(.cancel):
            screen.overlay = nil
            return []
        case .entry(.accept):
            guard let index = search.list.selected, search.results.indices.contains(index) else { return [] }
            screen.overlay = nil
            let entry = search.results[index]
            let edit = screen.session.add(entry, from: environment.actions)
            screen.tokenIndex = 0
            if let slot = edit?.openSlot { screen.focus(slot: slot) }
            return post("Added \(entry.title)")
        case .listKey:
            _ = search.list.handle(
                event, items: search.results.map { ListItem($0.title) },
                area: Layout.actionSearch(in: Rect(screenSize)).list)
        default:
            if search.query.handle(event) {
                search.results = environment.actions.search(search.query.text)
                search.list = ListState(selected: search.results.isEmpty ? nil : 0)
            }
        }
        screen.overlay = .actions(search)
        return []
    }
}
