import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writing bytes to a path of the Files root, as Write Text File and Save File do: the folders
/// on the way made inside the root, an existing file changed only as `mode` allows, a link
/// written through to its target, and every write atomic.
enum FileWriting {
    /// What a write did.
    struct Written {
        /// The file as it is now.
        var info: FileInfo
        /// Its path relative to the root.
        var name: String
        /// Whether a file was there before.
        var replaced: Bool
    }

    static func write(_ bytes: [UInt8], to path: String, mode: WriteMode, store: FileStore) throws -> Written {
        // The folders on the way are made as the path is walked, inside the root.
        let location = try store.locate(path, creatingFolders: true)
        let name = location.relativePath
        if location.isRoot { throw FilesError.isFolder(path: name) }
        // The item itself, unfollowed: a dangling link still "exists" and is not replaced.
        let existing = store.info(at: location)
        if existing?.kind == .folder { throw FilesError.isFolder(path: name) }
        if existing != nil, mode == .createNew { throw FilesError.writeWouldReplace(path: name) }

        // Writing goes to the link's target, which the sandbox reached inside the root: the
        // temporary file goes beside the real file, so a link stays a link.
        // Folders are made on the way, so a missing target folder means one could not be.
        guard let target = location.target else { throw FilesError.notFound(path: name) }
        let status = target.status()
        if let status {
            if status.isFolder { throw FilesError.isFolder(path: name) }
            // The walk followed every link; one here appeared since.
            if status.isSymbolicLink { throw FilesError.changedMeanwhile(path: name) }
            // Writing to a pipe or a device could block forever.
            if !status.isRegularFile { throw FilesError.notRegularFile(path: name) }
            if status.st_nlink > 1 { throw FilesError.hardLinked(path: name, links: Int(status.st_nlink)) }
        }
        store.temporaries.removeStaleOnce(in: target.folder)

        do {
            switch mode {
            case .overwrite:
                try AtomicWrite.replace(target, with: bytes, keeping: status)
            case .append where status != nil:
                try AtomicWrite.append(bytes, to: target)
            case .append:
                do {
                    try AtomicWrite.create(target, with: bytes)
                } catch .exists {
                    // Created by someone else since it was looked at: appended to, as asked.
                    try AtomicWrite.append(bytes, to: target)
                }
            case .createNew:
                try AtomicWrite.create(target, with: bytes)
            }
        } catch {
            switch error {
            case .exists: throw FilesError.writeWouldReplace(path: name)
            case .hardLinked(let links): throw FilesError.hardLinked(path: name, links: links)
            case .notRegularFile: throw FilesError.notRegularFile(path: name)
            case .shortAppend(let written, let total):
                throw FilesError.partialAppend(path: name, written: written, total: total)
            case .system(let error) where error.code == ELOOP: throw FilesError.changedMeanwhile(path: name)
            case .system(let error): throw FilesError.failed(.write, path: name, error: error)
            }
        }
        guard let written = store.info(at: location) else { throw FilesError.notFound(path: name) }
        return Written(info: written, name: name, replaced: existing != nil)
    }
}
