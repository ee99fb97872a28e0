import Foundation

/// What a kept run held just before one of its steps (docs/debugging.md): the run's input, the
/// named variables of the shortcut the step ran in, the last output of each of its actions that
/// had finished (the magic variables), and the pass of each loop around the step with the
/// innermost one's item. Read back from the run history, so any stored run can be looked at
/// step by step after the fact (`runs show ID --step N`).
package struct RunStepState: Sendable, Equatable {
    package var step: StepRecord
    package var input: StoredValue?
    /// By name, with the value each had last.
    package var variables: [StepParameter]
    /// In the order the actions stand, each with its last output.
    package var outputs: [(step: StepRecord, value: StoredValue)]
    /// The pass of each loop around the step, outermost first.
    package var passes: [Int]
    /// The innermost loop's Repeat Item, as the step kept it.
    package var item: StoredValue?
    /// Whether steps before it are not kept (the middle of a long run): a variable set or an
    /// output given there is missing, or shows an older value.
    package var incomplete = false

    package static func == (a: RunStepState, b: RunStepState) -> Bool {
        a.step == b.step && a.input == b.input && a.variables == b.variables
            && a.outputs.map(\.step) == b.outputs.map(\.step) && a.outputs.map(\.value) == b.outputs.map(\.value)
            && a.passes == b.passes && a.item == b.item && a.incomplete == b.incomplete
    }

    /// Why a step's state cannot be given.
    package struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        package var description: String
    }

    /// The state before the `number`th step `run` kept, as `runs show` numbers them (from 1, in
    /// the order they started).
    package static func at(_ number: Int, of run: RunDetail) throws(Problem) -> RunStepState {
        guard run.steps.indices.contains(number - 1) else {
            throw Problem(
                description: run.steps.isEmpty
                    ? "the run kept no steps" : "the run has no step \(number) (its steps are 1 to \(run.steps.count))")
        }
        let index = number - 1
        let step = run.steps[index]
        // The steps of the same run of its shortcut before it: back to the action that ran that
        // shortcut (Run Shortcut, an error handler), past the runs it made itself.
        var scope: [StepRecord] = []
        for earlier in run.steps[..<index].reversed() {
            if earlier.nesting < step.nesting { break }
            if earlier.nesting == step.nesting { scope.append(earlier) }
        }
        scope.reverse()
        var variables: [String: StoredValue] = [:]
        var outputs: [UUID: (step: StepRecord, value: StoredValue)] = [:]
        for earlier in scope {
            if let variable = earlier.variable { variables[variable.name] = variable.value }
            // A block's own step starts before its body and ends after it: its output is not yet
            // given while the step is inside it.
            if let output = earlier.output, output.json != nil || output.bytes > 0, !encloses(earlier, step, in: scope)
            {
                outputs[earlier.actionID] = (earlier, output)
            }
        }
        return RunStepState(
            step: step, input: run.input,
            variables: variables.sorted { $0.key < $1.key }.map { StepParameter(name: $0.key, value: $0.value) },
            outputs: outputs.values.sorted { $0.step.position < $1.step.position }, passes: step.passes,
            item: step.item,
            incomplete: run.summary.omittedSteps > 0 && step.sequence > RunRecorder.headLimit)
    }

    /// Whether `block`'s step is still going at `step`: a block around it in the same pass.
    private static func encloses(_ block: StepRecord, _ step: StepRecord, in scope: [StepRecord]) -> Bool {
        // Outside the step's blocks, or over before it started (a run still going keeps no step
        // of the blocks it is in yet, so the next one out may be missing from the scope).
        guard block.depth < step.depth,
            block.startMicroseconds + block.durationMicroseconds >= step.startMicroseconds
        else { return false }
        // Nothing at the block's depth or above started between them.
        guard let at = scope.lastIndex(where: { $0.sequence == block.sequence }) else { return false }
        return !scope[(at + 1)...].contains { $0.depth <= block.depth }
    }
}
