import Foundation
import IntentKit

/// Deletes an item for good, after asking.
struct DeleteFile: AppIntent {
    static let title: LocalizedStringResource = "Delete File"
    static let sideEffects: SideEffects = [.files, .deletes]
    static let description: IntentDescription? = IntentDescription(
        "Deletes a file or an empty folder in the Files root, after asking. Turn on Recursive to delete a folder with everything in it.",
        categoryName: "Files", searchKeywords: ["remove", "rm", "erase", "trash"])

    @Parameter(title: "File", requestValueDialog: "Which file should be deleted?") var file: FileEntity
    @Parameter(title: "Recursive", description: "Also delete a folder that is not empty, with everything in it")
    var recursive: Bool = false

    @Dependency private var store: FileStore

    static var parameterSummary: some ParameterSummary {
        Summary("Delete \(\.$file)") { \.$recursive }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let (location, info) = try store.existingItem(at: file.id)
        if location.isRoot { throw FilesError.cannotDeleteRoot }
        let name = location.relativePath
        // A link to a folder is a link: deleting it removes the link alone, so only a real
        // folder is checked for contents.
        let hasContents: Bool
        if info.kind == .folder {
            guard let folder = location.item.folder.openFolder(location.item.name) else {
                throw FilesError.failed(.list, path: name, error: SystemCallError.current)
            }
            do {
                hasContents = try !folder.entryNames().isEmpty
            } catch {
                throw FilesError.failed(.list, path: name, error: error)
            }
        } else {
            hasContents = false
        }
        // Deleting one name of a file with several would leave it alive elsewhere, perhaps
        // outside the root, which is not what "delete" promises.
        if info.kind == .file, let status = location.item.status(), status.st_nlink > 1 {
            throw FilesError.hardLinked(path: name, links: Int(status.st_nlink))
        }
        // Refused before asking: a question whose yes cannot be honoured wastes the person's time.
        if hasContents, !recursive { throw FilesError.folderNotEmpty(path: name) }

        let question: IntentDialog =
            if hasContents {
                "Delete the folder '\(name)' and everything in it?"
            } else if info.kind == .folder {
                "Delete the empty folder '\(name)'?"
            } else {
                "Delete '\(name)'?"
            }
        try await requestConfirmation(
            actionName: .custom(acceptLabel: "Delete"), dialog: question,
            snippet: FileInfoSnippet(info: info))
        do {
            // Removal does not follow links, so a link inside a deleted folder leaves what it
            // points to alone.
            try FileRemoval.remove(location.item.name, in: location.item.folder)
        } catch {
            throw FilesError.failed(.delete, path: name, error: error)
        }
        FilesShortcuts.updateAppShortcutParameters()
        return .result(dialog: "Deleted '\(name)'.")
    }
}
