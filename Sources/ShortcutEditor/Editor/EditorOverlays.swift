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
        case (.field, .field(var field)?):
            return handleField(command, event, &field, in: &screen)
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
