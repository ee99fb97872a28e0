/// Terminal modes ncurses does not manage, switched on and off with escape sequences written
/// straight to the terminal: bracketed paste (so a paste arrives as one event and is never run
/// as commands) and SGR mouse reporting (clicks and wheel, with coordinates past column 223).
struct TerminalModes: Equatable {
    var bracketedPaste: Bool
    var mouse: Bool

    static let pasteOn = "\u{1B}[?2004h"
    static let pasteOff = "\u{1B}[?2004l"
    /// Button presses and releases (1000), reported in SGR form (1006). Motion (1002/1003) is not
    /// asked for: the toolkit uses clicks and the wheel only.
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"

    /// The sequence that turns these modes on.
    var enable: String { (bracketedPaste ? Self.pasteOn : "") + (mouse ? Self.mouseOn : "") }

    /// The sequence that turns every mode off, whatever was on: safe to send at any exit.
    static let disableAll = mouseOff + pasteOff
}
