import Foundation
import IntentKit
import ShortcutModel
import Synchronization

/// Where a runner keeps its runs: the store, and what to say about them.
package struct RunHistory: Sendable {
    package var store: RunStore
    package var source: RunSource
    /// The run a replay replays.
    package var replayOf: UUID?
    /// The id the run's record takes, for a host that shows the run and then its record (the
    /// editor's run pane); a new one when `nil`.
    package var runID: UUID?
    /// How long runs are kept: the history is pruned by it once a day, after a run.
    package var retention: RunRetention
    /// Told when the store cannot be written: the run goes on, unrecorded from there.
    package var report: @Sendable (RunStoreError) -> Void

    package init(
        store: RunStore, source: RunSource, replayOf: UUID? = nil, retention: RunRetention = .standard,
        report: @escaping @Sendable (RunStoreError) -> Void = { _ in }
    ) {
        self.store = store
        self.source = source
        self.replayOf = replayOf
        self.retention = retention
        self.report = report
    }
}

/// Writes one run's record as the run goes.
///
/// The run hands each finished action over and goes on: the values are converted to their
/// stored form (``StoredValue``, secrets masked) and written in batches by a task of the
/// recorder's own, so the run does not wait for the disk. A batch is written every
/// ``batchSize`` actions and at every failure; what a kill leaves unwritten is at most the last
/// batch. A long run keeps its first ``headLimit`` actions and its last ``tailLimit`` in full, and
/// counts the ones between (docs/runs.md).
package final class RunRecorder: Sendable {
    /// One finished action, before its values are converted.
    struct Finished: Sendable {
        var step: StepRecord
        var value: (any Sendable)?
        var parameters: [(String, (any Sendable)?)] = []
        var variable: (String, (any Sendable)?)?
        var item: (any Sendable)?
    }

    private struct State {
        var sequence = 0
        var batch: [Finished] = []
        /// The newest actions after the first ``headLimit``, oldest at `ringStart` once full.
        var ring: [Finished] = []
        var ringStart = 0
        var omitted = 0
    }

    package static let headLimit = 1_000
    package static let tailLimit = 500
    static let batchSize = 64

    package let id: UUID
    /// What the actions use as they run (their parameters' values, their questions), noted
    /// for their records.
    package let notes = StepNotes()
    private let store: RunStore
    private let redactor: SecretRedactor
    private let report: @Sendable (RunStoreError) -> Void
    private let retention: RunRetention
    private let state = Mutex(State())
    /// How many actions have started, across the run and the runs it makes.
    private let starts = Atomic<Int>(0)
    /// The input of a run that uses secrets, written at its end rather than its beginning: it
    /// is masked with the secrets the run read, which are known only then.
    private let heldInput: (any Sendable)?
    /// Writes what the run hands over; ends saying whether the store failed.
    private let writer: Task<Bool, Never>

    /// The writer's work, in order: the run's beginning, then its steps in batches.
    private enum Write: Sendable {
        case begin(ShortcutDocument, input: (any Sendable)?, source: RunSource, replayOf: UUID?, started: Date)
        case steps([Finished])
        /// Resumed once everything before it is written (or the store has failed).
        case barrier(CheckedContinuation<Void, Never>)
    }

    private let writes: AsyncStream<Write>.Continuation

    private init(id: UUID, history: RunHistory, redactor: SecretRedactor, heldInput: (any Sendable)?) {
        self.id = id
        self.heldInput = heldInput
        store = history.store
        report = history.report
        retention = history.retention
        self.redactor = redactor
        let (stream, continuation) = AsyncStream.makeStream(of: Write.self, bufferingPolicy: .unbounded)
        writes = continuation
        writer = Task { [store = history.store, report = history.report] in
            var failed = false
            for await write in stream {
                if case .barrier(let waiting) = write {
                    waiting.resume()
                    continue
                }
                guard !failed else { continue }
                do throws(RunStoreError) {
                    switch write {
                    case .barrier: break
                    case .begin(let document, let input, let source, let replayOf, let started):
                        try await store.begin(
                            RunStore.Start(
                                id: id, document: document, source: source, replayOf: replayOf, started: started,
                                input: input.map { StoredValue($0, redact: { redactor.redact($0) }) }))
                    case .steps(let batch):
                        let steps = batch.map { finished in
                            var step = finished.step
                            step.output = StoredValue(finished.value, redact: { redactor.redact($0) })
                            step.parameters = finished.parameters.map { name, value in
                                StepParameter(
                                    name: name,
                                    value: StoredValue(value, cap: StoredValue.parameterCap) { redactor.redact($0) })
                            }
                            step.variable = finished.variable.map { name, value in
                                // Set Variable's is the value it was given, kept already: not encoded twice.
                                if step.identifier == "setVariable",
                                    let given = step.parameters.first(where: { $0.name == "value" })
                                {
                                    return StepParameter(name: name, value: given.value)
                                }
                                return StepParameter(
                                    name: name,
                                    value: StoredValue(value, cap: StoredValue.parameterCap) { redactor.redact($0) })
                            }
                            if let item = finished.item {
                                step.item = StoredValue(item, cap: StoredValue.parameterCap) { redactor.redact($0) }
                            }
                            step.questions = step.questions.map {
                                StepQuestion(question: redactor.redact($0.question), answer: redactor.redact($0.answer))
                            }
                            return step
                        }
                        try await store.append(steps, to: id)
                    }
                } catch {
                    failed = true
                    report(error)
                }
            }
            return failed
        }
    }

    /// Starts the record of a run of `document`. The run does not wait for it: the record's
    /// beginning (the version's text and hash, the input) is written by the recorder's task,
    /// before its steps; a store that cannot be written is told to the history's `report`. The
    /// input of a run that `usesSecrets` is written at its end instead, masked (a run killed
    /// before its end keeps none).
    static func begin(
        _ history: RunHistory, document: ShortcutDocument, input: (any Sendable)?, usesSecrets: Bool,
        redactor: SecretRedactor
    ) -> RunRecorder {
        let held = usesSecrets ? input : nil
        let recorder = RunRecorder(id: history.runID ?? UUID(), history: history, redactor: redactor, heldInput: held)
        recorder.writes.yield(
            .begin(
                document, input: usesSecrets ? nil : input, source: history.source, replayOf: history.replayOf,
                started: Date()))
        return recorder
    }

    /// Records a finished action; `value` is its output, `parameters` the values its parameters
    /// resolved to.
    /// Numbers an action as it starts: the order steps are shown in.
    func started() -> Int { starts.add(1, ordering: .relaxed).newValue }

    func record(
        _ step: StepRecord, value: (any Sendable)?, parameters: [(String, (any Sendable)?)] = [],
        variable: (String, (any Sendable)?)? = nil, item: (any Sendable)? = nil
    ) {
        let flush: [Finished]? = state.withLock { state in
            state.sequence += 1
            var step = step
            step.sequence = state.sequence
            let finished = Finished(
                step: step, value: value, parameters: parameters, variable: variable, item: item)
            if state.sequence <= Self.headLimit || step.error != nil {
                state.batch.append(finished)
            } else if state.ring.count < Self.tailLimit {
                state.ring.append(finished)
            } else {
                state.ring[state.ringStart] = finished
                state.ringStart = (state.ringStart + 1) % Self.tailLimit
                state.omitted += 1
            }
            guard state.batch.count >= Self.batchSize || step.error != nil else { return nil }
            defer { state.batch = [] }
            return state.batch
        }
        if let flush { writes.yield(.steps(flush)) }
    }

    /// Waits until every action recorded so far is in the store (a debugger's stop reads the run
    /// back from it), but those past the first ``headLimit``, which are kept for the run's end.
    func flush() async {
        let batch = state.withLock { state in
            defer { state.batch = [] }
            return state.batch
        }
        if !batch.isEmpty { writes.yield(.steps(batch)) }
        await withCheckedContinuation { waiting in
            // After the run's end nothing is written any more: nothing to wait for.
            if case .terminated = writes.yield(.barrier(waiting)) { waiting.resume() }
        }
    }

    /// Records how the run ended and waits until everything is written.
    func finish(outcome: RunOutcome, error: String?, output: (any Sendable)?) async {
        let (last, steps, omitted): ([Finished], Int, Int) = state.withLock { state in
            let ring = Array(state.ring[state.ringStart...] + state.ring[..<state.ringStart])
            defer { state.batch = [] }
            return (state.batch + ring, state.sequence, state.omitted)
        }
        writes.yield(.steps(last))
        writes.finish()
        // A store that failed was told once: the record is left as far as it got.
        guard await !writer.value else { return }
        // A task of its own: a cancelled run is still recorded as cancelled (GRDB's writes end
        // early in a cancelled task).
        let (store, report, redactor, id, retention) = (store, report, redactor, id, retention)
        let input = heldInput.map { StoredValue($0, redact: { redactor.redact($0) }) }
        await Task {
            do throws(RunStoreError) {
                try await store.finish(
                    id, outcome: outcome, error: error.map { redactor.redact($0) },
                    output: output.map { StoredValue($0, redact: { redactor.redact($0) }) }, steps: steps,
                    omitted: omitted, input: input)
                try await store.pruneIfDue(retention)
            } catch {
                report(error)
            }
        }.value
    }
}
