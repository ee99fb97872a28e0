import Foundation
import ShortcutKit

extension RunPane {
    /// A kept run, shown in the run pane as it was recorded: its actions with their durations
    /// and outputs, the questions it asked, the errors its `onError` handled, how it ended and
    /// its output. `document` is the shortcut as it stands now, which a replay runs.
    init(recorded detail: RunDetail, document: ShortcutDocument, started: ContinuousClock.Instant) {
        let run = detail.summary
        self.init(name: run.shortcutName, document: document, number: 0, fromEditor: true, started: started)
        runID = run.id
        recorded = RecordedRun(started: run.started, source: run.source)
        duration = run.ended.map { .microseconds(Int64(($0.timeIntervalSince(run.started) * 1_000_000).rounded())) }
        if let replayOf = run.replayOf {
            append(.log("A replay of run \(RunText.shortID(replayOf))"))
        }
        // Each nesting level's Run Shortcut action: its id, and how far its run's actions are indented.
        var callers: [(id: UUID, indent: Int)] = []
        // The step before: a step nested one level deeper than it is the start of the run it
        // started (Run Shortcut's, or the handler its onError ran).
        var previous: (id: UUID, depth: Int, nesting: Int)?
        var omissionShown = run.omittedSteps == 0
        let latestStart = detail.steps.map(\.startMicroseconds).max() ?? 0
        for step in detail.steps {
            if !omissionShown, step.sequence > RunRecorder.headLimit {
                append(.log("\(run.omittedSteps) steps in the middle of the run are not kept (docs/runs.md)"))
                omissionShown = true
            }
            if let previous, step.nesting == previous.nesting + 1, previous.nesting == callers.count {
                callers.append((previous.id, previous.depth + 1))
            }
            callers.removeLast(max(0, callers.count - step.nesting))
            // A step whose caller was not kept (the middle of a long run) shows at the top level.
            let nesting = min(step.nesting, callers.count)
            let indent = nesting == 0 ? 0 : callers[nesting - 1].indent
            let ref = ActionReference(
                id: step.actionID, position: step.position, title: step.title, depth: step.depth + indent)
            let wrap: (Entry) -> Entry = { entry in
                callers.prefix(nesting).reversed().reduce(entry) { inner, caller in .nested(caller.id, inner) }
            }
            for asked in step.questions {
                append(wrap(.log("? \(asked.question) — \(asked.answer)")))
            }
            // An error the run did not go on from is the one it stopped at: the failed action's,
            // and its blocks' and Run Shortcut's around it, which no step started after.
            let stoppedHere =
                run.outcome != .succeeded && step.error != nil
                && latestStart <= step.startMicroseconds + step.durationMicroseconds
            append(
                wrap(
                    .action(
                        ref, duration: stoppedHere ? nil : .microseconds(step.durationMicroseconds),
                        output: stoppedHere ? nil : step.output?.summary)))
            if let error = step.error, !stoppedHere {
                // Handled by its onError: the run went on.
                append(wrap(.log("⚠ \(error)")))
            }
            previous = (step.actionID, ref.depth, nesting)
        }
        switch run.outcome {
        case .succeeded:
            phase = .finished
            output = detail.output.map { stored in
                stored.value.flatMap(RunReplay.runtime).map { ValueText.text(of: $0) } ?? stored.summary
            }
        case .cancelled:
            phase = .cancelled
            append(.error("Cancelled"))
        case .failed, .interrupted:
            phase = .failed
            failedAction = detail.steps.last(where: { $0.nesting == 0 && $0.error != nil })?.actionID
            append(.error(run.error ?? "It stopped"))
        case .running:
            phase = .finished
            append(.log("This run is still running, in another process: this is how far it has come"))
        }
        moveStepCursor(by: 0)
    }
}
