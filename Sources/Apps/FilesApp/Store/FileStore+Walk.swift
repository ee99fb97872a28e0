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
    /// - Each folder is entered through its parent's descriptor without following links, so a
    ///   folder swapped for a link during the walk is not entered.
    ///
    /// - Parameters:
    ///   - maxDepth: How deep to go: 1 is the root's own items. `nil` walks the whole tree.
    ///   - includingRoot: Whether the root folder itself is visited first.
    ///   - visit: Called for every item, in no particular order.
    /// - Throws: `CancellationError` when the calling task is cancelled, or what `visit` throws.
    func walk(maxDepth: Int? = nil, includingRoot: Bool = true, _ visit: (FileInfo) throws -> Void) throws {
        if includingRoot, let root = rootInfo { try visit(root) }
        try walk(folder: sandbox.root, components: [], depth: 1, maxDepth: maxDepth, visit)
    }

    private func walk(
        folder: DirectoryHandle, components: [String], depth: Int, maxDepth: Int?,
        _ visit: (FileInfo) throws -> Void
    ) throws {
        // An unreadable folder is skipped rather than ending the walk: the rest of the tree is
        // still worth finding.
        guard let names = try? folder.entryNames() else { return }
        for name in names where !name.hasPrefix(".") {
            // A walk of a big tree can take a while; a closed picker or a stopped run ends it.
            try Task.checkCancellation()
            let place = Place(folder: folder, name: name, folderComponents: components)
            let relativePath = (components + [name]).joined(separator: "/")
            guard let info = FileInfo(at: place, relativePath: relativePath, name: name) else { continue }
            // Only a link itself can lead out, so only links are asked about; a dangling link
            // inside the root is still listed.
            if info.kind == .symbolicLink {
                do { _ = try locate(relativePath) } catch is SandboxError { continue } catch {}
            }
            try visit(info)
            if info.kind == .folder, maxDepth.map({ depth < $0 }) ?? true, let child = folder.openFolder(name) {
                try walk(folder: child, components: components + [name], depth: depth + 1, maxDepth: maxDepth, visit)
            }
        }
    }
}
