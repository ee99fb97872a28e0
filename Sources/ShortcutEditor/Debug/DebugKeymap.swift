import TerminalUI

/// What a key means in the debugger.
package enum DebugCommand: Sendable, Equatable {
    /// How a stopped run goes on.
    case stepInto, stepOver, stepOut, proceed, runToCard, stop
    /// Back and forth through the run's kept steps; `latest` returns to where the run is.
    case stepBack, stepForward, firstStep, latest
    /// Ten steps back or forward.
    case pageBack, pageForward
    case toggleBreakpoint
    /// Between the cards and the values.
    case switchPane
    case up, down, into, out
    /// Tokens of the selected card, and editing the focused one.
    case nextToken, previousToken, editToken
    /// A new value for the selected variable.
    case editValue
    /// Runs again from the step shown, with the edits: edit and continue.
    case rerun
    case help, close
}

/// Namespace for the debugger's keymap.
enum DebugKeymap {
    /// What the keys depend on.
    struct State {
        var focus: DebugLayer.Focus = .cards
        /// Why stepping does nothing now (the run is not stopped), if it does nothing.
        var notStopped: String? = nil
        /// Whether there is a run to stop (stopped or going on).
        var isGoingOn = false
        var canGoBack = true
        var canGoForward = true
        var canRerun: String? = nil
        var notVariable: String? = nil
        var notEditable: String? = nil
        var hasParts = true
    }

    static func keymap(_ state: State) -> Keymap<ContextCommand> {
        let cards = state.focus == .cards
        return Keymap(
            "Debugger",
            [
                Binding(
                    [Key("s"), .f(11)], .debug(.stepInto),
                    help: "Step: run the next action, into a loop's body or the shortcut Run Shortcut runs",
                    footer: "Step", disabledReason: state.notStopped, group: "Run"),
                Binding(
                    [Key("n"), .f(10)], .debug(.stepOver), help: "Step over: run the action and everything inside it",
                    footer: "Over", disabledReason: state.notStopped, group: "Run"),
                Binding(
                    ["o"], .debug(.stepOut),
                    help: "Step out: run to the end of the block or the shortcut the action is in",
                    footer: "Out", disabledReason: state.notStopped, group: "Run"),
                Binding(
                    [Key("c"), .f(5)], .debug(.proceed), help: "Continue to the next breakpoint or the end",
                    footer: "Continue", disabledReason: state.notStopped, group: "Run"),
                Binding(
                    ["t"], .debug(.runToCard), help: "Run to the selected card (or the next breakpoint before it)",
                    disabledReason: state.notStopped ?? (cards ? nil : "Select a card first (Tab)"), group: "Run"),
                Binding(
                    [Key("x"), .ctrl("c")], .debug(.stop), help: "Stop the run here; its steps stay to look back on",
                    disabledReason: state.isGoingOn ? nil : "The run has ended", group: "Run"),
                Binding(
                    [Key("["), Key(.left, .shift)], .debug(.stepBack),
                    help: "Back one step: the values as they were then",
                    footer: "Back", disabledReason: state.canGoBack ? nil : "This is the first step kept",
                    group: "Time"),
                Binding(
                    [Key("]"), Key(.right, .shift)], .debug(.stepForward), help: "Forward one step",
                    disabledReason: state.canGoForward ? nil : "This is where the run is", group: "Time"),
                Binding(
                    [.pageUp], .debug(.pageBack), help: "Back ten steps (or click the line of steps)",
                    disabledReason: state.canGoBack ? nil : "This is the first step kept", group: "Time"),
                Binding(
                    [.pageDown], .debug(.pageForward), help: "Forward ten steps",
                    disabledReason: state.canGoForward ? nil : "This is where the run is", group: "Time"),
                Binding(
                    ["{"], .debug(.firstStep), help: "To the run's first step",
                    disabledReason: state.canGoBack ? nil : "This is the first step kept", group: "Time"),
                Binding(
                    ["}"], .debug(.latest), help: "To where the run is now (its last step once it ended)",
                    disabledReason: state.canGoForward ? nil : "This is where the run is", group: "Time"),
                Binding(
                    [Key("b"), .f(9)], .debug(.toggleBreakpoint),
                    help: "Set or clear a breakpoint on the selected card",
                    disabledReason: cards ? nil : "Select a card first (Tab)", group: "Cards"),
                Binding([.tab], .debug(.switchPane), help: "Between the cards and the values", group: "Screen"),
                Binding([.up, Key("k")], .debug(.up), help: "The card or value above", group: "Screen"),
                Binding([.down, Key("j")], .debug(.down), help: "The card or value below", group: "Screen"),
                Binding(
                    [.right, Key("l")], cards ? .debug(.nextToken) : .debug(.into),
                    help: cards ? "Focus the card's next token" : "Into the value: its properties, keys or items",
                    disabledReason: cards || state.hasParts ? nil : "The value has no parts", group: "Screen"),
                Binding(
                    [.left, Key("h")], cards ? .debug(.previousToken) : .debug(.out),
                    help: cards ? "Focus the card's previous token" : "Back out of the value", group: "Screen"),
                Binding(
                    [.enter], cards ? .debug(.editToken) : .debug(.editValue),
                    help: cards
                        ? "Edit the focused token: the run goes on with it from this step (edit and continue)"
                        : "Give the variable a new value: the run goes on with it from this step",
                    footer: "Edit", disabledReason: cards ? state.notEditable : state.notVariable, group: "Edit"),
                Binding(
                    ["e"], .debug(.editValue), help: "Give the selected variable a new value",
                    disabledReason: cards ? "Select a variable first (Tab)" : state.notVariable, group: "Edit"),
                Binding(
                    ["R"], .debug(.rerun),
                    help: "Run again from the step shown, with the edits; the steps before keep their outputs",
                    footer: "Run from here", disabledReason: state.canRerun, group: "Edit"),
                Binding(["?"], .debug(.help), help: "Show the keys", group: "Screen"),
                Binding(
                    [.escape, Key("q")], .debug(.close), help: "Close the debugger (a run going on stops)",
                    footer: "Close", group: "Screen"),
            ])
    }
}
