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

extension PaletteState: Layer {
    var context: Context { .palette }
    var highlightedRow: Int? { list.selected }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> {
        ContextKeymaps.palette(inEditor: host.editor != nil)
    }
    func takesText(in host: ShortcutsApp) -> Bool { true }

    /// Enter runs or adds the highlighted item, Esc closes, the arrows move, typing searches.
    mutating func update(_ input: LayerEvent<Never>, host: inout ShortcutsApp) -> LayerStep<Never> {
        switch input {
        case .command(.entry(.cancel), _): return .close()
        case .command(.entry(.quit), _):
            let effects = host.editor == nil ? host.quit() : host.runEditor(.quit)
            host.request(effects)
            return .close()
        case .command(.entry(.accept), _):
            guard let index = list.selected, results.indices.contains(index) else {
                return stay(saying: "Nothing matches", kind: .warning, host: &host)
            }
            let effects = host.perform(results[index])
            host.request(effects)
            return .close()
        case .command(.listKey, let event):
            _ = list.handle(
                event, items: results.map { ListItem($0.title) }, area: Layout.palette(in: Rect(host.screenSize)).list)
        case .command(_, let event), .event(let event):
            if query.handle(event) {
                results = palette.search(query.text)
                list = ListState(selected: results.isEmpty ? nil : 0)
            }
        }
        return .stay()
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        PaletteView(state: self, inEditor: host.editor != nil).render(in: area, into: &buffer)
    }
}

extension ShortcutsApp {
    /// Opens the palette over the library or the editor.
    mutating func openPalette() -> [Effect<Message>] {
        open(PaletteState(palette: CommandPalette(shortcuts: library.model.items, actions: environment.actions)))
    }

    /// What choosing an item does: a shortcut runs; an action or phrase goes into the open
    /// shortcut, or from the library runs on its own.
    fileprivate mutating func perform(_ item: PaletteItem) -> [Effect<Message>] {
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
