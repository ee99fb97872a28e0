import Foundation
import ShortcutModel

#if canImport(Glibc)
    import Glibc
#endif

/// A cache of what each file of the library holds (name, id, icon, action count, description, or
/// the error of a broken file), kept beside the library folder so that finding a shortcut by name
/// or listing the library does not decode every file. See docs/architecture/library-index.md.
///
/// The index is only a cache, never the truth. It records the folder's own stamp when it was
/// listed: while the folder is unchanged (no file added, removed or renamed in it, which includes
/// every atomic save) and was already unchanged for a while when it was listed, the index is
/// used as it is, without a `stat` per file. Otherwise each file is stat'ed and only files whose
/// stamp (inode, size, modification time) differs from the one recorded, or that are new, are
/// decoded. The file a lookup returns is always read again. An index that is missing, unreadable
/// or malformed is ignored and rebuilt; two processes refreshing at once each write a whole,
/// valid index, and the last one wins.
struct LibraryIndex: Sendable {
    struct Record: Sendable, Equatable {
        var fileName: String
        var stamp: DiskStamp
        var id: String?
        var name: String
        var icon: String?
        var actions: Int?
        var description: String?
        /// For a broken file: where and why it failed to decode.
        var error: DocumentError?

        init(
            fileName: String, stamp: DiskStamp, id: String?, name: String, icon: String?, actions: Int?,
            description: String?, error: DocumentError?
        ) {
            self.fileName = fileName
            self.stamp = stamp
            self.id = id
            self.name = name
            self.icon = icon
            self.actions = actions
            self.description = description
            self.error = error
        }

        init(fileName: String, entry: Library.Entry, stamp: DiskStamp) {
            switch entry.content {
            case .success(let document):
                self.init(
                    fileName: fileName, stamp: stamp, id: document.id.uuidString, name: document.name,
                    icon: document.icon,
                    actions: document.flattened.count, description: document.description, error: nil)
            case .failure(let error):
                self.init(
                    fileName: fileName, stamp: stamp, id: nil, name: entry.name, icon: nil, actions: nil,
                    description: nil, error: error)
            }
        }
    }

    /// The library folder's stamp, taken just before the listing the records come from.
    var folder: FolderStamp
    /// When that listing was taken (wall clock, ns since the epoch).
    var listedAt: Int64
    var records: [Record]

    /// The library's order: by name as Finder sorts (`localizedStandardCompare`: numbers by
    /// value, case and accents secondary), then by file name.
    static func precedes(_ a: Record, _ b: Record) -> Bool {
        let order = a.name.localizedStandardCompare(b.name)
        return order == .orderedSame ? a.fileName < b.fileName : order == .orderedAscending
    }

    /// Whether the records can be used without a `stat` per file, the folder's stamp being `now`:
    /// the folder is unchanged since it was listed, and its last change was at least `window`
    /// older than the listing. The second half is git's "racily clean" rule: a change made in the
    /// same clock tick as the listing, just after it, could leave the folder's times as they were.
    func isCurrent(folder now: FolderStamp, window: Int64) -> Bool {
        now == folder && folder.isOlder(than: listedAt, by: window)
    }
}

/// A folder's identity and times: any entry added, removed or renamed in it changes them.
struct FolderStamp: Sendable, Equatable {
    var inode: UInt64
    /// Modification and status-change times, ns since the epoch.
    var modified: Int64
    var changed: Int64

    static func of(_ url: URL) -> FolderStamp? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return FolderStamp(
            inode: UInt64(info.st_ino),
            modified: Int64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtim.tv_nsec),
            changed: Int64(info.st_ctim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_ctim.tv_nsec))
    }

    /// Whether both times are at least `window` ns before `time`.
    func isOlder(than time: Int64, by window: Int64) -> Bool {
        time &- max(modified, changed) >= window
    }

    /// The wall clock now, ns since the epoch (the clock file times come from).
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
}

extension Library {
    /// What one file of the library holds, as far as listing and finding need, without the
    /// document itself (read it with ``Entry/init(reading:)`` or ``find(_:)``).
    package struct Summary: Sendable {
        let folder: URL
        /// The file's name in the library folder.
        package var fileName: String
        /// The file as it was when this summary was made from it.
        package var stamp: DiskStamp
        /// The shortcut's name, or the file's name for a broken file.
        package var name: String
        /// The shortcut's id as written in the index (nil for a broken file).
        let idText: String?
        package var icon: String?
        /// How many actions the shortcut has, nested ones included (nil for a broken file).
        package var actionCount: Int?
        /// The shortcut's description, if it has one.
        package var description: String?
        /// Why the file could not be read, for a broken file.
        package var error: DocumentError?

        init(folder: URL, record: LibraryIndex.Record) {
            self.folder = folder
            fileName = record.fileName
            stamp = record.stamp
            name = record.name
            idText = record.id
            icon = record.icon
            actionCount = record.actions
            description = record.description
            error = record.error
        }

        /// The file (made on demand: a URL per file costs more than a lookup should).
        package var url: URL { folder.appendingPathComponent(fileName) }
        package var id: UUID? { idText.flatMap(UUID.init(uuidString:)) }
    }

    /// The hidden file beside the library folder (not in it: writing it would change the folder's
    /// stamp that it records) that caches what each file holds.
    package var indexFile: URL {
        folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).index")
    }

    /// The index of the first versions, inside the folder; removed when the index is rebuilt.
    var oldIndexFile: URL { folder.appendingPathComponent(".index.json") }

    /// Every `.json` file's summary, sorted by shortcut name, from the index brought up to date:
    /// only files that are new or changed since the index was written are decoded.
    ///
    /// The index keeps its records in this order (sorted when it is written), so a library of
    /// thousands of shortcuts is not sorted by Foundation's locale-aware comparison on every use.
    package func summaries() -> [Summary] {
        indexRecords().map { Summary(folder: folder, record: $0) }
    }

    /// The index's records, brought up to date, sorted by name (see ``LibraryIndex/precedes(_:_:)``).
    /// With `checkingEveryFile`, each file's stamp is
    /// compared even when the folder is unchanged (for edits made in place, which do not
    /// change the folder).
    ///
    /// With `namesOnly`, records read from an index that is current hold only the file, stamp,
    /// id and name (see ``LibraryIndex/parse(_:namesOnly:)``), for lookups.
    func indexRecords(checkingEveryFile: Bool = false, namesOnly: Bool = false) -> [LibraryIndex.Record] {
        let bytes = LibraryIndex.readAll(indexFile)
        if !checkingEveryFile, let bytes, isCurrent(bytes),
            let current = LibraryIndex.parse(bytes, namesOnly: namesOnly)
        {
            return current.records
        }
        let old = bytes.flatMap { LibraryIndex.parse($0) }
        // The stamp and the time first, then the listing: a change made during the listing
        // leaves the folder with another stamp, so the next use lists again.
        let listedAt = FolderStamp.now()
        guard let folderStamp = FolderStamp.of(folder) else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var known: [String: LibraryIndex.Record] = [:]
        for record in old?.records ?? [] { known[record.fileName] = record }
        var records: [LibraryIndex.Record] = []
        var changed = old == nil
        var sawOldIndex = false
        for name in names {
            if name == ".index.json" { sawOldIndex = true }
            guard name.hasSuffix(".json"), !name.hasPrefix(".") else { continue }
            let url = folder.appendingPathComponent(name)
            guard let stamp = DiskStamp.of(url) else { continue }
            if let record = known[name], record.stamp == stamp {
                records.append(record)
                continue
            }
            let entry = Entry(reading: url, builtIns: builtIns)
            // The stamp taken before reading: if the file changes while it is read, the next use
            // sees a different stamp and reads it again.
            records.append(LibraryIndex.Record(fileName: name, entry: entry, stamp: entry.stamp ?? stamp))
            changed = true
        }
        if let old, old.records.count != records.count { changed = true }
        if changed {
            records.sort(by: LibraryIndex.precedes)
        } else if let old {
            // The same records as the index had, in its (sorted) order.
            records = old.records
        }
        let index = LibraryIndex(folder: folderStamp, listedAt: listedAt, records: records)
        // Written when something changed, and once more when the folder has become old enough
        // for the index to be trusted without a stat per file.
        let becomesCurrent =
            index.isCurrent(folder: folderStamp, window: racyWindow)
            && !(old.map { $0.isCurrent(folder: folderStamp, window: racyWindow) } ?? false)
        if keepsIndex, changed || old?.folder != folderStamp || becomesCurrent {
            // A cache that cannot be written (read-only folder, full disk) only costs speed.
            try? AtomicFile.write(index.encoded(), to: indexFile)
        }
        if keepsIndex, sawOldIndex { try? FileManager.default.removeItem(at: oldIndexFile) }
        return records
    }

    /// Whether the index in `bytes` can be used as it is (see ``LibraryIndex/isCurrent(folder:window:)``).
    func isCurrent(_ bytes: [UInt8]) -> Bool {
        guard let header = LibraryIndex.parseHeader(bytes), let now = FolderStamp.of(folder) else { return false }
        return LibraryIndex(folder: header.folder, listedAt: header.listedAt, records: []).isCurrent(
            folder: now, window: racyWindow)
    }

    /// The index's records named exactly `name`, when the index is current; nil otherwise.
    func currentRecords(named name: String) -> [LibraryIndex.Record]? {
        guard let bytes = LibraryIndex.readAll(indexFile), isCurrent(bytes) else { return nil }
        return LibraryIndex.records(named: name, in: bytes)
    }

    /// Whether the index says the folder is unchanged since it was last listed (then no file,
    /// temporary ones included, appeared in it since). Reads the index's first line only.
    func folderUnchangedSinceIndexed() -> Bool {
        guard let recorded = LibraryIndex.loadFolderStamp(from: indexFile), let now = FolderStamp.of(folder) else {
            return false
        }
        return recorded == now
    }
}
