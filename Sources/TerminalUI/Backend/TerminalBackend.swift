/// What the app loop needs from a terminal: its size, a way to show a frame's changes, input,
/// and suspension. `NcursesBackend` (in TerminalNcurses) is the real one; `TestBackend` keeps
/// the screen in memory for tests.
///
/// Backends live on the main actor: ncurses is not thread-safe, so every call into it happens
/// from one place.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The terminal's size now.
    var size: Size { get }

    /// The color capability frames are resolved for.
    var colorCapability: ColorCapability { get }

    /// Writes the runs of `diff` and shows the cursor where it says (or hides it).
    func present(_ diff: FrameDiff)

    /// Waits for input until `deadline` (forever when nil), or until `wake()` is called from
    /// any thread, and returns what arrived: possibly nothing.
    func nextEvents(until deadline: ContinuousClock.Instant?) -> [InputEvent]

    /// Interrupts a `nextEvents` wait from any thread (an effect finished).
    nonisolated var wake: @Sendable () -> Void { get }

    /// Hands the terminal back to the shell and stops the process, as Ctrl-Z does; returns once
    /// the process is continued. The next frame is presented in full.
    func suspend()

    /// Turns mouse reporting on or off (off lets the terminal select text again).
    func setMouseReporting(_ enabled: Bool)

    /// Draws with `theme` from now on. The next frame is presented in full.
    func setTheme(_ theme: Theme)

    /// Writes an operating-system command to the terminal after everything drawn so far, through
    /// the same output the frames go to (OSC 52 sets the terminal's clipboard). The caller
    /// builds it from nothing but safe bytes: it is sent as it is.
    func writeOperatingSystemCommand(_ sequence: String)
}
