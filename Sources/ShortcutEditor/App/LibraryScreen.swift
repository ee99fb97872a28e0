import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// The library screen's view state around its model: what has the keys (the list, the filter
/// field, the rename field, a confirmation, the help) and the list's scroll.
struct LibraryScreen {
    /// What the keys go to.
    enum Mode: Equatable {
        /// `naming`: typing the name of a new shortcut.
        case list, filtering, renaming, naming
    }

    var model: LibraryScreenModel
    var mode = Mode.list
    var filterField = TextFieldState()
    var renameField = TextFieldState()
    /// The new shortcut's name, while `n` asks for it.
    var nameField = TextFieldState()
    var confirmDelete: Confirm?
    var help: HelpOverlay?
    /// The theme picker, while open.
    var themeMenu: Menu?
    /// The name of the theme in use, which the picker starts on.
    var themeName: String?
    var hasThemes = false

    /// Whether a help overlay, a confirmation or the theme picker is open over the list.
    var hasOverlay: Bool { help != nil || confirmDelete != nil || themeMenu != nil }

    var keymap: Keymap<LibraryCommand> {
        LibraryKeymap.keymap(hasSelection: model.selectedItem != nil, selectionIsBroken: model.selectedItem?.isBroken == true,
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
            return open(EditorSession(catalog: environment.catalog, shortcut: document, fileURL: item.url, diskStamp: item.stamp))
                + [lookForRecoveryCopy(of: document.id)]
        case .palette:
            return openPalette()
        case .run:
            guard let item = loadedSelection(), let document = item.document else { return unreadableSelection() }
            return startRun(document, fromEditor: false)
        case .new:
            // Empty, with the default name as its placeholder: typing names it, Enter alone
            // takes the default.
            library.nameField = TextFieldState()
            library.mode = .naming
        case .clearFilter:
            library.model.setFilter("")
            library.filterField = TextFieldState()
        case .rename:
            guard let item = library.model.selectedItem else { return [] }
            library.renameField = TextFieldState(item.name)
            library.mode = .renaming
        case .duplicate:
            guard let item = loadedSelection() else { return [] }
            switch library.model.duplicate(item) {
            case .success(let copy): return [store(copy.effect)] + post("Duplicated as \(copy.document.name)", kind: .success)
            case .failure(let error): return post(error.description, kind: .error)
            }
        case .delete:
            guard let item = library.model.selectedItem else { return [] }
            library.confirmDelete = Confirm(title: "Delete", message: StyledText("Delete “\(item.name)”? This cannot be undone."))
            library.mode = .list
        case .filter:
            library.filterField = TextFieldState(library.model.filter)
            library.mode = .filtering
        case .theme:
            guard let themes = environment.themes else { return [] }
            let current = themes.names.firstIndex(of: library.themeName ?? themes.current) ?? 0
            library.themeMenu = Menu(title: "Theme", items: themes.names.map { Menu.Item($0) }, selected: current)
        case .help:
            library.help = HelpOverlay(title: "Library keys", sections: library.keymap.helpSections)
        case .quit:
            return quit()
        }
        return []
    }

    /// Opens the editor on a session, and looks up the titles of the entities it names.
    private mutating func open(_ session: EditorSession) -> [Effect<Message>] {
        editor = EditorScreen(session: session)
        let references = session.entityReferences
        guard !references.isEmpty else { return [] }
        let catalog = environment.catalog
        let dependencies = environment.dependencies
        return [.run {
            var titles: [String: [String: String]] = [:]
            for (type, ids) in references {
                guard let entityType = catalog.entity(type)?.type,
                      let found = try? await AppDependencyManager.withScope(dependencies, operation: { try await entityType.entities(identifiedBy: Array(ids)) })
                else { continue }
                // A type looked up is known: its IDs not found read "Missing <Type>" on the cards.
                titles[type, default: [:]] = titles[type] ?? [:]
                for entity in found {
                    titles[type, default: [:]][entity.entityIdentifierString] = String(localized: entity.displayRepresentation.title)
                }
            }
            return .entityTitles(titles)
        }]
    }

    /// Switches to the theme at `index` of the picker at once, and remembers it as an effect.
    private mutating func chooseTheme(at index: Int) -> [Effect<Message>] {
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
        return [.theme(theme), .run {
            do {
                try remember(name)
                return .themeRemembered(failure: nil)
            } catch {
                return .themeRemembered(failure: "The theme is used but not remembered: \(error)")
            }
        }] + post("Theme: \(name)", kind: .success)
    }

    mutating func handleLibraryInput(_ event: InputEvent) -> [Effect<Message>] {
        let bounds = Rect(screenSize)
        if library.help != nil {
            if library.help!.handle(event, in: bounds) == .closed { library.help = nil }
            return []
        }
        if library.themeMenu != nil {
            switch library.themeMenu!.handle(event, in: bounds) {
            case .chose(let index)?:
                library.themeMenu = nil
                return chooseTheme(at: index)
            case .cancelled?:
                library.themeMenu = nil
            case .disabled(let reason)?:
                return post(reason, kind: .warning)
            case .moved?, nil:
                break
            }
            return []
        }
        if library.confirmDelete != nil {
            guard let answer = library.confirmDelete!.handle(event, in: bounds) else { return [] }
            library.confirmDelete = nil
            guard answer, let item = library.model.selectedItem else { return [] }
            let effect = library.model.delete(item)
            return [store(effect)] + post("Deleted \(item.name)")
        }
        guard let key = event.key else { return [] }
        switch library.mode {
        case .filtering:
            switch key {
            case .escape:
                library.model.setFilter("")
                library.mode = .list
            case .enter, .down, .up:
                library.mode = .list
                if key != .enter { return handleLibraryInput(event) }
            default:
                if library.filterField.handle(event) { library.model.setFilter(library.filterField.text) }
            }
        case .naming:
            switch key {
            case .escape:
                library.mode = .list
            case .enter:
                let typed = library.nameField.text.trimmingCharacters(in: .whitespaces)
                switch library.model.newShortcut(named: typed.isEmpty ? library.model.uniqueName("New Shortcut") : typed) {
                case .success(let new):
                    library.mode = .list
                    library.model.setFilter("")
                    return open(EditorSession(catalog: environment.catalog, shortcut: new.document)) + [store(new.effect)]
                case .failure(let error):
                    return post(error.description, kind: .error)
                }
            default:
                _ = library.nameField.handle(event)
            }
        case .renaming:
            switch key {
            case .escape:
                library.mode = .list
            case .enter:
                guard let item = loadedSelection() else { library.mode = .list; return [] }
                switch library.model.rename(item, to: library.renameField.text) {
                case .success(let effect):
                    library.mode = .list
                    return [store(effect)]
                case .failure(let error):
                    return post(error.description, kind: .error)
                }
            default:
                _ = library.renameField.handle(event)
            }
        case .list:
            let selection = library.model.selection ?? 0
            switch key {
            case .up, Key("k"): library.model.select(selection - 1)
            case .down, Key("j"): library.model.select(selection + 1)
            case .home, Key("g"): library.model.select(0)
            case .end, Key("G"): library.model.select(library.model.visibleItems.count - 1)
            case .pageUp: library.model.select(selection - 10)
            case .pageDown: library.model.select(selection + 10)
            default: break
            }
        }
        return []
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
