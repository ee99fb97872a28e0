import Foundation
import IntentKit
import ShortcutModel

// Run Shortcut: the other shortcut runs in this task (so cancelling the run cancels it), with
// this run's prompter, its events nested under the calling action, and this run's budget of
// actions. Its log joins this run's, each entry naming the shortcut it ran in.
extension Execution {
    /// Runs `target` with `input` and returns its output; its errors are this action's, saying
    /// where in `target` they happened. Cancel in one of its alerts stops this run too.
    package func runNested(_ target: ShortcutDocument, input: (any Sendable)?, _ ref: ActionReference)
        async throws -> (any Sendable)?
    {
        let callers = self.callers + [document.id]
        guard callers.count <= ShortcutLimits.maximumShortcutNesting else {
            throw RunError(
                .actionFailed, action: ref, parameter: SlotID.shortcut.rawValue,
                "shortcuts run each other more than \(ShortcutLimits.maximumShortcutNesting) levels deep")
        }
        let emit = self.emit
        let child = Execution(catalog: catalog, document: target, prompter: prompter, started: started) {
            emit(.nested(ref, $0))
        }
        child.callers = callers
        child.callerNames = callerNames + [document.name]
        child.callerActions = callerActions + [ref]
        child.recorder = recorder
        child.debugger = debugger
        child.modelUse = modelUse
        child.dryRun = dryRun
        child.maximumActions = maximumActions - performed
        defer {
            performed += child.performed
            // Its actions go in the log after this action's entry (`record` adds them).
            nestedLog = child.log
        }
        do {
            return try await child.runToEnd(input: input)
        } catch let stop as Stop {
            throw stop
        } catch {
            let error = error as? RunError ?? RunError(.actionFailed, "\(error)")
            var located = error
            located.action = ref
            located.parameter = nil
            located.message = "'\(quoted(target.name))' stopped at \(error.description)"
            throw located
        }
    }
}
