import Foundation

/// A cache of what each file of the library holds (name, id, icon, action count, or the error of
/// a broken file), kept in the library's hidden `.index.json` so that finding a shortcut by name
/// or listing the library does not decode every file.
///
/// The index is only a cache, never the truth: each use lists the folder and stats every file
/// (cheap), and re-reads only the files whose stamp (inode, size, modification time) differs from
/// the one recorded, or that are new; removed files are dropped. It is written (atomically) only
/// when something changed. An index that is missing, unreadable or corrupt is ignored and rebuilt.
/// Two processes refreshing at once each write a whole, valid index; the last one wins.
struct LibraryIndex: Codable, Sendable {
    /// Raised when the format below changes, so an older index is rebuilt rather than misread.
    static let currentVersion = 1

    struct Record: Codable, Sendable, Equatable {
        var inode: UInt64
        var size: Int64
        var modified: Int64
        var id: String?
        var name: String
        var icon: String?
        var actions: Int?
        /// For a broken file: where and why it failed to decode.
        var errorFile: String?
        var errorLine: Int?
        var errorColumn: Int?
        var errorMessage: String?

        var stamp: DiskStamp { DiskStamp(inode: inode, size: size, modified: modified) }
    }

    var version: Int
    /// File name (not path) → what it held when it had `stamp`.
    var files: [String: Record]

    static func load(from url: URL) -> LibraryIndex? {
        guard let data = try? Data(contentsOf: url),
              let index = try? JSONDecoder().decode(LibraryIndex.self, from: data),
              index.version == currentVersion else { return nil }
        return index
    }

    func write(to url: URL) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self) else { return }
        // A cache that cannot be written (read-only folder, full disk) only costs speed.
        try? AtomicFile.write(String(decoding: data, as: UTF8.self), to: url)
    }

    static func record(for entry: Library.Entry, stamp: DiskStamp) -> Record {
        var record = Record(inode: stamp.inode, size: stamp.size, modified: stamp.modified, name: entry.name)
        switch entry.content {
        case .success(let document):
            record.id = document.id.uuidString
            record.icon = document.icon
            record.actions = document.flattened.count
        case .failure(let error):
            record.errorFile = error.file
            record.errorLine = error.line
            record.errorColumn = error.column
            record.errorMessage = error.message
        }
        return record
    }
}

extension Library {
    /// What one file of the library holds, as far as listing and finding need, without the
    /// document itself (read it with ``Entry/init(reading:)`` or ``find(_:)``).
    public struct Summary: Sendable {
        public var url: URL
        /// The file as it was when this summary was made from it.
        public var stamp: DiskStamp
        /// The shortcut's name, or the file's name for a broken file.
        public var name: String
        public var id: UUID?
        public var icon: String?
        /// How many actions the shortcut has, nested ones included (nil for a broken file).
        public var actionCount: Int?
        /// Why the file could not be read, for a broken file.
        public var error: DocumentError?
    }

    /// The hidden file in the library folder that caches what each file holds.
    public var indexFile: URL { folder.appendingPathComponent(".index.json") }

    /// Every `.json` file's summary, sorted by shortcut name, from the index brought up to date:
    /// only files that are new or changed since the index was written are decoded.
    public func summaries() -> [Summary] {
        unsortedSummaries().sorted {
            let order = $0.name.localizedStandardCompare($1.name)
            return order == .orderedSame ? $0.url.lastPathComponent < $1.url.lastPathComponent : order == .orderedAscending
        }
    }

    /// ``summaries()`` in no particular order (sorting thousands of names by Foundation's
    /// locale-aware comparison costs more than a lookup needs).
    func unsortedSummaries() -> [Summary] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let old = LibraryIndex.load(from: indexFile)
        var files: [String: LibraryIndex.Record] = [:]
        var changed = old == nil
        for name in names where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            guard let stamp = DiskStamp.of(url) else { continue }
            if let known = old?.files[name], known.stamp == stamp {
                files[name] = known
                continue
            }
            let entry = Entry(reading: url)
            // The stamp taken before reading: if the file changes while it is read, the next use
            // sees a different stamp and reads it again.
            files[name] = LibraryIndex.record(for: entry, stamp: entry.stamp ?? stamp)
            changed = true
        }
        if let old, old.files.count != files.count { changed = true }
        if changed { LibraryIndex(version: LibraryIndex.currentVersion, files: files).write(to: indexFile) }
        return files.map { name, record in
            Summary(url: folder.appendingPathComponent(name), stamp: record.stamp, name: record.name,
                    id: record.id.flatMap(UUID.init(uuidString:)), icon: record.icon, actionCount: record.actions,
                    error: record.errorMessage.map {
                        DocumentError(file: record.errorFile, line: record.errorLine ?? 0, column: record.errorColumn ?? 0, message: $0)
                    })
        }
    }
}
