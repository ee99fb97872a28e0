import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The temporary files that atomic writes make beside their targets, and the removal of those
/// left behind by writes that were killed.
///
/// A temporary file is named `.<name>.shortcuts-<pid>-<random>.tmp` (hidden, so walks skip it)
/// and its writer holds an `flock` on it until it is renamed into place. A lock dies with its
/// process, so a temporary file that can be locked without waiting belongs to no running writer
/// and is removed. ShortcutKit's `AtomicFile` names and cleans its files the same way, so either
/// can clean the other's leftovers. Cleaning also rolls back appends that were cut by a kill
/// (see ``AppendJournal``).
final class TemporaryFiles: Sendable {
    /// The folders already cleaned by this process: each is cleaned once, before its first write.
    private let cleaned = Mutex<Set<FileIdentity>>([])

    /// Whether `name` is one of our temporary files.
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".shortcuts-")
    }

    /// A fresh temporary name for a file that will become `name`.
    static func name(for name: String) -> String {
        // Kept well under the 255-byte limit on a name, whatever the target's length.
        let stem = String(decoding: Array(name.utf8.prefix(180)), as: UTF8.self)
        return ".\(stem).shortcuts-\(getpid())-\(UInt64.random(in: 0...UInt64.max) & 0xFFFF_FFFF).tmp"
    }

    /// Removes the stale temporary files in `folder`, once per process.
    func removeStaleOnce(in folder: DirectoryHandle) {
        guard let identity = folder.identity else { return }
        let first = cleaned.withLock { $0.insert(identity).inserted }
        if first { removeStale(in: folder) }
    }

    /// Removes every temporary file in `folder` that no writer holds: each is locked without
    /// waiting, and removed only if the lock is granted.
    ///
    /// - Returns: How many were removed.
    @discardableResult
    func removeStale(in folder: DirectoryHandle) -> Int {
        if let identity = folder.identity { _ = cleaned.withLock { $0.insert(identity) } }
        guard let names = try? folder.entryNames() else { return 0 }
        for name in names where AppendJournal.isJournal(name) {
            AppendJournal.recover(name, in: folder)
        }
        var removed = 0
        for name in names where Self.isTemporary(name) {
            let fd = openat(folder.descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var status = stat()
            guard fstat(fd, &status) == 0, status.isRegularFile, flock(fd, LOCK_EX | LOCK_NB) == 0 else { continue }
            // The name must still be the file that was locked, not a new one put in its place.
            guard let now = try? folder.status(of: name), FileIdentity(now) == FileIdentity(status) else { continue }
            if unlinkat(folder.descriptor, name, 0) == 0 { removed += 1 }
        }
        return removed
    }
}
