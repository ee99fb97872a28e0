import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

extension ShortcutsApp {
    /// The task id of the run: one run at a time.
    static let runTask: TaskID = "run"

    /// Runs a shortcut in the run pane. The run is a task sending its events as messages; its
    /// questions come as `.runPrompt` and wait for the pane's answer.
    mutating func startRun(_ document: ShortcutDocument, fromEditor: Bool) -> [Effect<Message>] {
        let number = ticket()
        runPane = RunPane(name: document.name, document: document, number: number, fromEditor: fromEditor, started: now)
        let catalog = environment.catalog
        let dependencies = environment.dependencies
        let (allowed, trust, hint) = (environment.allowed, environment.trust, environment.configHint)
        let secrets = environment.secrets
        return [
            .task(id: Self.runTask) { context in
                let prompter = PanePrompter(context: context, run: number)
                // The pane asks for a script's or the network's permission as it asks an
                // intent's questions; accepting an untrusted shortcut there trusts it.
                let policy = SafetyPolicy(
                    allowed: allowed, trust: trust.map { .store($0) } ?? .nothing, confirmer: prompter, configHint: hint
                )
                // Copy to Clipboard with no clipboard program writes OSC 52 to the terminal: through
                // the loop and the backend, after the frame, never behind ncurses's back.
                let system = SystemEnvironment(variables: ProcessInfo.processInfo.environment) { sequence in
                    context.send(.runClipboard(sequence))
                }
                do {
                    let result = try await SystemEnvironment.$current.withValue(system) {
                        try await AppDependencyManager.withScope(dependencies) {
                            try await ShortcutRunner(catalog: catalog, policy: policy, secrets: secrets).run(
                                document, prompter: prompter
                            ) {
                                context.send(.runEvent(number, $0))
                            }
                        }
                    }
                    let outcome = RunOutcome(
                        output: result.output.map { ValueText.text(of: $0) }, duration: result.duration)
                    context.send(.runFinished(number, .success(outcome)))
                } catch let error as RunError {
                    context.send(.runFinished(number, .failure(error)))
                } catch {
                    context.send(.runFinished(number, .failure(RunError(.actionFailed, "\(error)"))))
                }
            }
        ]
    }

    mutating func showRunEvent(_ event: RunEvent, of number: Int) -> [Effect<Message>] {
        guard var pane = runPane, pane.number == number else { return [] }
        defer { runPane = pane }
        Self.show(event, in: &pane)
        return []
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
        case .snippet(_, let snippet): pane.append(nesting(.snippet(snippet.plainText)))
        case .opens(_, let summary): pane.append(nesting(.opens(summary)))
        case .notification(_, let title, let body): pane.append(nesting(.dialog("🔔 \(title): \(body)")))
        case .actionFailed(let ref, _) where indent == 0: pane.failedAction = ref.id
        case .actionFailed: break
        case .nested(let caller, let inner):
            let id = caller.id
            show(inner, in: &pane, nesting: { nesting(.nested(id, $0)) }, indent: indent + caller.depth + 1)
        }
    }

    mutating func askInRun(_ request: PromptRequest, _ reply: PromptReply, of number: Int) -> [Effect<Message>] {
        guard var pane = runPane, pane.number == number, pane.phase == .running else {
            reply.answer(.cancelled)
            return []
        }
        pane.prompt = PromptModal(request: request, reply: reply)
        runPane = pane
        return []
    }

    mutating func finishRun(_ outcome: Result<RunOutcome, RunError>, of number: Int) -> [Effect<Message>] {
        guard var pane = runPane, pane.number == number else { return [] }
        defer { runPane = pane }
        pane.prompt = nil
        switch outcome {
        case .success(let result):
            pane.phase = .finished
            pane.output = result.output
            pane.duration = result.duration
            return []
        case .failure(let error) where error.kind == .cancelled || pane.phase == .cancelling:
            pane.phase = .cancelled
            pane.duration = now - pane.started
            pane.append(.error("Cancelled" + (error.action.map { " at \($0.description)" } ?? "")))
            return []
        case .failure(let error):
            pane.phase = .failed
            pane.duration = now - pane.started
            pane.failedAction = error.action?.id ?? pane.failedAction
            pane.append(.error(error.description))
            return post("The run stopped: \(error.description)", kind: .error)
        }
    }

    // MARK: Keys

    /// A key for the run pane (`.run`), its question (`.question`) or its output's file name (`.saveOutput`).
    mutating func handleRunInput(_ context: Context, _ contextCommand: ContextCommand, _ event: InputEvent) -> [Effect<
        Message
    >] {
        guard var pane = runPane else { return [] }
        defer { if runPane != nil { runPane = pane } }
        if context == .question, var modal = pane.prompt {
            let typed = modal.field.text
            if let answer = answer(contextCommand, event, to: &modal) {
                pane.prompt = nil
                modal.reply.answer(answer)
                if case .cancelled = answer { return cancelRun(&pane) }
                return []
            }
            pane.prompt = modal
            return modal.field.text != typed && modal.search != nil ? searchInPrompt(&pane) : []
        }
        if context == .saveOutput, var field = pane.saveField {
            switch contextCommand {
            case .entry(.cancel): pane.saveField = nil
            case .entry(.accept): return saveOutput(field.text, in: &pane)
            default:
                if field.handle(event) { pane.saveError = nil }
                pane.saveField = field
            }
            return []
        }
        guard context == .run, case .run(let command) = contextCommand else { return [] }
        switch command {
        case .cancel: return cancelRun(&pane)
        case .back:
            runPane = nil
            return returnFromRun(pane)
        case .quit:
            runPane = nil
            return editor == nil ? quit() : runEditor(.quit)
        case .again:
            // The new run gets a pane of its own: this function writes `pane` back when it
            // returns, so it must be the new one, or the new run would run unseen.
            let effects = startRun(pane.document, fromEditor: pane.fromEditor)
            if let fresh = runPane { pane = fresh }
            return effects
        case .saveOutput:
            pane.saveField = TextFieldState(Self.outputFileName(for: pane.name), selected: true)
        case .scrollUp: scroll(&pane, by: 1)
        case .scrollDown: scroll(&pane, by: -1)
        case .pageUp: scroll(&pane, by: RunView.logArea(in: screenSize).height - 1)
        case .pageDown: scroll(&pane, by: -(RunView.logArea(in: screenSize).height - 1))
        case .toggleNestedRuns: pane.showsNestedRuns.toggle()
        }
        return []
    }

    /// Scrolls the log up (positive) or down, no further than its first line at the top.
    private func scroll(_ pane: inout RunPane, by lines: Int) {
        let area = RunView.logArea(in: screenSize)
        let total = RunView(pane: pane, status: status).logLines(width: area.width, now: now).count
        pane.scrollBack = min(max(0, pane.scrollBack + lines), max(0, total - area.height))
    }

    static let promptSearchTask: TaskID = "run.question.search"

    /// Searches the entity a question asks for with the typed text, replacing any older search.
    private mutating func searchInPrompt(_ pane: inout RunPane) -> [Effect<Message>] {
        guard var modal = pane.prompt, var search = modal.search,
            let type = environment.catalog.entity(search.typeID), type.isQueryable
        else { return [] }
        search.generation = ticket()
        search.phase = .searching(since: now)
        modal.search = search
        pane.prompt = modal
        let generation = search.generation
        let text = modal.field.text
        let dependencies = environment.dependencies
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
    mutating func showQuestionResults(_ generation: Int, _ outcome: Result<[PromptOption], PickerFailure>) -> [Effect<
        Message
    >] {
        guard var pane = runPane, var modal = pane.prompt, var search = modal.search, search.generation == generation
        else { return [] }
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
        pane.prompt = modal
        runPane = pane
        return []
    }

    /// Stops the run: a question waiting is answered "cancelled", and the task is cancelled.
    /// Asked again while the run is still stopping (an action that does not check for
    /// cancellation), the pane stops waiting for it: the run ends in the background, unheard.
    private mutating func cancelRun(_ pane: inout RunPane) -> [Effect<Message>] {
        guard pane.isRunning else { return [] }
        if pane.phase == .cancelling {
            pane.number = ticket()
            pane.phase = .cancelled
            pane.duration = now - pane.started
            pane.append(.error("Stopped waiting: the action still running ends in the background"))
            return []
        }
        pane.prompt?.reply.answer(.cancelled)
        pane.prompt = nil
        pane.phase = .cancelling
        return [.cancel(Self.runTask)]
    }

    /// Back to where the run started; in the editor, the card the run failed in is selected.
    private mutating func returnFromRun(_ pane: RunPane) -> [Effect<Message>] {
        guard pane.fromEditor, var screen = editor, let failed = pane.failedAction, pane.phase == .failed,
            pane.document.id == screen.session.shortcut.id,
            let row = screen.session.document.rows.firstIndex(where: { $0.actionID == failed && $0.isCard })
        else { return [] }
        screen.session.select(row)
        screen.tokenIndex = 0
        editor = screen
        return post("This card stopped the run", kind: .error)
    }

    /// The answer a key gives to the question, if it answers it.
    private func answer(_ command: ContextCommand, _ event: InputEvent, to modal: inout PromptModal) -> PromptAnswer? {
        let bounds = Rect(screenSize)
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
    /// through a temporary file so a failed write leaves nothing half-written.
    private mutating func saveOutput(_ name: String, in pane: inout RunPane) -> [Effect<Message>] {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            pane.saveError = "Type a file name"
            return []
        }
        guard let output = pane.output else {
            pane.saveField = nil
            return post("The run has no output to save", kind: .warning)
        }
        let url = URL(fileURLWithPath: NSString(string: trimmed).expandingTildeInPath)
        guard !FileManager.default.fileExists(atPath: url.path) else {
            pane.saveError = "That file exists: choose another name"
            return []
        }
        pane.saveField = nil
        pendingStorage += 1
        return [
            .run {
                do {
                    try AtomicFile.write(output.hasSuffix("\n") ? output : output + "\n", to: url)
                    return .outputSaved(path: url.path, failure: nil)
                } catch {
                    return .outputSaved(path: url.path, failure: "\(error)")
                }
            }
        ]
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

/// What a finished run gives the pane: its output as text and how long it took.
package struct RunOutcome: Sendable {
    var output: String?
    var duration: Duration
}
