import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Deletes an item, and a folder with everything in it, through folder descriptors only.
enum FileRemoval {
    /// Removes `name` in `folder`: a folder with its contents, anything else (a link included,
    /// never what it points to) by its name.
    ///
    /// Each folder is opened without following links before its entries are removed, so a
    /// folder swapped for a link meanwhile has the link removed, not what it leads to. Inside a
    /// folder, a file with other hard links loses only this name: its other names keep it.
    static func remove(_ name: String, in folder: DirectoryHandle) throws(SystemCallError) {
        guard let status = try? folder.status(of: name) else { throw .current }
        if status.isFolder {
            if let inner = folder.openFolder(name) {
                for entry in try inner.entryNames() {
                    try remove(entry, in: inner)
                }
            } else if errno != ELOOP, errno != ENOTDIR {
                throw .current
            } else {
                // Replaced by a link or a file since it was looked at: that is what is removed.
                guard unlinkat(folder.descriptor, name, 0) == 0 else { throw .current }
                return
            }
            guard unlinkat(folder.descriptor, name, AT_REMOVEDIR) == 0 else { throw .current }
        } else {
            guard unlinkat(folder.descriptor, name, 0) == 0 else {
                // A folder put in its place meanwhile is removed as a folder.
                if errno == EISDIR { return try remove(name, in: folder) }
                throw .current
            }
        }
        folder.sync()
    }
}
