import Foundation
import ShortcutKit
import TerminalUI

/// The two menus `N` opens in turn, Apple's "Receive … input" then "If there's no input": the
/// kind of input the shortcut receives (the same words as `shortcuts view`: ``InputWording``),
/// and, for any but none, what a run without it does.
enum InputMenus {
    /// The kinds of input, "Nothing" first, on the shortcut's current one.
    static func type(of shortcut: ShortcutDocument, catalog: Catalog) -> ChoiceEditor {
        let choices = InputWording.choices(catalog: catalog)
        var titles = choices.map(\.title)
        var targets: [ChoiceEditor.Target] = choices.map { .input($0.type) }
        // A type written by hand that the menu does not offer stays choosable as it is.
        if let type = shortcut.input?.type, !choices.contains(where: { $0.type == type }) {
            titles.append(InputWording.title(of: type, catalog: catalog))
            targets.append(.input(type))
        }
        let current = shortcut.input.flatMap { input in
            targets.firstIndex { if case .input(input.type) = $0 { true } else { false } }
        }
        return ChoiceEditor(
            slot: nil,
            menu: Menu(
                title: "Receives", items: [Menu.Item("Nothing (no input)")] + titles.map { Menu.Item($0) },
                selected: current.map { $0 + 1 } ?? 0),
            targets: [.input(nil)] + targets)
    }

    /// What a run without input does, on the shortcut's current choice.
    static func whenMissing(of shortcut: ShortcutDocument) -> ChoiceEditor {
        let cases: [InputSpec.WhenMissing] = [.ask, .continue, .stop]
        return ChoiceEditor(
            slot: nil,
            menu: Menu(
                title: "If there is no input", items: cases.map { Menu.Item(InputWording.title(of: $0)) },
                selected: cases.firstIndex(of: shortcut.input?.whenMissing ?? .ask) ?? 0),
            targets: cases.map { .inputWhenMissing($0) })
    }
}
