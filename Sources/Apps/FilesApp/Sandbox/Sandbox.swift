import Foundation

/// The one gate between a path someone gave and the file system.
///
/// Every intent and query turns text into a location here, and only here, so the rules hold
/// everywhere at once:
/// - a path is relative to the root: absolute and empty paths are refused;
/// - no `..` component, even one that would stay inside: a path reads the same wherever it is used;
/// - the path's real location, with every symbolic link followed, must be inside the root;
///   a link inside the root that points outside is refused, never followed.
///
/// The check and the operation can be apart in time, so someone able to swap folders for links
/// inside the root meanwhile could race it. The root is the person's own folder, so the sandbox
/// guards against mistakes and hostile *paths*, not against a hostile local user.
struct Sandbox: Sendable {
    /// The root's absolute components, every link followed.
    let rootComponents: [String]

    /// A sandbox for `root`, which must exist and be a folder (a link to one is followed).
    init(root: URL) throws(FilesError) {
        let given = root.standardizedFileURL.path
        guard let real = RealPath.resolve(RealPath.components(of: given)) else {
            throw FilesError.rootMissing(path: given)
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: RealPath.path(of: real), isDirectory: &isFolder) else {
            throw FilesError.rootMissing(path: given)
        }
        guard isFolder.boolValue else { throw FilesError.rootNotFolder(path: given) }
        rootComponents = real
    }

    /// The root folder itself.
    var root: SandboxedPath {
        SandboxedPath(relativePath: ".", itemComponents: rootComponents, targetComponents: rootComponents)
    }

    /// The root as an absolute path.
    var rootPath: String { RealPath.path(of: rootComponents) }

    /// Checks `path` (relative to the root) and says where it really is.
    ///
    /// `.` components, doubled and trailing slashes are dropped, so `./notes//todo.txt/` is
    /// `notes/todo.txt`; `.` alone is the root. The path need not exist.
    ///
    /// - Throws: ``SandboxError`` naming `path` when it is empty, absolute, has a `..`
    ///   component, or leads out of the root through a symbolic link.
    func resolve(_ path: String) throws(SandboxError) -> SandboxedPath {
        guard !path.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw SandboxError(path: path, reason: .empty)
        }
        guard !path.contains("\0") else { throw SandboxError(path: path, reason: .nulCharacter) }
        guard !path.hasPrefix("/") else { throw SandboxError(path: path, reason: .absolute) }
        let components = RealPath.components(of: path).filter { $0 != "." }
        guard !components.contains("..") else { throw SandboxError(path: path, reason: .parentComponent) }
        guard let name = components.last else { return root }

        guard let parent = RealPath.resolve(rootComponents + components.dropLast()),
              let target = RealPath.resolve(parent + [name]) else {
            throw SandboxError(path: path, reason: .linkLoop)
        }
        // Both are checked: the item must sit inside the root, and what it leads to must too.
        guard contains(parent), contains(target) else { throw SandboxError(path: path, reason: .leavesRoot) }
        return SandboxedPath(relativePath: components.joined(separator: "/"), itemComponents: parent + [name],
                             targetComponents: target)
    }

    /// The path relative to the root of an absolute `url` found while walking the root, or `nil`
    /// if it is not below the root.
    func relativePath(ofWalked url: URL) -> String? {
        let components = RealPath.components(of: url.path)
        guard components.count > rootComponents.count, contains(components) else { return nil }
        return components.dropFirst(rootComponents.count).joined(separator: "/")
    }

    /// Whether real absolute components are the root or below it.
    func contains(_ components: [String]) -> Bool {
        components.starts(with: rootComponents)
    }
}
