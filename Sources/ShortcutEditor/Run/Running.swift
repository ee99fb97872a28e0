import Foundation
import Hashing
import IntentKit
import ShortcutKit
import TerminalUI

extension ShortcutsApp {
    /// Runs a shortcut in a run pane opened over everything. The run is the pane's task, sending
    /// its events to the pane; its questions come as the pane's messages and wait for its answer.
    mutating func startRun(_ document: ShortcutDocument, fromEditor: Bool) -> [Effect<Message>] {
        var pane = RunPane(name: document.name, document: document, number: 0, fromEditor: fromEditor, started: now)
        let run = pane.start(environment)
        return open(pane, starting: run)
    }

    /// Adds an event's line to the pane; an event of a nested run is wrapped in its Run
    /// Shortcut actions' ids (`nesting`), indented `indent` levels below them.
    static func show(
        _ event: RunEvent, in pane: inout RunPane, nesting: @escaping (RunPane.Entry) -> RunPane.Entry = { $0 },
        indent: Int = 0
    ) {
        func placed(_ ref: ActionReference) -> ActionReference {
            var ref = ref
            ref.depth += indent
            return ref
        }
        switch event {
        case .actionStarted(let ref): pane.append(nesting(.action(placed(ref), duration: nil, output: nil)))
        case .progress(let ref, let report): pane.progress[ref.id] = report
        case .log(_, let line): pane.append(nesting(.log(line.text)))
        case .actionFinished(let ref, let duration, let output):
            pane.progress[ref.id] = nil
            pane.finish(placed(ref), duration: duration, output: output, nesting: nesting)
        case .dialog(_, let dialog): pane.append(nesting(.dialog(dialog.full.localizedString)))
        case .snippet(let ref, let snippet):
            // A refresh replaces the snippet it draws again (if it is still in the log).
            if case .refresh(let id, _)? = pane.afterRun {
                if let index = pane.snippetIndex(id), case .snippet(_, _, let app) = pane.entries[index].innermost {
                    pane.entries[index] = pane.entries[index].replacingInnermost(
                        with: .snippet(snippet, id: id, app: app))
                }
            } else {
                pane.nextSnippetID += 1
                pane.append(nesting(.snippet(snippet, id: pane.nextSnippetID, app: pane.app(ofAction: ref.id))))
            }
        case .opens(_, let summary): pane.append(nesting(.opens(summary)))
        case .notification(_, let title, let body): pane.append(nesting(.dialog("🔔 \(title): \(body)")))
        case .errorHandled(_, let error, let next): pane.append(nesting(.log("⚠ \(error.message); \(next)")))
        case .actionFailed(let ref, _) where indent == 0: pane.failedAction = ref.id
        case .actionFailed: break
        case .nested(let caller, let inner):
            let id = caller.id
            show(inner, in: &pane, nesting: { nesting(.nested(id, $0)) }, indent: indent + caller.depth + 1)
        }
    }

    /// Back to where the run started; in the editor, the card the run failed in is selected.
    fileprivate mutating func returnFromRun(_ pane: RunPane) -> [Effect<Message>] {
        // A recorded run's failure is history: the editor's selection stays where it was.
        guard pane.fromEditor, pane.recorded == nil, var screen = editor, let failed = pane.failedAction,
            pane.phase == .failed,
            pane.document.id == screen.session.shortcut.id,
            let row = screen.session.document.rows.firstIndex(where: { $0.actionID == failed && $0.isCard })
        else { return [] }
        screen.session.select(row)
        screen.tokenIndex = 0
        editor = screen
        return post("This card stopped the run", kind: .error)
    }

    mutating func outputSaved(path: String, failure: String?) -> [Effect<Message>] {
        pendingStorage -= 1
        var effects =
            failure.map { post("Could not save the output to \(path): \($0)", kind: .error) }
            ?? post("Saved the output to \(path)", kind: .success)
        if isQuitting && pendingStorage == 0 { effects.append(.quit) }
        return effects
    }

    /// The file the output is offered to go to: the shortcut's name, as a file name.
    static func outputFileName(for name: String) -> String {
        let safe = name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return String(safe).split(separator: "-").joined(separator: "-") + "-output.txt"
    }
}

extension RunPane: Layer {
    /// What the run and the question's searches send back.
    enum Message: Sendable {
        /// Something happened in run number `run`.
        case event(Int, RunEvent)
        /// Run number `run` asks a question; the pane answers through the reply.
        case prompt(Int, PromptRequest, PromptReply)
        case finished(Int, Result<FinishedRun, RunError>)
        /// Copy to Clipboard found no clipboard program: the OSC 52 sequence to write to the
        /// terminal, through the backend (the editor owns the terminal).
        case clipboard(String)
        /// What the question's search number `generation` found.
        case questionResults(Int, Result<[PromptOption], PickerFailure>)
        /// The run history could not be written: the run goes on, unkept.
        case notKept(String)
        /// Whether the shortcut reads secrets (its snippets' buttons are not pressed then).
        case readsSecrets(Bool)
        /// The kept run, read to replay from the step of this action.
        case replayRead(Result<RunDetail?, RunStoreError>, UUID)
        /// Run number `run` stopped in its debugger and waits for the reply (a debug run's:
        /// its ``DebugLayer`` takes it).
        case debugStop(Int, DebugStop, DebugReply)
    }

    /// The task id of the run: one run at a time.
    static let runTask: TaskID = "run"
    static let promptSearchTask: TaskID = "run.question.search"
    static let replayReadTask: TaskID = "run.replay.read"

    /// The pane, the output's file name while it is typed, and the question while one waits.
    private var shownContexts: [Context] {
        [.run] + (saveField != nil ? [.saveOutput] : []) + (prompt != nil ? [.question] : [])
    }
    var context: Context { shownContexts.last ?? .run }
    var contextsUnder: [Context] { Array(shownContexts.dropLast()) }
    var highlightedRow: Int? { prompt?.list.selected }
    var coversScreen: Bool { true }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> {
        if let prompt { return ContextKeymaps.question(prompt) }
        if saveField != nil { return ContextKeymaps.saveOutput }
        return RunKeymap.keymap(for: self).map(ContextCommand.run)
    }

    func takesText(in host: ShortcutsApp) -> Bool {
        if let prompt { return prompt.takesText && prompt.confirm == nil }
        return saveField != nil
    }

    /// Starts the run: the runner as a task whose events come back to this pane; with
    /// `debugging`, it stops where that says and sends each stop for a reply.
    mutating func start(
        _ environment: EditorEnvironment, debugging: DebugStart? = nil, running other: ShortcutDocument? = nil
    ) -> [Effect<Message>] {
        number += 1
        let number = self.number
        // A button's intent or a refresh is a run of its own, not the shortcut's: not kept,
        // not a replay.
        let document = other ?? self.document
        let replay = other == nil ? self.replay : nil
        let keeps = other == nil
        running = document
        let catalog = environment.catalog
        let dependencies = environment.dependencies
        let (allowed, trust, hint) = (environment.allowed, environment.trust, environment.configHint)
        let secrets = environment.secrets
        let runs = environment.runs
        let retention = environment.runRetention
        // The record's id is known from the start: the finished pane replays from its steps.
        if keeps { runID = runs == nil ? nil : UUID() }
        let runID = runID
        return [
            .task(id: Self.runTask) { context in
                if keeps { context.send(.readsSecrets(!catalog.effects(of: document).secrets.isEmpty)) }
                let prompter = PanePrompter(context: context, run: number)
                // The pane asks for a script's or the network's permission as it asks an
                // intent's questions; accepting an untrusted shortcut there trusts it.
                let policy = SafetyPolicy(
                    allowed: allowed, trust: trust.map { .store($0) } ?? .nothing, confirmer: prompter, configHint: hint
                )
                // Copy to Clipboard with no clipboard program writes OSC 52 to the terminal: through
                // the loop and the backend, after the frame, never behind ncurses's back.
                let system = SystemEnvironment(variables: ProcessInfo.processInfo.environment) { sequence in
                    context.send(.clipboard(sequence))
                }
                var recording = ShortcutRunner(catalog: catalog, policy: policy, secrets: secrets)
                // A store that cannot be written leaves the run unrecorded; the run goes on.
                recording.history = (keeps ? runs : nil).map {
                    var history = RunHistory(
                        store: $0, source: RunSource(.editor), replayOf: replay?.of, retention: retention
                    ) { error in
                        context.send(.notKept(error.description))
                    }
                    history.runID = runID
                    return history
                }
                recording.resume = replay?.resume
                recording.debugger = debugging.map { DebugReply.debugger($0, context: context, run: number) }
                let runner = recording
                do {
                    let result = try await SystemEnvironment.$current.withValue(system) {
                        try await AppDependencyManager.withScope(dependencies) {
                            try await runner.run(document, input: replay?.input, prompter: prompter) {
                                context.send(.event(number, $0))
                            }
                        }
                    }
                    let outcome = FinishedRun(
                        output: result.output.map { ValueText.text(of: $0) }, duration: result.duration)
                    context.send(.finished(number, .success(outcome)))
                } catch let error as RunError {
                    context.send(.finished(number, .failure(error)))
                } catch {
                    context.send(.finished(number, .failure(RunError(.actionFailed, "\(error)"))))
                }
            }
        ]
    }

    mutating func update(_ input: LayerEvent<Message>, host: inout ShortcutsApp) -> LayerStep<Message> {
        switch input {
        case .message(let message): return receive(message, host: &host)
        case .command(let command, let event): return key(command, event, host: &host)
        case .event(let event): return key(.widget, event, host: &host)
        }
    }

    /// What the run (or a question's search) sent. A message of another run (one given up on
    /// while its last action still ran) is dropped.
    private mutating func receive(_ message: Message, host: inout ShortcutsApp) -> LayerStep<Message> {
        switch message {
        case .event(let run, let event):
            guard run == number else { break }
            switch (afterRun, event) {
            case (nil, _): ShortcutsApp.show(event, in: &self)
            // A snippet drawn again shows only itself.
            case (.refresh?, .snippet): ShortcutsApp.show(event, in: &self)
            case (.refresh?, _): break
            // A button's intent shows what it says and shows, not a step of the shortcut's own
            // (which replays and step selection count).
            case (.button?, .actionStarted), (.button?, .actionFinished), (.button?, .progress),
                (.button?, .actionFailed):
                break
            case (.button?, _): ShortcutsApp.show(event, in: &self)
            }
        case .prompt(let run, let request, let reply):
            guard run == number, phase == .running else {
                reply.answer(.cancelled)
                return .stay()
            }
            prompt = PromptModal(request: request, reply: reply)
        case .finished(let run, let outcome):
            guard run == number else { return .stay() }
            if let after = afterRun { return .stay(afterRunFinished(after, outcome, host: &host)) }
            finish(outcome, host: &host)
        case .clipboard(let sequence):
            return .stay([.clipboard(osc52: sequence)])
        case .readsSecrets(let reads):
            readsSecrets = reads
        case .notKept(let reason):
            runID = nil
            append(.log("⚠ This run is not kept in the history: \(reason)"))
        case .replayRead(let outcome, let action):
            return replayRead(outcome, action, host: &host)
        case .debugStop(_, _, let reply):
            // Only a debug run stops, and its debugger takes the stop before the pane.
            reply.answer(.proceed)
        case .questionResults(let generation, let outcome):
            showQuestionResults(generation, outcome)
        }
        return .stay()
    }

    private mutating func finish(_ outcome: Result<FinishedRun, RunError>, host: inout ShortcutsApp) {
        prompt = nil
        // A snippet's first button is highlighted, to press with Enter, however the run ended.
        defer { clampButtonFocus() }
        // Accepted in the run's confirmation: the header no longer calls it an agent's.
        if host.editor?.agentAuthor != nil, let shortcut = host.editor?.session.shortcut,
            host.environment.trust?.isTrusted(shortcut) == true
        {
            host.editor?.agentAuthor = nil
        }
        switch outcome {
        case .success(let result):
            phase = .finished
            output = result.output
            duration = result.duration

            // A kept run's first step is selected, to replay from.
            if selectsSteps { moveStepCursor(by: 0) }
        case .failure(let error) where error.kind == .cancelled || phase == .cancelling:
            phase = .cancelled
            duration = host.now - started
            append(.error("Cancelled" + (error.action.map { " at \($0.description)" } ?? "")))
        case .failure(let error):
            phase = .failed
            duration = host.now - started
            failedAction = error.action?.id ?? failedAction
            append(.error(error.description))
            host.notify("The run stopped: \(error.description)", kind: .error)
            // The step it failed at is selected, to replay from.
            if selectsSteps { moveStepCursor(by: 0) }
        }
    }

    /// Presses the highlighted snippet button: its intent runs in this pane as a run of one
    /// action (under the same safety policy and questions as the shortcut), then the snippet's
    /// intent draws it again. Refused for a button that would run another app's action than the
    /// one that showed the snippet, and in a run that read secrets.
    mutating func pressButton(host: inout ShortcutsApp) -> [Effect<Message>] {
        let buttons = self.buttons
        guard let focus = buttonFocus, buttons.indices.contains(focus) else { return [] }
        let button = buttons[focus]
        if readsSecrets {
            host.notify(
                "The run read secrets: a button would pass on their values unmasked, so it is not pressed here",
                kind: .warning)
            return []
        }
        let ownApp = { (action: SnippetAction) in
            button.app.map { action.intent.hasPrefix($0 + ".") } ?? false
        }
        guard ownApp(button.action), button.source.map(ownApp) ?? true else {
            host.notify(
                "“\(DisplayText.sanitized(button.title))” would run an action of another app than the one that showed it (\(DisplayText.sanitized(button.action.intent))): it is not run",
                kind: .warning)
            return []
        }
        append(.log("pressed [ \(button.title) ]"))
        afterRun = .button(snippet: button.snippet, source: button.source, restoring: phase)
        phase = .running
        return start(host.environment, running: Self.document(of: button.action, named: button.title))
    }

    /// A one-action shortcut of `action`'s intent with its values. Its ids come from what it
    /// runs, so pressing the same button again is the same shortcut to the trust store (a
    /// person who accepted it once is not asked again).
    static func document(of action: SnippetAction, named name: String) -> ShortcutDocument {
        let kind = Action.Kind.intent(identifier: action.intent, parameters: action.parameters.mapValues(Value.init))
        let zero = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        var document = ShortcutDocument(name: name, actions: [Action(id: zero, kind)])
        document.id = zero
        let text = DocumentEncoder.encode(document)
        document.id = SHA256.uuid(of: "snippet button\n" + text)
        document.actions = [Action(id: SHA256.uuid(of: "snippet button action\n" + text), kind)]
        return document
    }

    /// A button's run or a refresh ended: a button that ran refreshes its snippet; what failed
    /// or was stopped is said in the log, and the pane is back as the shortcut left it.
    private mutating func afterRunFinished(
        _ after: AfterRun, _ outcome: Result<FinishedRun, RunError>, host: inout ShortcutsApp
    ) -> [Effect<Message>] {
        prompt = nil
        afterRun = nil
        let stopped = phase == .cancelling
        phase = after.restoring
        defer { clampButtonFocus() }
        switch (after, outcome) {
        case (.button(let snippet, let source?, let restoring), .success) where !stopped:
            afterRun = .refresh(snippet: snippet, restoring: restoring)
            phase = .running
            return start(host.environment, running: Self.document(of: source, named: "Refresh"))
        case (_, .success) where stopped:
            append(.log("The button's action was stopped"))
        case (_, .success): break
        case (_, .failure(let error)) where stopped || error.kind == .cancelled:
            append(.log("The button's action was stopped"))
        case (_, .failure(let error)):
            append(.error(error.description))
            host.notify("The button's action stopped: \(error.description)", kind: .error)
        }
        return []
    }

    /// Keeps the highlighted button on one that is there (a refresh may change them).
    mutating func clampButtonFocus() {
        let count = buttons.count
        buttonFocus = count == 0 ? nil : min(buttonFocus ?? 0, count - 1)
    }

    /// A key for the pane, its question or its output's file name.
    private mutating func key(_ command: ContextCommand, _ event: InputEvent, host: inout ShortcutsApp)
        -> LayerStep<Message>
    {
        if var modal = prompt {
            let typed = modal.field.text
            if let answer = answer(command, event, to: &modal, in: Rect(host.screenSize)) {
                prompt = nil
                modal.reply.answer(answer)
                if case .cancelled = answer { return .stay(cancel(host: host)) }
                return .stay()
            }
            prompt = modal
            return .stay(modal.field.text != typed && modal.search != nil ? searchInPrompt(host: host) : [])
        }
        if var field = saveField {
            switch command {
            case .entry(.cancel): saveField = nil
            case .entry(.accept): saveOutput(field.text, host: &host)
            default:
                if field.handle(event) { saveError = nil }
                saveField = field
            }
            return .stay()
        }
        guard case .run(let command) = command else { return .stay() }
        switch command {
        case .cancel: return .stay(cancel(host: host))
        case .back:
            let effects = host.returnFromRun(self)
            host.request(effects)
            // The run history under the pane, if it was opened from there, lists this run too.
            if runID != nil { host.handDown(.runsChanged) }
            return .close()
        case .quit:
            let effects = host.editor == nil ? host.quit() : host.runEditor(.quit)
            host.request(effects)
            return .close()
        case .again:
            // The new run gets a pane of its own, over this one, which closes.
            let effects = host.startRun(document, fromEditor: fromEditor)
            host.request(effects)
            return .close()
        case .saveOutput:
            saveField = TextFieldState(ShortcutsApp.outputFileName(for: name), selected: true)
        case .previousButton, .nextButton:
            let count = buttons.count
            guard count > 0 else { break }
            let step = command == .nextButton ? 1 : count - 1
            buttonFocus = ((buttonFocus ?? 0) + step) % count
        case .pressButton:
            return .stay(pressButton(host: &host))
        case .scrollUp where selectsSteps: selectStep(by: -1, host: host)
        case .scrollDown where selectsSteps: selectStep(by: 1, host: host)
        case .scrollUp: scroll(by: 1, host: host)
        case .scrollDown: scroll(by: -1, host: host)
        case .replayFromStep: return .stay(readForReplay(host: host))
        case .pageUp: scroll(by: RunView.logArea(in: host.screenSize).height - 1, host: host)
        case .pageDown: scroll(by: -(RunView.logArea(in: host.screenSize).height - 1), host: host)
        case .toggleNestedRuns: showsNestedRuns.toggle()
        }
        return .stay()
    }

    /// Moves the step cursor, scrolling the log so its line shows.
    private mutating func selectStep(by offset: Int, host: ShortcutsApp) {
        moveStepCursor(by: offset)
        let area = RunView.logArea(in: host.screenSize)
        let (lines, cursorLine) = RunView(pane: self, status: host.status).layout(width: area.width, now: host.now)
        guard let cursorLine else { return }
        // The log's bottom is `scrollBack` lines above its last line; the cursor's line stays
        // within the area's height above that.
        let bottom = lines.count - scrollBack
        if cursorLine >= bottom {
            scrollBack = max(0, lines.count - cursorLine - 1)
        } else if cursorLine < bottom - area.height {
            scrollBack = min(max(0, lines.count - cursorLine - area.height), max(0, lines.count - area.height))
        }
    }

    /// Reads the kept run, to replay it from the selected step.
    private func readForReplay(host: ShortcutsApp) -> [Effect<Message>] {
        guard let runID, let store = host.environment.runs, let step = selectedStep else { return [] }
        return [
            .task(id: Self.replayReadTask) { context in
                do throws(RunStoreError) {
                    context.send(.replayRead(.success(try await store.run(runID.uuidString)), step.id))
                } catch {
                    context.send(.replayRead(.failure(error), step.id))
                }
            }
        ]
    }

    /// Replays the kept run from the step of `action`, on the shortcut as it stands in the
    /// editor, in a pane of its own that takes this one's place.
    private mutating func replayRead(
        _ outcome: Result<RunDetail?, RunStoreError>, _ action: UUID, host: inout ShortcutsApp
    ) -> LayerStep<Message> {
        let past: RunDetail
        switch outcome {
        case .failure(let error): return stay(saying: error.description, kind: .error, host: &host)
        case .success(nil): return stay(saying: "This run is no longer in the history", kind: .warning, host: &host)
        case .success(let found?): past = found
        }
        let current = host.editor?.session.shortcut
        let document = current?.id == document.id ? current ?? document : document
        let layout = ActionLayout(document)
        guard let position = layout.position(of: action) else {
            return stay(
                saying: "That step is no longer in \(document.name): replay from another", kind: .warning, host: &host)
        }
        do throws(RunReplay.Problem) {
            let effects = try Self.replay(
                past, from: RunResume.topLevel(of: position, in: layout), of: document, host: &host)
            host.request(effects)
        } catch {
            return stay(saying: "Cannot replay: \(error.description)", kind: .error, host: &host)
        }
        return .close()
    }

    /// Opens a pane that replays `past` on `document` from action `start`, with the input it
    /// had; says first what the replay does again.
    static func replay(_ past: RunDetail, from start: Int, of document: ShortcutDocument, host: inout ShortcutsApp)
        throws(RunReplay.Problem) -> [Effect<ShortcutsApp.Message>]
    {
        var pane = try replaying(past, from: start, of: document, host: host)
        let run = pane.start(host.environment)
        return host.open(pane, starting: run)
    }

    /// A pane, not yet started, that replays `past` on `document` from action `start` with the
    /// input it had and `variables` given new values there; its log says first what the replay
    /// does again.
    static func replaying(
        _ past: RunDetail, from start: Int, of document: ShortcutDocument, variables: [String: Value] = [:],
        host: ShortcutsApp
    ) throws(RunReplay.Problem) -> RunPane {
        let resume = try RunReplay.resume(past, from: start, in: document, variables: variables)
        let input = try RunReplay.input(of: past)
        var pane = RunPane(name: document.name, document: document, number: 0, fromEditor: true, started: host.now)
        pane.replay = Replay(of: past.summary.id, resume: resume, input: input)
        let repeated = RunReplay.repeatedEffects(
            host.environment.catalog.effects(of: document), of: document, from: start)
        let place =
            start > 1 ? "from action \(start), the actions before it giving the outputs it kept" : "from the start"
        let edited =
            variables.isEmpty
            ? "" : ", with " + variables.keys.sorted().joined(separator: ", ") + " given new values"
        pane.append(
            .log(
                "Replaying run \(RunText.shortID(past.summary.id)) \(place), with its input\(edited)"
                    + (repeated.isEmpty ? "" : "; it does again: " + repeated.joined(separator: "; "))))
        return pane
    }

    /// Scrolls the log up (positive) or down, no further than its first line at the top.
    private mutating func scroll(by lines: Int, host: ShortcutsApp) {
        let area = RunView.logArea(in: host.screenSize)
        let total = RunView(pane: self, status: host.status).logLines(width: area.width, now: host.now).count
        scrollBack = min(max(0, scrollBack + lines), max(0, total - area.height))
    }

    /// Searches the entity a question asks for with the typed text, replacing any older search.
    private mutating func searchInPrompt(host: ShortcutsApp) -> [Effect<Message>] {
        guard var modal = prompt, var search = modal.search,
            let type = host.environment.catalog.entity(search.typeID), type.isQueryable
        else { return [] }
        search.generation += 1
        search.phase = .searching(since: host.now)
        modal.search = search
        prompt = modal
        let generation = search.generation
        let text = modal.field.text
        let dependencies = host.environment.dependencies
        return [
            .task(id: Self.promptSearchTask) { context in
                do {
                    let found = try await AppDependencyManager.withScope(dependencies) {
                        try await PickerSearch.found(type, matching: text)
                    }
                    try Task.checkCancellation()
                    context.send(.questionResults(generation, .success(found.map { ValuePrompting.option(for: $0) })))
                } catch is CancellationError {
                    // A newer search replaced this one.
                } catch {
                    context.send(
                        .questionResults(
                            generation, .failure(PickerFailure(message: IntentRunError.message(for: error)))))
                }
            }
        ]
    }

    /// A question's search results, if they answer its latest search.
    private mutating func showQuestionResults(_ generation: Int, _ outcome: Result<[PromptOption], PickerFailure>) {
        guard var modal = prompt, var search = modal.search, search.generation == generation else { return }
        switch outcome {
        case .success(let options):
            search.results = options
            search.phase = .idle
            modal.list = ListState(selected: options.isEmpty ? nil : 0)
        case .failure(let failure):
            search.results = []
            search.phase = .failed(failure.message)
            modal.list = ListState(selected: nil)
        }
        modal.search = search
        prompt = modal
    }

    /// Stops the run: a question waiting is answered "cancelled", and the task is cancelled.
    /// Asked again while the run is still stopping (an action that does not check for
    /// cancellation), the pane stops waiting for it: the run ends in the background, unheard.
    private mutating func cancel(host: ShortcutsApp) -> [Effect<Message>] {
        guard isRunning else { return [] }
        if phase == .cancelling, let after = afterRun {
            // Stop waiting for a button's action: the pane is back as the shortcut left it.
            number += 1
            afterRun = nil
            phase = after.restoring
            append(.log("Stopped waiting for the button's action: it ends in the background"))
            return []
        }
        if phase == .cancelling {
            number += 1
            phase = .cancelled
            duration = host.now - started
            append(.error("Stopped waiting: the action still running ends in the background"))
            return []
        }
        prompt?.reply.answer(.cancelled)
        prompt = nil
        phase = .cancelling
        return [.cancel(Self.runTask)]
    }

    /// The answer a key gives to the question, if it answers it.
    private func answer(
        _ command: ContextCommand, _ event: InputEvent, to modal: inout PromptModal, in bounds: Rect
    ) -> PromptAnswer? {
        // Esc and Ctrl-C stop the run from any question.
        if command == .entry(.cancel) { return .cancelled }
        if var confirm = modal.confirm {
            guard let yes = confirm.handle(event, in: bounds) else {
                modal.confirm = confirm
                return nil
            }
            return .confirmed(yes)
        }
        let options = modal.options
        if !modal.choices.isEmpty {
            switch command {
            case .entry(.accept): return modal.list.selected.map { modal.choices[$0].answer }
            default:
                _ = modal.list.handle(
                    event, items: modal.choices.map { ListItem($0.title) },
                    area: Layout.prompt(modal, in: bounds).list ?? bounds)
                return nil
            }
        }
        switch command {
        case .entry(.accept):
            let typed = modal.field.text.trimmingCharacters(in: .whitespaces)
            // A searched entity is answered with the entity itself.
            if modal.search != nil, let selected = modal.list.selected, options.indices.contains(selected) {
                return .value(options[selected].value)
            }
            if !typed.isEmpty {
                // A typed value that does not read as the parameter's type is asked again here,
                // rather than ending the run.
                if let problem = modal.problem(with: typed) {
                    modal.error = problem
                    return nil
                }
                return .text(typed)
            }
            if modal.request.allowsMultiple, !modal.marked.isEmpty { return .options(modal.marked.sorted()) }
            if let selected = modal.list.selected, options.indices.contains(selected) {
                return modal.request.allowsMultiple ? .options([selected]) : .option(selected)
            }
            // Optional text may be left empty (Use Model's follow-up: empty finishes).
            if options.isEmpty, let parameter = modal.request.parameter, parameter.isOptional, parameter.type == .string
            {
                return .text("")
            }
            modal.error =
                options.isEmpty ? "Type an answer, or Esc to stop the run" : "Pick one, or Esc to stop the run"
            return nil
        case .entry(.mark):
            if let selected = modal.list.selected {
                if modal.marked.remove(selected) == nil { modal.marked.insert(selected) }
            }
            return nil
        case .listKey:
            _ = modal.list.handle(
                event, items: options.map { ListItem($0.title) }, area: Layout.prompt(modal, in: bounds).list ?? bounds)
            return nil
        default:
            if modal.takesText, modal.field.handle(event) { modal.error = nil }
            return nil
        }
    }

    /// Writes the output to a file named by the person: never over an existing file, and
    /// through a temporary file so a failed write leaves nothing half-written. Quitting waits for it.
    private mutating func saveOutput(_ name: String, host: inout ShortcutsApp) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            saveError = "Type a file name"
            return
        }
        guard let output else {
            saveField = nil
            host.notify("The run has no output to save", kind: .warning)
            return
        }
        let url = URL(fileURLWithPath: NSString(string: trimmed).expandingTildeInPath)
        guard !FileManager.default.fileExists(atPath: url.path) else {
            saveError = "That file exists: choose another name"
            return
        }
        saveField = nil
        host.pendingStorage += 1
        host.request([
            .run {
                do {
                    try AtomicFile.write(output.hasSuffix("\n") ? output : output + "\n", to: url)
                    return .outputSaved(path: url.path, failure: nil)
                } catch {
                    return .outputSaved(path: url.path, failure: "\(error)")
                }
            }
        ])
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        RunView(pane: self, status: host.status).render(into: &buffer, now: host.now)
    }
}

/// How a debug run stops: at these breakpoints (action ids), and before its first action too
/// when `stopsFirst`.
struct DebugStart: Sendable {
    var breakpoints: Set<UUID>
    var stopsFirst: Bool
    /// An action it does not stop at if it is the first it performs: the stop a run that goes
    /// on from there was at.
    var passesFirst: UUID? = nil
}

/// What a finished run gives the pane: its output as text and how long it took.
package struct FinishedRun: Sendable {
    var output: String?
    var duration: Duration
}
