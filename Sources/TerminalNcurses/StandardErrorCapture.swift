import Glibc

/// While the screen is ours, anything written to standard error (a warning from a library,
/// Swift's message before a crash) would scribble over the interface and vanish with the
/// alternate screen. So it goes to an unlinked temporary file and is copied to the real standard
/// error when the terminal is given back, by a normal exit or a signal alike.
enum StandardErrorCapture {
    /// Starts capturing; does nothing if a temporary file cannot be made.
    static func start() {
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(directory)/terminal-stderr-XXXXXX".utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { return }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(file, STDERR_FILENO) >= 0 else {
            _ = close(file)
            if saved >= 0 { _ = close(saved) }
            return
        }
        restoreState.pointee.savedStderr = saved
        restoreState.pointee.capturedStderr = file
    }

    /// Stops capturing and copies out what was captured.
    static func finish() { replayStandardError() }
}
