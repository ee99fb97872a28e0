import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

extension ShortcutsApp {
    /// A key for what is open over the editor's cards: an overlay, or the Find editor.
    mutating func handleEditorInput(_ context: Context, _ command: ContextCommand, _ event: InputEvent) -> [Effect<
        Message
    >] {
        guard var screen = editor else { return [] }
        defer { if editor != nil { editor = screen } }
        let bounds = Rect(screenSize)
        switch (context, screen.overlay) {
        case (.find, nil), (.findMenu, nil), (.findHelp, nil):
            guard var panel = screen.find else { return [] }
            return handleFind(context, command, event, &panel, in: &screen)
        case (.conditions, nil):
            guard var panel = screen.conditions else { return [] }
            return handleConditions(command, &panel, in: &screen)
        case (.editorHelp, .help(var help)?):
            screen.overlay = help.handle(event, in: bounds) == .closed ? nil : .help(help)
        case (.deleteBlock, .confirmDelete(var confirm)?):
            // Esc cancels the delete; the dialog alone would read it as "no".
            if command == .entry(.cancel) {
                screen.overlay = nil
                return []
            }
            guard let keep = confirm.handle(event, in: bounds) else {
                screen.overlay = .confirmDelete(confirm)
                return []
            }
            screen.overlay = nil
            screen.session.deleteSelected(keepingContents: keep)
        case (.quitConfirm, .confirmQuit(var confirm)?):
            if command == .entry(.cancel) {
                screen.overlay = nil
                return []
            }
            guard let keep = confirm.handle(event, in: bounds) else {
                screen.overlay = .confirmQuit(confirm)
                return []
            }
            screen.overlay = nil
            return keep ? saveAndQuit(&screen) : discardAndQuit(&screen)
        case (.choicePrompt, .choice(var prompt)?):
            return handleChoice(event, &prompt, in: &screen)
        case (.field, .field(var field)?):
            return handleField(command, event, &field, in: &screen)
        case (.textArea, .textArea(var area)?):
            handleTextArea(command, event, &area, in: &screen)
        case (.tokenMenu, .choices(var choices)?):
            switch choices.menu.handle(event, in: bounds) {
            case .chose(let index)?:
                screen.overlay = nil
                switch choices.targets[index] {
                case .option(let option): if let slot = choices.slot { screen.session.choose(option, slot: slot) }
                case .value(let value): if let slot = choices.slot { screen.session.setValue(value, slot: slot) }
                case .icon(let symbol): screen.session.setIcon(symbol)
                case .input(let type):
                    screen.session.setInput(type: type)
                    // Then what a run without it does, as Apple's editor asks under it.
                    if type != nil { screen.overlay = .choices(InputMenus.whenMissing(of: screen.session.shortcut)) }
                case .inputWhenMissing(let whenMissing): screen.session.setInputWhenMissing(whenMissing)
                }
            case .cancelled?: screen.overlay = nil
            default: screen.overlay = .choices(choices)
            }
        case (.actions, .actions(var search)?):
            return handleActionSearch(command, event, &search, in: &screen)
        case (.variableKey, .variables(var browser)?):
            return handleVariableKey(command, event, &browser, in: &screen)
        case (.variables, .variables(var browser)?):
            return handleVariables(command, event, &browser, in: &screen)
        case (.list, .list(var list)?), (.listItem, .list(var list)?):
            return handleList(context, command, event, &list, in: &screen)
        case (.dictionary, .dictionary(var dictionary)?), (.dictionaryEntry, .dictionary(var dictionary)?):
            return handleDictionary(context, command, event, &dictionary, in: &screen)
        case (.picker, .picker(var picker)?):
            return handlePicker(command, event, &picker, in: &screen)
        default:
            break
        }
        return []
    }
}
