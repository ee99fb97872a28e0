import CSafeFS
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The Files app's three ways of writing a file, each of which a kill at any moment leaves whole:
///
/// - ``replace(_:with:keeping:)``: a temporary file beside the target, flushed, renamed over it:
///   a reader sees the old text or the new.
/// - ``create(_:with:)``: the same temporary file, published under the name only if the name is
///   free (`renameat2` with `RENAME_NOREPLACE`, or `linkat`, which never replaces): the name is
///   absent or holds the whole text.
/// - ``append(_:to:)``: one `write` on an `O_APPEND` descriptor: the kernel moves to the end and
///   writes as one step, so concurrent appends never interleave; a journal undoes an append cut
///   by a kill.
///
/// Every call is relative to a ``Place``'s open folder; nothing is looked up by path again.
enum AtomicWrite {
    /// Why a write did not happen.
    enum Failure: Error {
        /// A system call failed.
        case system(SystemCallError)
        /// Create was asked and the name is taken.
        case exists
        /// The file has other hard links, so writing into it would change a file elsewhere too.
        case hardLinked(links: Int)
        /// The file is not a regular file (any more).
        case notRegularFile
        /// Only part of an append reached the file.
        case shortAppend(written: Int, total: Int)
    }

    /// How often a write starts again after its temporary file was removed under it by another
    /// process's cleanup (which can happen only in the instant between creating and locking it).
    private static let attempts = 3

    /// Replaces the file at `place` with `bytes`, or creates it. The new file gets the mode and
    /// owner of `original` (the old file's status), when there was one.
    static func replace(_ place: Place, with bytes: [UInt8], keeping original: stat?) throws(Failure) {
        for attempt in 1...attempts {
            let temporary = try writeTemporary(bytes, beside: place, keeping: original)
            defer { close(temporary.descriptor) }
            if renameat(place.folder.descriptor, temporary.name, place.folder.descriptor, place.name) == 0 {
                place.folder.sync()
                return
            }
            let failure = errno
            unlinkat(place.folder.descriptor, temporary.name, 0)
            if failure == ENOENT, attempt < attempts { continue }
            throw .system(SystemCallError(code: failure))
        }
    }

    /// Creates the file at `place` with `bytes`, only if nothing is there.
    ///
    /// - Throws: ``Failure/exists`` when the name is taken, even by a dangling link.
    static func create(_ place: Place, with bytes: [UInt8]) throws(Failure) {
        let folder = place.folder.descriptor
        for attempt in 1...attempts {
            let temporary = try writeTemporary(bytes, beside: place, keeping: nil)
            defer { close(temporary.descriptor) }
            var published = safefs_rename_noreplace(folder, temporary.name, folder, place.name) == 0
            if !published, errno == EINVAL {
                // A file system without RENAME_NOREPLACE: a hard link is as exclusive.
                published = linkat(folder, temporary.name, folder, place.name, 0) == 0
                if published { unlinkat(folder, temporary.name, 0) }
            }
            if published {
                place.folder.sync()
                return
            }
            let failure = errno
            unlinkat(folder, temporary.name, 0)
            if failure == EEXIST { throw .exists }
            if failure == ENOENT, attempt < attempts { continue }
            throw .system(SystemCallError(code: failure))
        }
    }

    /// Appends `bytes` to the existing file at `place` in one `write`, journalled (see
    /// ``AppendJournal``) so that a kill leaves the old text or the old text and all of `bytes`.
    ///
    /// A short write (a full disk) is undone and reported.
    static func append(_ bytes: [UInt8], to place: Place) throws(Failure) {
        let fd = openat(place.folder.descriptor, place.name, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .system(.current) }
        defer { close(fd) }
        // Checked on the open file itself: what is checked is what is written.
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw .system(.current) }
        guard status.isRegularFile else { throw .notRegularFile }
        guard status.st_nlink <= 1 else { throw .hardLinked(links: Int(status.st_nlink)) }
        guard !bytes.isEmpty else { return }
        // Our appenders take turns, so the size recorded below is where this text starts.
        guard flock(fd, LOCK_EX) == 0 else { throw .system(.current) }
        AppendJournal.rollBack(fileDescriptor: fd, status: status, in: place.folder)
        guard fstat(fd, &status) == 0 else { throw .system(.current) }
        do { try AppendJournal.begin(for: status, named: place.name, in: place.folder) } catch { throw .system(error) }
        var written: Int
        repeat {
            written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress!, $0.count) }
        } while written < 0 && errno == EINTR
        let failure = SystemCallError.current
        if written != bytes.count {
            _ = ftruncate(fd, status.st_size)
            AppendJournal.end(for: status, in: place.folder)
            if written < 0 { throw .system(failure) }
            throw .shortAppend(written: written, total: bytes.count)
        }
        _ = fsync(fd)
        AppendJournal.end(for: status, in: place.folder)
    }

    /// A temporary file beside `place` holding `bytes`, flushed, still open and locked.
    private static func writeTemporary(
        _ bytes: [UInt8], beside place: Place,
        keeping original: stat?
    ) throws(Failure) -> (descriptor: Int32, name: String) {
        let folder = place.folder.descriptor
        let name = TemporaryFiles.name(for: place.name)
        // A new file gets the usual mode (0666 less the umask); a replacement starts private and
        // gets the old file's mode below.
        let fd = openat(
            folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, original == nil ? 0o666 : 0o600)
        guard fd >= 0 else { throw .system(.current) }
        func fail(_ error: SystemCallError) -> Failure {
            close(fd)
            unlinkat(folder, name, 0)
            return .system(error)
        }
        // Held until the file is renamed and closed: a cleanup that cannot lock it leaves it alone.
        guard flock(fd, LOCK_EX) == 0 else { throw fail(.current) }
        if let original {
            // Owner first: changing the owner can clear set-user-ID bits that the mode then restores.
            _ = fchown(fd, original.st_uid, original.st_gid)
            guard fchmod(fd, original.st_mode & 0o7777) == 0 else { throw fail(.current) }
        }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw fail(.current)
            }
            offset += count
        }
        guard fsync(fd) == 0 else { throw fail(.current) }
        return (fd, name)
    }
}
