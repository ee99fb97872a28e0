import Foundation
import IntentKit
import ShortcutModel

/// Runs shortcuts. The editor and the command line use this one runner.
///
/// ```swift
/// let runner = ShortcutRunner(catalog: catalog)
/// let result = try await runner.run(document, input: "Dune", prompter: NonInteractivePrompter()) { event in
///     print(event)
/// }
/// ```
/// A run resolves saved entity IDs with one query call per type per action, asks the prompter
/// for every question (Ask Each Time, required parameters, the intents' own questions), reports
/// each step as a ``RunEvent``, and stops at the first error with a ``RunError`` that names the
/// action. Cancelling the calling task cancels the run between actions and inside intents.
package struct ShortcutRunner: Sendable {
    package let catalog: Catalog
    /// The most actions one run performs before it stops with an error, every pass of a loop
    /// counted again (``ShortcutLimits/maximumActionsPerRun`` unless a host lowers it).
    package var maximumActions = ShortcutLimits.maximumActionsPerRun
    /// What the run may do without asking, and who may be asked (see ``SafetyPolicy``). The
    /// default allows nothing gated and trusts nothing: a shortcut that runs programs or reaches
    /// the network fails before its first action unless the host says otherwise.
    package var policy = SafetyPolicy()
    /// Where the secrets a shortcut names are looked up; `nil` (the default): a shortcut that
    /// uses one fails at that action. Whatever the run gives out has their values redacted.
    package var secrets: SecretStore?
    /// Where each run is recorded (docs/runs.md); `nil`: runs are not kept.
    package var history: RunHistory?
    /// A replay from an action: the outputs the actions before it give instead of running.
    package var resume: RunResume?
    /// Whether an action that fails, and that its `onError` does not handle, asks the prompter
    /// what to do: retry, skip, edit a parameter and retry, or stop. For a person at a terminal;
    /// off by default, and never for a run no one watches.
    package var asksOnFailure = false
    /// Stops the run before actions for a person to step through it (docs/debugging.md); `nil`
    /// (the default): it runs through.
    package var debugger: RunDebugger?
    /// A dry run: nothing that touches anything is performed (``DryRun``), so no permission is
    /// asked for.
    package var dryRun: DryRun?

    package init(catalog: Catalog, policy: SafetyPolicy = SafetyPolicy(), secrets: SecretStore? = nil) {
        self.catalog = catalog
        self.policy = policy
        self.secrets = secrets
    }

    /// Runs `document` to the end, to Stop and Output, or to the first error.
    package func run(
        _ document: ShortcutDocument,
        input: (any Sendable)? = nil,
        prompter: any IntentPrompter,
        events: @escaping @Sendable (RunEvent) -> Void = { _ in }
    ) async throws(RunError) -> RunResult {
        // Everything the run gives out passes the redactor of the secrets it used: its events
        // here, its result and its error below.
        let resolver = SecretResolver(store: secrets)
        let redactor = resolver.redactor
        var recorder: RunRecorder?
        if let history {
            // A run that may read a secret keeps its input back until the secrets are known.
            let usesSecrets = input != nil && !catalog.effects(of: document).secrets.isEmpty
            recorder = RunRecorder.begin(
                history, document: document, input: input, usesSecrets: usesSecrets, redactor: redactor)
        }
        // The one place the safety policy is enforced: before the first action, for the
        // shortcut and every shortcut it runs. A refused run is kept too, as failed.
        if dryRun == nil,
            catalog.mayHave(SafetyPolicy.gated, document)
                || (policy.watchesAgentWork && catalog.mayHave(SafetyPolicy.anyEffect, document))
        {
            do throws(RunError) {
                try await policy.admit(document, effects: catalog.effects(of: document))
            } catch {
                await recorder?.finish(
                    outcome: error.kind == .cancelled ? .cancelled : .failed, error: error.description, output: nil)
                throw error
            }
        }
        // A recorded run notes each question and its answer for the step that asked it.
        let asking = recorder.map { NotingPrompter(inner: prompter, notes: $0.notes) } ?? prompter
        let execution = Execution(
            catalog: catalog, document: document, prompter: RedactingPrompter(inner: asking, redactor: redactor)
        ) { events(redactor.redact($0)) }
        execution.maximumActions = maximumActions
        execution.recorder = recorder
        execution.resume = resume
        execution.asksOnFailure = asksOnFailure
        execution.debugger = debugger
        execution.dryRun = dryRun
        let result: RunResult
        do {
            result = try await SecretResolver.$current.withValue(resolver) { try await execution.run(input: input) }
        } catch {
            let failure = redactor.redact(error as? RunError ?? RunError(.actionFailed, "\(error)"))
            await execution.recorder?.finish(
                outcome: failure.kind == .cancelled ? .cancelled : .failed, error: failure.description, output: nil)
            throw failure
        }
        await execution.recorder?.finish(outcome: .succeeded, error: nil, output: result.output)
        return redactor.redact(result)
    }

    /// Runs `document` in a task of its own, delivering events as a stream that ends with the run;
    /// cancel the task to cancel the run.
    package func start(
        _ document: ShortcutDocument,
        input: (any Sendable)? = nil,
        prompter: any IntentPrompter
    ) -> (events: AsyncStream<RunEvent>, result: Task<RunResult, any Error>) {
        let (stream, continuation) = AsyncStream.makeStream(of: RunEvent.self, bufferingPolicy: .unbounded)
        let runner = self
        let task = Task<RunResult, any Error> {
            defer { continuation.finish() }
            return try await runner.run(document, input: input, prompter: prompter) { continuation.yield($0) }
        }
        return (stream, task)
    }
}

/// Stop and Output unwinds the run with its output. Cancel in an alert unwinds the runs this
/// one is inside of too (`endsEveryLevel`): Shortcuts stops the whole run, not just the shortcut
/// that Run Shortcut called.
package struct Stop: Error {
    package let output: (any Sendable)?
    package var endsEveryLevel = false

    package init(output: (any Sendable)?, endsEveryLevel: Bool = false) {
        self.output = output
        self.endsEveryLevel = endsEveryLevel
    }
}

/// The state of one run. A class, not a struct: each action passes it on through several async
/// calls, and a struct of this size was copied and destroyed at some of them (about a tenth of
/// a run of built-in actions); it belongs to the run's task and is never shared with another.
package final class Execution {
    package let catalog: Catalog
    package let document: ShortcutDocument
    let prompter: any IntentPrompter
    package let emit: @Sendable (RunEvent) -> Void
    package let converter: ValueConverter
    /// Where each action stands, for the run's events and log.
    let layout: RunLayout
    let clock = ContinuousClock()
    let started: ContinuousClock.Instant

    var outputs: [UUID: any Sendable] = [:]
    /// What actions gave besides their outputs (a response's status code), by action id and name.
    var outputProperties: [UUID: [String: any Sendable]] = [:]
    package var lastOutput: (any Sendable)?
    package var variables: [String: any Sendable] = [:]
    /// Which values were computed from a secret, to be masked as the secret is.
    var taint = SecretTaint()
    /// The app's log lines of the action being performed, for its log entry.
    var appLog: [String] = []
    var loops: [(item: (any Sendable)?, index: Int)] = []
    var input: (any Sendable)?
    var log = RunLog()
    /// Actions performed so far, against ``maximumActions``.
    var performed = 0
    /// Where the next action to run most likely stands in ``layout`` (see ``reference(_:)``).
    var nextPosition = 1
    var maximumActions = ShortcutLimits.maximumActionsPerRun
    /// The shortcuts this run is inside of, outermost first (Run Shortcut's callers).
    var callers: [UUID] = []
    /// Their names, in the same order.
    var callerNames: [String] = []
    /// The actions that ran them (Run Shortcut, an error handler), outermost first.
    var callerActions: [ActionReference] = []
    /// Stops the run before actions for a person to step through it; a nested run shares it.
    /// The calls and tokens the run has used of its models' limits; a nested run shares it.
    var modelUse = ModelUse()
    var debugger: RunDebugger?
    /// Set in a dry run: what would touch something is noted, not performed.
    var dryRun: DryRun?
    /// The actions the dry run stood in for, whose output properties are nothing.
    var stoodIn = Set<UUID>()
    /// The log of the nested run the action being performed ran (Run Shortcut), added after
    /// that action's own entry.
    var nestedLog: RunLog?
    /// Where the run's actions are recorded, `nil` when they are not; a nested run shares its
    /// caller's.
    var recorder: RunRecorder?
    /// The `onError` of the action being performed: actions that have an output when they fail
    /// (an error answer, a failed script's output) give it rather than fail when it goes on.
    var handling: ErrorHandling?
    /// A replay from an action of the shortcut's own: the actions before it give their kept
    /// outputs (the run's own shortcut only, not one Run Shortcut runs).
    var resume: RunResume?
    /// Whether a failed action asks what to do (``ShortcutRunner/asksOnFailure``), and whether
    /// the person was asked about the failure being thrown now (the blocks it is in do not ask
    /// again).
    var asksOnFailure = false
    var failureAsked = false
    /// How many actions around the one being performed have an `onError` that may handle its
    /// failure.
    var handlersAround = 0

    /// - Parameter started: when the run began, for a nested run the outermost one's (its log
    ///   times count from there); now when `nil`.
    init(
        catalog: Catalog, document: ShortcutDocument, prompter: any IntentPrompter,
        started: ContinuousClock.Instant? = nil,
        emit: @escaping @Sendable (RunEvent) -> Void
    ) {
        self.catalog = catalog
        self.document = document
        self.prompter = prompter
        self.emit = emit
        self.converter = ValueConverter(catalog: catalog)
        self.layout = RunLayout(document.actions)
        self.started = started ?? clock.now
        // Most actions give an output: growing the table as they do rehashes it a dozen times
        // in a long shortcut.
        outputs.reserveCapacity(layout.count)
    }

    func reference(_ action: Action) -> ActionReference {
        // Actions run mostly in reading order: the position after the last action's is tried
        // first (see ``RunLayout/position(of:guess:)``).
        let position = layout.position(of: action.id, guess: nextPosition)
        return ActionReference(
            id: action.id, position: position ?? 0, title: catalog.title(of: action),
            depth: position.map { layout.depths[$0 - 1] } ?? 0)
    }

    func run(input given: (any Sendable)?) async throws(RunError) -> RunResult {
        let output: (any Sendable)?
        do {
            output = try await runToEnd(input: given)
        } catch let stop as Stop {
            output = stop.output
        } catch let error as RunError {
            throw error
        } catch {
            throw RunError(.actionFailed, "\(error)")
        }
        return RunResult(
            output: output, log: log.entries, omittedLogEntries: log.omitted, duration: clock.now - started)
    }

    /// Runs the shortcut and gives its output (Stop and Output's, or the last action's). A
    /// ``Stop`` that ends every level is thrown on, for the runs this one is inside of.
    func runToEnd(input given: (any Sendable)?) async throws -> (any Sendable)? {
        input = try await shortcutInput(given)
        // The input is the run's, kept with it: a question that asked for it is no action's.
        if callers.isEmpty { recorder?.notes.reset() }
        if let resume, callers.isEmpty { try await restore(resume) }
        do {
            try await run(document.actions)
        } catch let stop as Stop where !stop.endsEveryLevel {
            return stop.output
        }
        return lastOutput
    }

    /// The shortcut's input: the given one converted to the declared type, or asked for.
    func shortcutInput(_ given: (any Sendable)?) async throws(RunError) -> (any Sendable)? {
        guard let spec = document.input else { return given }
        let type = ValueType(text: spec.type) ?? .string
        if let given {
            if let entities = try await inputEntities(given, as: type) { return entities }
            do { return try await converter.convert(given, to: type) } catch {
                throw RunError(.invalidValue, parameter: "input", "the shortcut's input \(error.message)")
            }
        }
        switch spec.whenMissing {
        case .continue: return nil
        case .stop:
            throw RunError(
                .missingInput, "\(document.name) needs input (\(catalog.describe(type))); pass it with -i or --input")
        case .ask:
            return try await ask(
                prompt: spec.prompt ?? "Input for \(document.name)", type: type, action: nil, parameter: "input")
        }
    }

    // MARK: Actions

    package func run(_ actions: [Action]) async throws {
        for action in actions { try await run(action) }
    }

    func run(_ action: Action) async throws {
        let ref = reference(action)
        // The action after this one in reading order: its first nested action, if it has any.
        nextPosition = ref.position + 1
        if Task.isCancelled { throw RunError(.cancelled, action: ref, "the run was cancelled") }
        // An inert action (Comment) counts too, though it is not logged: nested Repeats of
        // Comments would otherwise never reach the limit.
        try count(ref)
        if case .builtIn(let call) = action.kind, call.descriptor?.behaviour?.isInert ?? false { return }
        if let resume, callers.isEmpty, ref.depth == 0, ref.position < resume.position, !RunResume.runsAgain(action) {
            return try await keep(action, ref)
        }
        if let resume, !resume.variables.isEmpty, callers.isEmpty, ref.depth == 0, ref.position == resume.position {
            try await applyEditedVariables(resume, ref)
        }
        // The actions before a replay's start that run again (Set Variable) only restore the
        // variables: a debugger stops from the start on.
        if resume.map({ !(callers.isEmpty && ref.depth == 0 && ref.position < $0.position) }) ?? true {
            try await stopIfDebugging(before: action, ref)
        }
        emit(.actionStarted(ref))
        let start = clock.now
        // Where this action's notes (its parameters' values, its questions) start, and its place
        // in the order the actions started.
        let notes = recorder?.notes.mark
        let order = recorder?.started()
        // Values computed from a secret: looked for only once the run has read one (an atomic
        // load per action otherwise). Before the action, so a loop's item is marked for its
        // body; after it too, for the action that read the run's first secret itself.
        let redactor = SecretResolver.current?.redactor
        var derivesSecret = redactor.map { !$0.isEmpty } == true && taint.derives(action, in: catalog)
        if derivesSecret { taint.mark(action) }
        let output: (any Sendable)?
        var handled: RunError?
        do {
            (output, handled) = try await attempt(action, ref)
            if !derivesSecret, let redactor, !redactor.isEmpty, taint.derives(action, in: catalog) {
                taint.mark(action)
                derivesSecret = true
            }
            if derivesSecret { redactor?.recordDerived(output) }
        } catch let stop as Stop {
            finish(ref, action, start, output: stop.output, notes: notes, order: order)
            throw stop
        } catch let error as RunError {
            var located = error
            if located.action == nil { located.action = ref }
            record(
                ref, start, output: nil, error: located.description, identifier: action.identifier,
                effects: recorder == nil ? [] : catalog.effects(of: action), notes: notes, order: order)
            emit(.actionFailed(ref, located))
            throw located
        }
        // After a block, the action after it comes after everything nested in it.
        if ref.position > 0 { nextPosition = layout.ends[ref.position - 1] + 1 }
        if let output {
            outputs[action.id] = output
            lastOutput = output
        }
        finish(ref, action, start, output: output, handled: handled, notes: notes, order: order)
    }

    /// One more step against ``maximumActions``: an action performed or a pass of a loop
    /// (`ref` being the loop), so a run ends however its loops nest, even around nothing.
    func count(_ ref: ActionReference) throws(RunError) {
        performed += 1
        guard performed > maximumActions else { return }
        let error = RunError(
            .actionFailed, action: ref,
            "the run stopped after \(grouped(maximumActions)) actions, the most one run may perform")
        // Numbered as it starts, so a kept run lists it last, where the run stopped.
        record(ref, clock.now, output: nil, error: error.description, identifier: "", order: recorder?.started())
        emit(.actionFailed(ref, error))
        throw error
    }

    /// Logs and records a finished action; `handled` is the error its `onError` handled, `notes`
    /// where its notes start.
    func finish(
        _ ref: ActionReference, _ action: Action, _ start: ContinuousClock.Instant, output: (any Sendable)?,
        handled: RunError? = nil, notes: Int? = nil, order: Int? = nil
    ) {
        let summary = ValueText.summary(of: output)
        // One reading of the clock for the log and the event: they report the same duration.
        let end = clock.now
        // A recorded run keeps what a named variable became, for the state at each step.
        var variable: (String, (any Sendable)?)?
        if recorder != nil {
            if case .builtIn(let call) = action.kind,
                call.id.rawValue == "setVariable" || call.id.rawValue == "addToVariable",
                let name = call.text("name")
            {
                variable = (name, variables[name])
            } else if handled != nil, case .continue(let name?)? = action.onError {
                // Its onError went on and kept the error in a variable.
                variable = (name, variables[name])
            }
        }
        record(
            ref, start, end: end, output: summary, error: handled?.description, value: output,
            identifier: action.identifier, effects: recorder == nil ? [] : catalog.effects(of: action), notes: notes,
            order: order, variable: variable)
        emit(.actionFinished(ref, duration: end - start, output: summary))
    }

    /// Adds the action's log entry, and its record when the run is recorded; `end` is when it
    /// finished (now when `nil`), `value` its output, `notes` where its notes start (none are
    /// its when `nil`).
    func record(
        _ ref: ActionReference, _ start: ContinuousClock.Instant, end: ContinuousClock.Instant? = nil, output: String?,
        error: String?, value: (any Sendable)? = nil, identifier: @autoclosure () -> String,
        effects: SideEffects = [], notes: Int? = nil, order: Int? = nil, variable: (String, (any Sendable)?)? = nil
    ) {
        func micros(_ d: Duration) -> Int64 {
            let (seconds, attoseconds) = d.components
            return seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        }
        let startMicroseconds = micros(start - started)
        let durationMicroseconds = micros((end ?? clock.now) - start)
        log.append(
            RunLogEntry(
                position: ref.position, title: ref.title, depth: ref.depth, startMicroseconds: startMicroseconds,
                durationMicroseconds: durationMicroseconds, output: output ?? "", error: error,
                shortcut: callers.isEmpty ? nil : document.name, nesting: callers.isEmpty ? nil : callers.count,
                appLog: appLog.isEmpty ? nil : appLog))
        if let recorder {
            let (parameters, questions) = notes.map { recorder.notes.take(from: $0) } ?? ([], [])
            // A top-level action leaves no action around it to take a note.
            if callers.isEmpty, ref.depth == 0 { recorder.notes.reset() }
            var step = StepRecord(
                sequence: 0, position: ref.position, actionID: ref.id, identifier: identifier(), title: ref.title,
                depth: ref.depth, nesting: callers.count, shortcutName: callers.isEmpty ? nil : document.name,
                startMicroseconds: startMicroseconds, durationMicroseconds: durationMicroseconds, output: nil,
                error: error, effects: effects)
            step.questions = questions
            step.startOrder = order
            if !loops.isEmpty { step.passes = loops.map(\.index) }
            recorder.record(
                step, value: value, parameters: parameters, variable: variable, item: loops.last?.item ?? nil)
        }
        appLog = []
        if let nested = nestedLog {
            log.append(nested: nested)
            nestedLog = nil
        }
    }

    func perform(_ action: Action, _ ref: ActionReference) async throws -> (any Sendable)? {
        if dryRun != nil, let standIn = try await standIn(for: action, ref) { return standIn.output }
        switch action.kind {
        case .intent(let identifier, let parameters):
            return try await performIntent(identifier, parameters, ref)
        case .find(let find):
            return try await performFind(find, ref)
        case .builtIn(let call):
            guard let behaviour = call.descriptor?.behaviour else {
                throw RunError(.unknownAction, action: ref, "'\(quoted(call.id.rawValue))' is not a built-in action")
            }
            let result = try await behaviour.run(call, self, ref)
            // Only an action that declares values beside its output returns them with it: the
            // others skip a dynamic cast per run (the variables and Get Item run thousands).
            guard !behaviour.outputProperties.isEmpty, let output = result as? BuiltInOutput else { return result }
            outputProperties[action.id] = output.properties
            return output.value
        }
    }
}

extension Optional {
    package func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
