import Foundation
import ShortcutKit

/// A change to the library on disk, for the runtime to perform with ShortcutKit's `Library`
/// (canonical, atomic writes that never replace a file that does not parse). The models only
/// describe these; nothing in them touches the disk.
package enum StorageEffect: Sendable, Equatable {
    /// Write the shortcut to its file (`Library.save(_:to:expecting:)`). With a stamp, a file
    /// changed on disk since it had that stamp is not replaced: the result is a conflict.
    case save(ShortcutDocument, to: URL, expecting: DiskStamp?)
    /// Write a new shortcut under a fresh file name (`Library.add(_:)`).
    case add(ShortcutDocument)
    /// Remove a shortcut's file.
    case delete(URL)
}
