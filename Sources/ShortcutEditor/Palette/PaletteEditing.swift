import Foundation
import ShortcutKit
import TerminalUI

/// The command palette: a query over shortcuts, App Shortcut phrases and actions.
struct PaletteState {
    var palette: CommandPalette
    var query = TextFieldState()
    var results: [PaletteItem]
    var list = ListState()

    init(palette: CommandPalette) {
        self.palette = palette
        results = palette.items
    }
}

extension ShortcutsApp {
    /// Opens the palette over the library or the editor.
    mutating func openPalette() -> [Effect<Message>] {
        palette = PaletteState(palette: CommandPalette(shortcuts: library.model.items, actions: environment.actions))
        return []
    }

    mutating func handlePalette(_ command: ContextCommand, _ event: InputEvent) -> [Effect<Message>] {
        guard var state = palette else { return [] }
        switch command {
        case .entry(.cancel):
            palette = nil
            return []
        case .entry(.quit):
            palette = nil
            return editor == nil ? quit() : runEditor(.quit)
        case .entry(.accept):
            guard let index = state.list.selected, state.results.indices.contains(index) else {
                return post("Nothing matches", kind: .warning)
            }
            palette = nil
            return perform(state.results[index])
        case .listKey:
            _ = state.list.handle(
                event, items: state.results.map { ListItem($0.title) }, area: Layout.palette(in: Rect(screenSize)).list)
        default:
            if state.query.handle(event) {
                state.results = state.palette.search(state.query.text)
                state.list = ListState(selected: state.results.isEmpty ? nil : 0)
            }
        }
        palette = state
        return []
    }

    /// What choosing an item does: a shortcut runs; an action or phrase goes into the open
    /// shortcut, or from the library runs on its own.
    private mutating func perform(_ item: PaletteItem) -> [Effect<Message>] {
        switch item.target {
        case .shortcut(let url):
            guard let known = library.model.items.first(where: { $0.url == url }),
                let document = known.document ?? Library.Entry(reading: url).document
            else {
                return post("\(item.title) can no longer be read", kind: .error)
            }
            return startRun(document, fromEditor: editor != nil)
        case .action(let entry):
            if var screen = editor {
                layers.removeAll()
                let edit = screen.session.add(entry, from: environment.actions)
                screen.tokenIndex = 0
                if let slot = edit?.openSlot { screen.focus(slot: slot) }
                editor = screen
                return post("Added \(entry.title)")
            }
            let action = environment.actions.makeAction(entry)
            return startRun(ShortcutDocument(name: item.title, actions: [action]), fromEditor: false)
        }
    }
}
