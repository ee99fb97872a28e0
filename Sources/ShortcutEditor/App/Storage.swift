import Foundation
import ShortcutKit
import TerminalUI

/// How a storage effect went, with a fresh read of the library so the list shows the disk.
package struct StorageResult: Sendable {
    /// What was done.
    package enum Outcome: Sendable {
        /// The shortcut was written to this file, which now has this stamp.
        case saved(ShortcutDocument, URL, DiskStamp?)
        /// The shortcut's file was changed on disk since it was read, so it was not replaced.
        case conflict(ShortcutDocument, URL, DiskStamp?)
        case deleted(URL)
        /// Why it failed, and the shortcut that was not saved, if it was a save.
        case failed(String, ShortcutDocument?)
    }

    package var outcome: Outcome
    package var items: [LibraryItem]
}

extension ShortcutsApp {
    /// Performs a storage effect off the main thread with ShortcutKit's `Library` (canonical,
    /// atomic writes), then reads the library again; the result comes back as a message.
    /// `shortcuts` (Run Shortcut's view of the library) forgets what it read, so it reads the change.
    /// With `trust`, a save keeps the shortcut trusted when the version it replaces was, and a
    /// new shortcut (the person's own) is trusted (docs/security.md).
    static func perform(
        _ storage: StorageEffect, in library: Library, shortcuts: ShortcutDirectory, trust: TrustStore? = nil
    ) -> Effect<Message> {
        .run {
            let outcome: StorageResult.Outcome
            do {
                switch storage {
                case .save(let document, let url, let expecting):
                    let replaced = try? DocumentDecoder.decode(contentsOf: url)
                    outcome = .saved(document, url, try library.save(document, to: url, expecting: expecting))
                    if let trust, let replaced { _ = try? trust.carryTrust(from: replaced, to: document) }
                case .add(let document):
                    let url = try library.add(document)
                    try? trust?.trust(document)
                    outcome = .saved(document, url, DiskStamp.of(url))
                case .delete(let url):
                    try FileManager.default.removeItem(at: url)
                    outcome = .deleted(url)
                }
            } catch let error as Library.LibraryError {
                switch (error.kind, storage) {
                case (.changedOnDisk(let stamp), .save(let document, let url, _)):
                    outcome = .conflict(document, url, stamp)
                case (_, .save(let document, _, _)), (_, .add(let document)):
                    outcome = .failed(error.description, document)
                default: outcome = .failed(error.description, nil)
                }
            } catch {
                outcome = .failed("\(error)", nil)
            }
            shortcuts.refresh()
            return .stored(StorageResult(outcome: outcome, items: library.summaries().map(LibraryItem.init)))
        }
    }
}
