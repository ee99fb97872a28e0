// ShortcutKit: shortcut documents (JSON), the catalog of actions, the validator, the runner,
// Find and the built-in actions, and the library of shortcut files. Built on IntentKit.
