import CNcursesw
import Foundation
import Glibc
import Synchronization
import TerminalUI

/// Runs an app full-screen on the real terminal, and gives the terminal back however it ends.
///
/// ```swift
/// let final = try Terminal.run(MyApp(), options: .init(theme: theme))
/// ```
///
/// The lifecycle, in order: refuse what is not a full-screen terminal; a UTF-8 locale (C.UTF-8
/// when the user has none); ESC delay 25 ms unless `ESCDELAY` says otherwise; the terminal's
/// settings saved; handlers for SIGINT/SIGTERM/SIGHUP (restore, exit 128 + n), crash signals and
/// SIGQUIT (restore, then the signal goes on to be reported) and SIGWINCH (wake the loop, which
/// takes the new size and repaints from scratch); standard error captured; ncurses started on the
/// alternate screen in raw mode; bracketed paste and mouse on; Ctrl-Z suspends. At the end
/// everything is undone in reverse, and what went to standard error is printed.
package enum Terminal {
    package struct Options: Sendable {
        package var theme: Theme
        /// Report clicks and the wheel. Off lets the terminal select text with the mouse.
        package var mouse: Bool
        package var bracketedPaste: Bool
        /// Hold standard error while the screen is ours and print it afterwards.
        package var captureStandardError: Bool
        /// The key that suspends to the shell; nil for none.
        package var suspendKey: Key?
        /// Where TERM, COLORTERM, NO_COLOR and ESCDELAY are read from.
        package var environment: [String: String]

        package init(
            theme: Theme = .default, mouse: Bool = true, bracketedPaste: Bool = true, captureStandardError: Bool = true,
            suspendKey: Key? = .ctrl("z"), environment: [String: String] = ProcessInfo.processInfo.environment
        ) {
            self.theme = theme
            self.mouse = mouse
            self.bracketedPaste = bracketedPaste
            self.captureStandardError = captureStandardError
            self.suspendKey = suspendKey
            self.environment = environment
        }
    }

    /// Runs `app` until it quits; returns its final state.
    @MainActor
    package static func run<A: App>(_ app: A, options: Options = Options()) throws -> A {
        let term = options.environment["TERM"] ?? ""
        guard !term.isEmpty, term != "dumb" else { throw TerminalError.unsupportedTerminal(term) }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
        TerminalLocale.ensureUTF8()

        let state = restoreState
        state.pointee.inputFD = STDIN_FILENO
        state.pointee.outputFD = STDOUT_FILENO
        state.pointee.hasTermios = tcgetattr(STDIN_FILENO, &state.pointee.termios) == 0
        SignalHandlers.installTermination()
        registerExitHandler()
        if options.captureStandardError { StandardErrorCapture.start() }

        let backend: NcursesBackend
        do {
            backend = try NcursesBackend(
                theme: options.theme, mouse: options.mouse, bracketedPaste: options.bracketedPaste,
                environment: options.environment)
        } catch {
            SignalHandlers.uninstall()
            StandardErrorCapture.finish()
            throw error
        }
        state.pointee.restore = ByteString(backend.emergencyRestoreSequence())
        let modes = backend.modesSequences()
        state.pointee.modesOff = ByteString(modes.off)
        state.pointee.modesOn = ByteString(modes.on)
        state.pointee.wakeFD = backend.wakeFileDescriptor
        state.pointee.active = true
        SignalHandlers.installSuspend()

        let runtime = AppRuntime(app: app, backend: backend, suspendKey: options.suspendKey)
        let final = runtime.run()

        state.pointee.active = false
        state.pointee.wakeFD = -1
        backend.shutdown()
        SignalHandlers.uninstall()
        StandardErrorCapture.finish()
        return final
    }

    /// An `exit()` from anywhere while the screen is ours still restores the terminal.
    private static func registerExitHandler() {
        guard !exitHandlerRegistered.exchange(true, ordering: .sequentiallyConsistent) else { return }
        atexit { emergencyRestore() }
    }
}

private let exitHandlerRegistered = Atomic<Bool>(false)
