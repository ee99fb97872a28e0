import TerminalUI

extension ShortcutsApp {
    /// The contexts on screen, bottom first: the library, the editor over it, then what opened
    /// over them. The last one has the keys; Esc closes it, uncovering the one under it.
    package var contextStack: [Context] {
        var stack: [Context] = [.library]
        if let editor {
            stack.append(.editor)
            if let panel = editor.find {
                stack.append(.find)
                if panel.menu != nil { stack.append(.findMenu) }
                if panel.help != nil { stack.append(.findHelp) }
            }
            if editor.conditions != nil { stack.append(.conditions) }
            if let overlay = editor.overlay { stack += overlay.contexts }
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
        switch editor?.overlay {
        case .variables(let browser)?: return browser.list.selected
        case .picker(let picker)?: return picker.list.selected
        case .list(let list)?: return list.list.selected
        case .dictionary(let dictionary)?: return dictionary.list.selected
        default: return editor == nil ? library.model.selection : nil
        }
    }

    /// Whether characters no binding claims are typed into the context's field.
    func takesText(_ context: Context) -> Bool {
        if let layer = layers.top, layer.context == context { return layer.takesText(in: self) }
        return switch context {
        case .libraryFilter, .naming, .renaming, .field, .picker, .listItem, .dictionaryEntry,
            .variableKey,
            .palette,
            .saveOutput:
            true
        case .question: runPane?.prompt.map { $0.takesText && $0.confirm == nil } ?? false
        // The variable picker's list filters by what is typed once `/` opened its filter.
        case .variables: if case .variables(let browser)? = editor?.overlay { browser.list.isFiltering } else { false }
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
        case .findHelp: return Keymap("Keys", WidgetKeys.help)
        case .editor:
            guard let editor else { return Keymap("Editor", []) }
            return EditorKeymap.keymap(for: editor, hasClipboard: clipboard != nil).map(ContextCommand.editor)
        case .find:
            guard let editor, let panel = editor.find else { return Keymap("Find", []) }
            return findKeymap(panel, in: editor).map(ContextCommand.find)
        case .findMenu: return Keymap("Find menu", WidgetKeys.menu(editor?.find?.menu?.menu))
        case .conditions:
            guard let editor, let panel = editor.conditions else { return Keymap("Conditions", []) }
            return conditionsKeymap(panel, in: editor).map(ContextCommand.conditions)
        case .field:
            guard case .field(let field)? = editor?.overlay else { return Keymap("Field", []) }
            return ContextKeymaps.field(takesVariables: field.takesVariables, takesUnits: field.takesUnits)
        case .picker:
            guard case .picker(let picker)? = editor?.overlay else { return Keymap("Picker", []) }
            return ContextKeymaps.picker(allowsMultiple: picker.allowsMultiple)
        case .variables:
            // Once `/` opened the list's filter, characters go into it.
            var keymap = ContextKeymaps.variables
            if takesText(.variables) { keymap.bindings.append(WidgetKeys.anyCharacter) }
            return keymap
        case .list:
            let list: ListEditor? = if case .list(let list)? = editor?.overlay { list } else { nil }
            let selected =
                list.map { list in list.list.selected.map { list.items.indices.contains($0) } ?? false } ?? false
            return ContextKeymaps.list(hasSelection: selected)
        case .variableKey: return ContextKeymaps.variableKey
        case .listItem: return ContextKeymaps.listItem
        case .dictionary:
            guard case .dictionary(let dictionary)? = editor?.overlay else { return Keymap("Dictionary", []) }
            return ContextKeymaps.dictionary(
                hasSelection: dictionary.selected != nil, isNested: !dictionary.path.isEmpty)
        case .dictionaryEntry: return ContextKeymaps.dictionaryEntry
        case .palette: return ContextKeymaps.palette(inEditor: editor != nil)
        case .run:
            guard let runPane else { return Keymap("Run", []) }
            return RunKeymap.keymap(for: runPane).map(ContextCommand.run)
        case .question:
            guard let modal = runPane?.prompt else { return Keymap("Question", []) }
            return ContextKeymaps.question(modal)
        case .saveOutput: return ContextKeymaps.saveOutput
        // The layers' own (``Layer/keymap(in:)``), asked above while one is open.
        case .libraryHelp, .deleteShortcut, .themeMenu, .editorHelp, .deleteBlock, .quitConfirm, .choicePrompt,
            .tokenMenu, .textArea, .actions:
            return Keymap("\(context)", [])
        }
    }
}

extension EditorOverlay {
    /// The contexts an overlay puts on the stack: a picker opened from a list or a text field
    /// goes back to it, so that one is under it.
    var contexts: [Context] {
        switch self {
        case .field: [.field]
        case .picker(let picker): (picker.returnTo == nil ? [] : [.list]) + [.picker]
        case .variables(let browser):
            (browser.returnTo == nil ? [] : [.field]) + (browser.returnToDictionary == nil ? [] : [.dictionary])
                + [.variables] + (browser.keyField == nil ? [] : [.variableKey])
        case .list(let list): [.list] + (list.field == nil ? [] : [.listItem])
        case .dictionary(let dictionary): [.dictionary] + (dictionary.field == nil ? [] : [.dictionaryEntry])
        }
    }
}
