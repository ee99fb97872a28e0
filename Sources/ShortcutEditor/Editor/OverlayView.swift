import ShortcutKit
import TerminalUI

/// Draws the editor's overlay with the view of its context: a token's field, the pickers, a
/// list's or a dictionary's items.
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
        case .field(let editor): FieldView(editor: editor).render(in: bounds, into: &buffer)
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
