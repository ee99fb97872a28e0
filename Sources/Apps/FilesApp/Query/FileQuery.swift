import Foundation
import IntentKit

/// Finds the items under the Files root: by path, by name (``FileQuery/entities(matching:)``)
/// and by their properties (a Find; see `FileQuery+Find.swift`).
///
/// Every query walks the folder as it is now; nothing is cached or indexed, so results are never
/// stale, and memory stays bounded by the limit rather than by the size of the tree.
struct FileQuery: EntityQuery {
    /// How many suggestions a picker gets before the person types.
    static let suggestionCount = 10
    /// How deep suggestions look: the root's items and those of its folders.
    static let suggestionDepth = 2

    /// Internal rather than private: the search and Find conformances, in their own files, read it.
    @Dependency var store: FileStore

    init() {}

    /// The items at these relative paths; paths where nothing exists are left out.
    ///
    /// - Throws: ``SandboxError`` for a path that is not inside the root: a saved shortcut that
    ///   names one was edited by hand, and saying so beats quietly finding nothing.
    func entities(for identifiers: [String]) async throws -> [FileEntity] {
        let store = self.store
        return try identifiers.compactMap { try store.info(at: $0).map(FileEntity.init) }
    }

    /// The most recently modified files in the root and its folders, newest first.
    func suggestedEntities() async throws -> [FileEntity] {
        var recent = BestItems<FileInfo>(limit: Self.suggestionCount) { $0.modified > $1.modified }
        try store.walk(maxDepth: Self.suggestionDepth, includingRoot: false) { info in
            if info.kind != .folder { recent.offer(info) }
        }
        return recent.best().map(FileEntity.init)
    }
}
