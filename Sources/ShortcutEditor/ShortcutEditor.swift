// ShortcutEditor: the full-screen editor: one state value, messages, update, views, keymaps
// and effects, drawn with TerminalUI and running shortcuts with ShortcutKit.
