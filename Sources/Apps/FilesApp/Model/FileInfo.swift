import Foundation

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

    /// Reads the item at `location`; `nil` if it does not exist or cannot be read.
    init?(at location: SandboxedPath) {
        self.init(itemPath: location.item.path, relativePath: location.relativePath, name: location.name)
    }

    /// Reads the item at the absolute `itemPath`, known to the root as `relativePath`; `nil` if
    /// it does not exist or cannot be read.
    init?(itemPath: String, relativePath: String, name: String) {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: itemPath)
        } catch {
            return nil
        }
        let kind: FileKind = switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: .file
        case .typeDirectory?: .folder
        case .typeSymbolicLink?: .symbolicLink
        default: .other
        }
        let modified = attributes[.modificationDate] as? Date ?? .distantPast
        self.relativePath = relativePath
        self.name = name
        fileExtension = kind == .folder ? "" : Self.fileExtension(of: name)
        self.kind = kind
        size = kind == .folder ? 0 : (attributes[.size] as? NSNumber)?.intValue ?? 0
        // Some file systems keep no birth time; the modification date is the closest honest answer.
        created = attributes[.creationDate] as? Date ?? modified
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
