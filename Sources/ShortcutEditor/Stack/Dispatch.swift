import TerminalUI

/// The one path a key takes: the context on top of the stack, its keymap, its update.
extension ShortcutsApp {
    /// A key becomes the top context's command through that context's keymap; a key no binding
    /// claims is dropped, unless it is a character and the context has a field to type it in.
    /// Clicks and pastes go to the top context's widget.
    package func message(for event: InputEvent) -> Message? {
        if case .resize(let size) = event { return .resized(size) }
        let context = topContext
        guard let key = event.key else { return .input(context, .widget, event) }
        switch keymap(of: context).resolve(key) {
        case .message(let command): return .input(context, command, event)
        case .disabled(let reason, _): return .disabled(reason)
        case .unbound: return key.text != nil && takesText(context) ? .input(context, .widget, event) : nil
        }
    }

    /// Runs a context's command. A message for a context no longer on top (the stack changed
    /// since it was made) is dropped.
    mutating func dispatch(_ command: ContextCommand, _ event: InputEvent, in context: Context) -> [Effect<Message>] {
        guard context == topContext else { return [] }
        if layers.top?.context == context {
            return updateLayer(nil, command == .widget ? .event(event) : .command(command, event))
        }
        switch context {
        case .library:
            if command == .widget { return handleLibraryMouse(event) }
            guard case .library(let command) = command else { return [] }
            return runLibrary(command)
        case .editor:
            if command == .widget { return handleEditorMouse(event) }
            guard case .editor(let command) = command else { return [] }
            return runEditor(command)
        // A layer's, whose update ran above while one is on top.
        default:
            return []
        }
    }
}
