import Glibc

/// Reads one line from the terminal on standard input without showing it: a secret's value.
///
/// The terminal is put in a mode with no echo, no line editing of its own and no signal keys
/// (`ECHO`, `ICANON`, `ISIG`, `IEXTEN` off), and this reads byte by byte: Enter ends the line,
/// Backspace and Ctrl-U edit it, Ctrl-C (a byte here, not a signal) and Ctrl-D on an empty line
/// cancel. So the settings are put back on every way out by this function itself; a SIGTERM or
/// SIGHUP from elsewhere while it waits puts them back in its handler, then ends the process as
/// the signal would have.
enum HiddenInput {
    enum Outcome: Equatable {
        case line(String)
        case cancelled
    }

    /// Writes `prompt` to standard error and reads the hidden line; `nil` when standard input is
    /// not a terminal (nothing was written).
    static func read(prompt: String) -> Outcome? {
        let fd: Int32 = 0
        var saved = termios()
        guard isatty(fd) == 1, tcgetattr(fd, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        printError(prompt, terminator: "")
        restoreOnSignal(fd: fd, saved)
        guard tcsetattr(fd, TCSAFLUSH, &raw) == 0 else {
            forgetRestoreOnSignal()
            return nil
        }
        defer {
            _ = tcsetattr(fd, TCSAFLUSH, &saved)
            forgetRestoreOnSignal()
            // The Enter was not echoed: end the prompt's line.
            printError("")
        }
        var bytes: [UInt8] = []
        while true {
            var byte: UInt8 = 0
            let n = Glibc.read(fd, &byte, 1)
            if n < 0, errno == EINTR { continue }
            guard n == 1 else { return .cancelled }
            switch byte {
            case 0x0D, 0x0A: return .line(String(decoding: bytes, as: UTF8.self))
            case 0x03: return .cancelled
            case 0x04 where bytes.isEmpty: return .cancelled
            case 0x7F, 0x08:
                // One character back: its continuation bytes (10xxxxxx), then its first byte.
                while let last = bytes.last, last & 0xC0 == 0x80 { bytes.removeLast() }
                if !bytes.isEmpty { bytes.removeLast() }
            case 0x15: bytes.removeAll()
            case 0x00..<0x20: continue
            default: bytes.append(byte)
            }
        }
    }

    // MARK: Signals from elsewhere

    private static let handled = [SIGTERM, SIGHUP]

    /// Installs handlers for SIGTERM and SIGHUP that put `saved` back and then die of the signal.
    private static func restoreOnSignal(fd: Int32, _ saved: termios) {
        hiddenInputSaved = saved
        hiddenInputFD = fd
        for signal in handled {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                _ = tcsetattr(hiddenInputFD, TCSANOW, &hiddenInputSaved)
                Glibc.signal(signal, SIG_DFL)
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
            sigaction(signal, &action, nil)
        }
    }

    private static func forgetRestoreOnSignal() {
        for signal in handled { Glibc.signal(signal, SIG_DFL) }
    }
}

// What the signal handler restores: globals, as a C handler cannot capture.
nonisolated(unsafe) private var hiddenInputSaved = termios()
nonisolated(unsafe) private var hiddenInputFD: Int32 = 0
