/// Why the terminal could not be taken over.
package enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file).
    case notATerminal
    /// `TERM` names a terminal that cannot run a full-screen program (`dumb`) or is missing.
    case unsupportedTerminal(String)
    /// ncurses could not start on the terminal.
    case cannotStart(String)

    package var description: String {
        switch self {
        case .notATerminal:
            "standard input and output must be a terminal"
        case .unsupportedTerminal(let term):
            term.isEmpty
                ? "TERM is not set: cannot draw a full-screen interface"
                : "TERM=\(term) cannot show a full-screen interface"
        case .cannotStart(let reason):
            "cannot start the terminal interface: \(reason)"
        }
    }
}
