import Glibc
import Synchronization
import TerminalUI

/// Every byte the command line writes goes out here, so untrusted text (a shortcut's name, a
/// book's title, a file name, a value) can never act on the terminal that shows it.
///
/// - Messages for people (listings, errors, warnings, prompts) are escaped by TerminalUI's rule
///   (``TerminalEscaping``), on a terminal or not: piped output still reaches terminals (`| less
///   -R`, a log shown later), and escape sequences in error messages are a known attack (git's
///   CVE-2024-52005, scp's CVE-2019-6110). Newlines and tabs are kept, as the layout uses them.
/// - A run's data (its dialogs, snippets and output) is written exactly as it is to a pipe or a
///   file, so scripts get the real bytes, and escaped like a message on a terminal.
/// - JSON is made safe without changing its meaning: such characters can only be inside its
///   strings, where `\uXXXX` says the same thing. A run's JSON output to a pipe is left exact.
///
/// Within this module `print` is the one below, not the standard library's, so a new listing
/// cannot forget the rule; a test (TerminalSafetyTests) fails if anything here writes to the
/// standard streams another way.
enum StandardStreams {
    /// Whether standard output is a terminal, decided once (it cannot change while we run).
    static let outputIsTerminal = isatty(STDOUT_FILENO) == 1

    /// Whether standard error is a terminal, decided once.
    static let errorIsTerminal = isatty(STDERR_FILENO) == 1

    /// A status line on standard error that the next one replaces, or `nil` to clear it: on a
    /// terminal only (nothing is written otherwise). The text is escaped; the carriage return
    /// and the erase-line sequence are ours.
    static func statusLine(_ text: String?) {
        guard errorIsTerminal else { return }
        write("\r\u{1B}[2K" + (text.map(escaped) ?? ""), to: STDERR_FILENO)
    }

    /// Text for people on standard output: always escaped.
    static func message(_ text: String) {
        write(escaped(text), to: STDOUT_FILENO)
    }

    /// Text for people on standard error: always escaped.
    static func error(_ text: String) {
        write(escaped(text), to: STDERR_FILENO)
    }

    /// A run's data on standard output: exact to a pipe or file, escaped on a terminal.
    static func data(_ text: String) {
        write(outputIsTerminal ? escaped(text) : text, to: STDOUT_FILENO)
    }

    /// A run's JSON output on standard output: exact to a pipe or file, made safe on a terminal.
    static func jsonData(_ text: String) {
        write(outputIsTerminal ? safeJSON(text) : text, to: STDOUT_FILENO)
    }

    /// Bytes that are not text (an exported shortcut's binary plist) on standard output, only
    /// where they cannot act on a terminal: `false`, writing nothing, when it is one.
    static func binary(_ bytes: [UInt8]) -> Bool {
        guard !outputIsTerminal else { return false }
        lock.withLock { _ in bytes.withUnsafeBufferPointer { writeAll($0, to: STDOUT_FILENO) } }
        return true
    }

    /// A JSON listing on standard output, made safe wherever it goes (it means the same).
    static func json(_ text: String) {
        write(safeJSON(text), to: STDOUT_FILENO)
    }

    static func escaped(_ text: String) -> String { TerminalEscaping.escaped(text, keeping: ["\n", "\t"]) }

    /// JSON text with every scalar a terminal must not be sent written as a `\uXXXX` escape
    /// (a surrogate pair above U+FFFF). Outside strings JSON has only ASCII punctuation and
    /// whitespace, so only string contents change, and only in spelling.
    static func safeJSON(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { TerminalEscaping.mustEscape($0) && $0 != "\n" && $0 != "\t" })
        else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            guard TerminalEscaping.mustEscape(scalar), scalar != "\n", scalar != "\t" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return result
    }

    /// One lock for both streams: a message is written whole, never interleaved with another
    /// thread's (a run's events and a prompt can come from different tasks).
    private static let lock = Mutex(())

    /// Writes every byte, retrying short writes and interruptions, unbuffered so that standard
    /// output and standard error keep their order on a terminal.
    private static func write(_ text: String, to fd: Int32) {
        lock.withLock { _ in
            var text = text
            text.withUTF8 { writeAll($0, to: fd) }
        }
    }

    /// Every byte of `bytes` to `fd`, through short writes and interruptions; the caller holds
    /// the lock.
    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, base + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}

/// Prints to standard output as a message for people: escaped (see ``StandardStreams``). It
/// shadows the standard library's `print` everywhere in this module.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    StandardStreams.message(items.map { "\($0)" }.joined(separator: separator) + terminator)
}
