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
    }

    var slot: String
    var menu: Menu
    var targets: [Target]
}
