import Foundation
import ShortcutModel

#if canImport(Glibc)
    import Glibc
#endif

/// An advisory lock on a sidecar file (`flock`), held for the length of a closure.
///
/// Processes that change the library take it around each check-then-write (a save that checks
/// the file was not changed on disk meanwhile, the first creation of the library), so two of
/// them cannot interleave. The lock dies with its process, so a killed process never leaves it
/// held. The lock file itself stays (empty); it is never the file being written.
package enum FileLock {
    /// Runs `body` holding an exclusive lock on `lockFile`, creating the file if needed. When
    /// the lock file cannot be opened (a read-only folder) `body` runs unlocked: the write it
    /// guards will fail on its own with a clearer error.
    package static func withExclusiveLock<T, E: Error>(on lockFile: URL, _ body: () throws(E) -> T) throws(E) -> T {
        let fd = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
