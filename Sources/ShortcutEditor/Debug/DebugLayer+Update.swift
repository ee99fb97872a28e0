import Foundation
import ShortcutKit
import TerminalUI

extension DebugLayer: Layer {
    var context: Context {
        if pane.prompt != nil { return .question }
        return editing == nil ? .debug : .debugValue
    }
    var contextsUnder: [Context] { context == .debug ? [] : [.debug] }
    var coversScreen: Bool { true }
    var highlightedRow: Int? { focus == .values ? valueList.selected : nil }

    func takesText(in host: ShortcutsApp) -> Bool { editing != nil || pane.takesText(in: host) }

    /// The keys of a variable's new value.
    static var valueKeys: Keymap<ContextCommand> {
        ContextKeymaps.entry(
            "Debugger: new value",
            [
                Binding([.enter], .entry(.accept), help: "Take the new value", footer: "to take it"),
                Binding([.escape], .entry(.cancel), help: "Keep the value as it was", footer: "to cancel"),
            ])
    }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> {
        if pane.prompt != nil { return pane.keymap(in: host) }
        if editing != nil { return Self.valueKeys }
        return DebugKeymap.keymap(keyState(in: host))
    }

    /// What the keys depend on now.
    func keyState(in host: ShortcutsApp) -> DebugKeymap.State {
        let value = selectedValue(in: host)
        let stopped: String? =
            stop != nil ? nil : pane.isRunning ? "The run is going on: it stops at a breakpoint" : "The run has ended"
        return DebugKeymap.State(
            focus: focus, notStopped: stopped, isGoingOn: stop != nil || pane.isRunning, canGoBack: canGoBack,
            canGoForward: canGoForward,
            canRerun: rerunProblem(in: host),
            notVariable: frame.map { $0.nesting > 0 } == true
                ? "A variable of a shortcut Run Shortcut runs cannot be changed here: debug that shortcut"
                : trail.isEmpty && value?.role == .variable ? nil : "Select a variable first",
            notEditable: other == nil
                ? (host.editor?.focusedToken == nil ? "The card has nothing to edit" : nil)
                : "This card is in another shortcut: edit it there",
            hasParts: value?.hasChildren ?? false)
    }

    /// Why running again from the step shown cannot be done, if it cannot.
    func rerunProblem(in host: ShortcutsApp) -> String? {
        if host.environment.runs == nil { return "Runs are not kept here, so none can go on from a step" }
        if pane.runID == nil { return "This run is not kept, so it cannot go on from a step" }
        if frame?.topLevelAction == nil { return "The step's place in the shortcut was not kept" }
        return nil
    }

    mutating func update(_ input: LayerEvent<Message>, host: inout ShortcutsApp) -> LayerStep<Message> {
        switch input {
        case .message(.pane(let message)): return paneMessage(message, host: &host)
        case .message(.record(let number, let outcome)):
            guard number == pane.number else { return .stay() }
            switch outcome {
            case .success(let detail?):
                record = detail
                stop?.frame.addRan(from: detail)
                // Once the run ended, what is shown is its last step.
                if let cursor { look(at: cursor, host: host) } else if stop == nil { lookAtLatest(host: host) }
            case .success(nil): break
            case .failure(let error):
                host.notify("The run's kept steps could not be read: \(error.description)", kind: .warning)
            }
            return .stay()
        case .message(.rerunRead(let outcome)):
            return .stay(startRerun(outcome, host: &host))
        case .command(let command, let event):
            if pane.prompt != nil { return forward(.command(command, event), host: &host) }
            if editing != nil { return editValueKey(command, event, host: &host) }
            guard case .debug(let command) = command else { return .stay() }
            return run(command, host: &host)
        case .event(let event):
            if pane.prompt != nil { return forward(.event(event), host: &host) }
            if editing == nil, case .mouse(let mouse) = event { scrub(mouse, host: &host) }
            if var value = editing {
                if value.field.handle(event) { editError = nil }
                editing = value
            }
            return .stay()
        }
    }

    /// A key or a message for the run's pane (its question).
    private mutating func forward(_ input: LayerEvent<RunPane.Message>, host: inout ShortcutsApp)
        -> LayerStep<Message>
    {
        let wasRunning = pane.isRunning
        let step = pane.update(input, host: &host)
        var effects = step.effects.map { $0.map(Message.pane) }
        if wasRunning, !pane.isRunning { effects += runEnded(host: host) }
        return .stay(effects)
    }

    private mutating func paneMessage(_ message: RunPane.Message, host: inout ShortcutsApp) -> LayerStep<Message> {
        guard case .debugStop(let number, let stopped, let reply) = message else {
            return forward(.message(message), host: &host)
        }
        guard number == pane.number, pane.phase == .running else {
            reply.answer(.stop)
            return .stay()
        }
        reply.debugger.setBreakpoints(allBreakpoints(in: host))
        debugger = reply.debugger
        stop = (DebugFrame(stop: stopped), reply)
        cursor = nil
        looked = nil
        showFrameShortcut(host: host)
        selectFrameCard(host: &host)
        resetValues()
        return .stay(readRecord(host: host))
    }

    /// The run ended: its record is read for looking back, or to run again from a step.
    private mutating func runEnded(host: ShortcutsApp) -> [Effect<Message>] {
        stop = nil
        if rerun != nil { return readForRerun(host: host) }
        return readRecord(host: host)
    }

    /// Reads the run's record as far as it is kept.
    private func readRecord(host: ShortcutsApp) -> [Effect<Message>] {
        guard let id = pane.runID, let store = host.environment.runs else { return [] }
        let number = pane.number
        return [
            .task(id: Self.recordTask) { context in
                do throws(RunStoreError) {
                    context.send(.record(number, .success(try await store.run(id.uuidString))))
                } catch {
                    context.send(.record(number, .failure(error)))
                }
            }
        ]
    }

    private func readForRerun(host: ShortcutsApp) -> [Effect<Message>] {
        guard let id = pane.runID, let store = host.environment.runs else { return [] }
        return [
            .task(id: Self.recordTask) { context in
                do throws(RunStoreError) {
                    context.send(.rerunRead(.success(try await store.run(id.uuidString))))
                } catch {
                    context.send(.rerunRead(.failure(error)))
                }
            }
        ]
    }

    // MARK: Keys

    private mutating func run(_ command: DebugCommand, host: inout ShortcutsApp) -> LayerStep<Message> {
        switch command {
        case .stepInto: return go(.stepInto, host: &host)
        case .stepOver: return go(.stepOver, host: &host)
        case .stepOut: return go(.stepOut, host: &host)
        case .proceed: return go(.proceed, host: &host)
        case .runToCard:
            guard let session = shownSession(in: host), let card = session.selectedCard, card.row.isCard else {
                return stay(saying: "Select the card to run to", kind: .warning, host: &host)
            }
            return go(.runTo(card.row.actionID), host: &host)
        case .stop:
            return .stay(stopRun(host: &host))
        case .stepBack:
            guard let record, !record.steps.isEmpty else { return .stay() }
            look(at: max(1, (cursor ?? (record.steps.count + 1)) - 1), host: host)
            selectFrameCard(host: &host)
        case .stepForward:
            guard let cursor else { return .stay() }
            if cursor >= (record?.steps.count ?? 0) {
                lookAtLatest(host: host)
            } else {
                look(at: cursor + 1, host: host)
            }
            selectFrameCard(host: &host)
        case .pageBack, .pageForward:
            guard let count = record?.steps.count, count > 0 else { return .stay() }
            let now = cursor ?? (count + 1)
            let target = command == .pageBack ? max(1, now - 10) : now + 10
            if target > count { lookAtLatest(host: host) } else { look(at: target, host: host) }
            selectFrameCard(host: &host)
        case .firstStep:
            look(at: 1, host: host)
            selectFrameCard(host: &host)
        case .latest:
            lookAtLatest(host: host)
            selectFrameCard(host: &host)
        case .toggleBreakpoint: toggleBreakpoint(host: &host)
        case .switchPane: focus = focus == .cards ? .values : .cards
        case .up, .down:
            let offset = command == .up ? -1 : 1
            if focus == .values {
                let count = shownValues(in: host).count
                guard count > 0 else { return .stay() }
                valueList.selected = min(max(0, (valueList.selected ?? 0) + offset), count - 1)
            } else if var session = other {
                let row = (session.selection ?? 0) + offset
                if session.document.rows.indices.contains(row) { session.select(row) }
                other = session
            } else {
                host.request(host.runEditor(command == .up ? .up : .down))
            }
        case .into:
            guard let value = selectedValue(in: host), value.hasChildren else { return .stay() }
            trail.append(value)
            valueList = ListState(selected: 0)
        case .out:
            guard !trail.isEmpty else { return .stay() }
            trail.removeLast()
            valueList = ListState(selected: 0)
        case .nextToken, .previousToken, .editToken:
            guard other == nil else {
                return stay(
                    saying: "This card is in '\(other?.shortcut.name ?? "")', which Run Shortcut runs: edit it there",
                    kind: .warning, host: &host)
            }
            let editorCommand: EditorCommand =
                switch command {
                case .nextToken: .nextToken
                case .previousToken: .previousToken
                default: .edit
                }
            host.request(host.runEditor(editorCommand))
        case .editValue:
            if let reason = keyState(in: host).notVariable {
                return stay(saying: reason, kind: .warning, host: &host)
            }
            guard let value = selectedValue(in: host) else { return .stay() }
            editing = (value.label, value, TextFieldState(value.text, selected: true))
            editError = nil
        case .rerun:
            return .stay(runAgain(stopsFirst: true, host: &host))
        case .help:
            host.open(
                HelpLayer(
                    context: .editorHelp,
                    overlay: HelpOverlay(title: "Debugger keys", sections: keymap(in: host).helpSections)))
        case .close:
            let effects = stopRun(host: &host)
            if pane.runID != nil { host.handDown(.runsChanged) }
            return .close(effects)
        }
        return .stay()
    }

    /// A click or a drag on the line of steps shows the step at that place of it.
    private mutating func scrub(_ mouse: MouseEvent, host: inout ShortcutsApp) {
        switch mouse.kind {
        case .press(.left), .drag(.left): break
        default: return
        }
        let bounds = Rect(host.screenSize)
        guard let bar = DebugView.scrubber(of: self, in: bounds), mouse.position.y == bar.y,
            mouse.position.x >= bar.x, mouse.position.x < bar.maxX, let count = record?.steps.count, count > 0
        else { return }
        let total = count + (stop == nil ? 0 : 1)
        let step = 1 + (mouse.position.x - bar.x) * (total - 1) / max(1, bar.width - 1)
        if step > count { lookAtLatest(host: host) } else { look(at: step, host: host) }
        selectFrameCard(host: &host)
    }

    /// Lets the stopped run go on as `command` says; with edits, runs again from the step with them.
    private mutating func go(_ command: RunDebugger.Command, host: inout ShortcutsApp) -> LayerStep<Message> {
        guard let stop else {
            let reason = keyState(in: host).notStopped ?? "The run is not stopped"
            return stay(saying: reason, kind: .warning, host: &host)
        }
        if hasEdits(in: host) {
            if let problem = rerunProblem(in: host) {
                // The run goes on as it was; the edits are the shortcut's from its next run.
                host.notify("\(problem): the run goes on without the edits", kind: .warning)
            } else {
                return .stay(runAgain(stopsFirst: command != .proceed, host: &host))
            }
        }
        stop.reply.answer(command)
        self.stop = nil
        cursor = nil
        looked = nil
        return .stay()
    }

    /// Whether the shortcut or a variable was changed since the run started.
    func hasEdits(in host: ShortcutsApp) -> Bool {
        !edits.isEmpty || (editorDocument(in: host).map { $0 != ranDocument } ?? false)
    }

    /// Ends the run here: a stop is answered, a run going on is cancelled.
    private mutating func stopRun(host: inout ShortcutsApp) -> [Effect<Message>] {
        if let stop {
            stop.reply.answer(.stop)
            self.stop = nil
            return []
        }
        guard pane.isRunning else { return [] }
        return forward(.command(.run(.cancel), .key(.escape)), host: &host).effects
    }

    private mutating func toggleBreakpoint(host: inout ShortcutsApp) {
        if var session = other {
            guard let card = session.selectedCard, card.row.isCard,
                let action = session.shortcut.flattened.first(where: { $0.action.id == card.row.actionID })?.action,
                !Breakpoints.neverStops(action)
            else {
                host.notify("A run never stops at a Comment: set the breakpoint on an action", kind: .warning)
                return
            }
            let shortcut = session.shortcut.id
            var set = otherBreakpoints[shortcut] ?? []
            if set.remove(action.id) == nil { set.insert(action.id) }
            otherBreakpoints[shortcut] = set
            host.request([Breakpoints.save(set, of: shortcut, in: host.environment.breakpoints)])
            session.select(session.selection)
            other = session
        } else {
            host.request(host.runEditor(.toggleBreakpoint))
        }
        debugger?.setBreakpoints(allBreakpoints(in: host))
    }

    // MARK: Edit and continue

    /// A key while a variable's new value is typed.
    private mutating func editValueKey(_ command: ContextCommand, _ event: InputEvent, host: inout ShortcutsApp)
        -> LayerStep<Message>
    {
        guard var value = editing else { return .stay() }
        switch command {
        case .entry(.cancel):
            editing = nil
        case .entry(.accept):
            switch Self.newValue(value.field.text, like: value.original) {
            case .success(let new):
                edits[value.name] = new
                editing = nil
                let place = frame.map { "action \($0.action.position)" } ?? "this step"
                host.notify(
                    "\(value.name) takes the new value when the run goes on from \(place): c goes on, R stops there first"
                )
            case .failure(let problem):
                editError = problem.description
            }
        default:
            if value.field.handle(event) { editError = nil }
            editing = value
        }
        return .stay()
    }

    /// Why a typed value cannot replace a variable's.
    struct ValueProblem: Error, CustomStringConvertible {
        var description: String
    }

    /// The typed `text` as a value of the kind `original` has: a number for a number, yes or
    /// no for a boolean, text for anything else that reads as text.
    static func newValue(_ text: String, like original: DebugValue) -> Result<Value, ValueProblem> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let kind: String
        switch original.content {
        case .live(let value):
            switch value {
            case is Int, is Double, is Decimal: kind = "number"
            case is Bool: kind = "boolean"
            case nil, is String: kind = "text"
            default:
                kind = value.flatMap { TypeRules.valueType(of: $0) } == .string ? "text" : "other"
            }
        case .kept(let value):
            switch value {
            case .number?: kind = "number"
            case .boolean?: kind = "boolean"
            case .text?, nil: kind = "text"
            default: kind = "other"
            }
        case .summary: kind = "other"
        }
        switch kind {
        case "number":
            guard let number = Double(trimmed), number.isFinite else {
                return .failure(ValueProblem(description: "\(original.label) is a number: type one (12, 0.5, -3)"))
            }
            return .success(.number(number))
        case "boolean":
            switch trimmed.lowercased() {
            case "yes", "true", "on": return .success(.boolean(true))
            case "no", "false", "off": return .success(.boolean(false))
            default: return .failure(ValueProblem(description: "\(original.label) is yes or no: type one"))
            }
        case "text": return .success(.string(text))
        default:
            return .failure(
                ValueProblem(
                    description:
                        "Only text, numbers and yes or no can be typed here; change the action that sets \(original.label) instead"
                ))
        }
    }

    /// Runs again from the action of the run's own shortcut that holds the step shown, with
    /// the edits: the steps before it give the outputs the run kept. A run going on is stopped
    /// first; the new run starts once its record is read.
    private mutating func runAgain(stopsFirst: Bool, host: inout ShortcutsApp) -> [Effect<Message>] {
        if let problem = rerunProblem(in: host) {
            host.notify(problem, kind: .warning)
            return []
        }
        guard let from = frame?.topLevelAction else { return [] }
        // Checked against the record as read at the stop before the run is stopped for it.
        let document = editorDocument(in: host) ?? ranDocument
        let layout = ActionLayout(document)
        if let record, let position = layout.position(of: from) {
            do throws(RunReplay.Problem) {
                _ = try RunReplay.resume(
                    record, from: RunResume.topLevel(of: position, in: layout), in: document, variables: edits)
            } catch {
                host.notify("Cannot run again from here: \(error.description)", kind: .warning)
                return []
            }
        }
        // The input the run's own shortcut had (not a called shortcut's).
        let input = stop.flatMap { $0.frame.nesting == 0 ? $0.frame : nil }?.values.first { $0.role == .input }
            .flatMap { value -> (any Sendable)? in
                if case .live(let input) = value.content { input } else { nil }
            }
        rerun = Rerun(
            from: from, variables: edits, stopsFirst: stopsFirst,
            stoppedAt: isTopLevel(frame, in: host) ? frame?.action.id : nil, input: input)
        if stop != nil || pane.isRunning { return stopRun(host: &host) }
        return readForRerun(host: host)
    }

    /// Whether the frame's action is one of the run's own shortcut, outside every block: a run
    /// that goes on from there starts with it.
    private func isTopLevel(_ frame: DebugFrame?, in host: ShortcutsApp) -> Bool {
        guard let frame, frame.nesting == 0, let document = editorDocument(in: host) else { return false }
        let layout = ActionLayout(document)
        return layout.position(of: frame.action.id).map { layout.entry(at: $0).parent == nil } ?? false
    }

    /// The new run, from the kept run read back.
    private mutating func startRerun(_ outcome: Result<RunDetail?, RunStoreError>, host: inout ShortcutsApp)
        -> [Effect<Message>]
    {
        guard let rerun else { return [] }
        self.rerun = nil
        let past: RunDetail
        switch outcome {
        case .failure(let error):
            host.notify("Cannot run again: \(error.description)", kind: .error)
            return []
        case .success(nil):
            host.notify("The run is no longer in the history", kind: .warning)
            return []
        case .success(let found?): past = found
        }
        // Should it not start, the run that ended is there to look back on.
        record = past
        if stop == nil, cursor == nil { lookAtLatest(host: host) }
        let document = editorDocument(in: host) ?? ranDocument
        let layout = ActionLayout(document)
        guard let position = layout.position(of: rerun.from) else {
            host.notify("The action to go on from is no longer in \(document.name)", kind: .warning)
            return []
        }
        let first = RunResume.topLevel(of: position, in: layout)
        var next: RunPane
        do throws(RunReplay.Problem) {
            next = try RunPane.replaying(past, from: first, of: document, variables: rerun.variables, host: host)
        } catch {
            host.notify("Cannot run again: \(error.description)", kind: .error)
            return []
        }
        if next.replay?.input == nil { next.replay?.input = rerun.input }
        let number = pane.number
        pane = next
        // Its messages are told apart from the old run's by a number of their own.
        pane.number = number
        isLive = true
        stop = nil
        record = nil
        cursor = nil
        looked = nil
        other = nil
        edits = [:]
        ranDocument = document
        resetValues()
        return start(
            breakpoints: editorDocument(in: host) == nil ? [] : host.editor?.breakpoints ?? [],
            stopsFirst: rerun.stopsFirst, passing: rerun.stoppedAt,
            host: host)
    }

    // MARK: Drawing

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        if pane.prompt != nil {
            RunView(pane: pane, status: host.status).render(into: &buffer, now: host.now)
            return
        }
        DebugView(layer: self, app: host).render(into: &buffer)
    }
}
