import CSafeFS
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What the Files app knows of one item: a snapshot of its metadata, read without following a
/// final symbolic link (a link is described as a link).
///
/// Queries filter and sort these, and make a ``FileEntity`` only for the items they return.
struct FileInfo: Sendable, Hashable {
    /// The path relative to the root (`notes/todo.txt`), `.` for the root; the entity's ID.
    let relativePath: String
    /// The last path component; for the root, the root folder's own name.
    let name: String
    /// The text after the name's last dot, or `""` (for folders, and names like `.profile`).
    let fileExtension: String
    let kind: FileKind
    /// The size in bytes: a folder's is 0, a link's is the length of the path it holds.
    let size: Int
    let created: Date
    let modified: Date

    /// Whether this is the root folder.
    var isRoot: Bool { relativePath == "." }

    /// Reads the item at `place`, known to the root as `relativePath`; `nil` if it does not
    /// exist or cannot be read.
    init?(at place: Place, relativePath: String, name: String) {
        guard let status = place.status() else { return nil }
        var seconds: Int64 = 0
        var nanoseconds: UInt32 = 0
        // Some file systems keep no birth time; the modification date is the closest honest answer.
        let created: Date? =
            safefs_birth_time(place.folder.descriptor, place.name, &seconds, &nanoseconds) == 0
            ? Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9) : nil
        self.init(status: status, relativePath: relativePath, name: name, created: created)
    }

    /// The item described by `status`, known to the root as `relativePath`.
    init(status: stat, relativePath: String, name: String, created: Date?) {
        let kind: FileKind =
            if status.isRegularFile {
                .file
            } else if status.isFolder {
                .folder
            } else if status.isSymbolicLink {
                .symbolicLink
            } else {
                .other
            }
        let modified = Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
        self.init(
            relativePath: relativePath, name: name, kind: kind, size: kind == .folder ? 0 : Int(status.st_size),
            created: created ?? modified, modified: modified)
    }

    /// An item with these details.
    init(relativePath: String, name: String, kind: FileKind, size: Int, created: Date, modified: Date) {
        self.relativePath = relativePath
        self.name = name
        fileExtension = kind == .folder ? "" : Self.fileExtension(of: name)
        self.kind = kind
        self.size = size
        self.created = created
        self.modified = modified
    }

    /// The extension of a file name: `gz` for `notes.tar.gz`, `""` for `Makefile`, `.profile` or `notes.`.
    static func fileExtension(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The folder holding `relativePath`, relative to the root: `notes` for `notes/todo.txt`,
    /// `nil` for items directly in the root and for the root.
    static func parentPath(of relativePath: String) -> String? {
        guard let slash = relativePath.lastIndex(of: "/") else { return nil }
        return String(relativePath[..<slash])
    }
}
