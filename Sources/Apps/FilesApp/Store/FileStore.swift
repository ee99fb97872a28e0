import Foundation

/// The Files app's dependency: the sandboxed root, and the ways intents and queries look into it.
///
/// `Files.app(root:dependencies:)` adds one to the app's `AppDependencyManager`; intents and
/// queries read it with `@Dependency private var store: FileStore`.
struct FileStore: Sendable {
    /// The gate every path goes through.
    let sandbox: Sandbox
    /// Which folders have had stale temporary files removed by this process.
    let temporaries = TemporaryFiles()

    /// A store for the folder `root`; temporary files left in it by writes that were killed are
    /// removed.
    ///
    /// - Throws: ``FilesError/rootMissing(path:)`` or ``FilesError/rootNotFolder(path:)``.
    init(root: URL, walker: Sandbox.Walker = .automatic) throws(FilesError) {
        sandbox = try Sandbox(root: root, walker: walker)
        temporaries.removeStale(in: sandbox.root)
    }

    /// Checks `path` and reaches it. See ``Sandbox/locate(_:creatingFolders:)``.
    func locate(_ path: String, creatingFolders: Bool = false) throws -> Location {
        try sandbox.locate(path, creatingFolders: creatingFolders)
    }

    /// What is known of the item at `location`, or `nil` if nothing is there.
    func info(at location: Location) -> FileInfo? {
        FileInfo(
            at: location.item, relativePath: location.relativePath,
            name: location.isRoot ? sandbox.rootName : location.item.name)
    }

    /// The root folder's item.
    var rootInfo: FileInfo? {
        info(
            at: Location(
                relativePath: ".", item: Place(folder: sandbox.root, name: ".", folderComponents: []),
                target: Place(folder: sandbox.root, name: ".", folderComponents: [])))
    }

    /// The item at `path`, or `nil` if nothing is there (a missing folder on the way included).
    ///
    /// - Throws: ``SandboxError`` if the path is not inside the root.
    func info(at path: String) throws(SandboxError) -> FileInfo? {
        do {
            return info(at: try locate(path))
        } catch let error as SandboxError {
            throw error
        } catch {
            return nil
        }
    }

    /// The item at `path`, which must exist: what every intent starts from, so that an entity
    /// made elsewhere (or deleted since) is checked again before anything is done to it.
    ///
    /// - Throws: ``SandboxError`` if the path is not inside the root, ``FilesError/notFound(path:)``
    ///   if nothing is there.
    func existingItem(at path: String) throws -> (location: Location, info: FileInfo) {
        let location = try locate(path)
        guard let info = info(at: location) else { throw FilesError.notFound(path: location.relativePath) }
        return (location, info)
    }

    /// The absolute path of `place`, with the links on the way followed (for showing).
    func absolutePath(of place: Place) -> String {
        ([sandbox.rootPath == "/" ? "" : sandbox.rootPath] + place.components).joined(separator: "/")
    }
}
