import ShortcutKit
import TerminalUI

/// What a key means in the run history.
package enum RunHistoryCommand: Sendable, Equatable {
    case open, debug, replay, replayFailed, back, help
}

/// Namespace for the run history's keymap.
enum RunHistoryKeymap {
    /// The keys, with the run selected now (`nil`: none).
    static func keymap(selected: RunSummary?) -> Keymap<ContextCommand> {
        let noRun = selected == nil ? "No run is selected" : nil
        let notFailed =
            noRun ?? (selected?.outcome == .failed || selected?.outcome == .interrupted ? nil : "The run did not fail")
        return Keymap(
            "Run history",
            WidgetKeys.list(letters: false, ends: true) + [
                Binding(
                    [.enter], .runHistory(.open), help: "Show the run as it was recorded, step by step",
                    footer: "Show", disabledReason: noRun, group: "Runs"),
                Binding(
                    ["d"], .runHistory(.debug),
                    help: "Open the run in the debugger, at the step it failed at: every value at every step",
                    footer: "Debug", disabledReason: noRun, group: "Runs"),
                Binding(
                    ["r"], .runHistory(.replay),
                    help: "Replay the run from the start, with its input, on the shortcut as it stands",
                    footer: "Replay", disabledReason: noRun, group: "Runs"),
                Binding(
                    ["f"], .runHistory(.replayFailed),
                    help: "Replay from the step the run failed at: the steps before it give the outputs it kept",
                    footer: "Replay failed step", disabledReason: notFailed, group: "Runs"),
                Binding(
                    [.escape, Key("q")], .runHistory(.back), help: "Back to the editor", footer: "Back", group: "Screen"
                ),
                Binding(["?"], .runHistory(.help), help: "Show the keys", group: "Screen"),
            ])
    }
}
