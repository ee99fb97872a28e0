import CNcursesw
import Glibc
import TerminalUI

/// The TerminalUI backend on ncursesw: the only code that talks to ncurses.
///
/// ncurses keeps the screen (and diffs it once more against what the terminal shows); input is
/// read byte by byte with the keypad off and decoded by TerminalUI's `InputDecoder`, the same
/// code the tests exercise, so bracketed paste, SGR mouse and Alt keys work the same everywhere.
/// Resizes come from our SIGWINCH handler (see `takeResize`), which wakes the loop at once.
@MainActor
package final class NcursesBackend: TerminalBackend {
    let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    private let inputFile: UnsafeMutablePointer<FILE>
    private let outputFile: UnsafeMutablePointer<FILE>
    private let ownsFiles: Bool
    let inputFD: Int32
    let outputFD: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private var decoder: InputDecoder
    private let origin = ContinuousClock.now
    var colorPairs: ColorPairs
    private var modes: TerminalModes
    private var cursorVisible = false
    private var needsClear = false
    private var isShutDown = false
    /// False for a headless screen, whose input (/dev/null) would always poll as readable.
    private var readsInput = true

    package private(set) var size: Size
    package var colorCapability: ColorCapability { colorPairs.capability }

    /// Takes over the terminal on standard input and output. `Terminal.run` does this inside
    /// the full lifecycle (locale, signals, restore); use that rather than this directly.
    convenience init(theme: Theme, mouse: Bool, bracketedPaste: Bool, environment: [String: String]) throws {
        guard let screen = newterm(nil, cnc_stdout(), cnc_stdin()) else {
            throw TerminalError.cannotStart("ncurses could not open the terminal (TERM=\(environment["TERM"] ?? ""))")
        }
        try self.init(
            screen: screen, input: cnc_stdin(), output: cnc_stdout(), ownsFiles: false, theme: theme,
            modes: TerminalModes(bracketedPaste: bracketedPaste, mouse: mouse), environment: environment)
    }

    /// A backend drawing onto /dev/null with the given terminal type and size, for tests: the
    /// screen ncurses keeps can be read back with `lines` and `cell(x:y:)`.
    package convenience init(
        headless size: Size, terminalType: String = "xterm-256color", theme: Theme = .default,
        environment: [String: String] = ["TERM": "xterm-256color"]
    ) throws {
        TerminalLocale.ensureUTF8()
        guard let output = fopen("/dev/null", "w"), let input = fopen("/dev/null", "r") else {
            throw TerminalError.cannotStart("cannot open /dev/null")
        }
        guard let screen = newterm(terminalType, output, input) else {
            fclose(output)
            fclose(input)
            throw TerminalError.cannotStart("ncurses does not know TERM=\(terminalType)")
        }
        try self.init(
            screen: screen, input: input, output: output, ownsFiles: true, theme: theme,
            modes: TerminalModes(bracketedPaste: false, mouse: false), environment: environment)
        _ = resizeterm(Int32(size.height), Int32(size.width))
        // resizeterm queues a KEY_RESIZE for the program; nobody resized anything here.
        _ = flushinp()
        self.size = size
        readsInput = false
    }

    private init(
        screen: OpaquePointer, input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>, ownsFiles: Bool,
        theme: Theme, modes: TerminalModes, environment: [String: String]
    ) throws {
        self.screen = screen
        _ = set_term(screen)
        guard let window = cnc_stdscr() else { throw TerminalError.cannotStart("ncurses has no screen window") }
        self.window = window
        inputFile = input
        outputFile = output
        self.ownsFiles = ownsFiles
        inputFD = fileno(input)
        outputFD = fileno(output)
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw TerminalError.cannotStart("cannot create a pipe") }
        wakeRead = fds[0]
        wakeWrite = fds[1]
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }

        let delay = InputDecoder.escapeDelay(environment: environment)
        decoder = InputDecoder(escapeDelay: delay)
        if environment["ESCDELAY"] == nil {
            _ = set_escdelay(Int32(delay.components.attoseconds / 1_000_000_000_000_000))
        }

        // Raw rather than cbreak: Ctrl-C, Ctrl-Z, Ctrl-S and Ctrl-Q reach the app as keys, so an
        // editor can ask before quitting and bind Ctrl-S to save. Ctrl-Z is handled by the loop.
        _ = raw()
        _ = noecho()
        _ = nonl()
        _ = intrflush(window, false)
        _ = keypad(window, false)
        _ = meta(window, true)
        _ = nodelay(window, true)
        _ = leaveok(window, false)
        _ = curs_set(0)

        let hasColors = has_colors()
        if hasColors {
            _ = start_color()
            _ = use_default_colors()
        }
        let capability = ColorPairs.capability(
            environment: ColorCapability.detect(environment: environment), hasColors: hasColors,
            colors: Int(cnc_colors()))
        colorPairs = ColorPairs(theme: theme, capability: capability, colors: Int(cnc_colors()))
        self.modes = modes
        var rows: Int32 = 0
        var columns: Int32 = 0
        cnc_getmaxyx(window, &rows, &columns)
        size = Size(width: Int(columns), height: Int(rows))
        writeDirect(modes.enable)
    }

    /// Leaves the terminal as it was: modes off, ncurses' `endwin`, the screen freed.
    func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        writeDirect(TerminalModes.disableAll)
        _ = endwin()
        delscreen(screen)
        if ownsFiles {
            fclose(inputFile)
            fclose(outputFile)
        }
        _ = close(wakeRead)
        _ = close(wakeWrite)
    }

    /// The bytes that give the terminal back from a signal handler: our modes off, attributes
    /// off, the cursor shown, the alternate screen left (from terminfo, as `endwin` would).
    func emergencyRestoreSequence() -> String {
        var sequence = TerminalModes.disableAll
        for capability in ["sgr0", "cnorm", "rmcup"] {
            if let value = cnc_tigetstr(capability) { sequence += String(cString: value) }
        }
        return sequence
    }

    func modesSequences() -> (off: String, on: String) { (TerminalModes.disableAll, modes.enable) }

    /// The write end of the wake pipe, for the suspend handler to wake a waiting loop.
    var wakeFileDescriptor: Int32 { wakeWrite }

    // MARK: - TerminalBackend

    package nonisolated var wake: @Sendable () -> Void {
        let fd = wakeWrite
        return {
            var byte: UInt8 = 1
            _ = write(fd, &byte, 1)
        }
    }

    package func present(_ diff: FrameDiff) {
        if diff.isFullRepaint {
            _ = werase(window)
            if needsClear {
                // After a suspension the terminal shows the shell: make ncurses repaint everything.
                _ = clearok(cnc_curscr(), true)
                needsClear = false
            }
        }
        for run in diff.runs { draw(run) }
        _ = cnc_wattr_set(window, cnc_a_normal(), 0)
        if let cursor = diff.cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < size.width, cursor.y < size.height {
            _ = wmove(window, Int32(cursor.y), Int32(cursor.x))
            if !cursorVisible { _ = curs_set(1) }
            cursorVisible = true
        } else if cursorVisible {
            _ = curs_set(0)
            cursorVisible = false
        }
        _ = wnoutrefresh(window)
        _ = doupdate()
    }

    package func nextEvents(until deadline: ContinuousClock.Instant?) -> [InputEvent] {
        while true {
            if resumedFromSuspend.exchange(false, ordering: .sequentiallyConsistent) {
                // Continued after a stop we did not start (kill -TSTP): the size may have changed
                // meanwhile, and the terminal shows the shell. Redraw everything at the size it has.
                resizePending.store(true, ordering: .sequentiallyConsistent)
            }
            if readsInput && resizePending.load(ordering: .sequentiallyConsistent) { return takeResize() }
            let events = readAvailable()
            if !events.isEmpty { return events }
            let now = ContinuousClock.now
            // A lone Esc whose wait is over is a key even when the loop only looks for input
            // between messages (a deadline already past).
            if let escape = decoder.deadline, now - origin >= escape {
                let resolved = decoder.expire(at: now - origin)
                if !resolved.isEmpty { return resolved }
            }
            if let deadline, now >= deadline { return [] }
            var limit = deadline
            if let escape = decoder.deadline {
                let instant = origin + escape
                limit = limit.map { min($0, instant) } ?? instant
            }
            if wait(until: limit) == .woken { return [] }
        }
    }

    package func suspend() {
        guard SignalHandlers.canSuspend else { return }
        _ = raise(SIGTSTP)
        _ = resumedFromSuspend.exchange(false, ordering: .sequentiallyConsistent)
        needsClear = true
        // The window may have been resized while we were stopped, with no one to see it.
        resizePending.store(true, ordering: .sequentiallyConsistent)
    }

    // MARK: - Resize

    /// How long the terminal's size must stay put before it is taken: a window dragged by its
    /// edge sends a burst of SIGWINCHs, and one repaint at the end beats one per signal.
    static let resizeSettleTime: Int32 = 50
    /// The most a continuous burst delays the repaint.
    static let resizeMaxDelay: Duration = .milliseconds(500)

    /// After SIGWINCH: coalesces the burst, reads the size from the terminal (TIOCGWINSZ),
    /// tells ncurses (`resizeterm`) and asks for a repaint from scratch — the terminal may have
    /// reflowed or cleared what it showed, so nothing on it is trusted (`clearok`), even when
    /// the size came back to what it was.
    private func takeResize() -> [InputEvent] {
        let start = ContinuousClock.now
        repeat {
            resizePending.store(false, ordering: .sequentiallyConsistent)
            // Wake-ups meant for effects are not lost: the loop drains its mailbox after every return.
            drainWakePipe()
            _ = poll(nil, 0, Self.resizeSettleTime)
        } while resizePending.load(ordering: .sequentiallyConsistent)
            && ContinuousClock.now - start < Self.resizeMaxDelay
        var terminal = winsize()
        if ioctl(outputFD, UInt(TIOCGWINSZ), &terminal) == 0, terminal.ws_row > 0, terminal.ws_col > 0,
            Int32(terminal.ws_row) != cnc_lines() || Int32(terminal.ws_col) != cnc_cols()
        {
            // Queues a KEY_RESIZE, which readAvailable turns into the resize event below.
            _ = resizeterm(Int32(terminal.ws_row), Int32(terminal.ws_col))
        }
        needsClear = true
        var events = readAvailable()
        if !events.contains(where: { if case .resize = $0 { true } else { false } }) {
            var rows: Int32 = 0
            var columns: Int32 = 0
            cnc_getmaxyx(window, &rows, &columns)
            size = Size(width: Int(columns), height: Int(rows))
            events.append(.resize(size))
        }
        return events
    }

    private func drainWakePipe() {
        var scratch = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &scratch, scratch.count) > 0 {}
    }

    package func setTheme(_ theme: Theme) {
        // New colour pairs replace the old numbers; the full repaint then shows every cell in them.
        colorPairs = ColorPairs(theme: theme, capability: colorPairs.capability, colors: Int(cnc_colors()))
        needsClear = true
    }

    package func setMouseReporting(_ enabled: Bool) {
        guard modes.mouse != enabled else { return }
        modes.mouse = enabled
        writeDirect(enabled ? TerminalModes.mouseOn : TerminalModes.mouseOff)
        restoreState.pointee.modesOn = ByteString(modes.enable)
    }

    // MARK: - Input

    private enum WaitResult {
        case input, woken, timedOut, interrupted
    }

    /// Blocks in poll on the input and the wake pipe (which effects and the SIGWINCH and SIGTSTP
    /// handlers write to). A signal delivered to this thread may interrupt it; the caller then
    /// looks again.
    private func wait(until limit: ContinuousClock.Instant?) -> WaitResult {
        var fds = [
            pollfd(fd: readsInput ? inputFD : -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        ]
        var timeout: Int32 = -1
        if let limit {
            let remaining = limit - ContinuousClock.now
            let milliseconds =
                remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
            timeout = Int32(
                clamping: max(0, milliseconds + (remaining.components.attoseconds % 1_000_000_000_000_000 > 0 ? 1 : 0)))
        }
        let result = poll(&fds, 2, timeout)
        if result < 0 { return .interrupted }
        if result == 0 { return .timedOut }
        if fds[1].revents & Int16(POLLIN) != 0 {
            drainWakePipe()
            // A resize is taken by the caller's loop; anything else is for the app loop to see.
            return resizePending.load(ordering: .sequentiallyConsistent) ? .interrupted : .woken
        }
        return .input
    }

    /// Reads every byte ncurses has, decoding as it goes; a resize becomes an event with the new size.
    private func readAvailable() -> [InputEvent] {
        guard readsInput else { return [] }
        var events: [InputEvent] = []
        var bytes: [UInt8] = []
        while true {
            let code = wgetch(window)
            if code == ERR { break }
            if code == KEY_RESIZE {
                var rows: Int32 = 0
                var columns: Int32 = 0
                cnc_getmaxyx(window, &rows, &columns)
                size = Size(width: Int(columns), height: Int(rows))
                events += decoder.feed(bytes, at: ContinuousClock.now - origin)
                bytes.removeAll()
                events.append(.resize(size))
                continue
            }
            guard code >= 0 && code < 256 else { continue }
            bytes.append(UInt8(code))
        }
        if !bytes.isEmpty { events += decoder.feed(bytes, at: ContinuousClock.now - origin) }
        return events
    }

    package func writeOperatingSystemCommand(_ sequence: String) {
        writeDirect(sequence)
    }

    /// Writes bytes straight to the terminal, after whatever ncurses has sent.
    private func writeDirect(_ text: String) {
        guard !text.isEmpty else { return }
        _ = fflush(outputFile)
        ByteString.writeOnce(text, to: outputFD)
    }
}

extension ByteString {
    static func writeOnce(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBufferPointer {
                Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
    }
}
