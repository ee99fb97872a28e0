import Foundation
import IntentKit

/// Saves text to a file, creating the folders on its path.
struct WriteTextFile: AppIntent {
    static let title: LocalizedStringResource = "Write Text File"
    static let description: IntentDescription? = IntentDescription(
        "Saves text as a UTF-8 file in the Files root. Creates the file and its folders; changes an existing file only in Overwrite or Append mode.",
        categoryName: "Files", searchKeywords: ["save", "create", "append", "new file", "note"], resultValueName: "File")

    @Parameter(title: "Path", description: "Where to save, relative to the Files root, such as 'notes/todo.txt'",
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
        let location = try store.resolve(path)
        let name = location.relativePath
        if location.isRoot { throw FilesError.isFolder(path: name) }
        // The item itself, unfollowed: a dangling link still "exists" and is not replaced.
        let existing = FileInfo(at: location)
        if existing?.kind == .folder { throw FilesError.isFolder(path: name) }
        if existing != nil, mode == .createNew { throw FilesError.writeWouldReplace(path: name) }

        // Writing goes to the link's target, which the sandbox found inside the root.
        let target = location.target
        let targetType = (try? FileManager.default.attributesOfItem(atPath: target.path))?[.type] as? FileAttributeType
        switch targetType {
        case nil, .typeRegular?: break
        case .typeDirectory?: throw FilesError.isFolder(path: name)
        // Writing to a pipe or a device could block forever.
        default: throw FilesError.notRegularFile(path: name)
        }
        let targetExists = targetType != nil
        try store.createFolders(toHold: target, for: name)

        let data = Data(text.utf8)
        do {
            switch mode {
            case .overwrite:
                try data.write(to: target, options: .atomic)
            case .append where targetExists:
                let handle = try FileHandle(forWritingTo: target)
                defer { try? handle.close() }
                try handle.seekToEnd()
                try handle.write(contentsOf: data)
            case .append, .createNew:
                // Refuses at the moment of writing too, should a file appear since the check.
                try data.write(to: target, options: .withoutOverwriting)
            }
        } catch let error as CocoaError where error.code == .fileWriteFileExists {
            throw FilesError.writeWouldReplace(path: name)
        } catch {
            throw FilesError.failed(.write, path: name, error: error)
        }
        FilesShortcuts.updateAppShortcutParameters()

        guard let written = FileInfo(at: location) else { throw FilesError.notFound(path: name) }
        let size = ByteCount.format(data.count)
        let dialog: LocalizedStringResource = switch mode {
        case .append: "Appended \(size) to '\(name)'."
        case .overwrite where existing != nil: "Replaced the text of '\(name)' (\(size))."
        default: "Saved '\(name)' (\(size))."
        }
        return .result(value: FileEntity(written), dialog: IntentDialog(dialog))
    }
}
