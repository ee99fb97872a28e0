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
    }

    /// The token's slot; `nil` for a choice that is no slot of an action (the shortcut's icon).
    var slot: SlotID?
    var menu: Menu
    var targets: [Target]
}
