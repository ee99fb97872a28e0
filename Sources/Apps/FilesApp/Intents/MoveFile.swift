import CSafeFS
import Foundation
import IntentKit

#if canImport(Glibc)
    import Glibc
#endif

/// Moves or renames an item inside the Files root, never replacing another.
struct MoveFile: AppIntent {
    static let title: LocalizedStringResource = "Move File"
    static let sideEffects: SideEffects = [.files]
    static let description: IntentDescription? = IntentDescription(
        "Moves a file or folder into another folder of the Files root, or renames it. Never replaces an existing file.",
        categoryName: "Files", searchKeywords: ["rename", "mv", "relocate", "organize"], resultValueName: "File")

    @Parameter(title: "File", requestValueDialog: "Which file should be moved?") var file: FileEntity
    @Parameter(
        title: "Destination",
        description:
            "A folder to move into, or the new path, relative to the Files root; end with '/' for a folder that does not exist yet",
        requestValueDialog: "Where should it go?")
    var destination: String

    @Dependency private var store: FileStore

    static var parameterSummary: some ParameterSummary {
        Summary("Move \(\.$file) to \(\.$destination)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<FileEntity> & ProvidesDialog {
        let (source, info) = try store.existingItem(at: file.id)
        if source.isRoot { throw FilesError.cannotMoveRoot }
        let final = try finalLocation(for: info)
        let name = final.relativePath
        if store.info(at: final) != nil { throw FilesError.moveWouldReplace(path: name) }
        // A folder moved below itself would vanish from the tree; compare real locations, since
        // the destination may have been reached through a link.
        if info.kind == .folder, final.item.components.starts(with: source.item.components) {
            throw FilesError.moveIntoItself(path: source.relativePath, destination: name)
        }
        // The item itself moves, from the folder it was found in to the folder the destination
        // was reached in: a link is moved as a link, and nothing is looked up by path again.
        let from = source.item
        let to = final.item
        var moved = safefs_rename_noreplace(from.folder.descriptor, from.name, to.folder.descriptor, to.name) == 0
        if !moved, errno == EINVAL {
            // A file system without RENAME_NOREPLACE: a file is linked (which never replaces)
            // then unlinked; a folder, which cannot be linked, is renamed after a last look.
            if info.kind == .folder {
                moved =
                    to.status() == nil
                    && renameat(from.folder.descriptor, from.name, to.folder.descriptor, to.name) == 0
            } else if linkat(from.folder.descriptor, from.name, to.folder.descriptor, to.name, 0) == 0 {
                moved = unlinkat(from.folder.descriptor, from.name, 0) == 0
            }
        }
        if !moved {
            if errno == EEXIST { throw FilesError.moveWouldReplace(path: name) }
            throw FilesError.failed(.move, path: source.relativePath, error: SystemCallError.current)
        }
        to.folder.sync()
        from.folder.sync()
        FilesShortcuts.updateAppShortcutParameters()
        guard let result = store.info(at: final) else { throw FilesError.notFound(path: name) }
        return .result(value: FileEntity(result), dialog: "Moved '\(source.relativePath)' to '\(name)'.")
    }

    /// Where the item ends up: inside `destination` when that is a folder (an existing one, the
    /// root, or a path ending in `/`), else at `destination` itself. Missing folders on the way
    /// are made.
    private func finalLocation(for info: FileInfo) throws -> Location {
        let components = try Sandbox.components(of: destination)
        let intoFolder: Bool
        if components.isEmpty || destination.hasSuffix("/") {
            intoFolder = true
        } else {
            // Made up to the destination's folder; the destination itself is only looked at.
            let given = try store.locate(destination, creatingFolders: true)
            intoFolder = given.target?.status()?.isFolder == true
        }
        guard intoFolder else { return try store.locate(destination, creatingFolders: true) }
        // Checked again as a whole: the folder was inside the root, but the sandbox is the only
        // place that says so.
        return try store.locate((components + [info.name]).joined(separator: "/"), creatingFolders: true)
    }
}
