import Foundation
import ShortcutKit

/// Writes and removes recovery copies in the order the editor asked for them.
///
/// Each request carries a number from the app's ticket counter; requests run as detached tasks
/// and may arrive out of order, so a request older than the last one done for the same shortcut
/// is dropped: the copy on disk is always the newest state (or gone, if the newest request was
/// to remove it).
actor RecoveryWriter {
    let journal: RecoveryJournal
    private var done: [UUID: Int] = [:]

    init(journal: RecoveryJournal) {
        self.journal = journal
    }

    /// Writes `document` as the recovery copy of shortcut `id` (or removes that copy, for nil)
    /// unless a newer request for it was already done. Returns why writing failed, if it did.
    func apply(_ number: Int, id: UUID, document: ShortcutDocument?) -> String? {
        guard number > done[id, default: .min] else { return nil }
        done[id] = number
        guard let document else {
            journal.discard(id)
            return nil
        }
        do {
            try journal.write(document)
            return nil
        } catch {
            return error.description
        }
    }
}
