import ShortcutKit
import TerminalUI

/// Draws the editor's overlay with the view of its context: a token's field or menu, the action
/// library, the pickers, a list's items, a question, or the help.
struct OverlayView {
    var overlay: EditorOverlay
    /// For the type names of list items.
    var catalog: Catalog
    /// Entity titles by type and ID, for list items.
    var titles: EntityTitles = [:]
    /// The loop's clock, for the picker's spinner.
    var now: ContinuousClock.Instant = .now

    func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        switch overlay {
        case .help(let help): help.render(in: bounds, into: &buffer)
        case .confirmDelete(let confirm), .confirmQuit(let confirm): confirm.render(in: bounds, into: &buffer)
        case .choice(let prompt): prompt.dialog.render(in: bounds, into: &buffer)
        case .choices(let choices): choices.menu.render(in: bounds, into: &buffer)
        case .field(let editor): FieldView(editor: editor).render(in: bounds, into: &buffer)
        case .textArea(let editor): TextAreaView(editor: editor).render(in: bounds, into: &buffer)
        case .actions(let search): ActionSearchView(search: search).render(in: bounds, into: &buffer)
        case .list(let editor):
            ListEditorView(editor: editor, catalog: catalog, titles: titles).render(in: bounds, into: &buffer)
        case .dictionary(let editor):
            DictionaryEditorView(editor: editor, catalog: catalog, titles: titles).render(in: bounds, into: &buffer)
        case .picker(let picker):
            PickerView(picker: picker, now: now).render(in: bounds, into: &buffer)
        case .variables(let browser): VariableBrowserView(browser: browser).render(in: bounds, into: &buffer)
        }
    }
}
