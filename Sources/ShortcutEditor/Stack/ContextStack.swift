import TerminalUI

extension ShortcutsApp {
    /// The contexts on screen, bottom first: the library, the editor over it, then what opened
    /// over them. The last one has the keys; Esc closes it, uncovering the one under it.
    package var contextStack: [Context] {
        var stack: [Context] = [.library]
        if let editor {
            stack.append(.editor)
        } else {
            switch library.mode {
            case .list: break
            case .filtering: stack.append(.libraryFilter)
            case .naming: stack.append(.naming)
            case .renaming: stack.append(.renaming)
            }
        }
        stack += layers.contexts
        if palette != nil { stack.append(.palette) }
        if let runPane {
            stack.append(.run)
            if runPane.saveField != nil { stack.append(.saveOutput) }
            if runPane.prompt != nil { stack.append(.question) }
        }
        return stack
    }

    /// The context that has the keys.
    package var topContext: Context { contextStack.last ?? .library }

    /// The row the top context's list highlights, if it has a list (for tests and benchmarks).
    package var highlightedRow: Int? {
        if runPane != nil { return runPane?.prompt?.list.selected }
        if let palette { return palette.list.selected }
        if let layer = layers.top { return layer.highlightedRow }
        return editor == nil ? library.model.selection : nil
    }

    /// Whether characters no binding claims are typed into the context's field.
    func takesText(_ context: Context) -> Bool {
        if let layer = layers.top, layer.context == context { return layer.takesText(in: self) }
        return switch context {
        case .libraryFilter, .naming, .renaming, .palette, .saveOutput: true
        case .question: runPane?.prompt.map { $0.takesText && $0.confirm == nil } ?? false
        default: false
        }
    }

    /// The keys of a context as it stands: the one table its dispatch, its `?` and the docs read.
    package func keymap(of context: Context) -> Keymap<ContextCommand> {
        if let layer = layers.topmost(context) { return layer.keymap(in: self) }
        switch context {
        case .library: return library.keymap.map(ContextCommand.library)
        case .libraryFilter: return ContextKeymaps.libraryFilter
        case .naming: return ContextKeymaps.naming
        case .renaming: return ContextKeymaps.renaming
        case .editor:
            guard let editor else { return Keymap("Editor", []) }
            return EditorKeymap.keymap(for: editor, hasClipboard: clipboard != nil).map(ContextCommand.editor)
        case .palette: return ContextKeymaps.palette(inEditor: editor != nil)
        case .run:
            guard let runPane else { return Keymap("Run", []) }
            return RunKeymap.keymap(for: runPane).map(ContextCommand.run)
        case .question:
            guard let modal = runPane?.prompt else { return Keymap("Question", []) }
            return ContextKeymaps.question(modal)
        case .saveOutput: return ContextKeymaps.saveOutput
        // A layer's, asked above while one is open (``Layer/keymap(in:)``).
        default: return Keymap("\(context)", [])
        }
    }
}
