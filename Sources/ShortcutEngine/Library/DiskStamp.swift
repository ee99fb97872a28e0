import Foundation
import ShortcutModel

#if canImport(Glibc)
    import Glibc
#endif

/// What a file on disk was when it was read or written: its inode, size and modification time.
///
/// The editor keeps the stamp of the file it opened; saving compares it with the file's stamp
/// now, so a second editor (or a text editor, or `git checkout`) that changed the file meanwhile
/// is noticed instead of silently overwritten.
package struct DiskStamp: Sendable, Hashable, CustomStringConvertible {
    package var inode: UInt64
    package var size: Int64
    /// Modification time in nanoseconds since the epoch.
    package var modified: Int64

    package init(inode: UInt64, size: Int64, modified: Int64) {
        self.inode = inode
        self.size = size
        self.modified = modified
    }

    /// The stamp of the file at `url` now (following a symbolic link to its target, which is what
    /// a save writes), or nil when there is no such file.
    package static func of(_ url: URL) -> DiskStamp? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return DiskStamp(
            inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: Int64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtim.tv_nsec))
    }

    package var description: String { "inode \(inode), \(size) bytes, modified \(modified) ns" }
}
