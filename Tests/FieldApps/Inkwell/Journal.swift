import Foundation

/// Inkwell's journal: entries by day, kept in memory as the app's model would keep them on disk.
///
/// Each machine numbers its entries in the order they reached it (`id`); the sync service gives
/// each one a `syncID` that is the same on every machine.
public final class Journal: Sendable {
    /// One entry.
    public struct Entry: Sendable, Hashable {
        public var id: String
        public var syncID: String
        public var title: String
        public var text: String
        public var isPrivate: Bool
        public var day: Date

        public init(id: String, syncID: String, title: String, text: String, isPrivate: Bool, day: Date) {
            self.id = id
            self.syncID = syncID
            self.title = title
            self.text = text
            self.isPrivate = isPrivate
            self.day = day
        }
    }

    private let entries = LockedEntries()

    public init(_ entries: [Entry] = []) {
        for entry in entries { self.entries.put(entry) }
    }

    public func all() -> [Entry] { entries.all() }
    public func entry(_ id: String) -> Entry? { entries.all().first { $0.id == id } }
    public func entry(syncID: String) -> Entry? { entries.all().first { $0.syncID == syncID } }
    public func add(_ entry: Entry) { entries.put(entry) }
    public func remove(_ id: String) { entries.remove(id) }
}

/// The entries behind a lock, so intents running at once see one journal.
private final class LockedEntries: @unchecked Sendable {
    private let lock = NSLock()
    private var byID: [String: Journal.Entry] = [:]

    func all() -> [Journal.Entry] { lock.withLock { byID.values.sorted { $0.id < $1.id } } }
    func put(_ entry: Journal.Entry) { lock.withLock { byID[entry.id] = entry } }
    func remove(_ id: String) { _ = lock.withLock { byID.removeValue(forKey: id) } }
}
