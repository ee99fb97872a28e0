import Foundation
import Synchronization

/// The shortcuts a Run Shortcut action can call, by id: what the validator checks a target
/// against (it exists, it calls nothing back), what the sentence names and what the runner runs.
///
/// Hosts give it the library (``init(library:)``): a shortcut is read the first time one is
/// asked for, then kept until ``refresh()`` (the editor refreshes after it saves). Tests give it
/// documents. The catalog carries it (``Catalog/shortcuts``), so everything that reads the
/// catalog reads it too; without one, Run Shortcut finds no shortcut.
package final class ShortcutDirectory: Sendable {
    /// One shortcut as the picker lists it.
    package struct Listing: Sendable, Equatable {
        package var id: UUID
        package var name: String
        package var icon: String?

        package init(id: UUID, name: String, icon: String?) {
            self.id = id
            self.name = name
            self.icon = icon
        }
    }

    private let lookup: @Sendable (UUID) -> ShortcutDocument?
    private let list: @Sendable () -> [Listing]
    private let cache = Mutex<[UUID: ShortcutDocument?]>([:])
    private let listed = Mutex<[Listing]?>(nil)

    package init(
        lookup: @escaping @Sendable (UUID) -> ShortcutDocument?, listing: @escaping @Sendable () -> [Listing]
    ) {
        self.lookup = lookup
        self.list = listing
    }

    /// A directory of these documents only.
    package convenience init(_ documents: [ShortcutDocument]) {
        let byID = Dictionary(documents.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let listing = documents.map { Listing(id: $0.id, name: $0.name, icon: $0.icon) }
        self.init(lookup: { byID[$0] }, listing: { listing })
    }

    /// No shortcuts: every Run Shortcut's target is missing.
    package static let empty = ShortcutDirectory([])

    /// The shortcut with this id, `nil` when there is none.
    package func document(_ id: UUID) -> ShortcutDocument? {
        if let known = cache.withLock({ $0[id] }) { return known }
        let found = lookup(id)
        cache.withLock { $0[id] = found }
        return found
    }

    /// Every shortcut, for the picker, sorted by name.
    package func listing() -> [Listing] {
        if let known = listed.withLock({ $0 }) { return known }
        let all = list().sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        listed.withLock { $0 = all }
        return all
    }

    /// The name of the shortcut with this id, `nil` when there is none.
    package func name(of id: UUID) -> String? {
        listing().first { $0.id == id }?.name ?? document(id)?.name
    }

    /// Forgets the shortcuts read so far: the next lookup reads them again.
    package func refresh() {
        cache.withLock { $0 = [:] }
        listed.withLock { $0 = nil }
    }

    /// The names along the first cycle of calls `document` reaches by running `target`:
    /// `[A, B, A]` when B runs A back, `[A, A]` when A runs itself, `[A, B, C, B]` when B and C
    /// run each other; `nil` when every chain of calls ends. `document` stands for itself (its
    /// unsaved state, not the library's copy).
    package func cycle(from document: ShortcutDocument, through target: UUID) -> [String]? {
        func load(_ id: UUID) -> ShortcutDocument? { id == document.id ? document : self.document(id) }
        // A depth-first walk of the calls; `onPath` are the shortcuts being walked, `finished`
        // the ones whose every chain ends.
        var onPath: Set<UUID> = [document.id]
        var finished: Set<UUID> = []
        func walk(_ id: UUID, path: [String]) -> [String]? {
            guard !finished.contains(id), let current = load(id) else { return nil }
            let path = path + [current.name]
            if onPath.contains(id) { return path }
            onPath.insert(id)
            for next in Self.targets(of: current) {
                if let found = walk(next, path: path) { return found }
            }
            onPath.remove(id)
            finished.insert(id)
            return nil
        }
        return walk(target, path: [document.name])
    }

    /// The shortcuts `document` runs with Run Shortcut, in reading order, each once.
    package static func targets(of document: ShortcutDocument) -> [UUID] {
        var ids: [UUID] = []
        for (action, _) in document.flattened {
            guard case .builtIn(let call) = action.kind, call.id == .runShortcut,
                let id = call.text(.shortcut).flatMap(UUID.init(uuidString:)), !ids.contains(id)
            else { continue }
            ids.append(id)
        }
        return ids
    }
}
