import Foundation

/// The person's shortcuts: a folder of `.json` files.
///
/// Reading never fails as a whole: a file that does not parse is listed as broken, with its
/// error, and left untouched; the others load. Saving is canonical and atomic, and refuses to
/// replace a file that does not parse, so nothing a person wrote by hand is lost.
public struct Library: Sendable {
    public let folder: URL

    public init(folder: URL) { self.folder = folder }

    /// One file of the library.
    public struct Entry: Sendable {
        public var url: URL
        /// The document, or why the file could not be read.
        public var content: Result<ShortcutDocument, DocumentError>

        public var document: ShortcutDocument? { try? content.get() }
        /// The shortcut's name, or the file's name for a broken file.
        public var name: String { document?.name ?? url.deletingPathExtension().lastPathComponent }
    }

    /// What went wrong with the library itself.
    public struct LibraryError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Creates the folder if needed; when it did not exist, writes `examples` into it.
    /// Returns whether the folder was created.
    @discardableResult
    public func prepare(examples: [(fileName: String, text: String)]) throws(LibraryError) -> Bool {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw LibraryError(description: "\(folder.path) is a file, not a folder") }
            return false
        }
        do {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw LibraryError(description: "\(folder.path): cannot be created: \(error.localizedDescription)")
        }
        for example in examples {
            do { try AtomicFile.write(example.text, to: folder.appendingPathComponent(example.fileName)) } catch {
                throw LibraryError(description: error.description)
            }
        }
        return true
    }

    /// Every `.json` file, sorted by shortcut name.
    public func entries() -> [Entry] {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "json" && !$0.lastPathComponent.hasPrefix(".") }
            .map { url in Entry(url: url, content: Result { () throws(DocumentError) in try DocumentDecoder.decode(contentsOf: url) }) }
            .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    }

    /// The shortcut named `name` (case-insensitively), with this id, or at this file path.
    public func find(_ nameOrPath: String) -> Entry? {
        let all = entries()
        if let match = all.first(where: { $0.name == nameOrPath }) ?? all.first(where: { $0.name.caseInsensitiveCompare(nameOrPath) == .orderedSame }) {
            return match
        }
        if let id = UUID(uuidString: nameOrPath), let match = all.first(where: { $0.document?.id == id }) { return match }
        let url = URL(fileURLWithPath: nameOrPath)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return Entry(url: url, content: Result { () throws(DocumentError) in try DocumentDecoder.decode(contentsOf: url) })
    }

    /// The file a new shortcut with this name is saved to: its name made safe, unique in the folder.
    public func newFileURL(for name: String) -> URL {
        let safe = name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? String($0) : "-" }.joined()
            .split(separator: "-").joined(separator: "-").lowercased()
        let base = safe.isEmpty ? "shortcut" : String(safe.prefix(60))
        var candidate = folder.appendingPathComponent("\(base).json")
        var counter = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            candidate = folder.appendingPathComponent("\(base)-\(counter).json")
            counter += 1
        }
        return candidate
    }

    /// Writes `document` to `url` (canonical, atomic). An existing file that does not parse as a
    /// shortcut, or holds a different shortcut, is not replaced.
    public func save(_ document: ShortcutDocument, to url: URL) throws(LibraryError) {
        if FileManager.default.fileExists(atPath: url.path) {
            switch Result(catching: { () throws(DocumentError) in try DocumentDecoder.decode(contentsOf: url) }) {
            case .failure(let error):
                throw LibraryError(description: "\(url.path) was not replaced because it does not read as a shortcut (\(error.message)); fix or move it first")
            case .success(let existing) where existing.id != document.id:
                throw LibraryError(description: "\(url.path) holds another shortcut ('\(existing.name)'); it was not replaced")
            default:
                break
            }
        }
        do { try AtomicFile.write(DocumentEncoder.encode(document), to: url) } catch {
            throw LibraryError(description: error.description)
        }
    }

    /// Saves a new shortcut under a fresh file name and returns the file.
    @discardableResult
    public func add(_ document: ShortcutDocument) throws(LibraryError) -> URL {
        if entries().contains(where: { $0.document?.id == document.id }) {
            throw LibraryError(description: "a shortcut with id \(document.id) is already in the library")
        }
        let url = newFileURL(for: document.name)
        try save(document, to: url)
        return url
    }
}
