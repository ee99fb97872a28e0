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

extension ConditionsEditor: Layer {
    var context: Context { .conditions }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> {
        guard let screen = host.editor else { return ConditionsKeymap.all.map(ContextCommand.conditions) }
        return host.conditionsKeymap(self, in: screen).map(ContextCommand.conditions)
    }

    mutating func update(_ input: LayerEvent<Never>, host: inout ShortcutsApp) -> LayerStep<Never> {
        guard var screen = host.editor, isEditing(in: screen) else { return .close() }
        guard case .command(.conditions(let command), _) = input else { return .stay() }
        let step = run(command, screen: &screen, host: &host)
        // The one write-back: what the keys changed in the open shortcut.
        host.editor = screen
        return step
    }

    /// An undo or redo can take the selection off the If: the list closes with it.
    mutating func documentChanged(host: inout ShortcutsApp) -> LayerStep<Never> {
        guard let screen = host.editor, isEditing(in: screen) else { return .close() }
        return .stay()
    }

    private mutating func run(_ command: ConditionsCommand, screen: inout EditorScreen, host: inout ShortcutsApp)
        -> LayerStep<Never>
    {
        guard let c = screen.session.selectedConditional else { return .close() }
        let lines = ConditionForm.lines(of: c)
        self.line = min(self.line, lines.count - 1)
        let line = lines[self.line]
        let fields = ConditionForm.fields(of: line, in: c)
        self.column = min(self.column, fields.count - 1)
        let field = fields[self.column]
        switch command {
        case .save:
            let asked = host.save(screen.session)
            host.request(asked)
        case .quit:
            let asked = host.quitOrAsk(screen)
            host.request(asked)
            return .close()
        case .done: return .close()
        case .up:
            self.line = max(0, self.line - 1)
            self.column = 0
        case .down:
            self.line = min(lines.count - 1, self.line + 1)
            self.column = 0
        case .nextField: self.column = (self.column + 1) % fields.count
        case .previousField: self.column = (self.column + fields.count - 1) % fields.count
        case .help:
            host.open(
                HelpLayer(
                    context: .editorHelp,
                    overlay: HelpOverlay(title: "Condition list keys", sections: ConditionsKeymap.all.helpSections)))
        case .undo:
            guard screen.session.undo() else { return stay(saying: "Nothing to undo", kind: .warning, host: &host) }
        case .redo:
            guard screen.session.redo() else { return stay(saying: "Nothing to redo", kind: .warning, host: &host) }
        case .add:
            screen.session.updateConditional("Add Condition") { $0.rows.append(ConditionForm.newRow(after: $0)) }
            self.line = c.rows.count + 1
            // The new row's input is the last one's: the condition's value is what is left to fill.
            self.column = min(2, ConditionForm.fields(of: .row(c.rows.count), in: c).count - 1)
        case .remove:
            guard case .row(let row) = line, c.hasSeveralConditions else { return .stay() }
            screen.session.updateConditional("Remove Condition") { $0.rows.remove(at: row) }
            self.column = 0
        case .moveUp, .moveDown:
            let delta = command == .moveUp ? -1 : 1
            guard case .row(let row) = line, c.rows.indices.contains(row + delta) else {
                return stay(saying: "It cannot move further", kind: .warning, host: &host)
            }
            screen.session.updateConditional("Move Condition") { $0.rows.swapAt(row, row + delta) }
            self.line += delta
        case .variable:
            guard case .row(let row) = line, case .member(let member) = field,
                let picker = screen.session.variablePicker(slot: c.slot(member, row: row))
            else { return stay(saying: "No variable fits here", kind: .warning, host: &host) }
            host.open(VariableBrowser(slot: c.slot(member, row: row), picker: picker))
        case .clear:
            guard case .row(let row) = line, case .member(let member) = field, member != .condition else {
                return .stay()
            }
            screen.session.setValue(nil, slot: c.slot(member, row: row))
        case .edit:
            return edit(field, on: line, of: c, screen: &screen, host: &host)
        }
        return .stay()
    }

    private mutating func edit(
        _ field: ConditionForm.Field, on line: ConditionForm.Line, of c: Conditional, screen: inout EditorScreen,
        host: inout ShortcutsApp
    ) -> LayerStep<Never> {
        switch (field, line) {
        case (.match, _):
            guard c.hasSeveralConditions else {
                return stay(
                    saying:
                        "With one condition All and Any are the same: press a to add another", kind: .info, host: &host)
            }
            screen.session.updateConditional(c.matchAll ? "Match Any" : "Match All") { $0.matchAll.toggle() }
        case (.add, _):
            return run(.add, screen: &screen, host: &host)
        case (.member(let member), .row(let row)):
            guard let token = screen.session.selectedCard?.token(c.slot(member, row: row)) else { return .stay() }
            let asked = host.edit(token, in: &screen)
            host.request(asked)
        default:
            break
        }
        return .stay()
    }

    /// Whether the selected card is still the If the list was opened on.
    private func isEditing(in screen: EditorScreen) -> Bool {
        screen.session.selectedRow?.actionID == actionID && screen.session.selectedConditional != nil
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        let layout = Layout.screen(in: area)
        // Its keys in the footer, over the editor's.
        KeyBar(ConditionsKeymap.all.keyBarItems).render(in: layout.keys, into: &buffer)
        guard let session = host.editor?.session, let c = session.selectedConditional else { return }
        ConditionsEditorView(panel: self, conditional: c, card: session.selectedCard).render(
            in: layout.box, into: &buffer)
    }
}

extension ShortcutsApp {
    /// Opens the condition list on the selected If.
    mutating func openConditions(in screen: EditorScreen) -> [Effect<Message>] {
        guard screen.session.selectedConditional != nil, let id = screen.session.selectedRow?.actionID else {
            return post("Select an If card first", kind: .warning)
        }
        open(ConditionsEditor(actionID: id))
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

}
