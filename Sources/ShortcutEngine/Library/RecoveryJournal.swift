import Foundation
import ShortcutModel
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Unsaved editor work, kept beside the library as an editor keeps a swap file, so no crash,
/// signal, full disk or failed save loses it.
///
/// Each editor process writes its own copies: the shortcut as it stands after every change batch
/// goes to `<library>/.recovery/<shortcut id>.<owner>.json` (atomically: a reader sees the last
/// copy or the one before, never half of one), where `owner` names the process. The process
/// holds an `flock` on `<owner>.lock` beside its copies for as long as it runs, so another editor
/// can tell a copy whose editor is still open (its lock is held: the unsaved work is that
/// editor's, and is never offered, restored or removed by another) from one left by an editor
/// that ended (the lock is free: the copy is offered back when the shortcut is next opened). A
/// copy is removed once its shortcut is saved or its changes are discarded. A copy is an
/// ordinary shortcut file, so it can also be read, validated or run by hand. Copies named
/// `<shortcut id>.json`, as earlier versions wrote them, count as left by an editor that ended.
package struct RecoveryJournal: Sendable {
    /// The hidden folder of recovery copies.
    package let folder: URL
    /// The name of the process whose copies this journal writes.
    package let owner: String
    /// The built-in actions its copies are read against (the library's).
    let builtIns: BuiltInRegistry

    /// This process's owner name: its pid and a random part, so a later process given the same
    /// pid is never taken for this one.
    package static let processOwner = "\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"

    /// The lock files this process holds (by path), each open for the rest of its life.
    private static let heldLocks = Mutex<Set<String>>([])

    package init(library: Library, owner: String = RecoveryJournal.processOwner) {
        folder = library.folder.appendingPathComponent(".recovery", isDirectory: true)
        self.owner = owner
        builtIns = library.builtIns
    }

    /// A recovery copy found on disk.
    package struct Copy: Sendable {
        package var document: ShortcutDocument
        /// When it was written.
        package var written: Date
        package var url: URL
    }

    /// The file of this process's recovery copy of a shortcut.
    package func url(for id: UUID) -> URL { folder.appendingPathComponent("\(Self.stem(id)).\(owner).json") }

    private static func stem(_ id: UUID) -> String { id.uuidString.lowercased() }

    private func lockURL(of owner: String) -> URL { folder.appendingPathComponent("\(owner).lock") }

    /// Writes (or replaces) this process's recovery copy of `document`.
    package func write(_ document: ShortcutDocument) throws(AtomicFile.WriteError) {
        if !FileManager.default.fileExists(atPath: folder.path) {
            do {
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            } catch {
                throw AtomicFile.WriteError(path: folder.path, reason: error.localizedDescription)
            }
        }
        holdLock()
        try AtomicFile.write(DocumentEncoder.encode(document), to: url(for: document.id))
    }

    /// Takes this owner's lock for the rest of the process, before its first copy is written
    /// (the descriptor is kept open on purpose: closing it would free the lock).
    private func holdLock() {
        let path = lockURL(of: owner).path
        Self.heldLocks.withLock { held in
            guard !held.contains(path) else { return }
            // Another editor's cleanup may remove a lock file it found free in the instant
            // before this one is locked: lock again until the locked file is the one named.
            for _ in 1...3 {
                let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
                guard fd >= 0 else { return }
                while flock(fd, LOCK_EX | LOCK_NB) != 0 && errno == EINTR {}
                var locked = stat()
                var named = stat()
                if fstat(fd, &locked) == 0, stat(path, &named) == 0, locked.st_ino == named.st_ino {
                    held.insert(path)
                    return
                }
                close(fd)
            }
        }
    }

    /// This process's recovery copy of the shortcut with this id, if there is one that reads as
    /// that shortcut.
    package func copy(for id: UUID) -> Copy? { read(url(for: id), id: id) }

    private func read(_ url: URL, id: UUID) -> Copy? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let document = try? DocumentDecoder.decode(contentsOf: url, builtIns: builtIns), document.id == id
        else { return nil }
        return Copy(document: document, written: attributes[.modificationDate] as? Date ?? Date(), url: url)
    }

    /// What the copies of one shortcut are, seen from this process.
    package struct Found: Sendable {
        /// The newest copy that is this process's own or left by an editor that ended: unsaved
        /// work no running editor holds.
        package var left: Copy?
        /// How many other editors still running hold a copy of it (unsaved changes of their own).
        package var othersEditing: Int
    }

    /// The copies of the shortcut with this id: the one to offer back, and how many other
    /// running editors have unsaved changes of it.
    package func found(for id: UUID) -> Found {
        var found = Found(left: nil, othersEditing: 0)
        for (name, copyID, copyOwner) in copyNames() where copyID == id {
            if let copyOwner, copyOwner != owner, isRunning(copyOwner) {
                found.othersEditing += 1
                continue
            }
            guard let copy = read(folder.appendingPathComponent(name), id: id) else { continue }
            if found.left.map({ copy.written > $0.written }) ?? true { found.left = copy }
        }
        return found
    }

    /// Whether the editor that wrote copies as `owner` still runs: it holds its lock.
    private func isRunning(_ owner: String) -> Bool {
        if owner == self.owner { return true }
        let fd = open(lockURL(of: owner).path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var result: Int32
        repeat { result = flock(fd, LOCK_SH | LOCK_NB) } while result != 0 && errno == EINTR
        return result != 0 && errno == EWOULDBLOCK
    }

    /// The copy files in the folder, each with the owner its name gives (nil: an earlier
    /// version's copy, which has none).
    private func copyNames() -> [(name: String, id: UUID, owner: String?)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.compactMap { name in
            guard name.hasSuffix(".json"), !AtomicFile.isTemporaryFileName(name) else { return nil }
            let parts = name.dropLast(5).split(separator: ".", maxSplits: 1)
            guard let first = parts.first, let id = UUID(uuidString: String(first)) else { return nil }
            return (name, id, parts.count == 2 ? String(parts[1]) : nil)
        }
    }

    /// Removes this process's recovery copy of the shortcut with this id (there may be none).
    package func discard(_ id: UUID) {
        try? FileManager.default.removeItem(at: url(for: id))
    }

    /// Removes a copy that was offered back (restored or discarded), unless it is this process's
    /// own, which ``discard(_:)`` and ``write(_:)`` look after.
    package func remove(_ copy: Copy) {
        guard copy.url.standardizedFileURL != url(for: copy.document.id).standardizedFileURL else { return }
        try? FileManager.default.removeItem(at: copy.url)
    }

    /// The ids that have a recovery copy, of any editor.
    package func ids() -> Set<UUID> {
        Set(copyNames().map(\.id))
    }

    /// Removes the lock files of editors that ended and left no copy (called when the library is
    /// prepared at start); returns how many went.
    @discardableResult
    package func removeStaleLocks() -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let owners = Set(copyNames().compactMap(\.owner))
        var removed = 0
        for name in names where name.hasSuffix(".lock") {
            let lockOwner = String(name.dropLast(5))
            guard lockOwner != owner, !owners.contains(lockOwner), !isRunning(lockOwner) else { continue }
            if (try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))) != nil { removed += 1 }
        }
        return removed
    }
}
