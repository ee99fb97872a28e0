import CSafeFS
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The one gate between a path someone gave and the file system.
///
/// Every intent and query turns text into a ``Location`` here, and only here, so the rules hold
/// everywhere at once:
/// - a path is relative to the root: absolute and empty paths are refused;
/// - no `..` component, even one that would stay inside: a path reads the same wherever it is used;
/// - symbolic links are followed only where they stay inside the root; a link that leads out is
///   refused, never followed.
///
/// Race-free: the root is opened once, and every path is walked from that descriptor one
/// component at a time (`openat` with `O_NOFOLLOW | O_DIRECTORY`), links being read and judged by
/// the sandbox itself rather than followed by the kernel. What an operation then uses is the open
/// folder the walk ended in, so the check and the use are the same: swapping a folder for a link
/// to somewhere else while an action runs cannot lead the action out of the root. Where the kernel
/// offers `openat2` with `RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS`, a path without links is opened in
/// one call that the kernel checks the same way.
///
/// What no descriptor can prevent: someone who *moves a folder out of* the root while an action
/// holds it open takes the action with it. That needs write access outside the root too.
struct Sandbox: Sendable {
    /// How paths are walked.
    enum Walker: Sendable {
        /// `openat2` where the kernel offers it, else ``componentByComponent``.
        case automatic
        /// `openat` per component: what runs where `openat2` is missing or refused.
        case componentByComponent
    }

    /// How many links one path may pass through, as Linux's `MAXSYMLINKS`; more means a loop.
    static let maximumLinks = 40

    /// The open root folder.
    let root: DirectoryHandle
    /// The root's real absolute components, to judge absolute links.
    let rootComponents: [String]
    /// Whether paths without links are opened with one `openat2` call.
    let usesOpenat2: Bool

    /// A sandbox for `root`, which must exist and be a folder (a link to one is followed, once).
    init(root: URL, walker: Walker = .automatic) throws(FilesError) {
        let given = root.standardizedFileURL.path
        guard let real = realpath(given, nil) else { throw FilesError.rootMissing(path: given) }
        let realPath = String(cString: real)
        free(real)
        let fd = open(realPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            throw errno == ENOTDIR ? FilesError.rootNotFolder(path: given) : FilesError.rootMissing(path: given)
        }
        self.root = DirectoryHandle(adopting: fd)
        rootComponents = realPath.split(separator: "/").map(String.init)
        usesOpenat2 = walker == .automatic && Self.openat2Works(in: self.root)
    }

    /// Whether `openat2` can be used here. Kernels before 5.6 answer ENOSYS; container seccomp
    /// filters answer ENOSYS or EPERM; a kernel with a smaller `open_how` answers E2BIG. Any
    /// failure means the walk per component, which is as safe, only slower.
    private static func openat2Works(in root: DirectoryHandle) -> Bool {
        let fd = safefs_openat2_beneath(root.descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
        guard fd >= 0 else { return false }
        close(fd)
        return true
    }

    /// The root as an absolute path.
    var rootPath: String { "/" + rootComponents.joined(separator: "/") }

    /// The root's own name, as its item is called.
    var rootName: String { rootComponents.last ?? "/" }

    /// Checks `path` (relative to the root) and reaches it.
    ///
    /// `.` components, doubled and trailing slashes are dropped, so `./notes//todo.txt/` is
    /// `notes/todo.txt`; `.` alone is the root. The item need not exist, but its folders must,
    /// unless `creatingFolders` (then missing folders are made, inside the root).
    ///
    /// - Throws: ``SandboxError`` naming `path` when it is empty, absolute, has a `..`
    ///   component, or leads out of the root through a symbolic link;
    ///   ``FilesError/notFound(path:)`` when a folder on the way is missing or is not a folder;
    ///   ``FilesError/operationFailed(_:path:reason:)`` when a folder cannot be made.
    func locate(_ path: String, creatingFolders: Bool = false) throws -> Location {
        let components = try Self.components(of: path)
        let relativePath = components.isEmpty ? "." : components.joined(separator: "/")
        let item = try walk(components, followingFinalLink: false, creatingFolders: creatingFolders, path: path)
        // Both are reached: the item must sit inside the root, and what it leads to must too.
        guard item.status()?.isSymbolicLink == true else {
            return Location(relativePath: relativePath, item: item, target: item)
        }
        do {
            let target = try walk(components, followingFinalLink: true, creatingFolders: creatingFolders, path: path)
            return Location(relativePath: relativePath, item: item, target: target)
        } catch FilesError.notFound {
            return Location(relativePath: relativePath, item: item, target: nil)
        }
    }

    /// The components of a path as given, or why it is refused.
    static func components(of path: String) throws(SandboxError) -> [String] {
        guard !path.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw SandboxError(path: path, reason: .empty)
        }
        guard !path.contains("\0") else { throw SandboxError(path: path, reason: .nulCharacter) }
        guard !path.hasPrefix("/") else { throw SandboxError(path: path, reason: .absolute) }
        let components = path.split(separator: "/").map(String.init).filter { $0 != "." }
        guard !components.contains("..") else { throw SandboxError(path: path, reason: .parentComponent) }
        return components
    }

    /// Walks `components` from the root and returns the last one's place.
    private func walk(
        _ components: [String], followingFinalLink: Bool, creatingFolders: Bool,
        path: String
    ) throws -> Place {
        guard let last = components.last else {
            return Place(folder: root, name: ".", folderComponents: [])
        }
        // The fast way: the folders in one call, which the kernel refuses if any is a link.
        // Any failure (a link, a missing folder) is left to the walk below, which says which.
        if usesOpenat2, components.count > 1 {
            let folders = components.dropLast()
            let fd = safefs_openat2_beneath(
                root.descriptor, folders.joined(separator: "/"),
                O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
            if fd >= 0 {
                let folder = DirectoryHandle(adopting: fd)
                let place = Place(folder: folder, name: last, folderComponents: Array(folders))
                if !followingFinalLink || place.status()?.isSymbolicLink != true { return place }
            }
        }
        return try walkComponentByComponent(
            components, followingFinalLink: followingFinalLink,
            creatingFolders: creatingFolders, path: path)
    }

    /// The walk that reads links itself: each folder is opened with `O_NOFOLLOW`; a component that
    /// is a link is replaced by the link's destination, judged against the folders walked so far.
    private func walkComponentByComponent(
        _ components: [String], followingFinalLink: Bool,
        creatingFolders: Bool, path: String
    ) throws -> Place {
        // The folders walked, root first: `..` from a link's destination goes back one, which is
        // the real parent, since only real folders are ever entered.
        var folders: [(handle: DirectoryHandle, name: String)] = [(root, "")]
        var pending = Array(components.reversed())
        var linksFollowed = 0

        func followLink(named name: String, in folder: DirectoryHandle) throws {
            linksFollowed += 1
            guard linksFollowed <= Self.maximumLinks else { throw SandboxError(path: path, reason: .linkLoop) }
            let destination: String
            do { destination = try folder.linkDestination(of: name) } catch {
                throw FilesError.failed(.read, path: path, error: error)
            }
            var parts = destination.split(separator: "/").map(String.init)
            if destination.hasPrefix("/") {
                // An absolute link stays inside only if it names the root's real path.
                guard parts.starts(with: rootComponents) else { throw SandboxError(path: path, reason: .leavesRoot) }
                parts.removeFirst(rootComponents.count)
                folders.removeSubrange(1...)
            }
            pending.append(contentsOf: parts.reversed())
        }

        /// The top folder walked, as an item: what a path ending in `.` or `..` names.
        func topFolder() -> Place {
            guard folders.count > 1 else { return Place(folder: root, name: ".", folderComponents: []) }
            return Place(
                folder: folders[folders.count - 2].handle, name: folders[folders.count - 1].name,
                folderComponents: folders.dropFirst().dropLast().map(\.name))
        }

        while let next = pending.popLast() {
            switch next {
            case "", ".":
                if pending.isEmpty { return topFolder() }
                continue
            case "..":
                // Only a link's destination brings `..` here; above the root is out.
                guard folders.count > 1 else { throw SandboxError(path: path, reason: .leavesRoot) }
                folders.removeLast()
                if pending.isEmpty { return topFolder() }
                continue
            default:
                break
            }
            let current = folders.last!.handle
            if pending.isEmpty {
                if followingFinalLink, (try? current.status(of: next))?.isSymbolicLink == true {
                    try followLink(named: next, in: current)
                    // A link to the root itself leaves nothing to walk.
                    if pending.isEmpty { return topFolder() }
                    continue
                }
                return Place(folder: current, name: next, folderComponents: folders.dropFirst().map(\.name))
            }
            if let folder = current.openFolder(next) {
                folders.append((folder, next))
                continue
            }
            let failure = errno
            let status = try? current.status(of: next)
            if status?.isSymbolicLink == true {
                try followLink(named: next, in: current)
                continue
            }
            let folderPath = (folders.dropFirst().map(\.name) + [next]).joined(separator: "/")
            guard failure == ENOENT, status == nil, creatingFolders else {
                if creatingFolders {
                    throw FilesError.operationFailed(
                        .createFolder, path: folderPath,
                        reason: String(cString: strerror(failure == ENOENT ? ENOTDIR : failure)))
                }
                throw FilesError.notFound(path: components.joined(separator: "/"))
            }
            // Made and then opened without following: if someone puts a link there meanwhile,
            // the open fails rather than going where the link goes.
            guard mkdirat(current.descriptor, next, 0o777) == 0 || errno == EEXIST,
                let made = current.openFolder(next)
            else {
                throw FilesError.operationFailed(
                    .createFolder, path: folderPath, reason: String(cString: strerror(errno)))
            }
            folders.append((made, next))
        }
        return topFolder()
    }
}
