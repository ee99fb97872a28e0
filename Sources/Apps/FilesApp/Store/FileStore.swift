import Foundation

/// The Files app's dependency: the sandboxed root, and the ways intents and queries look into it.
///
/// `Files.app(root:dependencies:)` adds one to the app's `AppDependencyManager`; intents and
/// queries read it with `@Dependency private var store: FileStore`.
struct FileStore: Sendable {
    /// The gate every path goes through.
    let sandbox: Sandbox

    /// A store for the folder `root`.
    ///
    /// - Throws: ``FilesError/rootMissing(path:)`` or ``FilesError/rootNotFolder(path:)``.
    init(root: URL) throws(FilesError) {
        sandbox = try Sandbox(root: root)
    }

    /// Checks `path` and says where it really is. See ``Sandbox/resolve(_:)``.
    func resolve(_ path: String) throws(SandboxError) -> SandboxedPath {
        try sandbox.resolve(path)
    }

    /// The item at `path`, or `nil` if nothing is there.
    ///
    /// - Throws: ``SandboxError`` if the path is not inside the root.
    func info(at path: String) throws(SandboxError) -> FileInfo? {
        FileInfo(at: try sandbox.resolve(path))
    }

    /// The item at `path`, which must exist: what every intent starts from, so that an entity
    /// made elsewhere (or deleted since) is checked again before anything is done to it.
    ///
    /// - Throws: ``SandboxError`` if the path is not inside the root, ``FilesError/notFound(path:)``
    ///   if nothing is there.
    func existingItem(at path: String) throws -> (location: SandboxedPath, info: FileInfo) {
        let location = try sandbox.resolve(path)
        guard let info = FileInfo(at: location) else { throw FilesError.notFound(path: location.relativePath) }
        return (location, info)
    }
}
