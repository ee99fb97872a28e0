import Foundation
import IntentKit

/// Saves text to a file, creating the folders on its path.
struct WriteTextFile: AppIntent {
    static let title: LocalizedStringResource = "Write Text File"
    static let sideEffects: SideEffects = [.files]
    static let description: IntentDescription? = IntentDescription(
        "Saves text as a UTF-8 file in the Files root. Creates the file and its folders; changes an existing file only in Overwrite or Append mode.",
        categoryName: "Files", searchKeywords: ["save", "create", "append", "new file", "note"], resultValueName: "File"
    )

    @Parameter(
        title: "Path", description: "Where to save, relative to the Files root, such as 'notes/todo.txt'",
        requestValueDialog: "Where should the text be saved?")
    var path: String
    @Parameter(title: "Text", requestValueDialog: "What text should be saved?") var text: String
    @Parameter(title: "Mode", description: "What to do if the file exists") var mode: WriteMode = .createNew

    @Dependency private var store: FileStore

    static var parameterSummary: some ParameterSummary {
        Switch(\.$mode) {
            Case(.append) { Summary("Append \(\.$text) to \(\.$path)") { \.$mode } }
            DefaultCase { Summary("Write \(\.$text) to \(\.$path)") { \.$mode } }
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<FileEntity> & ProvidesDialog {
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

        let bytes = Array(text.utf8)
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
        FilesShortcuts.updateAppShortcutParameters()

        guard let written = store.info(at: location) else { throw FilesError.notFound(path: name) }
        let size = ByteCount.format(bytes.count)
        let dialog: LocalizedStringResource =
            switch mode {
            case .append: "Appended \(size) to '\(name)'."
            case .overwrite where existing != nil: "Replaced the text of '\(name)' (\(size))."
            default: "Saved '\(name)' (\(size))."
            }
        return .result(value: FileEntity(written), dialog: IntentDialog(dialog))
    }
}
