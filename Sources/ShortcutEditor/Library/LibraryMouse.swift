import TerminalUI

/// Clicks and the wheel on the library's list, as its keys do: the wheel moves the selection, a
/// click selects a shortcut, and a click on the selected one opens it. The hit test is the
/// list's own (``ListState``), on the rows ``LibraryView`` draws, so what is clicked is what
/// is shown.
extension ShortcutsApp {
    mutating func handleLibraryMouse(_ event: InputEvent) -> [Effect<Message>] {
        guard case .mouse = event else { return [] }
        let model = library.model
        let (area, _) = Layout.libraryList(in: Rect(screenSize), showsFilter: libraryShowsFilter)
        let items = model.visibleItems.map { ListItem($0.name) }
        var state = ListState(selected: model.selection)
        switch state.handle(event, items: items, area: area) {
        case .moved?:
            if let selected = state.selected { library.model.select(selected) }
            return []
        case .activated(let index)?:
            library.model.select(index)
            return runLibrary(.open)
        default:
            return []
        }
    }
}
