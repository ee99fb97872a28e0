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
    @Parameter(
        title: "Text", inputOptions: String.IntentInputOptions(multiline: true),
        requestValueDialog: "What text should be saved?")
    var text: String
    @Parameter(title: "Mode", description: "What to do if the file exists") var mode: WriteMode = .createNew

    @Dependency private var store: FileStore

    static var parameterSummary: some ParameterSummary {
        Switch(\.$mode) {
            Case(.append) { Summary("Append \(\.$text) to \(\.$path)") { \.$mode } }
            DefaultCase { Summary("Write \(\.$text) to \(\.$path)") { \.$mode } }
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<FileEntity> & ProvidesDialog {
        let bytes = Array(text.utf8)
        let written = try FileWriting.write(bytes, to: path, mode: mode, store: store)
        FilesShortcuts.updateAppShortcutParameters()
        let name = written.name
        let size = ByteCount.format(bytes.count)
        let dialog: LocalizedStringResource =
            switch mode {
            case .append: "Appended \(size) to '\(name)'."
            case .overwrite where written.replaced: "Replaced the text of '\(name)' (\(size))."
            default: "Saved '\(name)' (\(size))."
            }
        return .result(value: FileEntity(written.info), dialog: IntentDialog(dialog))
    }
}
