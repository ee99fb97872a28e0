import Foundation
import IntentKit

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a text file's contents, for later actions to use.
struct ReadTextFile: AppIntent {
    /// The largest file read, in bytes: a shortcut's text is held in memory and shown whole.
    static let sizeLimit = 10_000_000

    static let title: LocalizedStringResource = "Read Text File"
    static let sideEffects: SideEffects = [.files]
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
    static func readText(at location: Location) throws -> String {
        let path = location.relativePath
        let data = try readBytes(at: location)
        // UTF-8 allows NUL, but no text file has one; it is the usual sign of a binary file.
        if data.contains(0) { throw FilesError.binary(path: path) }
        guard let text = String(data: data, encoding: .utf8) else { throw FilesError.notUTF8(path: path) }
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }

    /// The bytes of the file `location` leads to (a link is followed, inside the root), up to
    /// ``sizeLimit``: what Read Text File reads as text and Get File passes on as a file.
    static func readBytes(at location: Location) throws -> Data {
        let path = location.relativePath
        guard let target = location.target, let status = target.status() else { throw FilesError.notFound(path: path) }
        if status.isFolder { throw FilesError.isFolder(path: path) }
        // Reading a pipe or a device could block forever or never end.
        guard status.isRegularFile else { throw FilesError.notRegularFile(path: path) }
        // Opened without following a link and without blocking, then checked again on the open
        // file: what is checked is what is read.
        let fd = openat(target.folder.descriptor, target.name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ELOOP { throw FilesError.changedMeanwhile(path: path) }
            throw FilesError.failed(.read, path: path, error: SystemCallError.current)
        }
        defer { close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0 else {
            throw FilesError.failed(.read, path: path, error: SystemCallError.current)
        }
        guard opened.isRegularFile else { throw FilesError.changedMeanwhile(path: path) }
        if Int(opened.st_size) > sizeLimit {
            throw FilesError.tooLarge(path: path, size: Int(opened.st_size), limit: sizeLimit)
        }

        // One byte past the limit tells a file that grew since it was measured.
        var bytes = [UInt8](repeating: 0, count: min(Int(opened.st_size), sizeLimit) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= sizeLimit else { break }
                bytes.append(contentsOf: [UInt8](repeating: 0, count: min(bytes.count, sizeLimit + 1 - bytes.count)))
            }
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FilesError.failed(.read, path: path, error: SystemCallError.current)
            }
            if n == 0 { break }
            count += n
        }
        if count > sizeLimit { throw FilesError.tooLarge(path: path, size: count, limit: sizeLimit) }
        return Data(bytes.prefix(count))
    }
}
