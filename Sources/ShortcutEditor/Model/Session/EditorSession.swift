import Foundation
import IntentKit
import ShortcutKit

/// One shortcut open in the editor: its document, the selected row, undo history, the
/// validator's findings, and whether it has unsaved changes.
///
/// Every change goes through ``apply(_:)`` (the convenience functions build an ``Edit`` from
/// ``EditorDocument`` and apply it), which records the document and selection before it, so
/// ``undo()`` restores both exactly and ``redo()`` puts the change back.
package struct EditorSession: Sendable {
    /// The document and selection at one moment: what undo restores.
    package struct Snapshot: Sendable, Equatable {
        package var document: EditorDocument
        /// The selected row.
        package var selection: Int?
    }

    package let catalog: Catalog
    /// The shortcut being edited, with its rows.
    package private(set) var document: EditorDocument
    /// The selected row of ``document``'s rows, `nil` when there is none.
    package private(set) var selection: Int?
    /// Undo and redo; its titles ("Undo Move Up") are for menus and the footer.
    package private(set) var history = UndoStack<Snapshot>()
    /// The validator's findings on the current document.
    package private(set) var validation: ValidationSummary
    /// The cards of the current document.
    package private(set) var deck: CardDeck
    /// The shortcut's file; `nil` until it is first saved.
    package private(set) var fileURL: URL?
    /// The shortcut as last saved (or opened), to tell whether there are unsaved changes.
    package private(set) var savedShortcut: ShortcutDocument?
    /// The file as it was when opened or last saved: a save that finds it otherwise does not
    /// overwrite it (another editor changed it) but asks.
    package private(set) var diskStamp: DiskStamp?
    /// Counts changes to the document (edits, undo, redo), so the host can tell cheaply that
    /// something changed and journal it.
    package private(set) var revision = 0
    /// Titles of the entities the shortcut names, by type and id, once the host has looked them
    /// up (see ``entityReferences``).
    package var entityTitles: EntityTitles = [:] {
        didSet { deck = makeDeck() }
    }
    /// What actions no longer in the shortcut were called ("Found Books"), by id, from the last
    /// version of the document that had them: a variable that still reads one says which it was.
    package private(set) var removedActionNames: [UUID: String] = [:]

    /// Opens a shortcut; with a `fileURL` it counts as saved there, as the file was when it had
    /// `diskStamp`.
    package init(catalog: Catalog, shortcut: ShortcutDocument, fileURL: URL? = nil, diskStamp: DiskStamp? = nil) {
        self.catalog = catalog
        let document = EditorDocument(shortcut)
        self.document = document
        self.fileURL = fileURL
        self.diskStamp = diskStamp
        savedShortcut = fileURL == nil ? nil : shortcut
        let validation = ValidationSummary(validating: shortcut, catalog: catalog)
        self.validation = validation
        deck = CardDeck(catalog: catalog, document: document, validation: validation)
        selection = document.rows.isEmpty ? nil : 0
    }

    /// The shortcut as it is now.
    package var shortcut: ShortcutDocument { document.shortcut }

    /// Whether there are changes since the shortcut was opened or last saved.
    package var isDirty: Bool { savedShortcut != document.shortcut }

    /// The selected row.
    package var selectedRow: CardRow? { document.row(selection) }

    /// The card of a row.
    package func card(at index: Int) -> CardModel? { deck.card(at: index) }

    /// The selected row's card.
    package var selectedCard: CardModel? { selection.flatMap(deck.card(at:)) }

    /// Selects a row, clamped to the list.
    package mutating func select(_ index: Int?) {
        guard let index, !document.rows.isEmpty else {
            selection = nil
            return
        }
        selection = min(max(index, 0), document.rows.count - 1)
    }

    // MARK: Edits and history

    /// Applies an edit, recording the state before it for undo. Returns `false` for `nil` (an
    /// edit that was not possible), so callers can write `session.apply(session.document.moving(…))`.
    @discardableResult
    package mutating func apply(_ edit: Edit?) -> Bool {
        guard let edit else { return false }
        history.record(
            Snapshot(document: document, selection: selection), label: edit.label, coalescingKey: edit.coalescingKey)
        setDocument(edit.document)
        switch edit.selection {
        case .unchanged: select(selection)
        case .row(let row): select(row)
        }
        return true
    }

    /// Restores the document and selection before the last edit. Returns `false` if there is none.
    @discardableResult
    package mutating func undo() -> Bool {
        guard let previous = history.undo(from: Snapshot(document: document, selection: selection)) else {
            return false
        }
        restore(previous)
        return true
    }

    /// Puts back the last edit undone. Returns `false` if there is none.
    @discardableResult
    package mutating func redo() -> Bool {
        guard let next = history.redo(from: Snapshot(document: document, selection: selection)) else { return false }
        restore(next)
        return true
    }

    /// Ends a run of typing in one field, so the next keystroke starts a new undo step.
    package mutating func endTyping() {
        history.breakCoalescing()
    }

    private mutating func restore(_ snapshot: Snapshot) {
        setDocument(snapshot.document)
        selection = snapshot.selection
    }

    private mutating func setDocument(_ next: EditorDocument) {
        rememberNames(removedBy: next.shortcut)
        document = next
        revision += 1
        // One layout per edit, shared by the validator, the sentences and the cards.
        let layout = next.shortcut.layout
        validation = ValidationSummary(validating: next.shortcut, catalog: catalog, layout: layout)
        deck = makeDeck(layout: layout)
    }

    private func makeDeck(layout: ActionLayout? = nil) -> CardDeck {
        CardDeck(
            catalog: catalog, document: document, validation: validation, entityTitles: entityTitles,
            removedActionNames: removedActionNames, layout: layout)
    }

    /// Records the output names of the actions `next` no longer has, as this version calls them.
    private mutating func rememberNames(removedBy next: ShortcutDocument) {
        let remaining = Set(next.flattened.map(\.action.id))
        let removed = document.shortcut.flattened.map(\.action).filter { !remaining.contains($0.id) }
        guard !removed.isEmpty else { return }
        let names = SentenceBuilder(catalog: catalog, document: document.shortcut)
        for action in removed { removedActionNames[action.id] = names.outputName(of: action) }
    }

    // MARK: Saving

    /// What saving the shortcut now takes: writing its file (unless it changed on disk since it
    /// was opened or last saved), or adding it to the library when it has none yet. Invalid
    /// shortcuts are saved too; ``didSave(_:to:stamp:)`` says so.
    package var saveEffect: StorageEffect {
        fileURL.map { .save(document.shortcut, to: $0, expecting: diskStamp) } ?? .add(document.shortcut)
    }

    /// Saving over whatever the file holds now (after a person chose to overwrite a change made
    /// on disk).
    package var overwriteEffect: StorageEffect? {
        fileURL.map { .save(document.shortcut, to: $0, expecting: nil) }
    }

    /// Records that `saved` (the shortcut as it was when saving began: editing may have gone on)
    /// was written to `url`, which then had `stamp`, and says how it went: "Saved with 2 errors"
    /// for an invalid shortcut.
    package mutating func didSave(_ saved: ShortcutDocument, to url: URL, stamp: DiskStamp?) -> SaveOutcome {
        fileURL = url
        savedShortcut = saved
        diskStamp = stamp
        let summary = saved == document.shortcut ? validation : ValidationSummary(validating: saved, catalog: catalog)
        return SaveOutcome(saved: summary)
    }

    /// Takes the shortcut as the file now holds it (changed by someone else), as one undoable
    /// step: undo brings this editor's version back.
    package mutating func reload(_ onDisk: ShortcutDocument, stamp: DiskStamp?) {
        if onDisk != document.shortcut {
            apply(Edit(document: EditorDocument(onDisk), selection: .row(selection ?? 0), label: "Reload from Disk"))
        }
        savedShortcut = onDisk
        diskStamp = stamp
    }

    /// Puts back unsaved changes found in a recovery copy, as one undoable step.
    package mutating func restore(unsaved recovered: ShortcutDocument) {
        guard recovered != document.shortcut else { return }
        apply(
            Edit(document: EditorDocument(recovered), selection: .row(selection ?? 0), label: "Restore Unsaved Changes")
        )
    }

    /// Makes the shortcut a new one, detached from its file, with a new id and `name`: the next
    /// save adds it to the library as a copy (after a person chose to keep both versions).
    package mutating func detachAsCopy(named name: String) {
        var copy = document.shortcut
        copy.id = UUID()
        copy.name = name
        apply(Edit(document: EditorDocument(copy), selection: .row(selection ?? 0), label: "Save as Copy"))
        fileURL = nil
        savedShortcut = nil
        diskStamp = nil
    }

    /// The entities the shortcut names as constants, by type, for the host to look up their
    /// titles (and put them in ``entityTitles``).
    package var entityReferences: [TypeIdentifier: Set<String>] {
        var out: [TypeIdentifier: Set<String>] = [:]
        func collect(_ value: Value) {
            switch value {
            case .entity(let type, let id): out[type, default: []].insert(id)
            case .list(let items): items.forEach(collect)
            case .dictionary(let entries): for entry in entries { collect(entry.value) }
            default: break
            }
        }
        for action in document.shortcut.flattened.map(\.action) {
            for (_, value) in ActionSlots.values(of: action) { collect(value) }
        }
        return out
    }
}
