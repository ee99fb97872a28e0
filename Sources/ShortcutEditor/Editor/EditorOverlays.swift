import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

extension ShortcutsApp {
    /// A key for what the editor keeps open over its cards: the Find editor or the condition list.
    mutating func handleEditorInput(_ context: Context, _ command: ContextCommand, _ event: InputEvent) -> [Effect<
        Message
    >] {
        guard var screen = editor else { return [] }
        defer { if editor != nil { editor = screen } }
        switch context {
        case .find, .findMenu, .findHelp:
            guard var panel = screen.find else { return [] }
            return handleFind(context, command, event, &panel, in: &screen)
        case .conditions:
            guard var panel = screen.conditions else { return [] }
            return handleConditions(command, &panel, in: &screen)
        default:
            break
        }
        return []
    }
}
