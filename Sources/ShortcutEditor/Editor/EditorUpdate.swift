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
        case .moveDown:
            if !screen.session.moveSelected(.down) { return post("The card cannot move down", kind: .warning) }
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
        case .runHistory:
            editor = screen
            return RunHistoryLayer.open(in: &self)
        case .toggleBreakpoint:
            return toggleBreakpoint(in: &screen)
        case .debug:
            editor = screen
            return DebugLayer.open(in: &self)
        case .describe:
            editor = screen
            return DescribeLayer.open(in: &self)
        case .acceptAgentWork:
            editor = screen
            return AcceptChangesLayer.open(in: &self)
        case .addAutomation:
            editor = screen
            return AutomationsLayer.open(in: &self, adding: screen.session.shortcut)
        case .editFind:
            return openFindEditor(in: screen)
        case .editConditions:
            return openConditions(in: screen)
        case .addAction:
            open(ActionSearch(results: environment.actions.search("")))
        case .pickVariable:
            guard let token = screen.focusedToken, let picker = screen.session.variablePicker(slot: token.slot) else {
                return post("No variable can go here", kind: .warning)
            }
            open(VariableBrowser(slot: token.slot, picker: picker))
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
                open(
                    ConfirmLayer(
                        context: .deleteBlock,
                        confirm: Confirm(
                            title: "Delete block", message: StyledText("Keep the actions inside the block?"),
                            yes: "Keep", no: "Delete them"),
                        answer: { keep, app in
                            app.editor?.session.deleteSelected(keepingContents: keep)
                            return []
                        }))
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
            open(
                FieldEditor(
                    slot: nil, title: "Shortcut Name", kind: .plainText(suggestions: []),
                    field: TextFieldState(name, selected: true), renamesShortcut: true))
        case .setIcon:
            let icons = Glyphs.choices
            let current = icons.firstIndex { $0.symbol == screen.session.shortcut.icon }.map { $0 + 1 } ?? 0
            open(
                ChoiceEditor(
                    slot: nil,
                    menu: Menu(
                        title: "Icon",
                        items: [Menu.Item("◆  None")] + icons.map { Menu.Item("\($0.glyph)  \($0.symbol)") },
                        selected: current),
                    targets: [.icon(nil)] + icons.map { .icon($0.symbol) }))
        case .setInput:
            open(InputMenus.type(of: screen.session.shortcut, catalog: environment.catalog))
        case .back:
            // Saving on the way out (a new shortcut never saved is added too); the editor closes
            // once the save succeeded.
            return leaveEditor(&screen)
        case .help:
            open(
                HelpLayer(
                    context: .editorHelp,
                    overlay: HelpOverlay(
                        title: "Editor keys",
                        sections: EditorKeymap.keymap(for: screen, hasClipboard: clipboard != nil).helpSections)))
        case .quit:
            return quitOrAsk(screen)
        case .saveAndQuit:
            return saveAndQuit(&screen)
        }
        return []
    }

    /// Quits, or with unsaved changes asks whether to save them first.
    mutating func quitOrAsk(_ screen: EditorScreen) -> [Effect<Message>] {
        guard screen.session.isDirty else { return quit() }
        open(
            ConfirmLayer(
                context: .quitConfirm,
                confirm: Confirm(
                    title: "Quit",
                    message: StyledText("Save the changes to “\(screen.session.shortcut.name)” before quitting?"),
                    yes: "Save", no: "Discard"),
                answer: { save, app in
                    guard var screen = app.editor else { return [] }
                    let effects = save ? app.saveAndQuit(&screen) : app.discardAndQuit(&screen)
                    app.editor = screen
                    return effects
                }))
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
}
