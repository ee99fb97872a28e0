import Foundation
import ShortcutKit

extension SystemEnvironment {
    /// The command line's: this process's environment, and the controlling terminal (`/dev/tty`)
    /// for OSC 52 when there is one, so Copy to Clipboard works over ssh and in a terminal with
    /// no clipboard program, even while standard output goes to a pipe.
    static func forCommandLine() -> SystemEnvironment {
        let probe = open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard probe >= 0 else { return SystemEnvironment(variables: ProcessInfo.processInfo.environment) }
        close(probe)
        return SystemEnvironment(variables: ProcessInfo.processInfo.environment) { sequence in
            let tty = open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard tty >= 0 else { return }
            defer { close(tty) }
            var bytes = Array(sequence.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { write(tty, $0.baseAddress, $0.count) }
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                bytes = bytes.dropFirst(written)
            }
        }
    }
}
