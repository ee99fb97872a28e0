import Foundation

/// Unsaved editor work, kept beside the library as an editor keeps a swap file, so no crash,
/// signal, full disk or failed save loses it.
///
/// The editor writes the shortcut as it stands after every change batch to
/// `<library>/.recovery/<shortcut id>.json` (atomically: a reader sees the last copy or the one
/// before, never half of one), removes it once the shortcut is saved or its changes are
/// discarded, and offers it back when the shortcut is next opened. A copy is an ordinary shortcut
/// file, so it can also be read, validated or run by hand.
public struct RecoveryJournal: Sendable {
    /// The hidden folder of recovery copies.
    public let folder: URL

    public init(library: Library) {
        folder = library.folder.appendingPathComponent(".recovery", isDirectory: true)
    }

    /// A recovery copy found on disk.
    public struct Copy: Sendable {
        public var document: ShortcutDocument
        /// When it was written.
        public var written: Date
        public var url: URL
    }

    /// The file of a shortcut's recovery copy.
    public func url(for id: UUID) -> URL { folder.appendingPathComponent("\(id.uuidString.lowercased()).json") }

    /// Writes (or replaces) the recovery copy of `document`.
    public func write(_ document: ShortcutDocument) throws(AtomicFile.WriteError) {
        if !FileManager.default.fileExists(atPath: folder.path) {
            do {
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            } catch {
                throw AtomicFile.WriteError(path: folder.path, reason: error.localizedDescription)
            }
        }
        try AtomicFile.write(DocumentEncoder.encode(document), to: url(for: document.id))
    }

    /// The recovery copy of the shortcut with this id, if there is one that reads as a shortcut.
    public func copy(for id: UUID) -> Copy? {
        let url = url(for: id)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let document = try? DocumentDecoder.decode(contentsOf: url), document.id == id
        else { return nil }
        return Copy(document: document, written: attributes[.modificationDate] as? Date ?? Date(), url: url)
    }

    /// Removes the recovery copy of the shortcut with this id (there may be none).
    public func discard(_ id: UUID) {
        try? FileManager.default.removeItem(at: url(for: id))
    }

    /// The ids that have a recovery copy.
    public func ids() -> Set<UUID> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return Set(names.compactMap { $0.hasSuffix(".json") ? UUID(uuidString: String($0.dropLast(5))) : nil })
    }
}
