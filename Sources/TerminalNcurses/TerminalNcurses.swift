// TerminalNcurses: the TerminalUI backend on ncursesw, and the only module that imports
// CNcursesw.
