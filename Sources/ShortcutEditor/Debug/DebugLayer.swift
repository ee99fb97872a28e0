import Foundation
import ShortcutKit
import TerminalUI

/// The step debugger (docs/debugging.md): a debug run of the editor's shortcut, stopped before
/// its breakpoints, or a kept run from the history looked back on. The cards of the shortcut the
/// step is in show where the run is, which cards ran, the branch an If took and each loop's
/// pass; the values pane beside them shows every value the run held there, with a drill-down.
/// Stepping back goes through the steps the run store kept; an edit (a card's token, a
/// variable's value) runs again from the step shown, as a new run naming the one it came from.
///
/// The run itself is a ``RunPane`` the layer holds: its log, its questions (drawn as the run
/// pane draws them) and its outcome.
struct DebugLayer {
    enum Focus: Equatable { case cards, values }

    enum Message: Sendable {
        /// What the run sent its pane (a stop among them).
        case pane(RunPane.Message)
        /// The run's record as far as it was kept, read at a stop and at the end (run number).
        case record(Int, Result<RunDetail?, RunStoreError>)
        /// The record read back to run again from a step with the edits.
        case rerunRead(Result<RunDetail?, RunStoreError>)
    }

    /// A run again from a step, waiting for the run going on to end and its record to be read.
    struct Rerun {
        /// The action of the run's own shortcut it starts from.
        var from: UUID
        var variables: [String: Value]
        /// Whether it stops before its first action (a step) or goes on to a breakpoint.
        var stopsFirst: Bool
        /// The top-level action the run was stopped at, when it is the one it goes on from: the
        /// new run does not stop there again first thing.
        var stoppedAt: UUID?
        /// The input the run had, for a run whose input was asked for (which its record does
        /// not keep as its input).
        var input: (any Sendable)?
    }

    var pane: RunPane
    /// Whether the run is here (a debug run); `false`: a kept run looked back on.
    var isLive: Bool
    /// The stop the run waits at, with the reply it waits for.
    var stop: (frame: DebugFrame, reply: DebugReply)?
    /// The run's debugger, once it stopped: breakpoints changed here reach it.
    var debugger: RunDebugger?
    /// The steps the run store kept of the run, read at each stop and at its end.
    var record: RunDetail?
    /// The kept step looked back on (from 1, as `runs show --step` numbers them), and what it
    /// shows; `nil`: where the run is.
    var cursor: Int?
    var looked: DebugFrame?
    var focus = Focus.cards
    /// The values drilled into, outermost first, and the highlighted row of the list shown.
    var trail: [DebugValue] = []
    var valueList = ListState()
    /// The shortcut shown when the step is in another one than the editor's (Run Shortcut's),
    /// as a session for its cards, with its own selection.
    var other: EditorSession?
    /// The breakpoints of shortcuts other than the run's own, by shortcut id, read as the run
    /// started and changed here.
    var otherBreakpoints: [UUID: Set<UUID>] = [:]
    /// The variable whose new value is typed.
    var editing: (name: String, original: DebugValue, field: TextFieldState)?
    var editError: String?
    /// Variables given new values for the next run from the step shown.
    var edits: [String: Value] = [:]
    /// The shortcut as the run runs it: when the editor's differs, going on runs again.
    var ranDocument: ShortcutDocument
    var rerun: Rerun?

    static let recordTask: TaskID = "debug.record"

    /// What the values pane and the cards show: the kept step looked back on, or the stop.
    var frame: DebugFrame? { cursor == nil ? stop?.frame : looked }

    /// Opens the debugger on a debug run of the editor's shortcut.
    static func open(in host: inout ShortcutsApp) -> [Effect<ShortcutsApp.Message>] {
        guard let screen = host.editor else { return [] }
        let document = screen.session.shortcut
        var layer = DebugLayer(
            pane: RunPane(name: document.name, document: document, number: 0, fromEditor: true, started: host.now),
            isLive: true, ranDocument: document)
        let effects = layer.start(breakpoints: screen.breakpoints, stopsFirst: screen.breakpoints.isEmpty, host: host)
        if screen.breakpoints.isEmpty {
            host.notify("No breakpoints (b sets one): the run stops before its first action")
        }
        return host.open(layer, starting: effects)
    }

    /// Opens the debugger on a kept run, at the step it failed at (its last step otherwise).
    init(recorded detail: RunDetail, document: ShortcutDocument, host: ShortcutsApp) {
        self.init(
            pane: RunPane(recorded: detail, document: document, started: host.now), isLive: false,
            ranDocument: document)
        record = detail
        let failed = detail.steps.lastIndex { $0.error != nil && $0.nesting == 0 }
        if let last = failed ?? (detail.steps.isEmpty ? nil : detail.steps.count - 1) {
            look(at: last + 1, host: host)
        }
    }

    private init(pane: RunPane, isLive: Bool, ranDocument: ShortcutDocument) {
        self.pane = pane
        self.isLive = isLive
        self.ranDocument = ranDocument
    }

    /// Starts the pane's run under a debugger that stops at `breakpoints` (and those of the
    /// shortcuts it runs), and first of all when `stopsFirst`.
    mutating func start(breakpoints: Set<UUID>, stopsFirst: Bool, passing: UUID? = nil, host: ShortcutsApp)
        -> [Effect<Message>]
    {
        // The other shortcuts' breakpoints as kept; the editor's own as it has them.
        otherBreakpoints = Breakpoints.all(in: host.environment.breakpoints)
        otherBreakpoints[ranDocument.id] = nil
        let everywhere = otherBreakpoints.values.reduce(breakpoints) { $0.union($1) }
        return pane.start(
            host.environment,
            debugging: DebugStart(breakpoints: everywhere, stopsFirst: stopsFirst, passesFirst: passing)
        )
        .map { $0.map(Message.pane) }
    }

    // MARK: What it shows

    /// The shortcut whose cards are shown: the one the step is in when it is at hand.
    func shownDocument(in host: ShortcutsApp) -> ShortcutDocument? {
        if let other { return other.shortcut }
        return host.editor?.session.shortcut
    }

    /// The session of the cards shown: the editor's own, or the other shortcut's.
    func shownSession(in host: ShortcutsApp) -> EditorSession? { other ?? host.editor?.session }

    /// The breakpoints of the shortcut shown.
    func shownBreakpoints(in host: ShortcutsApp) -> Set<UUID> {
        if let other { return otherBreakpoints[other.shortcut.id] ?? [] }
        return host.editor?.breakpoints ?? []
    }

    /// Every breakpoint the run stops at.
    func allBreakpoints(in host: ShortcutsApp) -> Set<UUID> {
        otherBreakpoints.values.reduce(editorDocument(in: host) == nil ? [] : host.editor?.breakpoints ?? []) {
            $0.union($1)
        }
    }

    /// The editor's shortcut, when it is the one the debugger runs (a kept run of another
    /// shortcut, from the automations screen, is not).
    func editorDocument(in host: ShortcutsApp) -> ShortcutDocument? {
        host.editor.map(\.session.shortcut).flatMap { $0.id == ranDocument.id ? $0 : nil }
    }

    /// The rows of the values pane at the drill-down's level.
    func shownValues(in host: ShortcutsApp) -> [DebugValue] {
        if let last = trail.last { return last.children(in: host.environment.catalog) }
        return frame?.values ?? []
    }

    func selectedValue(in host: ShortcutsApp) -> DebugValue? {
        let values = shownValues(in: host)
        return valueList.selected.flatMap { values.indices.contains($0) ? values[$0] : nil }
    }

    /// Whether a step is there to go back to.
    var canGoBack: Bool {
        guard let record, !record.steps.isEmpty else { return false }
        return (cursor ?? (record.steps.count + 1)) > 1
    }

    var canGoForward: Bool { cursor != nil && (isLive ? true : cursor! < (record?.steps.count ?? 0)) }

    // MARK: Looking back

    /// Shows the `number`th kept step.
    mutating func look(at number: Int, host: ShortcutsApp) {
        guard let record, record.steps.indices.contains(number - 1) else { return }
        cursor = number
        do throws(RunStepState.Problem) {
            let state = try RunStepState.at(number, of: record)
            let document = document(for: state.step, of: record, host: host)
            looked = DebugFrame(state: state, of: record, number: number, document: document)
            // A step of the call the run is stopped in: its Run Shortcut has no step yet.
            if looked?.topLevelAction == nil, let stopped = stop?.frame, stopped.nesting > 0,
                looked?.nesting ?? 0 > 0
            {
                looked?.topLevelAction = stopped.topLevelAction
            }
        } catch {
            looked = nil
        }
        showFrameShortcut(host: host)
        resetValues()
    }

    /// Back to where the run is: its stop, or once it ended its last step.
    mutating func lookAtLatest(host: ShortcutsApp) {
        if stop != nil || pane.isRunning {
            cursor = nil
            looked = nil
            showFrameShortcut(host: host)
            resetValues()
        } else if let count = record?.steps.count, count > 0 {
            look(at: count, host: host)
        }
    }

    /// The shortcut a kept step ran in: the editor's (as it stands) for the run's own, else the
    /// library's shortcut of that name.
    private func document(for step: StepRecord, of record: RunDetail, host: ShortcutsApp) -> ShortcutDocument? {
        if step.nesting == 0 {
            if let open = host.editor?.session.shortcut, open.id == record.summary.shortcutID { return open }
            return pane.document
        }
        guard let name = step.shortcutName,
            let listing = host.environment.catalog.shortcuts.listing().first(where: { $0.name == name })
        else { return nil }
        return host.environment.catalog.shortcuts.document(listing.id)
    }

    /// Shows the cards of the shortcut the frame is in, its action selected.
    mutating func showFrameShortcut(host: ShortcutsApp) {
        guard let frame else { return }
        let editorID = host.editor?.session.shortcut.id
        if let document = frame.document, document.id != editorID {
            if other?.shortcut.id != document.id || other?.shortcut != document {
                other = EditorSession(catalog: host.environment.catalog, shortcut: document)
            }
            if otherBreakpoints[document.id] == nil {
                otherBreakpoints[document.id] = (try? host.environment.breakpoints.breakpoints(of: document.id)) ?? []
            }
        } else {
            other = nil
        }
    }

    /// Selects the frame's card in the shortcut shown.
    mutating func selectFrameCard(host: inout ShortcutsApp) {
        guard let id = frame?.action.id else { return }
        if var session = other {
            if let row = session.document.rows.firstIndex(where: { $0.actionID == id && $0.isCard }) {
                session.select(row)
            }
            other = session
        } else if var screen = host.editor,
            let row = screen.session.document.rows.firstIndex(where: { $0.actionID == id && $0.isCard })
        {
            screen.session.select(row)
            screen.tokenIndex = 0
            host.editor = screen
        }
    }

    mutating func resetValues() {
        trail = []
        valueList = ListState(selected: (frame?.values.isEmpty ?? true) ? nil : 0)
    }
}
