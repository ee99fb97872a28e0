import TerminalUI

/// Deleting and moving the selected row, as the list and dictionary overlays do: the rows
/// change and the selection stays on the moved row, or goes to its neighbour after a delete.
enum RowEdit {
    case delete, moveUp, moveDown

    /// Applies the edit to `rows` at `list`'s selection; `false` when there is nothing to do
    /// (no row selected, or the first row moved up, the last one down).
    func apply<Row>(to rows: inout [Row], selection list: inout ListState) -> Bool {
        guard let selected = list.selected, rows.indices.contains(selected) else { return false }
        switch self {
        case .delete:
            rows.remove(at: selected)
            list.selected = rows.isEmpty ? nil : min(selected, rows.count - 1)
        case .moveUp:
            guard selected > 0 else { return false }
            rows.swapAt(selected, selected - 1)
            list.selected = selected - 1
        case .moveDown:
            guard selected + 1 < rows.count else { return false }
            rows.swapAt(selected, selected + 1)
            list.selected = selected + 1
        }
        return true
    }
}
