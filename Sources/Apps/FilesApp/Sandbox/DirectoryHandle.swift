import CSafeFS
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An open folder: the descriptor every `*at` call below it is made relative to.
///
/// Holding the descriptor, rather than the folder's path, is what makes the sandbox race-free:
/// once a folder is open, swapping it (or any folder above it) for a symbolic link changes
/// nothing for the operations made through it. Closed when the last reference goes.
final class DirectoryHandle: Sendable {
    /// The descriptor, opened `O_RDONLY | O_DIRECTORY` so it serves `*at` calls, `fdopendir`
    /// (through a fresh descriptor) and `fsync`.
    let descriptor: Int32

    /// Takes ownership of `descriptor`.
    init(adopting descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Opens the folder `name` inside this one without following a symbolic link; `nil` with
    /// `errno` set when that fails (`ELOOP` or `ENOTDIR` when `name` is a link or not a folder).
    func openFolder(_ name: String) -> DirectoryHandle? {
        let fd = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        return fd >= 0 ? DirectoryHandle(adopting: fd) : nil
    }

    /// The status of `name` in this folder, not following a final link.
    func status(of name: String) throws(SystemCallError) -> stat {
        var result = stat()
        guard fstatat(descriptor, name, &result, AT_SYMLINK_NOFOLLOW) == 0 else { throw .current }
        return result
    }

    /// The names in this folder, `.` and `..` left out.
    func entryNames() throws(SystemCallError) -> [String] {
        // fdopendir owns the descriptor it is given, so it gets its own.
        let fd = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .current }
        guard let stream = fdopendir(fd) else {
            let error = SystemCallError.current
            close(fd)
            throw error
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = safefs_readdir_name(UnsafeMutableRawPointer(stream)) {
            let name = String(cString: entry)
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The destination stored in the symbolic link `name` in this folder.
    func linkDestination(of name: String) throws(SystemCallError) -> String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(descriptor, name, &buffer, buffer.count)
        guard count >= 0 else { throw .current }
        return String(decoding: buffer.prefix(count), as: UTF8.self)
    }

    /// Flushes the folder's entries, so a rename or a new name in it survives a power cut.
    func sync() {
        _ = fsync(descriptor)
    }

    /// The folder's device and inode: who it is, whatever its path.
    var identity: FileIdentity? {
        var result = stat()
        guard fstat(descriptor, &result) == 0 else { return nil }
        return FileIdentity(result)
    }
}

/// A file's device and inode, which name it whatever its path.
struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

/// A failed system call's `errno`, with the system's words for it.
struct SystemCallError: Error, LocalizedError, Sendable {
    let code: Int32

    /// The error in `errno` now.
    static var current: SystemCallError { SystemCallError(code: errno) }

    var errorDescription: String? { String(cString: strerror(code)) }
}

/// The kind of a file from its status.
extension stat {
    var isFolder: Bool { st_mode & S_IFMT == S_IFDIR }
    var isRegularFile: Bool { st_mode & S_IFMT == S_IFREG }
    var isSymbolicLink: Bool { st_mode & S_IFMT == S_IFLNK }
}
