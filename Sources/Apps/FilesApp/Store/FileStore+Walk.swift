import Foundation

extension FileStore {
    /// Visits the root and the items below it, one at a time, without collecting them.
    ///
    /// - Hidden items (names starting with `.`) and everything in hidden folders are skipped,
    ///   as file managers do, so a `.git` folder does not swamp every search. They can still be
    ///   named by path.
    /// - Symbolic links are visited as links and never descended into. A link that leads out of
    ///   the root is skipped: what the sandbox would refuse, a walk does not offer.
    /// - Items that cannot be read (no permission, deleted meanwhile) are skipped.
    ///
    /// - Parameters:
    ///   - maxDepth: How deep to go: 1 is the root's own items. `nil` walks the whole tree.
    ///   - includingRoot: Whether the root folder itself is visited first.
    ///   - visit: Called for every item, in no particular order.
    /// - Throws: `CancellationError` when the calling task is cancelled, or what `visit` throws.
    func walk(maxDepth: Int? = nil, includingRoot: Bool = true, _ visit: (FileInfo) throws -> Void) throws {
        if includingRoot, let root = FileInfo(at: sandbox.root) { try visit(root) }
        // An unreadable folder is skipped rather than ending the walk: the rest of the tree is
        // still worth finding.
        let enumerator = FileManager.default.enumerator(
            at: sandbox.root.item, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles],
            errorHandler: { _, _ in true })
        guard let enumerator else { return }
        while let url = enumerator.nextObject() as? URL {
            // A walk of a big tree can take a while; a closed picker or a stopped run ends it.
            try Task.checkCancellation()
            if let maxDepth, enumerator.level >= maxDepth { enumerator.skipDescendants() }
            guard let relativePath = sandbox.relativePath(ofWalked: url),
                  let info = FileInfo(itemPath: url.path, relativePath: relativePath, name: url.lastPathComponent)
            else { continue }
            // The walk starts at the real root and never enters a link, so only a link itself
            // can lead out; asking the sandbox about every item would cost a lookup per folder
            // level for nothing.
            if info.kind == .symbolicLink, (try? sandbox.resolve(relativePath)) == nil { continue }
            try visit(info)
        }
    }
}
