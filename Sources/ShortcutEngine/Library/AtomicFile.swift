import CSafeFS
import Foundation
import ShortcutModel
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Writes files so that a reader sees the old content or the new, never half of either: the
/// text goes to a temporary file in the same folder, is flushed to disk, and replaces the
/// target with one rename.
///
/// - A link is written *through*: the temporary file goes beside the file the link leads to and
///   replaces that, so a shortcut kept as a link to a file elsewhere stays a link.
/// - The replacement keeps the old file's mode (a private 0600 file stays private) and, where
///   the process may, its owner.
/// - Temporary files are named `.<name>.shortcuts-<pid>-<random>.tmp` and locked (`flock`) while
///   they are written. One left by a killed writer holds no lock, so
///   ``removeStaleTemporaryFiles(in:)`` can tell it from one being written and remove it; the
///   first write into a folder does that for the folder. The Files app names and cleans its
///   temporary files the same way.
package enum AtomicFile {
    package struct WriteError: Error, Sendable, CustomStringConvertible {
        package var path: String
        package var reason: String
        /// The write was given up because `stillCurrent` said the file had changed meanwhile.
        package var changedMeanwhile = false
        package var description: String { "\(path): cannot be written: \(reason)" }
    }

    /// How many links a path may pass through, as Linux's `MAXSYMLINKS`.
    private static let maximumLinks = 40

    /// Folders (by device and inode) already cleaned by this process.
    private static let cleanedFolders = Mutex<Set<[UInt64]>>([])

    /// Writes `text` to `url` atomically (see the type's documentation). With `stillCurrent`,
    /// asked once the new text is on disk and just before it replaces the file: false gives the
    /// write up (``WriteError/changedMeanwhile``), so a read-change-write whose file another
    /// program changed in between does not undo that change.
    package static func write(_ text: String, to url: URL, stillCurrent: (() -> Bool)? = nil) throws(WriteError) {
        let destination = try resolvingLinks(url)
        let folderPath = (destination as NSString).deletingLastPathComponent
        let name = (destination as NSString).lastPathComponent
        func fail(_ what: String, _ code: Int32 = errno) -> WriteError {
            WriteError(path: url.path, reason: "\(what): \(String(cString: strerror(code)))")
        }
        let folder = open(folderPath.isEmpty ? "." : folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw fail("opening its folder failed") }
        defer { close(folder) }
        removeStaleOnce(folder: folder)

        var original = stat()
        let replacing = fstatat(folder, name, &original, AT_SYMLINK_NOFOLLOW) == 0
        let bytes = Array(text.utf8)
        // A device or a named pipe (`-o /dev/null`, `/dev/stdout`, a FIFO) is written in place:
        // renaming a file over it would replace the device itself (as root, /dev/null became a
        // regular file). There is nothing to tear: such a file holds no earlier contents.
        let kind = original.st_mode & S_IFMT
        if replacing, kind == S_IFCHR || kind == S_IFIFO || kind == S_IFSOCK || kind == S_IFBLK {
            let fd = openat(folder, name, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
            guard fd >= 0 else { throw fail("opening it failed") }
            defer { close(fd) }
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw fail("writing it failed")
                }
                written += count
            }
            return
        }
        // A cleanup elsewhere can remove a temporary file only in the instant between its
        // creation and its lock; the write then starts again.
        for attempt in 1...3 {
            let temporary = temporaryName(for: name)
            let fd = openat(
                folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, replacing ? 0o600 : 0o666)
            guard fd >= 0 else { throw fail("creating a temporary file failed") }
            defer { close(fd) }
            func abandon(_ what: String) -> WriteError {
                let error = fail(what)
                unlinkat(folder, temporary, 0)
                return error
            }
            guard flock(fd, LOCK_EX) == 0 else { throw abandon("locking the temporary file failed") }
            if replacing {
                // Owner first: changing it can clear set-user-ID bits that the mode then restores.
                _ = fchown(fd, original.st_uid, original.st_gid)
                guard fchmod(fd, original.st_mode & 0o7777) == 0 else {
                    throw abandon("keeping the file's mode failed")
                }
            }
            var written = 0
            while written < bytes.count {
                let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw abandon("writing failed")
                }
                written += n
            }
            guard fsync(fd) == 0 else { throw abandon("flushing failed") }
            if let stillCurrent, !stillCurrent() {
                unlinkat(folder, temporary, 0)
                var changed = WriteError(path: url.path, reason: "it changed while it was being written")
                changed.changedMeanwhile = true
                throw changed
            }
            if renameat(folder, temporary, folder, name) == 0 {
                fsync(folder)
                return
            }
            if errno == ENOENT, attempt < 3 { continue }
            throw abandon("replacing the file failed")
        }
    }

    /// Removes the temporary files in `folder` that were left by writes that did not finish (the
    /// writer was killed, or the machine stopped): those that no running writer holds locked.
    ///
    /// - Returns: How many were removed.
    @discardableResult
    package static func removeStaleTemporaryFiles(in folder: URL) -> Int {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        return removeStale(folder: fd)
    }

    /// Whether `name` is one of the temporary files these writes make.
    package static func isTemporaryFileName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".shortcuts-")
    }

    /// A fresh temporary name for a file that will become `name`.
    private static func temporaryName(for name: String) -> String {
        // Kept well under the 255-byte limit on a name, whatever the target's length.
        let stem = String(decoding: Array(name.utf8.prefix(180)), as: UTF8.self)
        return ".\(stem).shortcuts-\(getpid())-\(UInt64.random(in: 0...UInt64.max) & 0xFFFF_FFFF).tmp"
    }

    /// Cleans the open `folder` the first time this process writes into it.
    private static func removeStaleOnce(folder: Int32) {
        var status = stat()
        guard fstat(folder, &status) == 0 else { return }
        let first = cleanedFolders.withLock { $0.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted }
        if first { _ = removeStale(folder: folder) }
    }

    /// Removes from the open `folder` every temporary file that can be locked without waiting.
    private static func removeStale(folder: Int32) -> Int {
        let listing = openat(folder, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard listing >= 0 else { return 0 }
        guard let stream = fdopendir(listing) else {
            close(listing)
            return 0
        }
        var names: [String] = []
        while let entry = safefs_readdir_name(UnsafeMutableRawPointer(stream)) {
            let name = String(cString: entry)
            if isTemporaryFileName(name) { names.append(name) }
        }
        closedir(stream)
        var removed = 0
        for name in names {
            let fd = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var locked = stat()
            var now = stat()
            guard fstat(fd, &locked) == 0, locked.st_mode & S_IFMT == S_IFREG, flock(fd, LOCK_EX | LOCK_NB) == 0,
                // The name must still be the file that was locked, not a new one put in its place.
                fstatat(folder, name, &now, AT_SYMLINK_NOFOLLOW) == 0,
                now.st_dev == locked.st_dev, now.st_ino == locked.st_ino
            else { continue }
            if unlinkat(folder, name, 0) == 0 { removed += 1 }
        }
        return removed
    }

    /// The path `url` leads to once every symbolic link in its last component is followed (the
    /// file need not exist: a dangling link is written through to where it points).
    private static func resolvingLinks(_ url: URL) throws(WriteError) -> String {
        var path = url.path
        for _ in 0..<maximumLinks {
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, buffer.count)
            guard count >= 0 else {
                throw WriteError(path: url.path, reason: "reading the link failed: \(String(cString: strerror(errno)))")
            }
            let destination = String(decoding: buffer.prefix(count), as: UTF8.self)
            path =
                destination.hasPrefix("/")
                ? destination
                : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        throw WriteError(path: url.path, reason: "its symbolic links lead in a loop")
    }
}
