import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Makes an append all or nothing when its process is killed.
///
/// One `write` on an `O_APPEND` descriptor never interleaves with another append, but the kernel
/// stops a write that spans pages when the process gets SIGKILL between two of them
/// (`generic_perform_write` checks for a fatal signal after each page), leaving part of the text.
/// So before writing, the appender records the file's size in a journal beside it,
/// `.shortcuts-append-<device>-<inode>.journal`, and removes the journal once the text is
/// written and flushed. A journal that outlives its appender means a cut append: the file is
/// truncated back to the recorded size. That happens on the next append to the file and when
/// the folder is next cleaned (see ``TemporaryFiles``).
///
/// Appenders of ours hold an `flock` on the file itself for the whole append, so they take turns
/// and a journal found while holding the lock is stale. (A program of someone else's that
/// appended to the file after a cut append and before the rollback would lose that text; the
/// rollback happens at the next start or append, so the window is small.)
enum AppendJournal {
    /// The journal's name for the file `status` describes.
    static func name(for status: stat) -> String {
        ".shortcuts-append-\(UInt64(status.st_dev))-\(UInt64(status.st_ino)).journal"
    }

    /// Whether `name` is a journal's name.
    static func isJournal(_ name: String) -> Bool {
        name.hasPrefix(".shortcuts-append-") && name.hasSuffix(".journal")
    }

    /// Undoes a cut append to the open, locked file `fd` (named `name` in `folder`) if its journal
    /// is there, and removes the journal.
    static func rollBack(fileDescriptor fd: Int32, status: stat, in folder: DirectoryHandle) {
        let journal = name(for: status)
        guard let recorded = read(journal, in: folder) else { return }
        var now = stat()
        if fstat(fd, &now) == 0, Int(now.st_size) > recorded.size {
            _ = ftruncate(fd, off_t(recorded.size))
            _ = fsync(fd)
        }
        unlinkat(folder.descriptor, journal, 0)
    }

    /// Records, before an append, that the file `status` describes (named `fileName`) is
    /// `status.st_size` bytes long.
    ///
    /// The journal is written aside and renamed into place, so it is whole or absent: a kill
    /// before the rename leaves only a temporary file, removed like any other, and no append had
    /// started.
    static func begin(for status: stat, named fileName: String, in folder: DirectoryHandle) throws(SystemCallError) {
        let journal = name(for: status)
        let bytes = Array("\(status.st_size)\n\(fileName)\n".utf8)
        for attempt in 1...3 {
            let temporary = TemporaryFiles.name(for: journal)
            let fd = openat(folder.descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard fd >= 0 else { throw .current }
            defer { close(fd) }
            guard flock(fd, LOCK_EX) == 0,
                bytes.withUnsafeBytes({ Glibc.write(fd, $0.baseAddress!, $0.count) }) == bytes.count,
                fsync(fd) == 0
            else {
                let error = SystemCallError.current
                unlinkat(folder.descriptor, temporary, 0)
                throw error
            }
            if renameat(folder.descriptor, temporary, folder.descriptor, journal) == 0 { return }
            let error = SystemCallError.current
            unlinkat(folder.descriptor, temporary, 0)
            // Removed by another process's cleanup in the instant before it was locked.
            if error.code == ENOENT, attempt < 3 { continue }
            throw error
        }
    }

    /// Removes the journal after a whole append.
    static func end(for status: stat, in folder: DirectoryHandle) {
        unlinkat(folder.descriptor, name(for: status), 0)
    }

    /// Rolls back the cut append a stale `journal` in `folder` describes, unless its file is being
    /// appended to now. A journal whose file is gone or was replaced is removed.
    static func recover(_ journal: String, in folder: DirectoryHandle) {
        guard let recorded = read(journal, in: folder) else {
            // Journals are renamed into place whole, so this one was damaged by something else.
            unlinkat(folder.descriptor, journal, 0)
            return
        }
        let fd = openat(folder.descriptor, recorded.fileName, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { unlinkat(folder.descriptor, journal, 0) }
            return
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return }
        guard name(for: status) == journal else {
            unlinkat(folder.descriptor, journal, 0)
            return
        }
        // An appender holding the lock will roll back or remove the journal itself.
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return }
        rollBack(fileDescriptor: fd, status: status, in: folder)
    }

    /// The size and file name a journal records.
    private static func read(_ journal: String, in folder: DirectoryHandle) -> (size: Int, fileName: String)? {
        let fd = openat(folder.descriptor, journal, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
        guard count > 0 else { return nil }
        let lines = String(decoding: buffer.prefix(count), as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, let size = Int(lines[0]), !lines[1].isEmpty else { return nil }
        return (size, String(lines[1]))
    }
}
