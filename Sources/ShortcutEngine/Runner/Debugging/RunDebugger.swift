import Foundation
import ShortcutModel
import Synchronization

/// Stops a run before actions and lets a person (the CLI's prompt, the editor's debugger) say
/// how it goes on: a step into the next action wherever it is (into a loop's body, into the
/// shortcut Run Shortcut runs), over the one it stopped at, out of the block or shortcut it is
/// in, on to the next breakpoint, on to one action, or stop (docs/debugging.md).
///
/// A run has one debugger (``ShortcutRunner/debugger``); the runner asks ``shouldStop(at:)``
/// before each action it performs and, when it should, hands ``decide`` a ``DebugStop``,
/// waiting for the answer. Breakpoints are action ids, in the run's shortcut and in those it
/// runs; they may change while the run waits.
package final class RunDebugger: Sendable {
    /// How the run goes on from a stop.
    package enum Command: Sendable, Equatable {
        /// Stop before the next action performed, whatever it is.
        case stepInto
        /// Stop before the next action at the level of this one or above: not inside it.
        case stepOver
        /// Stop before the next action above this one's level: after the block or the shortcut it is in.
        case stepOut
        /// Stop only at a breakpoint.
        case proceed
        /// Stop before this action (or at a breakpoint before it).
        case runTo(UUID)
        /// End the run here, as cancelled.
        case stop
    }

    /// Where an action stands for stepping: how many shortcuts deep (Run Shortcut, an error
    /// handler) and how deep in its own shortcut's blocks. Deeper is inside.
    package struct Level: Sendable, Equatable, Comparable {
        package var nesting: Int
        package var depth: Int

        package init(nesting: Int, depth: Int) {
            self.nesting = nesting
            self.depth = depth
        }

        package static func < (a: Level, b: Level) -> Bool { (a.nesting, a.depth) < (b.nesting, b.depth) }
    }

    private enum Mode {
        case stepInto
        case stepOver(Level)
        case stepOut(Level)
        case proceed
        case runTo(UUID)
    }

    private let state: Mutex<(breakpoints: Set<UUID>, mode: Mode, passesFirst: UUID?)>
    /// Asked at every stop (with this debugger, whose breakpoints it may change); answers how
    /// the run goes on.
    let decide: @Sendable (DebugStop, RunDebugger) async -> Command

    /// A debugger that stops at `breakpoints` (and, with `stopsFirst`, before the first action),
    /// asking `decide` what to do at each stop.
    /// `passesFirst` is an action the run does not stop at the first time it comes to it: the
    /// top-level action a run that goes on from a stop there (the debugger's edit and continue)
    /// starts at.
    package init(
        breakpoints: Set<UUID> = [], stopsFirst: Bool = false, passesFirst: UUID? = nil,
        decide: @escaping @Sendable (DebugStop, RunDebugger) async -> Command
    ) {
        state = Mutex((breakpoints, stopsFirst ? .stepInto : .proceed, stopsFirst ? nil : passesFirst))
        self.decide = decide
    }

    /// The breakpoints now.
    package var breakpoints: Set<UUID> { state.withLock { $0.breakpoints } }

    /// Replaces the breakpoints (the editor's, toggled while the run went on).
    package func setBreakpoints(_ breakpoints: Set<UUID>) {
        state.withLock { $0.breakpoints = breakpoints }
    }

    /// Sets or clears the breakpoint on the action `id`.
    package func toggleBreakpoint(_ id: UUID) {
        state.withLock { state in
            if state.breakpoints.remove(id) == nil { state.breakpoints.insert(id) }
        }
    }

    /// Whether the run stops before the action `id` at `level`.
    func shouldStop(at id: UUID, level: Level) -> Bool {
        state.withLock { state in
            if state.passesFirst == id {
                state.passesFirst = nil
                return false
            }
            if state.breakpoints.contains(id) { return true }
            switch state.mode {
            case .stepInto: return true
            case .stepOver(let from): return level <= from
            case .stepOut(let from): return level < from
            case .proceed: return false
            case .runTo(let target): return target == id
            }
        }
    }

    /// Takes the answer at a stop at `level`: how the run goes on from here.
    func follow(_ command: Command, from level: Level) {
        state.withLock { state in
            switch command {
            case .stepInto: state.mode = .stepInto
            case .stepOver: state.mode = .stepOver(level)
            case .stepOut: state.mode = .stepOut(level)
            case .proceed: state.mode = .proceed
            case .runTo(let id): state.mode = .runTo(id)
            case .stop: state.mode = .proceed
            }
        }
    }
}

/// A run stopped before an action: which, where, and every value the run holds there.
package struct DebugStop: Sendable {
    /// The action about to run, as the run's events name it.
    package var action: ActionReference
    /// The shortcuts it is in, outermost first: the run's own, then those Run Shortcut (or an
    /// error handler) ran.
    package var shortcuts: [String]
    /// The actions that ran the shortcuts it is in, outermost first (Run Shortcut's): the first
    /// is the action of the run's own shortcut that holds the stop.
    package var callers: [ActionReference]
    /// The shortcut it is in (the last of ``shortcuts``): its positions are the action's.
    package var document: ShortcutDocument
    package var level: RunDebugger.Level
    package var state: DebugState
}

/// The values a run holds at a stop, secrets masked as everywhere the run's values go: its
/// input, its named variables, the outputs of the actions of its shortcut that finished (magic
/// variables), and the loops it is in (innermost last).
package struct DebugState: Sendable {
    package var input: (any Sendable)?
    /// By name.
    package var variables: [(name: String, value: any Sendable)]
    /// In the order the actions stand.
    package var outputs: [(action: ActionReference, value: any Sendable)]
    /// Repeat Item (none for a counted Repeat) and Repeat Index of each loop around the action.
    package var loops: [(item: (any Sendable)?, index: Int)]
}
