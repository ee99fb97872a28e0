import Foundation

extension FileStore {
    /// Creates the folders that must exist before an item can be put at `url`.
    ///
    /// `url` must come from a ``SandboxedPath``, so the folders made are inside the root.
    ///
    /// - Parameter path: The relative path being created; the error names its folder, since
    ///   the usual cause is a file standing where a folder should be.
    func createFolders(toHold url: URL, for path: String) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw FilesError.failed(.createFolder, path: FileInfo.parentPath(of: path) ?? ".", error: error)
        }
    }
}
