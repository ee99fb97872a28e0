import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// The library screen's view state around its model; its fields (the filter, a new name, a
/// new shortcut's name) are layers over it.
struct LibraryScreen {
    var model: LibraryScreenModel
    /// The name of the theme in use, which the picker starts on.
    var themeName: String?
    var hasThemes = false

    var keymap: Keymap<LibraryCommand> {
        LibraryKeymap.keymap(
            hasSelection: model.selectedItem != nil, selectionIsBroken: model.selectedItem?.isBroken == true,
            hasThemes: hasThemes, isFiltered: !model.filter.isEmpty)
    }
}

extension ShortcutsApp {
    mutating func runLibrary(_ command: LibraryCommand) -> [Effect<Message>] {
        switch command {
        case .open:
            guard let item = loadedSelection(), let document = item.document else { return unreadableSelection() }
            // Coming back, the whole library shows, this shortcut selected: a filter left set
            // would hide shortcuts made meanwhile.
            library.model.setFilter("")
            return openEditor(
                EditorSession(
                    catalog: environment.catalog, shortcut: document, fileURL: item.url, diskStamp: item.stamp))
                + [lookForRecoveryCopy(of: document.id)]
        case .palette:
            return openPalette()
        case .run:
            guard let item = loadedSelection(), let document = item.document else { return unreadableSelection() }
            return startRun(document, fromEditor: false)
        case .new:
            // Empty, with the default name as its placeholder: typing names it, Enter alone
            // takes the default.
            open(NewShortcutField())
        case .clearFilter:
            library.model.setFilter("")
        case .rename:
            guard let item = library.model.selectedItem else { return [] }
            open(RenameField(field: TextFieldState(item.name, selected: true)))
        case .duplicate:
            guard let item = loadedSelection() else { return [] }
            switch library.model.duplicate(item) {
            case .success(let copy):
                return [store(copy.effect)] + post("Duplicated as \(copy.document.name)", kind: .success)
            case .failure(let error): return post(error.description, kind: .error)
            }
        case .delete:
            guard let item = library.model.selectedItem else { return [] }
            open(
                ConfirmLayer(
                    context: .deleteShortcut,
                    confirm: Confirm(
                        title: "Delete", message: StyledText("Delete “\(item.name)”? This cannot be undone.")),
                    answer: { yes, app in
                        guard yes, let item = app.library.model.selectedItem else { return [] }
                        let effect = app.library.model.delete(item)
                        return [app.store(effect)] + app.post("Deleted \(item.name)")
                    }))
        case .filter:
            open(LibraryFilterField(field: TextFieldState(library.model.filter)))
        case .automations:
            return AutomationsLayer.open(in: &self)
        case .importApple:
            open(ImportField())
        case .theme:
            guard let themes = environment.themes else { return [] }
            let current = themes.names.firstIndex(of: library.themeName ?? themes.current) ?? 0
            open(ThemeMenu(menu: Menu(title: "Theme", items: themes.names.map { Menu.Item($0) }, selected: current)))
        case .help:
            open(
                HelpLayer(
                    context: .libraryHelp,
                    overlay: HelpOverlay(
                        title: "Library keys · shortcuts \(ProductVersion.current)",
                        sections: library.keymap.helpSections)))
        case .quit:
            return quit()
        case .up, .down, .pageUp, .pageDown, .top, .bottom:
            let selection = library.model.selection ?? 0
            let last = library.model.visibleItems.count - 1
            let target =
                switch command {
                case .up: selection - 1
                case .down: selection + 1
                case .pageUp: selection - libraryPage
                case .pageDown: selection + libraryPage
                case .top: 0
                default: last
                }
            library.model.select(target)
        }
        return []
    }

    /// Opens the editor on a session, and looks up the titles of the entities it names.
    mutating func openEditor(_ session: EditorSession) -> [Effect<Message>] {
        editor = EditorScreen(session: session)
        if let trust = environment.trust, !trust.isTrusted(session.shortcut) {
            editor?.agentAuthor = trust.agentAuthor(of: session.shortcut.id)
        }
        return lookUpEntityTitles(of: session)
            + [Breakpoints.load(of: session.shortcut.id, in: environment.breakpoints)]
    }

    /// Looks up the titles of the entities `session` names that it has no title for yet (all of
    /// them when it opens; those a restored or reloaded version added later), merged into the
    /// session's titles when they come.
    func lookUpEntityTitles(of session: EditorSession) -> [Effect<Message>] {
        let references = session.entityTitles.unknown(in: session.entityReferences)
        guard !references.isEmpty else { return [] }
        let catalog = environment.catalog
        let dependencies = environment.dependencies
        return [
            .run {
                .entityTitles(
                    await AppDependencyManager.withScope(dependencies) {
                        await EntityTitles.lookUp(references, in: catalog)
                    })
            }
        ]
    }

    /// Switches to the theme at `index` of the picker at once, and remembers it as an effect.
    mutating func chooseTheme(at index: Int) -> [Effect<Message>] {
        guard let themes = environment.themes, themes.names.indices.contains(index) else { return [] }
        let name = themes.names[index]
        let theme: Theme
        do {
            theme = try themes.load(name)
        } catch {
            return post("Theme \(name): \(error)", kind: .error)
        }
        library.themeName = name
        let remember = themes.remember
        pendingStorage += 1
        return [
            .theme(theme),
            .run {
                do {
                    try remember(name)
                    return .themeRemembered(failure: nil)
                } catch {
                    return .themeRemembered(failure: "The theme is used but not remembered: \(error)")
                }
            },
        ] + post("Theme: \(name)", kind: .success)
    }

    /// Whether the filter row shows under the library's list: while the filter is typed (even
    /// empty), or while one is set.
    var libraryShowsFilter: Bool {
        layers.topmost(LibraryFilterField.self) != nil || !library.model.filter.isEmpty
    }

    /// The rows of the library's list on the screen as it is: a page.
    var libraryPage: Int {
        max(1, Layout.libraryList(in: Rect(screenSize), showsFilter: libraryShowsFilter).list.height)
    }

    /// The selected item, its shortcut read from disk if it was not yet: the library screen
    /// starts from the index's summaries and reads a shortcut only when it is used.
    mutating func loadedSelection() -> LibraryItem? {
        guard var item = library.model.selectedItem else { return nil }
        if !item.isLoaded {
            item = LibraryItem(Library.Entry(reading: item.url))
            library.model.replace(item)
        }
        return item
    }

    /// Says why the selected shortcut cannot be opened or run (it became broken or went away
    /// since the list was read).
    mutating func unreadableSelection() -> [Effect<Message>] {
        guard let item = library.model.selectedItem, let error = item.error else { return [] }
        return post("\(item.name) cannot be read: \(error.description)", kind: .error)
    }
}
