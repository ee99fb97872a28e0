// TerminalUI: a pure-Swift toolkit for full-screen terminal apps: cells, a screen buffer with
// diffing, text width, input events, keymaps, widgets, themes and a test backend. It knows
// nothing of shortcuts and nothing of ncurses.
