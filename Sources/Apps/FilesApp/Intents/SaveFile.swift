import Foundation
import IntentKit

/// Saves a file value (an `IntentFile`: inline data, or a file elsewhere) into the Files root.
struct SaveFile: AppIntent {
    static let title: LocalizedStringResource = "Save File"
    static let sideEffects: SideEffects = [.files]
    static let description: IntentDescription? = IntentDescription(
        "Saves a file into the Files root, under its own name or at a path. Creates the folders on the way; changes an existing file only in Overwrite or Append mode.",
        categoryName: "Files", searchKeywords: ["save", "copy", "store", "attachment", "download"],
        resultValueName: "File")

    @Parameter(
        title: "File", supportedTypeIdentifiers: ["public.item"], requestValueDialog: "Which file should be saved?")
    var file: IntentFile
    @Parameter(
        title: "Path",
        description: "Where to save, relative to the Files root; empty saves it at the top under its own name")
    var path: String?
    @Parameter(title: "Mode", description: "What to do if the file exists") var mode: WriteMode = .createNew

    @Dependency private var store: FileStore

    static var parameterSummary: some ParameterSummary {
        Summary("Save \(\.$file) to \(\.$path)") { \.$mode }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<FileEntity> & ProvidesDialog {
        let destination = path.flatMap { $0.isEmpty ? nil : $0 } ?? file.filename
        let bytes = [UInt8](file.data)
        let written = try FileWriting.write(bytes, to: destination, mode: mode, store: store)
        FilesShortcuts.updateAppShortcutParameters()
        let size = ByteCount.format(bytes.count)
        let dialog: LocalizedStringResource =
            switch mode {
            case .append: "Appended \(size) to '\(written.name)'."
            case .overwrite where written.replaced: "Replaced '\(written.name)' (\(size))."
            default: "Saved '\(written.name)' (\(size))."
            }
        return .result(value: FileEntity(written.info), dialog: IntentDialog(dialog))
    }
}
