import TerminalUI

/// What a key means in the run pane (its questions take their own keys).
package enum RunCommand: Sendable, Equatable {
    case cancel, back, quit, again, saveOutput, scrollUp, scrollDown, pageUp, pageDown, toggleNestedRuns
    /// Replays the kept run from the selected step.
    case replayFromStep
    /// Highlights the previous or next of the snippets' buttons, or presses the highlighted one.
    case previousButton, nextButton, pressButton
}

/// Namespace for the run pane's keymap.
enum RunKeymap {
    /// The run pane's keys: while running, Esc and Ctrl-C cancel; once done, they go back.
    static func keymap(for pane: RunPane) -> Keymap<RunCommand> {
        let running = pane.isRunning
        let busy = running ? "The shortcut is still running: Esc stops it" : nil
        let noButtons: String? = pane.buttons.isEmpty ? "No snippet here has buttons" : nil
        let unavailable: String? = busy ?? noButtons
        let pressFooter: String? = unavailable == nil ? "Press" : nil
        let snippetBindings: [Binding<RunCommand>] = [
            Binding(
                [.enter], .pressButton,
                help: "Press the highlighted button of a snippet: its action runs, and the snippet is drawn again",
                footer: pressFooter, disabledReason: unavailable, group: "Snippet"),
            Binding(
                [.left], .previousButton, help: "Highlight the snippet button before", disabledReason: unavailable,
                group: "Snippet"),
            Binding(
                [.right], .nextButton, help: "Highlight the next snippet button", disabledReason: unavailable,
                group: "Snippet"),
        ]
        // Esc stops a run, and leaves a finished one: the binding that applies now comes first.
        let stop = Binding<RunCommand>(
            [Key.escape, .ctrl("c")], .cancel, help: "Stop the run (again: stop waiting for it)",
            footer: running ? "Stop" : nil, disabledReason: running ? nil : "The run is over", group: "Run")
        let back = Binding<RunCommand>(
            [Key.escape, Key("q")], .back, help: "Go back (once the run is over)", footer: running ? nil : "Back",
            disabledReason: busy, group: "Run")
        let quit = Binding<RunCommand>(
            [.ctrl("c")], .quit, help: "Quit (once the run is over; asks first when there are unsaved changes)",
            disabledReason: busy, group: "Run")
        return Keymap(
            "Run",
            (running ? [stop, back, quit] : [back, quit, stop]) + [
                Binding(
                    ["r"], .again, help: "Run the shortcut again", footer: "Again", disabledReason: busy, group: "Run"),
                Binding(
                    ["s"], .saveOutput, help: "Save the output to a file", footer: "Save output",
                    disabledReason: busy ?? (pane.output == nil ? "The run has no output" : nil), group: "Run"),
                Binding(
                    ["f"], .replayFromStep,
                    help: "Replay from the selected step: the steps before it give the outputs the run kept",
                    footer: pane.selectsSteps ? "Replay from here" : nil,
                    disabledReason: busy ?? (pane.runID == nil ? "This run is not kept in the history" : nil)
                        ?? (pane.selectedStep == nil ? "Select a step with ↑ and ↓ first" : nil),
                    group: "Run"),
                Binding(
                    [Key.up, Key("k")], .scrollUp,
                    help: "Select the step above, to replay from (while the run goes on: scroll the log up)",
                    group: "Log"),
                Binding(
                    [Key.down, Key("j")], .scrollDown,
                    help: "Select the step below (while the run goes on: scroll the log down)", group: "Log"),
                Binding([.pageUp], .pageUp, help: "Scroll up a page", group: "Log"),
                Binding([.pageDown], .pageDown, help: "Scroll down a page", group: "Log"),
                Binding(
                    [.tab], .toggleNestedRuns,
                    help: "Unfold or fold the actions of the shortcuts Run Shortcut ran", group: "Log"),
            ] + snippetBindings)
    }
}
