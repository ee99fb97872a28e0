import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// The variable picker overlay, drilled into `trail` (empty: the top level).
struct VariableBrowser {
    var slot: SlotID
    var picker: VariablePicker
    /// The text field the picker was opened from: the chosen variable goes in at its cursor.
    var returnTo: FieldEditor?
    var trail: [VariableCandidate] = []
    var list = ListState()

    var candidates: [VariableCandidate] { trail.last.map(picker.children(of:)) ?? picker.candidates }
}

extension ShortcutsApp {
    /// A key (or a click) for the variable picker.
    mutating func handleVariables(
        _ command: ContextCommand, _ event: InputEvent, _ browser: inout VariableBrowser,
        in screen: inout EditorScreen
    ) -> [Effect<Message>] {
        let candidates = browser.candidates
        let selected = browser.list.selected.flatMap { candidates.indices.contains($0) ? candidates[$0] : nil }
        switch command {
        case .entry(.cancel):
            screen.overlay = browser.returnTo.map { .field($0) }
            return []
        case .entry(.out):
            if !browser.trail.isEmpty {
                browser.trail.removeLast()
                browser.list = ListState()
            }
        case .entry(.into):
            if let selected, selected.hasChildren {
                browser.trail.append(selected)
                browser.list = ListState()
            }
        case .entry(.accept):
            guard let selected else { return [] }
            if selected.fits, var field = browser.returnTo, case .variable(let reference) = selected.value {
                let character = field.nextPillCharacter
                field.pills[character] = FieldPill(reference: reference, label: selected.title)
                field.field.editor.insert(String(character))
                field.recheck()
                screen.overlay = .field(field)
                return []
            }
            if selected.fits {
                screen.overlay = nil
                screen.session.setValue(selected.value, slot: browser.slot)
                return post("Set \(selected.title)")
            }
            if selected.hasChildren {
                browser.trail.append(selected)
                browser.list = ListState()
            }
        default:
            let items = candidates.map { ListItem($0.label) }
            // A click on the highlighted row picks it, as Enter does.
            if case .activated? = browser.list.handle(
                event, items: items, area: Layout.variables(in: Rect(screenSize)).list)
            {
                screen.overlay = .variables(browser)
                return handleVariables(.entry(.accept), .key(.enter), &browser, in: &screen)
            }
        }
        screen.overlay = .variables(browser)
        return []
    }
}
