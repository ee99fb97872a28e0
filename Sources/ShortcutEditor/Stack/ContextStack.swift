import TerminalUI

extension ShortcutsApp {
    /// The contexts on screen, bottom first: the library, the editor over it, then what opened
    /// over them. The last one has the keys; Esc closes it, uncovering the one under it.
    package var contextStack: [Context] {
        (editor == nil ? [.library] : [.library, .editor]) + layers.contexts
    }

    /// The context that has the keys.
    package var topContext: Context { contextStack.last ?? .library }

    /// The row the top context's list highlights, if it has a list (for tests and benchmarks).
    package var highlightedRow: Int? {
        if let layer = layers.top { return layer.highlightedRow }
        return editor == nil ? library.model.selection : nil
    }

    /// Whether characters no binding claims are typed into the context's field: only a
    /// layer's (the screens under the layers have none).
    func takesText(_ context: Context) -> Bool {
        guard let layer = layers.top, layer.context == context else { return false }
        return layer.takesText(in: self)
    }

    /// The keys of a context as it stands: the one table its dispatch, its `?` and the docs read.
    package func keymap(of context: Context) -> Keymap<ContextCommand> {
        if let layer = layers.topmost(context) { return layer.keymap(in: self) }
        switch context {
        case .library: return library.keymap.map(ContextCommand.library)
        case .editor:
            guard let editor else { return Keymap("Editor", []) }
            return EditorKeymap.keymap(for: editor, hasClipboard: clipboard != nil).map(ContextCommand.editor)
        // A layer's, asked above while one is open (``Layer/keymap(in:)``).
        default: return Keymap("\(context)", [])
        }
    }
}
