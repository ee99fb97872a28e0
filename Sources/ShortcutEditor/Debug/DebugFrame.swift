import Foundation
import ShortcutKit

/// What the debugger shows for one step: where the run is (the action about to run, the
/// shortcut it is in, the loops' passes, the actions that ran before it) and every value the
/// run held there. Made from a live stop, or from a step the run store kept.
struct DebugFrame {
    /// The action about to run.
    var action: ActionReference
    /// The shortcuts it is in, outermost first.
    var shortcuts: [String]
    /// The action of the run's own shortcut it is, or that holds it (the Run Shortcut that ran
    /// its shortcut): a run that goes on from here starts at the top-level action around it;
    /// `nil` when that was not kept.
    var topLevelAction: UUID?
    /// How many shortcuts deep it is (0: the run's own).
    var nesting: Int
    /// The shortcut it is in, when known: its cards are shown.
    var document: ShortcutDocument?
    /// The pass of each loop around it, outermost first.
    var passes: [Int]
    /// The actions of its shortcut that finished before it (in this run of that shortcut).
    var ran: Set<UUID>
    /// The input, variables, loop item and index, and outputs, in that order.
    var values: [DebugValue]
    /// Steps before it were not kept (the middle of a long run): some values may be missing.
    var incomplete = false
    /// The error the step ended with, for a step looked back on that failed.
    var error: String?

    /// The frame of a live stop.
    init(stop: DebugStop) {
        action = stop.action
        shortcuts = stop.shortcuts
        topLevelAction = stop.callers.first?.id ?? stop.action.id
        nesting = stop.level.nesting
        document = stop.document
        passes = stop.state.loops.map(\.index)
        ran = Set(stop.state.outputs.map(\.action.id))
        var values: [DebugValue] = []
        if let input = stop.state.input { values.append(DebugValue(.input, "Shortcut Input", .live(input))) }
        for variable in stop.state.variables {
            values.append(DebugValue(.variable, variable.name, .live(variable.value)))
        }
        if let loop = stop.state.loops.last {
            if let item = loop.item { values.append(DebugValue(.item, "Repeat Item", .live(item))) }
            values.append(DebugValue(.index, "Repeat Index", .live(loop.index)))
        }
        for output in stop.state.outputs {
            values.append(
                DebugValue(
                    .output, "\(output.action.position) \(output.action.title)", .live(output.value),
                    action: output.action.id))
        }
        self.values = values
    }

    /// The frame of the `number`th step (from 1) of a kept run; `document` is the shortcut
    /// the step ran in, when it is at hand.
    init(state: RunStepState, of run: RunDetail, number: Int, document: ShortcutDocument?) {
        let step = state.step
        action = ActionReference(id: step.actionID, position: step.position, title: step.title, depth: step.depth)
        nesting = step.nesting
        self.document = document
        passes = state.passes
        // The steps of its own run of its shortcut: those before it back to the action that ran
        // that shortcut; going further out, each caller's step names the shortcut it is in.
        var ran: Set<UUID> = []
        var top: UUID? = step.nesting == 0 ? step.actionID : nil
        var callers: [String] = []
        var level = step.nesting
        for earlier in run.steps[..<(number - 1)].reversed() {
            if earlier.nesting < level {
                level = earlier.nesting
                callers.append(earlier.shortcutName ?? run.summary.shortcutName)
                // The action that ran the step's shortcut was still going when the step started;
                // one that ended before is an earlier action (that caller has no step yet).
                let going = earlier.startMicroseconds + earlier.durationMicroseconds >= step.startMicroseconds
                if level == 0, going { top = earlier.actionID }
            } else if earlier.nesting == step.nesting, level == step.nesting {
                ran.insert(earlier.actionID)
            }
        }
        // A block's own step starts before its body: one around the step has not finished.
        self.ran = ran.subtracting(Self.blocks(around: step.actionID, in: document))
        topLevelAction = top
        shortcuts = callers.reversed() + [step.shortcutName ?? run.summary.shortcutName]
        var values: [DebugValue] = []
        if let input = state.input, input.bytes > 0 {
            values.append(DebugValue(.input, "Shortcut Input", stored: input))
        }
        for variable in state.variables { values.append(DebugValue(.variable, variable.name, stored: variable.value)) }
        if let item = state.item { values.append(DebugValue(.item, "Repeat Item", stored: item)) }
        if let pass = state.passes.last { values.append(DebugValue(.index, "Repeat Index", .live(pass))) }
        for output in state.outputs {
            values.append(
                DebugValue(
                    .output, "\(output.step.position) \(output.step.title)", stored: output.value,
                    action: output.step.actionID))
        }
        self.values = values
        incomplete = state.incomplete
        error = step.error
    }

    /// Adds the actions the run's kept steps say finished in this run of the stop's shortcut:
    /// those with no output (Set Variable) too, which the stop itself does not hold.
    mutating func addRan(from record: RunDetail) {
        var found: Set<UUID> = []
        for step in record.steps.reversed() {
            if step.nesting < nesting { break }
            if step.nesting == nesting { found.insert(step.actionID) }
        }
        ran.formUnion(found.subtracting(Self.blocks(around: action.id, in: document)))
    }

    /// The blocks around the action `inner` in `document` (their ids), laid out once: a look
    /// back in a long shortcut asks for every action that ran.
    private static func blocks(around inner: UUID, in document: ShortcutDocument?) -> Set<UUID> {
        guard let document else { return [] }
        let layout = ActionLayout(document)
        guard var position = layout.position(of: inner) else { return [] }
        var around: Set<UUID> = []
        while let parent = layout.entry(at: position).parent {
            around.insert(layout.entry(at: parent).action.id)
            position = parent
        }
        return around
    }
}
