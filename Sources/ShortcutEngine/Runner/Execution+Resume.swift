import Foundation
import IntentKit
import ShortcutModel

// A replay from an action (``RunResume``): the actions before it give the outputs a past run
// kept, read as a shortcut file's values are (entities looked up again by id).
extension Execution {
    /// Every kept output, for the actions before the start and those inside their blocks, which
    /// later actions may read.
    func restore(_ resume: RunResume) async throws(RunError) {
        let ref = ActionReference(id: document.id, position: 0, title: document.name, depth: 0)
        for (id, value) in resume.outputs {
            outputs[id] = try await evaluate(value, expected: nil, ref, parameter: "output")
        }
    }

    /// An action before the start: its kept output, reported as if it had run, without running.
    func keep(_ action: Action, _ ref: ActionReference) async throws {
        emit(.actionStarted(ref))
        let start = clock.now
        let output = outputs[action.id]
        if ref.position > 0 { nextPosition = layout.ends[ref.position - 1] + 1 }
        if let output { lastOutput = output }
        finish(ref, action, start, output: output)
    }

    /// The variables the replay gives new values, set as it reaches its start.
    func applyEditedVariables(_ resume: RunResume, _ ref: ActionReference) async throws(RunError) {
        for (name, value) in resume.variables.sorted(by: { $0.key < $1.key }) {
            variables[name] = try await evaluate(value, expected: nil, ref, parameter: name)
        }
    }
}
