import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

// The unit chooser of a measurement field: Ctrl-T lists the dimension's units, and picking one
// sets the amount typed so far in that unit ("5" and Miles give 5 mi).
extension ShortcutsApp {
    /// Opens the unit menu over a measurement field; `nil` (with the field's error set) when
    /// the field is not a measurement or what is typed is not a number.
    static func unitChoice(for editor: inout FieldEditor) -> ChoiceEditor? {
        guard case .measurement(let dimension) = editor.kind, let slot = editor.slot else {
            editor.error = "Only an amount has a unit"
            return nil
        }
        let text = editor.field.text.trimmingCharacters(in: .whitespaces)
        let typed = IntentMeasurement.parse(text, in: dimension)
        guard let number = typed?.value ?? (text.isEmpty ? 0 : nil) else {
            editor.error = "Type a number first, like 5 or 5 \(dimension.standardUnit.symbol)"
            return nil
        }
        let units = dimension.units
        let current = typed.flatMap { amount in units.firstIndex(of: amount.unit) } ?? 0
        return ChoiceEditor(
            slot: slot,
            menu: Menu(
                title: "\(editor.title): unit", items: units.map { Menu.Item("\($0.title) (\($0.symbol))") },
                selected: current),
            targets: units.map { .value(.measurement(IntentMeasurement(value: number, unit: $0))) })
    }
}
