import AppDatabase
import Foundation

/// Why the Meditation app could not use its data: the database file concerned and what is wrong with it
/// (busy, unreadable, read-only, full). Hosts show it as it is and may tell it apart from an
/// intent's own failure.
package struct MeditationStoreError: Error, CustomStringConvertible {
    /// The database file.
    package let path: String
    /// What is wrong, as the end of a sentence: "is busy: …", "is unreadable: …".
    package let reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// A sentence naming the file: "Meditation: database /…/Meditation.sqlite is busy: …".
    package var description: String { "Meditation: database \(path) \(reason)" }
}

extension MeditationStoreError: DatabaseFailure {}
