import Foundation
import ShortcutKit
import TerminalUI

/// Keeping a person's work: leaving the editor only once a save succeeded, the recovery copy
/// written after every change, a file changed on disk by someone else, and unsaved changes found
/// from an earlier session.
extension ShortcutsApp {
    // MARK: Leaving

    /// Leaves the editor for the library (Esc): at once when there is nothing to save, else once
    /// the save succeeds. A failed save keeps the editor open and says why.
    mutating func leaveEditor(_ screen: inout EditorScreen) -> [Effect<Message>] {
        let session = screen.session
        guard session.isDirty || session.fileURL == nil else {
            closeEditor()
            return []
        }
        screen.pendingExit = .library
        return save(session)
    }

    /// Quits, saving first (Ctrl-C's Save answer; a signal-free quit while too small to ask).
    mutating func saveAndQuit(_ screen: inout EditorScreen) -> [Effect<Message>] {
        guard screen.session.isDirty else { return quit() }
        screen.pendingExit = .quit
        return save(screen.session)
    }

    /// Quits dropping the unsaved changes (Ctrl-C's Discard answer): their recovery copy goes too.
    mutating func discardAndQuit(_ screen: inout EditorScreen) -> [Effect<Message>] {
        let id = screen.session.shortcut.id
        screen.keepsRecoveryCopy = false
        return [journal(id: id, document: nil)] + quit()
    }

    /// Closes the editor and selects its shortcut in the library.
    mutating func closeEditor() {
        if let url = editor?.session.fileURL { library.model.select(url: url) }
        editor = nil
        // What was open over the editor goes with it.
        layers.removeAll()
    }

    /// What a finished save means for the open editor, if it is that shortcut's. `savingAgain`:
    /// a newer version of it is already being saved.
    mutating func editorStored(_ outcome: StorageResult.Outcome, savingAgain: Bool) -> [Effect<Message>]? {
        guard var screen = editor else { return nil }
        let id = screen.session.shortcut.id
        switch outcome {
        case .saved(let document, let url, let stamp) where document.id == id:
            let result = screen.session.didSave(document, to: url, stamp: stamp)
            var effects = post(result.message, kind: result.needsAttention ? .warning : .success)
            if !screen.session.isDirty && !screen.keepsRecoveryCopy { effects.append(journal(id: id, document: nil)) }
            if let exit = screen.pendingExit {
                if !screen.session.isDirty {
                    editor = screen
                    switch exit {
                    case .library: closeEditor()
                    case .quit: effects += quit()
                    }
                    return effects
                }
                // Editing went on while the save ran: save that too before leaving (unless a
                // save that waited for the shortcut's first add is doing it).
                if !savingAgain { effects += save(screen.session) }
            }
            editor = screen
            return effects
        case .failed(let reason, let document?) where document.id == id:
            screen.pendingExit = nil
            isQuitting = false
            editor = screen
            return post("Not saved: \(reason). Your changes are still here and in a recovery copy.", kind: .error)
        case .conflict(let document, let url, _) where document.id == id:
            screen.pendingExit = nil
            isQuitting = false
            open(
                ChoicePrompt(
                    .conflict(url), title: "Changed on disk",
                    message:
                        "“\(document.name)” was changed on disk since you opened it, by another editor or program. "
                        + "Reload it (your version stays one undo away), overwrite it with yours, or save yours as a copy?",
                    answers: [
                        .init(key: "r", label: "Reload"), .init(key: "o", label: "Overwrite"),
                        .init(key: "c", label: "Save as Copy"),
                    ]))
            editor = screen
            return []
        default:
            return nil
        }
    }

    // MARK: The recovery copy

    /// How long after a change its recovery copy is written. Changes in between are written
    /// together, so typing does not encode and write the shortcut on every key (on two cores that
    /// would slow the keys themselves), and a crash loses at most this much of the last work.
    static let journalDelay = Duration.milliseconds(250)

    /// After a message: if the open shortcut changed, its recovery copy is due within
    /// ``journalDelay`` (one timer at a time). `before` is the shortcut's id and revision before
    /// the message.
    mutating func journalChanges(since before: (id: UUID, revision: Int)?) -> [Effect<Message>] {
        guard let screen = editor, !screen.keepsRecoveryCopy, let before else { return [] }
        let session = screen.session
        var effects: [Effect<Message>] = []
        if before.id != session.shortcut.id {
            // Saved as a copy: the changes now belong to the copy.
            effects.append(journal(id: before.id, document: nil))
        } else if before.revision == session.revision {
            return []
        }
        if !journalScheduled {
            journalScheduled = true
            effects.append(.after(Self.journalDelay, .journalDue))
        }
        return effects
    }

    /// The recovery copy's time came: it is written (or removed, when the shortcut is back to
    /// what its file holds).
    mutating func journalDue() -> [Effect<Message>] {
        journalScheduled = false
        guard let screen = editor, !screen.keepsRecoveryCopy else { return [] }
        let session = screen.session
        return [journal(id: session.shortcut.id, document: session.isDirty ? session.shortcut : nil)]
    }

    /// Writes (or, for nil, removes) a recovery copy; quitting waits for it.
    mutating func journal(id: UUID, document: ShortcutDocument?) -> Effect<Message> {
        pendingStorage += 1
        let number = ticket()
        let writer = environment.recoveryWriter
        return .run { .journaled(failure: await writer.apply(number, id: id, document: document)) }
    }

    /// A recovery write finished.
    mutating func journaled(failure: String?) -> [Effect<Message>] {
        pendingStorage -= 1
        var effects = failure.map { post("Recovery copy not written: \($0)", kind: .warning) } ?? []
        if isQuitting && pendingStorage == 0 { effects.append(.quit) }
        return effects
    }

    /// Looks for recovery copies of the shortcut just opened.
    func lookForRecoveryCopy(of id: UUID) -> Effect<Message> {
        let journal = environment.recovery
        return .run { .recoveryFound(id, journal.found(for: id)) }
    }

    /// Offers a recovery copy found for the open shortcut (one this editor's process wrote or an
    /// editor that ended left), unless it holds nothing unsaved. Another editor still open on the
    /// shortcut keeps its unsaved changes to itself: this one only says so.
    mutating func offer(_ found: RecoveryJournal.Found, for id: UUID) -> [Effect<Message>] {
        guard let screen = editor, screen.session.shortcut.id == id else { return [] }
        let elsewhere =
            found.othersEditing == 0
            ? []
            : post(
                "“\(screen.session.shortcut.name)” is open with unsaved changes in another editor; "
                    + "whichever saves second is asked before anything is overwritten", kind: .warning,
                // Two sentences that decide whose work is kept: long enough to be read, not the
                // 4 s of a routine message (which a busy machine's test could also miss).
                for: .seconds(15))
        guard let copy = found.left else { return elsewhere }
        guard copy.document != screen.session.shortcut else {
            return screen.session.isDirty ? [] : [removeOffered(copy)]
        }
        let when = copy.written.formatted(date: .abbreviated, time: .shortened)
        open(
            ChoicePrompt(
                .recovery(copy), title: "Unsaved changes found",
                message:
                    "“\(copy.document.name)” has changes from \(when) that were never saved (the editor closed before saving). "
                    + "Restore them, or discard them? Esc decides later and keeps them.",
                answers: [.init(key: "r", label: "Restore"), .init(key: "d", label: "Discard")]))
        return []
    }

    /// Removes a recovery copy that was offered back; for a restored one (`keeping`), only once
    /// this editor's own copy of the restored shortcut is written, so a crash in between loses
    /// nothing. Quitting waits for it.
    mutating func removeOffered(_ copy: RecoveryJournal.Copy, keeping restored: ShortcutDocument? = nil)
        -> Effect<Message>
    {
        pendingStorage += 1
        let number = ticket()
        let writer = environment.recoveryWriter
        return .run { .journaled(failure: await writer.replace(copy, with: restored, number)) }
    }

    // MARK: Answers

    /// What an answer to a choice prompt of the editor does (`nil`: Esc, decide later).
    mutating func answer(_ purpose: ChoicePrompt.Purpose, with answer: Int?) -> [Effect<Message>] {
        guard let session = editor?.session else { return [] }
        switch (purpose, answer) {
        case (.conflict, nil):
            return post("Not saved: the file changed on disk. Ctrl-S asks again.", kind: .warning)
        case (.conflict(let url), 0?):
            return [.run { .reloaded(url, Library.Entry(reading: url)) }]
        case (.conflict, 1?):
            return session.overwriteEffect.map { [store($0)] } ?? []
        case (.conflict, _?):
            let name = library.model.uniqueName("\(session.shortcut.name) (copy)")
            editor?.session.detachAsCopy(named: name)
            return (editor.map { save($0.session) } ?? []) + post("Saving your version as “\(name)”")
        case (.recovery, nil):
            editor?.keepsRecoveryCopy = true
            return post("The unsaved changes are kept for later; edits here are not recorded over them", kind: .warning)
        case (.recovery(let copy), 0?):
            editor?.session.restore(unsaved: copy.document)
            guard let restored = editor?.session else { return [] }
            // The restored version may name entities the saved one did not: their titles too.
            return [removeOffered(copy, keeping: restored.shortcut)] + lookUpEntityTitles(of: restored)
                + post("Restored the unsaved changes (u undoes)", kind: .success)
        case (.recovery(let copy), _?):
            return [removeOffered(copy)] + post("Discarded the unsaved changes")
        }
    }

    /// The file was read again after the person chose to reload it.
    mutating func reloaded(_ url: URL, _ entry: Library.Entry) -> [Effect<Message>] {
        guard var screen = editor, screen.session.fileURL == url else { return [] }
        switch entry.content {
        case .success(let document) where document.id == screen.session.shortcut.id:
            screen.session.reload(document, stamp: entry.stamp)
            editor = screen
            return lookUpEntityTitles(of: screen.session)
                + post("Reloaded from disk (u brings your version back)", kind: .success)
        case .success:
            return post("\(url.lastPathComponent) now holds another shortcut; your version is unchanged", kind: .error)
        case .failure(let error):
            return post(
                "\(url.lastPathComponent) does not read as a shortcut (\(error.message)); your version is unchanged",
                kind: .error)
        }
    }
}
