#if canImport(Glibc)
    import Glibc
#endif

/// One item as the sandbox reached it: an open folder and a name in it.
///
/// The folder was opened one component at a time from the root, never through a symbolic link
/// the sandbox had not checked, so whatever is done at ``name`` in ``folder`` is done inside the
/// root, however the path's folders change meanwhile.
struct Place: Sendable {
    /// The folder holding the item.
    let folder: DirectoryHandle
    /// The item's name in ``folder``; `.` for the root itself.
    let name: String
    /// The real path of ``folder`` relative to the root, component by component (empty for the root).
    let folderComponents: [String]

    /// The real path of the item relative to the root, component by component.
    var components: [String] { name == "." ? folderComponents : folderComponents + [name] }

    /// The item's status, not following a final link; `nil` if nothing is there.
    func status() -> stat? {
        try? folder.status(of: name)
    }
}

/// A path the sandbox has checked: the item itself, and where it leads once a final symbolic link
/// is followed.
///
/// Only ``Sandbox/locate(_:creatingFolders:)`` makes these, so holding one means both places are
/// inside the root.
struct Location: Sendable {
    /// The normalized path relative to the root (`notes/todo.txt`), `.` for the root itself.
    let relativePath: String
    /// The item itself: a symbolic link stays a link, which moving, deleting and describing need.
    let item: Place
    /// What the item leads to with a final symbolic link followed (the item itself otherwise):
    /// what reading and writing the contents reach. `nil` for a link whose destination's folder
    /// does not exist (a dangling link, which can still be described, moved and deleted).
    let target: Place?

    /// Whether this is the root folder itself.
    var isRoot: Bool { relativePath == "." }
}
