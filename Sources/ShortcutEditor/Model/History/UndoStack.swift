/// Undo and redo for any state: each edit records the state it replaced, so undoing restores it
/// exactly (the document and the selection, for the editor), and redoing restores what was undone.
///
/// ```swift
/// var history = UndoStack<Int>()
/// history.record(1, label: "Type")          // the state before the edit
/// history.undo(from: 2)                     // 1; redo(from: 1) gives 2 again
/// ```
///
/// A new edit clears the redo list. Consecutive edits with the same coalescing key (typing in one
/// field) make one undo step that goes back to the state before the first of them.
package struct UndoStack<State: Sendable & Equatable>: Sendable, Equatable {
    /// A state to go back to, and what the edit that left it was called ("Move Up").
    package struct Entry: Sendable, Equatable {
        package var state: State
        package var label: String
    }

    /// The states undo goes back to, most recent last.
    package private(set) var undoEntries: [Entry] = []
    /// The states redo goes forward to, most recent last.
    package private(set) var redoEntries: [Entry] = []
    /// The most steps kept; the oldest are forgotten first.
    package let limit: Int
    /// The coalescing key of the last edit recorded, until something else happens.
    private var openKey: String?

    package init(limit: Int = 500) {
        self.limit = max(1, limit)
    }

    /// Whether there is an edit to undo.
    package var canUndo: Bool { !undoEntries.isEmpty }
    /// Whether there is an undone edit to redo.
    package var canRedo: Bool { !redoEntries.isEmpty }
    /// "Undo Move Up", for menus and the footer; `nil` when there is nothing to undo.
    package var undoTitle: String? { undoEntries.last.map { "Undo \($0.label)" } }
    package var redoTitle: String? { redoEntries.last.map { "Redo \($0.label)" } }

    /// Records an edit: `before` is the state the edit replaced.
    package mutating func record(_ before: State, label: String, coalescingKey: String? = nil) {
        redoEntries.removeAll()
        if let coalescingKey, coalescingKey == openKey, !undoEntries.isEmpty {
            // The step already holds the state before the first keystroke; keep it.
            undoEntries[undoEntries.count - 1].label = label
            return
        }
        openKey = coalescingKey
        undoEntries.append(Entry(state: before, label: label))
        if undoEntries.count > limit { undoEntries.removeFirst(undoEntries.count - limit) }
    }

    /// Ends a run of coalesced edits, so the next edit makes a step of its own (for example when
    /// the person leaves the field they were typing in).
    package mutating func breakCoalescing() {
        openKey = nil
    }

    /// The state to go back to, given the current one (kept for redo); `nil` if there is none.
    package mutating func undo(from current: State) -> State? {
        guard let entry = undoEntries.popLast() else { return nil }
        openKey = nil
        redoEntries.append(Entry(state: current, label: entry.label))
        return entry.state
    }

    /// The state undone last, given the current one (kept for undo); `nil` if there is none.
    package mutating func redo(from current: State) -> State? {
        guard let entry = redoEntries.popLast() else { return nil }
        openKey = nil
        undoEntries.append(Entry(state: current, label: entry.label))
        return entry.state
    }
}
