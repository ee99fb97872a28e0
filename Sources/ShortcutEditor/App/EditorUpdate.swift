import Foundation
import ShortcutKit
import TerminalUI

extension ShortcutsApp {
    mutating func runEditor(_ command: EditorCommand) -> [Effect<Message>] {
        guard var screen = editor else { return [] }
        defer { if editor != nil { editor = screen } }
        let selection = screen.session.selection ?? -1
        switch command {
        case .up: select(&screen, selection - 1)
        case .down: select(&screen, selection + 1)
        case .moveUp: if !screen.session.moveSelected(.up) { return post("The card cannot move up", kind: .warning) }
        case .moveDown: if !screen.session.moveSelected(.down) { return post("The card cannot move down", kind: .warning) }
        case .nextToken, .previousToken:
            let count = screen.visibleTokens.count
            guard count > 0 else { return [] }
            screen.tokenIndex = (min(screen.tokenIndex, count - 1) + (command == .nextToken ? 1 : count - 1)) % count
        case .toggleMore:
            guard let id = screen.session.selectedCard?.row.actionID else { return [] }
            if screen.expanded.remove(id) == nil { screen.expanded.insert(id) }
            screen.tokenIndex = min(screen.tokenIndex, max(0, screen.visibleTokens.count - 1))
        case .edit:
            guard let token = screen.focusedToken else { return [] }
            return edit(token, in: &screen)
        case .palette:
            editor = screen
            return openPalette()
        case .run:
            editor = screen
            return startRun(screen.session.shortcut, fromEditor: true)
        case .editFind:
            return openFindEditor(in: &screen)
        case .addAction:
            screen.overlay = .actions(ActionSearch(results: environment.actions.search("")))
        case .pickVariable:
            guard let token = screen.focusedToken, let picker = screen.session.variablePicker(slot: token.slot) else {
                return post("No variable can go here", kind: .warning)
            }
            screen.overlay = .variables(VariableBrowser(slot: token.slot, picker: picker))
        case .copy:
            clipboard = screen.session.copySelected()
            return post("Copied")
        case .paste:
            if let clipboard { screen.session.paste(clipboard) }
        case .duplicate: screen.session.duplicateSelected()
        case .addMenuItem:
            if screen.session.addMenuItem() { return post("Added a menu item (Enter renames it)") }
        case .delete:
            if screen.session.deletingSelectedAsksAboutContents {
                screen.overlay = .confirmDelete(Confirm(title: "Delete block", message: StyledText("Keep the actions inside the block?"),
                                                        yes: "Keep", no: "Delete them"))
            } else {
                screen.session.deleteSelected()
            }
        case .undo: return undoRedo(&screen, undo: true)
        case .redo: return undoRedo(&screen, undo: false)
        case .save: return save(screen.session)
        case .increment, .decrement:
            guard let token = screen.focusedToken else { return [] }
            return step(token, by: command == .increment ? 1 : -1, in: &screen)
        case .clearToken:
            guard let token = screen.focusedToken else { return [] }
            screen.session.setValue(nil, slot: token.slot)
        case .renameShortcut:
            let name = screen.session.shortcut.name
            screen.overlay = .field(FieldEditor(slot: nil, title: "Shortcut Name", kind: .plainText(suggestions: []),
                                                field: TextFieldState(name), renamesShortcut: true))
        case .setIcon:
            let icons = Glyphs.choices
            let current = icons.firstIndex { $0.symbol == screen.session.shortcut.icon }.map { $0 + 1 } ?? 0
            screen.overlay = .choices(ChoiceEditor(
                slot: nil, menu: Menu(title: "Icon", items: [Menu.Item("◆  None")] + icons.map { Menu.Item("\($0.glyph)  \($0.symbol)") },
                                     selected: current),
                targets: [.icon(nil)] + icons.map { .icon($0.symbol) }))
        case .back:
            // Saving on the way out (a new shortcut never saved is added too); the editor closes
            // once the save succeeded.
            return leaveEditor(&screen)
        case .help:
            screen.overlay = .help(HelpOverlay(title: "Editor keys",
                                               sections: EditorKeymap.keymap(for: screen, hasClipboard: clipboard != nil).helpSections))
        case .quit:
            return quitOrAsk(&screen)
        case .saveAndQuit:
            return saveAndQuit(&screen)
        }
        return []
    }

    /// Quits, or with unsaved changes asks whether to save them first.
    mutating func quitOrAsk(_ screen: inout EditorScreen) -> [Effect<Message>] {
        guard screen.session.isDirty else { return quit() }
        screen.overlay = .confirmQuit(Confirm(title: "Quit", message: StyledText("Save the changes to “\(screen.session.shortcut.name)” before quitting?"),
                                              yes: "Save", no: "Discard"))
        return []
    }

    private func select(_ screen: inout EditorScreen, _ row: Int) {
        guard row >= 0, row < screen.session.document.rows.count else { return }
        screen.session.select(row)
        screen.tokenIndex = 0
    }

    private mutating func undoRedo(_ screen: inout EditorScreen, undo: Bool) -> [Effect<Message>] {
        let title = undo ? screen.session.history.undoTitle : screen.session.history.redoTitle
        guard undo ? screen.session.undo() : screen.session.redo() else { return [] }
        return post(title ?? (undo ? "Undo" : "Redo"))
    }

    /// A key for what is open over the editor's cards: an overlay, or the Find editor.
    mutating func handleEditorInput(_ context: Context, _ command: ContextCommand, _ event: InputEvent) -> [Effect<Message>] {
        guard var screen = editor else { return [] }
        defer { if editor != nil { editor = screen } }
        let bounds = Rect(screenSize)
        switch (context, screen.overlay) {
        case (.find, nil), (.findMenu, nil), (.findHelp, nil):
            guard var panel = screen.find else { return [] }
            return handleFind(context, command, event, &panel, in: &screen)
        case (.editorHelp, .help(var help)?):
            screen.overlay = help.handle(event, in: bounds) == .closed ? nil : .help(help)
        case (.deleteBlock, .confirmDelete(var confirm)?):
            // Esc cancels the delete; the dialog alone would read it as "no".
            if command == .entry(.cancel) { screen.overlay = nil; return [] }
            guard let keep = confirm.handle(event, in: bounds) else { screen.overlay = .confirmDelete(confirm); return [] }
            screen.overlay = nil
            screen.session.deleteSelected(keepingContents: keep)
        case (.quitConfirm, .confirmQuit(var confirm)?):
            if command == .entry(.cancel) { screen.overlay = nil; return [] }
            guard let keep = confirm.handle(event, in: bounds) else { screen.overlay = .confirmQuit(confirm); return [] }
            screen.overlay = nil
            return keep ? saveAndQuit(&screen) : discardAndQuit(&screen)
        case (.choicePrompt, .choice(var prompt)?):
            return handleChoice(event, &prompt, in: &screen)
        case (.field, .field(var field)?):
            return handleField(command, event, &field, in: &screen)
        case (.tokenMenu, .choices(var choices)?):
            switch choices.menu.handle(event, in: bounds) {
            case .chose(let index)?:
                screen.overlay = nil
                switch choices.targets[index] {
                case .option(let option): if let slot = choices.slot { screen.session.choose(option, slot: slot) }
                case .value(let value): if let slot = choices.slot { screen.session.setValue(value, slot: slot) }
                case .icon(let symbol): screen.session.setIcon(symbol)
                }
            case .cancelled?: screen.overlay = nil
            default: screen.overlay = .choices(choices)
            }
        case (.actions, .actions(var search)?):
            return handleActionSearch(command, event, &search, in: &screen)
        case (.variables, .variables(var browser)?):
            return handleVariables(command, event, &browser, in: &screen)
        case (.list, .list(var list)?), (.listItem, .list(var list)?):
            return handleList(context, command, event, &list, in: &screen)
        case (.picker, .picker(var picker)?):
            return handlePicker(command, event, &picker, in: &screen)
        default:
            break
        }
        return []
    }

    private mutating func handleActionSearch(_ command: ContextCommand, _ event: InputEvent, _ search: inout ActionSearch,
                                             in screen: inout EditorScreen) -> [Effect<Message>] {
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
            _ = search.list.handle(event, items: search.results.map { ListItem($0.title) }, area: Layout.actionSearch(in: Rect(screenSize)).list)
        default:
            if search.query.handle(event) {
                search.results = environment.actions.search(search.query.text)
                search.list = ListState(selected: search.results.isEmpty ? nil : 0)
            }
        }
        screen.overlay = .actions(search)
        return []
    }

    private mutating func handleVariables(_ command: ContextCommand, _ event: InputEvent, _ browser: inout VariableBrowser,
                                          in screen: inout EditorScreen) -> [Effect<Message>] {
        let candidates = browser.candidates
        let selected = browser.list.selected.flatMap { candidates.indices.contains($0) ? candidates[$0] : nil }
        switch command {
        case .entry(.cancel):
            screen.overlay = browser.returnTo.map { .field($0) }
            return []
        case .entry(.out):
            if !browser.trail.isEmpty {
                browser.trail.removeLast()
                browser.list = ListState()
            }
        case .entry(.into):
            if let selected, selected.hasChildren {
                browser.trail.append(selected)
                browser.list = ListState()
            }
        case .entry(.accept):
            guard let selected else { return [] }
            if selected.fits, var field = browser.returnTo, case .variable(let reference) = selected.value {
                let character = field.nextPillCharacter
                field.pills[character] = FieldPill(reference: reference, label: selected.title)
                field.field.editor.insert(String(character))
                screen.overlay = .field(field)
                return []
            }
            if selected.fits {
                screen.overlay = nil
                screen.session.setValue(selected.value, slot: browser.slot)
                return post("Set \(selected.title)")
            }
            if selected.hasChildren {
                browser.trail.append(selected)
                browser.list = ListState()
            }
        default:
            let items = candidates.map { ListItem($0.label) }
            // A click on the highlighted row picks it, as Enter does.
            if case .activated? = browser.list.handle(event, items: items, area: Layout.variables(in: Rect(screenSize)).list) {
                screen.overlay = .variables(browser)
                return handleVariables(.entry(.accept), .key(.enter), &browser, in: &screen)
            }
        }
        screen.overlay = .variables(browser)
        return []
    }
}
