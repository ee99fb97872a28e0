import Foundation
import IntentKit

/// Reads a text file's contents, for later actions to use.
struct ReadTextFile: AppIntent {
    /// The largest file read, in bytes: a shortcut's text is held in memory and shown whole.
    static let sizeLimit = 10_000_000

    static let title: LocalizedStringResource = "Read Text File"
    static let description: IntentDescription? = IntentDescription(
        "Reads a UTF-8 text file in the Files root (up to 10 MB) and passes its text on.",
        categoryName: "Files", searchKeywords: ["open", "contents", "cat", "text", "load"], resultValueName: "Text")

    @Parameter(title: "File", requestValueDialog: "Which file?") var file: FileEntity

    @Dependency private var store: FileStore

    static var parameterSummary: some ParameterSummary {
        Summary("Read the text of \(\.$file)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let (location, _) = try store.existingItem(at: file.id)
        let text = try Self.readText(at: location)
        let size = ByteCount.format(text.utf8.count)
        return .result(value: text, dialog: "Read \(size) from '\(location.relativePath)'.")
    }

    /// The text of the file `location` leads to (a link is followed, inside the root).
    static func readText(at location: SandboxedPath) throws -> String {
        let path = location.relativePath
        let target = location.target
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: target.path)
        } catch {
            throw FilesError.notFound(path: path)
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: break
        case .typeDirectory?: throw FilesError.isFolder(path: path)
        // Reading a pipe or a device could block forever or never end.
        default: throw FilesError.notRegularFile(path: path)
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > sizeLimit {
            throw FilesError.tooLarge(path: path, size: size, limit: sizeLimit)
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: target)
            defer { try? handle.close() }
            // One byte past the limit tells a file that grew since it was measured.
            data = try handle.read(upToCount: sizeLimit + 1) ?? Data()
        } catch {
            throw FilesError.failed(.read, path: path, error: error)
        }
        if data.count > sizeLimit { throw FilesError.tooLarge(path: path, size: data.count, limit: sizeLimit) }
        // UTF-8 allows NUL, but no text file has one; it is the usual sign of a binary file.
        if data.contains(0) { throw FilesError.binary(path: path) }
        guard let text = String(data: data, encoding: .utf8) else { throw FilesError.notUTF8(path: path) }
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }
}
