import Foundation
import IntentKit

/// Moves or renames an item inside the Files root, never replacing another.
struct MoveFile: AppIntent {
    static let title: LocalizedStringResource = "Move File"
    static let description: IntentDescription? = IntentDescription(
        "Moves a file or folder into another folder of the Files root, or renames it. Never replaces an existing file.",
        categoryName: "Files", searchKeywords: ["rename", "mv", "relocate", "organize"], resultValueName: "File")

    @Parameter(title: "File", requestValueDialog: "Which file should be moved?") var file: FileEntity
    @Parameter(title: "Destination",
               description: "A folder to move into, or the new path, relative to the Files root; end with '/' for a folder that does not exist yet",
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
        if FileInfo(at: final) != nil { throw FilesError.moveWouldReplace(path: name) }
        // A folder moved below itself would vanish from the tree; compare real locations, since
        // the destination may have been reached through a link.
        if info.kind == .folder, final.itemComponents.starts(with: source.itemComponents) {
            throw FilesError.moveIntoItself(path: source.relativePath, destination: name)
        }
        try store.createFolders(toHold: final.item, for: name)
        do {
            // The item itself moves: a link is moved as a link, never what it points to.
            try FileManager.default.moveItem(at: source.item, to: final.item)
        } catch {
            throw FilesError.failed(.move, path: source.relativePath, error: error)
        }
        FilesShortcuts.updateAppShortcutParameters()
        guard let moved = FileInfo(at: final) else { throw FilesError.notFound(path: name) }
        return .result(value: FileEntity(moved), dialog: "Moved '\(source.relativePath)' to '\(name)'.")
    }

    /// Where the item ends up: inside `destination` when that is a folder (an existing one, the
    /// root, or a path ending in `/`), else at `destination` itself.
    private func finalLocation(for info: FileInfo) throws -> SandboxedPath {
        let given = try store.resolve(destination)
        var isFolder: ObjCBool = false
        let intoFolder = given.isRoot || destination.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: given.target.path, isDirectory: &isFolder) && isFolder.boolValue)
        guard intoFolder else { return given }
        // Checked again as a whole: the folder was inside the root, but the sandbox is the only
        // place that says so.
        return try store.resolve(given.isRoot ? info.name : "\(given.relativePath)/\(info.name)")
    }
}
