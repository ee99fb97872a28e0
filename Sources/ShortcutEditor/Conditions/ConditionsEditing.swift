import Foundation
import ShortcutKit
import TerminalUI

/// An If's condition list over its card: which line and field has the focus. Every change goes
/// to the card at once, one undo step each; a row's input, condition and values open the same
/// field, menu and variable picker as the card's tokens (they are the card's tokens: the list
/// edits the slots the card shows, `row 2 value`).
struct ConditionsEditor {
    /// The If being edited: if the selection moves off it (an undo), the list closes.
    var actionID: UUID
    /// The focused line, an index into ``ConditionForm/lines(of:)``.
    var line = 1
    /// The focused field of the line.
    var column = 0
}

extension ShortcutsApp {
    /// Opens the condition list on the selected If.
    mutating func openConditions(in screen: inout EditorScreen) -> [Effect<Message>] {
        guard screen.session.selectedConditional != nil, let id = screen.session.selectedRow?.actionID else {
            return post("Select an If card first", kind: .warning)
        }
        screen.conditions = ConditionsEditor(actionID: id)
        return []
    }

    /// The condition list's keys as they stand: what can be removed, moved, take a variable or
    /// be cleared depends on the focused line and field.
    func conditionsKeymap(_ panel: ConditionsEditor, in screen: EditorScreen) -> Keymap<ConditionsCommand> {
        guard let c = screen.session.selectedConditional else { return ConditionsKeymap.all }
        let (line, field) = Self.focus(panel, in: c)
        let onRow: Bool = if case .row = line { true } else { false }
        let onValue: Bool =
            switch field {
            case .member(.input), .member(.value), .member(.value2): true
            default: false
            }
        return ConditionsKeymap.keymap(
            canRemove: onRow && c.hasSeveralConditions, canMove: onRow && c.hasSeveralConditions,
            takesVariable: onValue, canClear: onValue)
    }

    /// The focused line and field, kept within the list as it stands.
    static func focus(_ panel: ConditionsEditor, in c: Conditional) -> (ConditionForm.Line, ConditionForm.Field) {
        let lines = ConditionForm.lines(of: c)
        let line = lines[min(panel.line, lines.count - 1)]
        let fields = ConditionForm.fields(of: line, in: c)
        return (line, fields[min(panel.column, fields.count - 1)])
    }

    mutating func handleConditions(
        _ command: ContextCommand, _ panel: inout ConditionsEditor, in screen: inout EditorScreen
    ) -> [Effect<Message>] {
        guard isEditingConditions(panel, in: screen), let c = screen.session.selectedConditional else {
            screen.conditions = nil
            return []
        }
        defer {
            // An undo or redo can take the selection off the If: the list closes with it.
            if screen.conditions != nil { screen.conditions = isEditingConditions(panel, in: screen) ? panel : nil }
        }
        let lines = ConditionForm.lines(of: c)
        panel.line = min(panel.line, lines.count - 1)
        let line = lines[panel.line]
        let fields = ConditionForm.fields(of: line, in: c)
        panel.column = min(panel.column, fields.count - 1)
        let field = fields[panel.column]
        guard case .conditions(let command) = command else { return [] }
        switch command {
        case .save: return save(screen.session)
        case .quit:
            screen.conditions = nil
            return quitOrAsk(screen)
        case .done: screen.conditions = nil
        case .up:
            panel.line = max(0, panel.line - 1)
            panel.column = 0
        case .down:
            panel.line = min(lines.count - 1, panel.line + 1)
            panel.column = 0
        case .nextField: panel.column = (panel.column + 1) % fields.count
        case .previousField: panel.column = (panel.column + fields.count - 1) % fields.count
        case .help:
            open(
                HelpLayer(
                    context: .editorHelp,
                    overlay: HelpOverlay(title: "Condition list keys", sections: ConditionsKeymap.all.helpSections)))
        case .undo:
            guard screen.session.undo() else { return post("Nothing to undo", kind: .warning) }
        case .redo:
            guard screen.session.redo() else { return post("Nothing to redo", kind: .warning) }
        case .add:
            screen.session.updateConditional("Add Condition") { $0.rows.append(ConditionForm.newRow(after: $0)) }
            panel.line = c.rows.count + 1
            // The new row's input is the last one's: the condition's value is what is left to fill.
            panel.column = min(2, ConditionForm.fields(of: .row(c.rows.count), in: c).count - 1)
        case .remove:
            guard case .row(let row) = line, c.hasSeveralConditions else { return [] }
            screen.session.updateConditional("Remove Condition") { $0.rows.remove(at: row) }
            panel.column = 0
        case .moveUp, .moveDown:
            let delta = command == .moveUp ? -1 : 1
            guard case .row(let row) = line, c.rows.indices.contains(row + delta) else {
                return post("It cannot move further", kind: .warning)
            }
            screen.session.updateConditional("Move Condition") { $0.rows.swapAt(row, row + delta) }
            panel.line += delta
        case .variable:
            guard case .row(let row) = line, case .member(let member) = field,
                let picker = screen.session.variablePicker(slot: c.slot(member, row: row))
            else { return post("No variable fits here", kind: .warning) }
            open(VariableBrowser(slot: c.slot(member, row: row), picker: picker))
        case .clear:
            guard case .row(let row) = line, case .member(let member) = field, member != .condition else { return [] }
            screen.session.setValue(nil, slot: c.slot(member, row: row))
        case .edit:
            return edit(field, on: line, of: c, panel: &panel, in: &screen)
        }
        return []
    }

    private mutating func edit(
        _ field: ConditionForm.Field, on line: ConditionForm.Line, of c: Conditional, panel: inout ConditionsEditor,
        in screen: inout EditorScreen
    ) -> [Effect<Message>] {
        switch (field, line) {
        case (.match, _):
            guard c.hasSeveralConditions else {
                return post("With one condition All and Any are the same: press a to add another", kind: .info)
            }
            screen.session.updateConditional(c.matchAll ? "Match Any" : "Match All") { $0.matchAll.toggle() }
        case (.add, _):
            return handleConditions(.conditions(.add), &panel, in: &screen)
        case (.member(let member), .row(let row)):
            guard let token = screen.session.selectedCard?.token(c.slot(member, row: row)) else { return [] }
            return edit(token, in: &screen)
        default:
            break
        }
        return []
    }

    /// Whether the selected card is still the If the list was opened on.
    private func isEditingConditions(_ panel: ConditionsEditor, in screen: EditorScreen) -> Bool {
        screen.session.selectedRow?.actionID == panel.actionID && screen.session.selectedConditional != nil
    }
}
