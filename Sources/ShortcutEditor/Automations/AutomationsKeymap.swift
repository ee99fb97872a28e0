import ShortcutKit
import TerminalUI

/// What a key means on the automations screen.
package enum AutomationsCommand: Sendable, Equatable {
    case runs, toggle, add, remove, refresh, back, help
}

/// What a key means in the form that adds an automation.
package enum AutomationFormCommand: Sendable, Equatable {
    case next, previous, choiceBack, choiceOn, save, cancel
}

/// Namespace for the automations screen's keymaps.
enum AutomationsKeymap {
    /// The screen's keys, with the automation selected now (`nil`: none).
    static func keymap(selected: AutomationsLayer.Row?) -> Keymap<ContextCommand> {
        let none = selected == nil ? "No automation is selected" : nil
        let broken = none ?? (selected?.automation == nil ? "Its file does not read as an automation" : nil)
        return Keymap(
            "Automations",
            WidgetKeys.list(letters: false, ends: true) + [
                Binding(
                    [.enter], .automations(.runs), help: "Show the automation's runs, newest first",
                    footer: "Runs", disabledReason: broken, group: "Automations"),
                Binding(
                    ["e"], .automations(.toggle),
                    help:
                        "Enable the automation (install its systemd units and start them) or disable it (remove them)",
                    footer: selected?.automation?.enabled == true ? "Disable" : "Enable", disabledReason: broken,
                    group: "Automations"),
                Binding(
                    ["n"], .automations(.add), help: "Add an automation: a shortcut, when it runs, and how",
                    footer: "Add", group: "Automations"),
                Binding(
                    [Key("x"), .delete], .automations(.remove),
                    help: "Remove the automation: its units, its crontab line and its file", footer: "Remove",
                    disabledReason: none, group: "Automations"),
                Binding(
                    [.ctrl("r")], .automations(.refresh), help: "Read the automations and their last runs again",
                    group: "Automations"),
                Binding([.escape, Key("q")], .automations(.back), help: "Back", footer: "Back", group: "Screen"),
                Binding(["?"], .automations(.help), help: "Show the keys", group: "Screen"),
            ])
    }

    /// The form's keys: a text row takes the typing keys, a choice row ← and → (`onChoice`).
    static func form(onChoice: Bool) -> Keymap<ContextCommand> {
        var bindings: [Binding<ContextCommand>] = [
            Binding(
                [.enter], .automationForm(.save),
                help: "Add the automation (disabled: e on the list enables it), once nothing is wrong",
                footer: "Add"),
            Binding([.escape], .automationForm(.cancel), help: "Close the form without adding", footer: "Cancel"),
            Binding([.down, .tab], .automationForm(.next), help: "The next field", footer: "Next field"),
            Binding([.up, .backTab], .automationForm(.previous), help: "The field before"),
        ]
        if onChoice {
            bindings += [
                Binding([.left, Key("h")], .automationForm(.choiceBack), help: "The choice before"),
                Binding(
                    [.right, Key("l"), Key(" ")], .automationForm(.choiceOn), help: "The next choice", footer: "Choose"),
            ]
            return Keymap("Add automation: on a choice", bindings)
        }
        return ContextKeymaps.entry("Add automation: in a text field", bindings)
    }
}
