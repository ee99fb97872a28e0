import Foundation
import IntentKit

/// Reads a file of the Files root, of any kind, as a file value (`IntentFile`) for actions
/// that take files: its bytes, its name and its type.
struct GetFile: AppIntent {
    static let title: LocalizedStringResource = "Get File"
    static let sideEffects: SideEffects = [.files]
    static let description: IntentDescription? = IntentDescription(
        "Reads a file in the Files root (up to 10 MB, of any kind) and passes it on as a file.",
        categoryName: "Files", searchKeywords: ["open", "contents", "load", "binary", "attachment"],
        resultValueName: "File")

    @Parameter(title: "File", requestValueDialog: "Which file?") var file: FileEntity

    @Dependency private var store: FileStore

    static var parameterSummary: some ParameterSummary {
        Summary("Get \(\.$file) as a file")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> & ProvidesDialog {
        let (location, _) = try store.existingItem(at: file.id)
        let data = try ReadTextFile.readBytes(at: location)
        let name = (location.relativePath as NSString).lastPathComponent
        return .result(
            value: IntentFile(data: data, filename: name),
            dialog: "Read \(ByteCount.format(data.count)) from '\(location.relativePath)'.")
    }
}
