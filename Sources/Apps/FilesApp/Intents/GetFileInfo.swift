import Foundation
import IntentKit

/// Shows an item's details and passes it on, fresh from the disk.
struct GetFileInfo: AppIntent {
    static let title: LocalizedStringResource = "Get File Info"
    static let sideEffects: SideEffects = [.files]
    static let description: IntentDescription? = IntentDescription(
        "Gets the name, kind, size and dates of a file or folder in the Files root.",
        categoryName: "Files", searchKeywords: ["details", "metadata", "size", "date", "stat"], resultValueName: "File")

    @Parameter(title: "File", requestValueDialog: "Which file?") var file: FileEntity

    @Dependency private var store: FileStore

    static var parameterSummary: some ParameterSummary {
        Summary("Get info about \(\.$file)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<FileEntity> & ProvidesDialog & ShowsSnippetView {
        let (location, info) = try store.existingItem(at: file.id)
        let destination =
            info.kind == .symbolicLink
            ? try? location.item.folder.linkDestination(of: location.item.name) : nil
        let path = info.relativePath
        let summary: LocalizedStringResource =
            switch info.kind {
            case .file: "'\(path)' is a file of \(ByteCount.format(info.size)), modified \(info.modified)."
            case .folder: "'\(path)' is a folder, modified \(info.modified)."
            case .symbolicLink: "'\(path)' is a symbolic link to '\(destination ?? "")', modified \(info.modified)."
            case .other: "'\(path)' is a device, socket or pipe, modified \(info.modified)."
            }
        return .result(
            value: FileEntity(info),
            dialog: IntentDialog(full: summary, supporting: "Here is '\(path)'."),
            view: FileInfoSnippet(info: info, linkDestination: destination))
    }
}
