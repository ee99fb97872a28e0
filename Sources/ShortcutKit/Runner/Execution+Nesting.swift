import Foundation
import IntentKit

// Run Shortcut: the other shortcut runs in this task (so cancelling the run cancels it), with
// this run's prompter, its events nested under the calling action, and this run's budget of
// actions.
extension Execution {
    /// Runs `target` with `input` and returns its output; its errors are this action's, saying
    /// where in `target` they happened.
    mutating func runNested(_ target: ShortcutDocument, input: (any Sendable)?, _ ref: ActionReference)
        async throws(RunError) -> (any Sendable)?
    {
        let callers = self.callers + [document.id]
        guard callers.count <= ShortcutLimits.maximumShortcutNesting else {
            throw RunError(
                .actionFailed, action: ref, parameter: SlotID.shortcut.rawValue,
                "shortcuts run each other more than \(ShortcutLimits.maximumShortcutNesting) levels deep")
        }
        let emit = self.emit
        var child = Execution(catalog: catalog, document: target, prompter: prompter) { emit(.nested(ref, $0)) }
        child.callers = callers
        child.maximumActions = maximumActions - performed
        do {
            let result = try await child.run(input: input)
            performed += child.performed
            return result.output
        } catch {
            performed += child.performed
            var located = error
            located.action = ref
            located.parameter = nil
            located.message = "'\(quoted(target.name))' stopped at \(error.description)"
            throw located
        }
    }
}
