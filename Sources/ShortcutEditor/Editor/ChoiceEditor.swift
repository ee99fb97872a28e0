import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// A token's options in a menu.
struct ChoiceEditor {
    /// What choosing sets: a choice slot's option, or a value.
    enum Target {
        case option(String)
        case value(Value)
        /// The shortcut's icon (an SF Symbols name; nil for none).
        case icon(String?)
        /// The type of input the shortcut receives (as a file writes it; nil for none).
        case input(String?)
        /// What the shortcut does when run without input.
        case inputWhenMissing(InputSpec.WhenMissing)
        /// A text slot's text (`nil`: left out, for its default).
        case text(String?)
        /// Another text, typed in a field that starts with this one.
        case typeText(title: String, current: String)
    }

    /// The token's slot; `nil` for a choice that is no slot of an action (the shortcut's icon).
    var slot: SlotID?
    var menu: Menu
    var targets: [Target]
}

extension ChoiceEditor: Layer {
    var context: Context { .tokenMenu }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> { Keymap("Options", WidgetKeys.menu(menu)) }

    /// Choosing an item sets what it stands for and closes the menu; Esc closes it.
    mutating func update(_ input: LayerEvent<Never>, host: inout ShortcutsApp) -> LayerStep<Never> {
        guard let event = input.event else { return .stay() }
        switch menu.handle(event, in: Rect(host.screenSize)) {
        case .chose(let index)?:
            switch targets[index] {
            case .option(let option): if let slot { host.editor?.session.choose(option, slot: slot) }
            case .value(let value): if let slot { host.editor?.session.setValue(value, slot: slot) }
            case .icon(let symbol): host.editor?.session.setIcon(symbol)
            case .input(let type):
                host.editor?.session.setInput(type: type)
                // Then what a run without it does, as Apple's editor asks under it.
                if type != nil, let shortcut = host.editor?.session.shortcut {
                    return .replace(with: AnyLayer(InputMenus.whenMissing(of: shortcut)))
                }
            case .inputWhenMissing(let whenMissing): host.editor?.session.setInputWhenMissing(whenMissing)
            case .text(let text): if let slot { host.editor?.session.setText(text ?? "", slot: slot) }
            case .typeText(let title, let current):
                return .replace(
                    with: AnyLayer(
                        FieldEditor(
                            slot: slot, title: title, kind: .plainText(suggestions: []),
                            field: TextFieldState(current, selected: true))))
            }
            return .close()
        case .cancelled?: return .close()
        default: return .stay()
        }
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        menu.render(in: area, into: &buffer)
    }
}
