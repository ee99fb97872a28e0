import Foundation
import TerminalUI

/// Typing the library's filter (`/`): the list narrows as it is typed; Enter keeps it, Esc
/// clears it, the arrows go back to the list.
struct LibraryFilterField: Layer {
    var field: TextFieldState

    var context: Context { .libraryFilter }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> { ContextKeymaps.libraryFilter }
    func takesText(in host: ShortcutsApp) -> Bool { true }

    mutating func update(_ input: LayerEvent<Never>, host: inout ShortcutsApp) -> LayerStep<Never> {
        switch input {
        case .command(.entry(.cancel), _):
            host.library.model.setFilter("")
        case .command(.entry(.accept), _):
            break
        case .command(.library(let move), _):
            let effects = host.runLibrary(move)
            host.request(effects)
            return .close()
        case .command(_, let event), .event(let event):
            if field.handle(event) { host.library.model.setFilter(field.text) }
            return .stay()
        case .message: return .stay()
        }
        return .close()
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        guard let row = Layout.libraryList(in: area, showsFilter: true).filter else { return }
        buffer.write("/", at: Point(x: row.x, y: row.y), style: .accent)
        TextField(field, placeholder: "filter", isFocused: true).render(
            in: Rect(x: row.x + 1, y: row.y, width: row.width - 1, height: 1), into: &buffer)
    }
}

/// Typing the name of a new shortcut (`n`), in a dialog: Enter makes it and opens it in the
/// editor (the default name when nothing is typed).
struct NewShortcutField: NameField {
    var field = TextFieldState()

    var context: Context { .naming }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> { ContextKeymaps.naming }

    /// Makes the shortcut (the default name when nothing is typed) and opens it.
    func accept(host: inout ShortcutsApp) -> LayerStep<Never> {
        let typed = field.text.trimmingCharacters(in: .whitespaces)
        let model = host.library.model
        switch host.library.model.newShortcut(named: typed.isEmpty ? model.uniqueName("New Shortcut") : typed) {
        case .success(let new):
            host.library.model.setFilter("")
            let opened = host.openEditor(EditorSession(catalog: host.environment.catalog, shortcut: new.document))
            let stored = host.store(new.effect)
            host.request(opened + [stored])
            return .close()
        case .failure(let error):
            return stay(saying: error.description, kind: .error, host: &host)
        }
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        let frame = area.centered(Size(width: min(area.width - 4, 60), height: 5))
        let inner = Box(title: "New Shortcut", style: .focusBorder, fill: .dialog).render(in: frame, into: &buffer)
        TextField(field, placeholder: host.library.model.uniqueName("New Shortcut"), isFocused: true).render(
            in: inner.row(0), into: &buffer)
        buffer.write(
            ContextKeymaps.naming.hintLine, at: Point(x: inner.x, y: inner.y + 2), style: .muted, limit: inner.maxX)
    }
}

/// Typing a shortcut's new name (`r`) over its row of the list.
struct RenameField: NameField {
    var field: TextFieldState

    var context: Context { .renaming }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> { ContextKeymaps.renaming }

    /// Renames the selected shortcut (its file is renamed to match).
    func accept(host: inout ShortcutsApp) -> LayerStep<Never> {
        guard let item = host.loadedSelection() else { return .close() }
        switch host.library.model.rename(item, to: field.text) {
        case .success(let effect):
            host.request([host.store(effect)])
            return .close()
        case .failure(let error):
            return stay(saying: error.description, kind: .error, host: &host)
        }
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        let library = host.library
        guard let selection = library.model.selection else { return }
        let listArea = Layout.libraryList(in: area, showsFilter: host.libraryShowsFilter).list
        // The list scrolls just enough to show the selection (its scroll is never stored).
        let position = max(0, selection - listArea.height + 1)
        let row = Rect(x: listArea.x + 2, y: listArea.y + selection - position, width: listArea.width - 2, height: 1)
        TextField(field, placeholder: "name", isFocused: true, style: .selection).render(in: row, into: &buffer)
    }
}

/// A name typed over the library (a new shortcut's, a new name): Enter takes it (or says why
/// not, and stays), Esc closes, anything else is typed. The list under it draws without focus.
protocol NameField: Layer where Message == Never {
    var field: TextFieldState { get set }
    /// What Enter does with the name typed.
    func accept(host: inout ShortcutsApp) -> LayerStep<Never>
}

extension NameField {
    var takesFocusFromScreen: Bool { true }
    func takesText(in host: ShortcutsApp) -> Bool { true }

    mutating func update(_ input: LayerEvent<Never>, host: inout ShortcutsApp) -> LayerStep<Never> {
        switch input {
        case .command(.entry(.cancel), _): return .close()
        case .command(.entry(.accept), _): return accept(host: &host)
        case .command(_, let event), .event(let event): _ = field.handle(event)
        }
        return .stay()
    }
}
