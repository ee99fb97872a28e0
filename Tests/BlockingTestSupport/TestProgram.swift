import Foundation

/// A stand-in program a test puts on `PATH` (a fake `df`, `wl-copy`, `secret-tool`).
package enum TestProgram {
    /// Writes `text` to `url` as an executable, through a child (`sh` feeding `cat`), not this
    /// process: a file this process holds open for writing is inherited by any child another
    /// test spawns meanwhile, and exec of it then fails with ETXTBSY ("Text file busy") until
    /// that child execs. A shell looking the program up on `PATH` then quietly runs the next one
    /// (the real `df`), so the test would check the wrong program.
    package static func write(_ text: String, to url: URL) throws {
        let written = try ChildProcess.run(
            "/bin/sh", ["-c", "cat > \"$1\" && chmod 755 \"$1\"", "sh", url.path], environment: [:],
            input: Data(text.utf8))
        guard written.status == 0 else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [NSFilePathErrorKey: url.path, "stderr": String(decoding: written.error, as: UTF8.self)])
        }
    }
}
