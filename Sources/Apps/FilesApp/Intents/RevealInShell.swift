import Foundation
import IntentKit

/// Gives an item's absolute path, to use in a terminal (`cd`, `$EDITOR`, another program).
struct RevealInShell: AppIntent {
    static let title: LocalizedStringResource = "Reveal in Shell"
    static let sideEffects: SideEffects = [.files]
    static let description: IntentDescription? = IntentDescription(
        "Gives the absolute path of a file or folder in the Files root, to open it in a terminal or another program.",
        categoryName: "Files", searchKeywords: ["path", "location", "terminal", "show", "where"],
        resultValueName: "Path")

    @Parameter(title: "File", requestValueDialog: "Which file?") var file: FileEntity

    @Dependency private var store: FileStore

    static var parameterSummary: some ParameterSummary {
        Summary("Reveal \(\.$file) in the shell")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let (location, _) = try store.existingItem(at: file.id)
        // The item's own path (the folders on the way with their links followed): for a link,
        // the link, as `ls` would show it.
        let path = store.absolutePath(of: location.item)
        return .result(
            value: path, dialog: IntentDialog(full: "'\(location.relativePath)' is at \(path)", supporting: "\(path)"))
    }
}
