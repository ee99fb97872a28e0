import Foundation
import ShortcutKit

/// One shortcut in the library list: a name, an icon and how many actions, or for a file that
/// does not read as a shortcut, the error (the file is listed, never overwritten).
package struct LibraryItem: Sendable, Equatable, Identifiable {
    /// The shortcut's file.
    package var url: URL
    /// The shortcut's name, or the file's name when it is broken.
    package var name: String
    /// An SF Symbols name, if the shortcut has one.
    package var icon: String?
    /// How many actions, nested ones included.
    package var actionCount: Int
    /// The shortcut's description, for search.
    package var description: String?
    /// The shortcut, once read: `nil` for a broken file, and for an item made from the library's
    /// index (``init(_:)-summary``), which is read only when it is opened (see ``isLoaded``).
    package var document: ShortcutDocument?
    /// Why the file could not be read.
    package var error: DocumentError?
    /// The file as it was read, so saving notices a change made on disk since.
    package var stamp: DiskStamp?

    package var id: URL { url }
    package var isBroken: Bool { error != nil }
    /// Whether ``document`` holds the shortcut (or the file is broken): an item made from a
    /// summary is not, until the file is read.
    package var isLoaded: Bool { document != nil || error != nil }

    package init(url: URL, document: ShortcutDocument) {
        self.url = url
        self.name = document.name
        self.icon = document.icon
        self.actionCount = document.flattened.count
        self.description = document.description
        self.document = document
        self.error = nil
    }

    package init(url: URL, error: DocumentError) {
        self.url = url
        self.name = url.deletingPathExtension().lastPathComponent
        self.icon = nil
        self.actionCount = 0
        self.document = nil
        self.error = error
    }

    /// The item for a library entry.
    package init(_ entry: Library.Entry) {
        switch entry.content {
        case .success(let document): self.init(url: entry.url, document: document)
        case .failure(let error): self.init(url: entry.url, error: error)
        }
        stamp = entry.stamp
    }

    /// The item for a summary from the library's index: name, icon and count without the
    /// shortcut, which is read when the item is opened, so the library screen of thousands of
    /// shortcuts starts without decoding them.
    package init(_ summary: Library.Summary) {
        url = summary.url
        name = summary.name
        icon = summary.icon
        actionCount = summary.actionCount ?? 0
        description = summary.description
        document = nil
        error = summary.error
        stamp = summary.stamp
    }
}
