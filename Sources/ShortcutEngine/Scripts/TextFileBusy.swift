import Foundation
import ShortcutModel
import Subprocess

#if canImport(System)
    import System
#else
    import SystemPackage
#endif

/// Starting a program that some process still holds open for writing fails with ETXTBSY ("Text
/// file busy"): a script saved a moment ago, or one whose writer's descriptor was inherited by a
/// child forked elsewhere in the meantime (any program that starts processes from several threads
/// meets this). The holder lets go within moments, so the start is tried again, waiting a little
/// longer each time, before the failure is reported. Nothing has run when a start fails so.
enum TextFileBusy {
    /// The waits between tries: about 2.5 s in all.
    static let waits: [Duration] = [5, 10, 20, 40, 80, 160, 320, 640, 1280].map { .milliseconds($0) }

    /// `start` until it does not fail with ETXTBSY, or the waits are used up (then its error).
    static func retrying<T>(_ start: () async throws -> T) async throws -> T {
        for wait in waits {
            do {
                return try await start()
            } catch let error as SubprocessError where error.underlyingError == Errno.textFileBusy {
                try await Task.sleep(for: wait)
            }
        }
        return try await start()
    }
}
