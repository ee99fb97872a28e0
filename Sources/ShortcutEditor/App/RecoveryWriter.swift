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

    /// Removes a copy that was offered back (this process's, one an editor that ended left, or
    /// one of an earlier version). With `restored`, that is first written as this process's copy
    /// of the shortcut; without, this process's copy goes too (in both cases unless a newer
    /// request for the shortcut was already done). Returns why writing failed, if it did: the
    /// offered copy then stays.
    func replace(_ copy: RecoveryJournal.Copy, with restored: ShortcutDocument?, _ number: Int) -> String? {
        if let failure = apply(number, id: copy.document.id, document: restored) { return failure }
        journal.remove(copy)
        return nil
    }
}
