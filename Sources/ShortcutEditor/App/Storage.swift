import Foundation
import ShortcutKit
import TerminalUI

/// How a storage effect went, with a fresh read of the library so the list shows the disk.
public struct StorageResult: Sendable {
    /// What was done.
    public enum Outcome: Sendable {
        /// The shortcut was written to this file.
        case saved(ShortcutDocument, URL)
        case deleted(URL)
        case failed(String)
    }

    public var outcome: Outcome
    public var items: [LibraryItem]
}

extension ShortcutsApp {
    /// Performs a storage effect off the main thread with ShortcutKit's `Library` (canonical,
    /// atomic writes), then reads the library again; the result comes back as a message.
    static func perform(_ storage: StorageEffect, in library: Library) -> Effect<Message> {
        .run {
            let outcome: StorageResult.Outcome
            do {
                switch storage {
                case .save(let document, let url):
                    try library.save(document, to: url)
                    outcome = .saved(document, url)
                case .add(let document):
                    outcome = .saved(document, try library.add(document))
                case .delete(let url):
                    try FileManager.default.removeItem(at: url)
                    outcome = .deleted(url)
                }
            } catch {
                outcome = .failed("\(error)")
            }
            return .stored(StorageResult(outcome: outcome, items: library.entries().map(LibraryItem.init)))
        }
    }
}
