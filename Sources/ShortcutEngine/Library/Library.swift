import Foundation
import ShortcutModel

#if canImport(Glibc)
    import Glibc
#endif

/// The person's shortcuts: a folder of `.json` files.
///
/// Reading never fails as a whole: a file that does not parse is listed as broken, with its
/// error, and left untouched; the others load. Saving is canonical and atomic, and refuses to
/// replace a file that does not parse, so nothing a person wrote by hand is lost.
package struct Library: Sendable {
    package let folder: URL
    /// How long (ns) the folder must have been unchanged when the index listed it for the index
    /// to be used without a `stat` per file (see ``LibraryIndex/isCurrent(folder:window:)``).
    /// Tests shorten it.
    package var racyWindow: Int64 = 2_000_000_000
    /// The built-in actions its files are read against.
    package let builtIns: BuiltInRegistry
    /// Whether its index is kept in a file beside the folder. A folder the person only points a
    /// command at (`shortcuts test --folder`) is read without leaving a file next to it.
    package let keepsIndex: Bool

    package init(folder: URL, builtIns: BuiltInRegistry, keepsIndex: Bool = true) {
        self.folder = folder
        self.builtIns = builtIns
        self.keepsIndex = keepsIndex
    }

    /// One file of the library.
    package struct Entry: Sendable {
        package var url: URL
        /// The document, or why the file could not be read.
        package var content: Result<ShortcutDocument, DocumentError>
        /// The file as it was just before it was read: a save compares it with the file's stamp
        /// then, to notice a change made on disk in between.
        package var stamp: DiskStamp?

        /// Reads the file at `url`, its built-in actions against `builtIns`.
        package init(reading url: URL, builtIns: BuiltInRegistry) {
            self.url = url
            stamp = DiskStamp.of(url)
            content = Result { () throws(DocumentError) in
                try DocumentDecoder.decode(contentsOf: url, builtIns: builtIns)
            }
        }

        package var document: ShortcutDocument? { try? content.get() }
        /// The shortcut's name, or the file's name for a broken file.
        package var name: String { document?.name ?? url.deletingPathExtension().lastPathComponent }
    }

    /// What went wrong with the library itself.
    package struct LibraryError: Error, Sendable, CustomStringConvertible {
        /// What kind of failure, for callers that answer some kinds differently.
        package enum Kind: Sendable, Equatable {
            /// The file was changed on disk since it was read (by another editor, a text editor,
            /// `git checkout`): saving would overwrite that change. Its stamp now, if it exists.
            case changedOnDisk(DiskStamp?)
            /// A new shortcut's id is already another's in the library.
            case idTaken
            case other
        }

        package var description: String
        package var kind: Kind

        package init(description: String, kind: Kind = .other) {
            self.description = description
            self.kind = kind
        }
    }

    /// Creates the folder if needed; when it did not exist, writes `examples` into it.
    /// Returns whether the folder was created.
    ///
    /// Creation is crash-safe: the examples are written into a hidden folder beside the library,
    /// which is renamed into place only once complete, under a lock so two first starts do not
    /// race. A process killed midway (or a full disk) leaves no library at all, and the next start
    /// creates it whole; once the folder exists it is never filled again, so examples a person
    /// deleted stay deleted. Folders left by interrupted creations are removed.
    @discardableResult
    package func prepare(examples: [(fileName: String, text: String)]) throws(LibraryError) -> Bool {
        let fm = FileManager.default
        if try exists() {
            // Saves and recovery copies a killed process left half-written go (only those no
            // live process holds locked). Not when the folder is as the index last listed it:
            // then no file appeared since that listing (and this start), and a large library
            // need not be listed on every start.
            if !folderUnchangedSinceIndexed() { _ = AtomicFile.removeStaleTemporaryFiles(in: folder) }
            let journal = RecoveryJournal(library: self)
            _ = AtomicFile.removeStaleTemporaryFiles(in: journal.folder)
            journal.removeStaleLocks()
            return false
        }
        let parent = folder.deletingLastPathComponent()
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw LibraryError(description: "\(parent.path): cannot be created: \(error.localizedDescription)")
        }
        let name = folder.lastPathComponent
        return try FileLock.withExclusiveLock(on: lockFile) { () throws(LibraryError) -> Bool in
            // Another process may have finished creating it while this one waited.
            if try exists() { return false }
            // Holding the lock, no creation is under way: whatever an earlier one left is stale.
            let prefix = ".\(name).creating-"
            for leftover in (try? fm.contentsOfDirectory(atPath: parent.path)) ?? [] where leftover.hasPrefix(prefix) {
                try? fm.removeItem(at: parent.appendingPathComponent(leftover))
            }
            let aside = parent.appendingPathComponent("\(prefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            do {
                try fm.createDirectory(at: aside, withIntermediateDirectories: false)
                for example in examples {
                    try AtomicFile.write(example.text, to: aside.appendingPathComponent(example.fileName))
                }
            } catch let error as AtomicFile.WriteError {
                try? fm.removeItem(at: aside)
                throw LibraryError(
                    description: "\(folder.path): cannot be created: \(error.reason); nothing was left half-made")
            } catch {
                try? fm.removeItem(at: aside)
                throw LibraryError(description: "\(folder.path): cannot be created: \(error.localizedDescription)")
            }
            Self.syncFolder(aside)
            guard rename(aside.path, folder.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? fm.removeItem(at: aside)
                throw LibraryError(description: "\(folder.path): cannot be created: \(reason)")
            }
            Self.syncFolder(parent)
            return true
        }
    }

    /// Whether the library folder exists (a file in its place is an error).
    private func exists() throws(LibraryError) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return false }
        guard isDirectory.boolValue else { throw LibraryError(description: "\(folder.path) is a file, not a folder") }
        return true
    }

    /// Flushes a folder's entries to disk, so a rename or a new file in it survives a power cut.
    private static func syncFolder(_ url: URL) {
        let fd = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd >= 0 {
            fsync(fd)
            close(fd)
        }
    }

    /// Every `.json` file, sorted by shortcut name.
    package func entries() -> [Entry] {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "json" && !$0.lastPathComponent.hasPrefix(".") }
            .map { Entry(reading: $0, builtIns: builtIns) }
            .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    }

    /// The shortcut named `name` (case-insensitively), with this id, or at this file path.
    ///
    /// The library's index (see ``summaries()``) says which file holds the name or id; only that
    /// file is decoded. The index is a cache: if the file read no longer holds that name or id (it
    /// changed in the instant since, or was edited in place), the whole library is read instead;
    /// and a name the index does not know is looked for again with every file's stamp checked
    /// (an edit made in place changes no folder stamp).
    package func find(_ nameOrPath: String) -> Entry? {
        // The common case first: the exact name, in a current index, without parsing the rest.
        if let exact = currentRecords(named: nameOrPath), let found = find(nameOrPath, in: exact) { return found }
        return findAfterIndex(nameOrPath, indexRecords(namesOnly: true))
    }

    /// ``find(_:)`` from the index's records on: them, then every file's stamp checked, then a path.
    private func findAfterIndex(_ nameOrPath: String, _ records: [LibraryIndex.Record]) -> Entry? {
        if let found = find(nameOrPath, in: records) { return found }
        if let found = find(nameOrPath, in: indexRecords(checkingEveryFile: true)) { return found }
        let url = URL(fileURLWithPath: nameOrPath)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return Entry(reading: url, builtIns: builtIns)
    }

    /// What a command's shortcut argument names: one shortcut, or a name that two or more files
    /// share (edited by hand), which picks neither.
    package enum Lookup: Sendable {
        case found(Entry)
        /// The files sharing the name, by file name.
        case ambiguous([URL])
        case notFound
    }

    /// The shortcut `nameOrPath` names as ``find(_:)`` finds it, or the files that share the
    /// name: the shortcuts with exactly this name, or else those with it in another case. The
    /// index is read once for both questions.
    package func lookUp(_ nameOrPath: String) -> Lookup {
        func sharing(_ records: [LibraryIndex.Record]) -> [URL] {
            var matches = records.filter { $0.name == nameOrPath }
            if matches.isEmpty {
                matches = records.filter { $0.name.caseInsensitiveCompare(nameOrPath) == .orderedSame }
            }
            return matches.map(\.fileName).sorted().map { folder.appendingPathComponent($0) }
        }
        if let exact = currentRecords(named: nameOrPath), !exact.isEmpty {
            let files = sharing(exact)
            if files.count > 1 { return .ambiguous(files) }
            if let found = find(nameOrPath, in: exact) { return .found(found) }
        }
        let records = indexRecords(namesOnly: true)
        let files = sharing(records)
        if files.count > 1 { return .ambiguous(files) }
        return findAfterIndex(nameOrPath, records).map(Lookup.found) ?? .notFound
    }

    private func find(_ nameOrPath: String, in records: [LibraryIndex.Record]) -> Entry? {
        // Among files with the same name the first by file name is taken, always.
        func first(_ matches: (LibraryIndex.Record) -> Bool) -> LibraryIndex.Record? {
            var best: LibraryIndex.Record?
            for record in records where matches(record) {
                if best == nil || record.fileName < best!.fileName { best = record }
            }
            return best
        }
        let id = UUID(uuidString: nameOrPath)?.uuidString
        guard
            let candidate = first({ $0.name == nameOrPath })
                ?? first({ $0.name.caseInsensitiveCompare(nameOrPath) == .orderedSame })
                ?? id.flatMap({ id in first { $0.id == id } })
        else { return nil }
        let entry = Entry(reading: folder.appendingPathComponent(candidate.fileName), builtIns: builtIns)
        if entry.stamp == candidate.stamp { return entry }
        // Changed since the index saw it: still the one if it still has that name or id.
        if let document = entry.document,
            document.name == candidate.name || (id != nil && document.id.uuidString == id)
        {
            return entry
        }
        return findReadingEverything(nameOrPath)
    }

    /// ``find(_:)`` without the index: decodes every file.
    func findReadingEverything(_ nameOrPath: String) -> Entry? {
        let all = entries()
        if let match = all.first(where: { $0.name == nameOrPath })
            ?? all.first(where: { $0.name.caseInsensitiveCompare(nameOrPath) == .orderedSame })
        {
            return match
        }
        if let id = UUID(uuidString: nameOrPath), let match = all.first(where: { $0.document?.id == id }) {
            return match
        }
        let url = URL(fileURLWithPath: nameOrPath)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return Entry(reading: url, builtIns: builtIns)
    }

    /// The file a new shortcut with this name is saved to: its name made safe, unique in the folder.
    package func newFileURL(for name: String) -> URL {
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

    /// Writes `document` to `url` (canonical, atomic) and returns the file's stamp afterwards.
    /// An existing file that does not parse as a shortcut, or holds a different shortcut, is not
    /// replaced. With `expecting`, a file whose stamp is no longer that one (changed on disk since
    /// it was read) is not replaced either: the error's kind is `.changedOnDisk`, for the caller
    /// to ask what to do. The check and the write happen under the library's lock, so two
    /// processes saving at once cannot both pass the check.
    ///
    /// With `expectingContent`, the file must hold the version with that content hash
    /// (``TrustStore/hash(of:)``), checked under the same lock: an agent's plan is applied only
    /// to the version it was made from.
    @discardableResult
    package func save(
        _ document: ShortcutDocument, to url: URL, expecting: DiskStamp? = nil, expectingContent: String? = nil
    ) throws(LibraryError) -> DiskStamp? {
        try FileLock.withExclusiveLock(on: lockFile) { () throws(LibraryError) -> DiskStamp? in
            let current = DiskStamp.of(url)
            let folder = url.deletingLastPathComponent()
            if current == nil, !FileManager.default.fileExists(atPath: folder.path) {
                // Not a change to the file but a library gone (a removed folder, an unmounted
                // disk): nothing to ask about, the save just cannot happen.
                throw LibraryError(description: "\(folder.path) no longer exists")
            }
            if let expecting, current != expecting {
                throw LibraryError(
                    description:
                        "\(url.lastPathComponent) was changed on disk since it was opened; it was not replaced",
                    kind: .changedOnDisk(current))
            }
            if current != nil {
                switch Result(catching: { () throws(DocumentError) in
                    try DocumentDecoder.decode(contentsOf: url, builtIns: builtIns)
                }) {
                case .failure(let error):
                    throw LibraryError(
                        description:
                            "\(url.path) was not replaced because it does not read as a shortcut (\(error.message)); fix or move it first"
                    )
                case .success(let existing) where existing.id != document.id:
                    throw LibraryError(
                        description: "\(url.path) holds another shortcut ('\(existing.name)'); it was not replaced")
                case .success(let existing):
                    if let expectingContent, TrustStore.hash(of: existing) != expectingContent {
                        throw LibraryError(
                            description:
                                "'\(existing.name)' was changed since (its hash is now \(TrustStore.hash(of: existing))); it was not replaced",
                            kind: .changedOnDisk(current))
                    }
                }
            } else if expectingContent != nil {
                throw LibraryError(
                    description: "\(url.lastPathComponent) was removed since; it was not written again",
                    kind: .changedOnDisk(nil))
            }
            do throws(AtomicFile.WriteError) { try AtomicFile.write(DocumentEncoder.encode(document), to: url) } catch {
                throw LibraryError(description: error.description)
            }
            return DiskStamp.of(url)
        }
    }

    /// Moves the shortcut file at `url` to `destination` (out of the library), if it still holds
    /// the version with content hash `expectingContent`; the check and the move under the
    /// library's lock, as a save's are.
    package func move(_ url: URL, to destination: URL, expectingContent: String) throws(LibraryError) {
        try FileLock.withExclusiveLock(on: lockFile) { () throws(LibraryError) in
            let existing: ShortcutDocument
            do { existing = try DocumentDecoder.decode(contentsOf: url, builtIns: builtIns) } catch {
                throw LibraryError(
                    description: "\(url.lastPathComponent) no longer reads as the shortcut",
                    kind: .changedOnDisk(DiskStamp.of(url)))
            }
            guard TrustStore.hash(of: existing) == expectingContent else {
                throw LibraryError(
                    description: "\(url.lastPathComponent) was changed", kind: .changedOnDisk(DiskStamp.of(url)))
            }
            do {
                try FileManager.default.createDirectory(
                    at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.moveItem(at: url, to: destination)
            } catch {
                throw LibraryError(description: error.localizedDescription)
            }
        }
    }

    /// The lock taken around the library's creation and each save: a hidden file beside the
    /// library folder (not in it, so the folder holds only shortcuts).
    var lockFile: URL { folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).lock") }

    /// Saves a new shortcut under a fresh file name and returns the file.
    @discardableResult
    package func add(_ document: ShortcutDocument) throws(LibraryError) -> URL {
        // Every file's stamp checked: an id edited in place would not change the folder.
        let id = document.id.uuidString
        if indexRecords(checkingEveryFile: true).contains(where: { $0.id == id }) {
            throw LibraryError(
                description: "a shortcut with id \(document.id) is already in the library", kind: .idTaken)
        }
        let url = newFileURL(for: document.name)
        try save(document, to: url)
        return url
    }
}
