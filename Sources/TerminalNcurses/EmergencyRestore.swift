import CNcursesw
import Glibc
import Synchronization

/// What the signal handlers need to give the terminal back, kept in plain memory a handler can
/// read without Swift's runtime (no reference counting, no exclusivity checks, no allocation):
/// a handler may run at any instruction of the main thread.
struct RestoreState {
    /// Whether the terminal is in our hands and must be restored.
    var active = false
    var inputFD: Int32 = -1
    var outputFD: Int32 = -1
    var hasTermios = false
    /// The terminal settings from before we started: echo, canonical input, signals.
    var termios = Glibc.termios()
    /// Bytes that put the screen back: modes off, attributes off, cursor on, leave the alternate screen.
    var restore = ByteString()
    /// Modes off and back on, around a suspension.
    var modesOff = ByteString()
    var modesOn = ByteString()
    /// The real standard error, while ours goes to `capturedStderr`.
    var savedStderr: Int32 = -1
    var capturedStderr: Int32 = -1
    var wakeFD: Int32 = -1
    /// ncurses' own SIGTSTP handler, which ours wraps.
    var ncursesSuspend: (@convention(c) (Int32) -> Void)?
}

/// Bytes in memory allocated once and never freed, so a signal handler can write them.
struct ByteString {
    var base: UnsafeMutablePointer<UInt8>?
    var count = 0

    init() {}

    init(_ text: String) {
        let bytes = Array(text.utf8)
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        storage.initialize(from: bytes, count: bytes.count)
        base = storage
        count = bytes.count
    }

    func write(to fd: Int32) {
        guard let base, count > 0 else { return }
        var offset = 0
        while offset < count {
            let written = Glibc.write(fd, base + offset, count - offset)
            if written <= 0 { return }
            offset += written
        }
    }
}

/// The one copy of the state, reached through a pointer so that no Swift global access (with
/// its lazy initialisation and exclusivity checks) happens inside a handler.
nonisolated(unsafe) let restoreState: UnsafeMutablePointer<RestoreState> = {
    let pointer = UnsafeMutablePointer<RestoreState>.allocate(capacity: 1)
    pointer.initialize(to: RestoreState())
    return pointer
}()

/// The actions that were in place before ours, by signal number, to restore or chain to.
nonisolated(unsafe) let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    pointer.initialize(repeating: sigaction(), count: 65)
    return pointer
}()

/// Scratch space for copying captured standard error inside a handler.
nonisolated(unsafe) let copyBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)

/// Set by the suspend handler when the process continues; read by the backend.
let resumedFromSuspend = Atomic<Bool>(false)

/// Set by the SIGWINCH handler; the backend takes the new size when it sees it.
let resizePending = Atomic<Bool>(false)

/// Gives the terminal back using only async-signal-safe calls (write, tcsetattr, dup2, read,
/// lseek). Does nothing if the terminal is not ours or was already restored.
func emergencyRestore() {
    let state = restoreState
    guard state.pointee.active else { return }
    state.pointee.active = false
    state.pointee.restore.write(to: state.pointee.outputFD)
    if state.pointee.hasTermios { _ = tcsetattr(state.pointee.inputFD, TCSANOW, &state.pointee.termios) }
    replayStandardError()
}

/// Puts standard error back and copies out what was written to it while the screen was ours.
func replayStandardError() {
    let state = restoreState
    let saved = state.pointee.savedStderr
    let captured = state.pointee.capturedStderr
    guard saved >= 0, captured >= 0 else { return }
    state.pointee.savedStderr = -1
    state.pointee.capturedStderr = -1
    _ = dup2(saved, STDERR_FILENO)
    _ = lseek(captured, 0, SEEK_SET)
    while true {
        let count = read(captured, copyBuffer, 4096)
        if count <= 0 { break }
        var offset = 0
        while offset < count {
            let written = write(STDERR_FILENO, copyBuffer + offset, count - offset)
            if written <= 0 { break }
            offset += written
        }
    }
    _ = close(captured)
    _ = close(saved)
}

/// SIGINT, SIGTERM, SIGHUP: restore, then exit with 128 + the signal, as a shell reports it.
private func terminateHandler(_ signal: Int32) {
    emergencyRestore()
    _exit(128 + signal)
}

/// SIGSEGV, SIGABRT and friends, and SIGQUIT: restore, then hand the signal to whoever handled it
/// before (Swift's crash reporter, which prints where the program was), and end the process with
/// the signal's default action, so it still ends as the signal says (a core dump where enabled;
/// 131 for SIGQUIT).
///
/// The earlier handler is called here rather than re-raised to: Swift's reporter returns once it
/// has printed, counting on a faulting instruction to fault again, so a signal sent with `kill`
/// (or raised) would otherwise go on running a program whose terminal was already given back.
private func crashHandler(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    emergencyRestore()
    let previous = previousActions + Int(signal)
    let handler = unsafeBitCast(previous.pointee.__sigaction_handler, to: Int.self)
    let isFunction = handler != unsafeBitCast(SIG_DFL, to: Int.self) && handler != unsafeBitCast(SIG_IGN, to: Int.self)
    if isFunction {
        if previous.pointee.sa_flags & Int32(SA_SIGINFO) != 0 {
            previous.pointee.__sigaction_handler.sa_sigaction?(signal, info, context)
        } else {
            previous.pointee.__sigaction_handler.sa_handler?(signal)
        }
    }
    endWithDefaultAction(signal)
}

/// Ends the process by `signal`'s default action (which these signals all have as termination),
/// or with 128 + signal should it come back.
private func endWithDefaultAction(_ signal: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    _ = sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, nil)
    var unblock = sigset_t()
    _ = sigemptyset(&unblock)
    _ = sigaddset(&unblock, signal)
    _ = pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    _ = raise(signal)
    _exit(128 + signal)
}

/// SIGTSTP (Ctrl-Z, or `kill -TSTP`): turn our modes off, let ncurses' handler leave the screen,
/// stop and come back, turn the modes on again and wake the loop for a full redraw.
private func suspendHandler(_ signal: Int32) {
    let state = restoreState
    state.pointee.modesOff.write(to: state.pointee.outputFD)
    state.pointee.ncursesSuspend?(signal)
    state.pointee.modesOn.write(to: state.pointee.outputFD)
    resumedFromSuspend.store(true, ordering: .sequentiallyConsistent)
    if state.pointee.wakeFD >= 0 {
        var byte: UInt8 = 1
        _ = write(state.pointee.wakeFD, &byte, 1)
    }
}

/// SIGWINCH: note it and wake the loop through its pipe; the loop then coalesces a burst of
/// them, asks the terminal its size and repaints. A signal goes to any thread that does not
/// block it (Swift's concurrency threads included), so only a byte on the pipe reliably ends the
/// main thread's poll. Only an atomic store and `write` happen here; errno is kept for the code
/// the signal interrupted.
private func resizeHandler(_ signal: Int32) {
    let savedErrno = errno
    resizePending.store(true, ordering: .sequentiallyConsistent)
    let fd = restoreState.pointee.wakeFD
    if fd >= 0 {
        var byte: UInt8 = 1
        _ = write(fd, &byte, 1)
    }
    errno = savedErrno
}

/// Installs and removes the handlers.
enum SignalHandlers {
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The other signals whose default action ends the process without a core dump (SIGUSR1,
    /// SIGALRM, a real-time signal…): handled as SIGTERM is, unless the process started with one
    /// ignored (`nohup`, a parent's choice), which then stays ignored.
    static var otherTerminating: [Int32] {
        [SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT]
            + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    }
    /// SIGQUIT (`kill -QUIT`; Ctrl-\ is a key in raw mode) ends the process with a core dump, as
    /// a crash does, and ncurses installs nothing for it: it is handled as a crash.
    static let crashing: [Int32] = [
        SIGSEGV, SIGABRT, SIGILL, SIGBUS, SIGTRAP, SIGFPE, SIGQUIT, SIGSYS, SIGXCPU, SIGXFSZ,
    ]

    /// Termination, crash and resize handlers: installed before ncurses starts, so ncurses sees
    /// them and does not install its own (its SIGINT/SIGTERM handler would exit with status 1
    /// instead of 128 + n; its SIGWINCH handler only sets a flag that nothing would look at
    /// until the next key).
    static func installTermination() {
        for signal in terminating { install(terminateHandler, for: signal, flags: 0) }
        for signal in otherTerminating where !isIgnored(signal) { install(terminateHandler, for: signal, flags: 0) }
        // (A SIGQUIT ignored from the start, as `sh` does for a job in the background, stays ignored.)
        for signal in crashing where signal != SIGQUIT || !isIgnored(signal) {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = crashHandler
            _ = sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_ONSTACK) | Int32(SA_SIGINFO)
            _ = sigaction(signal, &action, previousActions + Int(signal))
        }
        install(resizeHandler, for: SIGWINCH, flags: Int32(SA_RESTART))
    }

    /// The suspend wrapper: installed after ncurses started, around the handler ncurses put in
    /// place. Returns false (and installs nothing) if ncurses did not install one, which means
    /// the shell gave us no job control: then Ctrl-Z does nothing.
    @discardableResult
    static func installSuspend() -> Bool {
        var current = sigaction()
        _ = sigaction(SIGTSTP, nil, &current)
        let handler = current.__sigaction_handler.sa_handler
        guard let handler, unsafeBitCast(handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) else {
            return false
        }
        restoreState.pointee.ncursesSuspend = handler
        install(suspendHandler, for: SIGTSTP, flags: Int32(SA_RESTART))
        return true
    }

    /// Whether Ctrl-Z can suspend (the suspend wrapper is in place).
    static var canSuspend: Bool { restoreState.pointee.ncursesSuspend != nil }

    /// Whether `signal` is ignored now (before ours are installed: as the process started).
    private static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        _ = sigaction(signal, nil, &current)
        return unsafeBitCast(current.__sigaction_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Puts back every action that was in place before ours.
    static func uninstall() {
        // Of the other terminating signals and the crash signals, only those that have our
        // handler (one ignored from the start was left alone, and stays so).
        let ours = [
            unsafeBitCast(terminateHandler as @convention(c) (Int32) -> Void, to: Int.self),
            unsafeBitCast(
                crashHandler
                    as @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?)
                    -> Void, to: Int.self),
        ]
        let handled = (otherTerminating + crashing).filter { signal in
            var current = sigaction()
            _ = sigaction(signal, nil, &current)
            return ours.contains(unsafeBitCast(current.__sigaction_handler, to: Int.self))
        }
        for signal in terminating + handled + [SIGWINCH] + (canSuspend ? [SIGTSTP] : []) {
            _ = sigaction(signal, previousActions + Int(signal), nil)
        }
        restoreState.pointee.ncursesSuspend = nil
    }

    private static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        _ = sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        _ = sigaction(signal, &action, previousActions + Int(signal))
    }
}
