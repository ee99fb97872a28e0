import Foundation

/// A path the sandbox has checked: where it is relative to the root, and where it really is.
///
/// Only ``Sandbox/resolve(_:)`` makes these, so holding one means the path stays inside the root.
/// File operations use ``item`` and ``target``, never the text that was typed, because these
/// contain no symbolic links: an operation goes exactly where the check looked.
struct SandboxedPath: Sendable, Hashable {
    /// The normalized path relative to the root (`notes/todo.txt`), `.` for the root itself.
    let relativePath: String
    /// The absolute components of the item itself: its parent folder with links followed, then
    /// its own name. A symbolic link here is the link, not what it points to, which is what
    /// moving, deleting and describing need.
    let itemComponents: [String]
    /// The absolute components with every link followed, the final one included: what reading
    /// and writing the contents reach.
    let targetComponents: [String]

    /// Whether this is the root folder itself.
    var isRoot: Bool { relativePath == "." }

    /// The item itself (a link stays a link).
    var item: URL { URL(fileURLWithPath: RealPath.path(of: itemComponents)) }

    /// What the item leads to once every link is followed.
    var target: URL { URL(fileURLWithPath: RealPath.path(of: targetComponents)) }

    /// The item's name: its last path component (the root folder's own name for the root).
    var name: String { itemComponents.last ?? "/" }
}
