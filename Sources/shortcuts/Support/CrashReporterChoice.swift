import Glibc

/// Makes Swift's crash reporter non-interactive for the full-screen editor.
///
/// On a terminal the reporter that Swift's runtime starts after a crash (or a SIGQUIT, SIGSEGV,
/// SIGABRT sent with `kill`) asks "Press space to interact…" and holds the crashed process up to
/// 30 s waiting for a key, ignoring SIGTERM meanwhile; the editor has given the terminal back by
/// then and no one is looking for a prompt. The runtime reads `SWIFT_BACKTRACE` once, before
/// `main`, and nothing a program does later changes it (a value set before libc's own start is
/// undone by it), so the editor starts itself again, once, with `SWIFT_BACKTRACE=interactive=no`
/// when the person did not set `SWIFT_BACKTRACE` themselves. The second start removes the
/// variable again, so the programs a run starts see the environment the person gave.
enum CrashReporterChoice {
    /// Set beside `SWIFT_BACKTRACE` for the second start: this process chose it.
    private static let marker = "SHORTCUTS_CHOSE_SWIFT_BACKTRACE"

    /// Whether this process is the second start (read once, at the top of `main`).
    nonisolated(unsafe) private static var chosen = false

    /// At the top of `main`: in the second start, forget the variables (the runtime has read them).
    static func settle() {
        guard getenv(marker) != nil else { return }
        chosen = true
        unsetenv(marker)
        unsetenv("SWIFT_BACKTRACE")
    }

    /// Before the editor takes the terminal: starts the program again with a non-interactive
    /// crash reporter, unless that was done or the person chose `SWIFT_BACKTRACE` themselves.
    /// Returns only if it did not (or `execv` failed: the editor then runs with the default).
    static func startNonInteractive() {
        guard !chosen, getenv("SWIFT_BACKTRACE") == nil else { return }
        guard setenv("SWIFT_BACKTRACE", "interactive=no", 1) == 0, setenv(marker, "1", 1) == 0 else { return }
        _ = execv("/proc/self/exe", CommandLine.unsafeArgv)
        unsetenv(marker)
        unsetenv("SWIFT_BACKTRACE")
    }
}
