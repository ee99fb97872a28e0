import ArgumentParser
import Foundation

/// The exit codes of every command, as docs/cli.md lists them (BSD sysexits where one fits).
enum Exit {
    static let usage = ExitCode(64)
    static let invalidShortcut = ExitCode(65)
    static let notFound = ExitCode(66)
    static let notInteractive = ExitCode(69)
    static let runFailed = ExitCode(70)
    /// An app's database could not be used (busy past its timeout, unreadable, read-only, full):
    /// EX_IOERR, so scripts can retry or report it apart from a failing action.
    static let databaseFailed = ExitCode(74)
    /// A file could not be written (read-only, a full disk): EX_IOERR as well.
    static let cannotWrite = ExitCode(74)
    /// The safety policy stopped the run before its first action: it runs programs or reaches the
    /// network without being allowed, or is not trusted (EX_NOPERM).
    static let notPermitted = ExitCode(77)
    static let cancelled = ExitCode(130)
}

/// Writes a message to standard error, prefixed with the program name (escaped: see StandardStreams).
func complain(_ message: String) {
    StandardStreams.error("shortcuts: \(message)\n")
}

/// Writes to standard error without a prefix: prompts and progress (escaped: see StandardStreams).
func printError(_ text: String, terminator: String = "\n") {
    StandardStreams.error(text + terminator)
}
