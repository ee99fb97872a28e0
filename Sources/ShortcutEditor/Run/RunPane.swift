import Foundation
import IntentKit
import ShortcutKit
import Synchronization
import TerminalUI

/// A shortcut running, or finished running, in the run pane: its log of actions as they start
/// and finish, what they said and showed, the question waiting for an answer, and the outcome.
struct RunPane {
    enum Phase: Equatable {
        case running
        /// Esc was pressed; the run stops at its next step.
        case cancelling
        case finished
        case failed
        case cancelled
    }

    /// One line of the log, or one box (a dialog, a snippet).
    enum Entry: Equatable {
        /// An action: running (no duration yet) or done with its output's summary.
        case action(ActionReference, duration: Duration?, output: String?)
        case dialog(String)
        /// A snippet, with its buttons (an interactive snippet's): `id` names it while lines
        /// above it are dropped, and `app` is the app whose action showed it, the only app its
        /// buttons may run actions of.
        case snippet(Snippet, id: Int, app: String?)
        case opens(String)
        /// A line of the log of the app performing an action ("Tasks: synced 3 lists").
        case log(String)
        case error(String)
        /// Earlier lines that were dropped to keep the log short.
        case elided(Int)
        /// A line of the run a Run Shortcut action (by id) started: folded under its line until
        /// the person unfolds nested runs.
        indirect case nested(UUID, Entry)

        /// The entry inside any nesting.
        var innermost: Entry {
            if case .nested(_, let inner) = self { inner.innermost } else { self }
        }

        /// This entry with its innermost one replaced, nesting kept.
        func replacingInnermost(with entry: Entry) -> Entry {
            if case .nested(let parent, let inner) = self {
                .nested(parent, inner.replacingInnermost(with: entry))
            } else {
                entry
            }
        }
    }

    var name: String
    var document: ShortcutDocument
    /// The run's number: messages of another run (an older one, abandoned) are dropped.
    var number: Int
    /// Whether the pane was opened from the editor (going back returns there).
    var fromEditor: Bool
    var phase: Phase = .running
    var entries: [Entry] = []
    /// How many entries were dropped from the top.
    var dropped = 0
    var started: ContinuousClock.Instant
    var duration: Duration?
    /// The final output as text, once the run finished.
    var output: String?
    /// The action the run failed in, highlighted when going back to the editor.
    var failedAction: UUID?
    var prompt: PromptModal?
    /// The file name being typed to save the output to.
    var saveField: TextFieldState?
    var saveError: String?
    /// Lines scrolled up from the bottom of the log.
    var scrollBack = 0
    /// The highlighted one of the snippets' buttons (``buttons``), once the run is over.
    var buttonFocus: Int?
    /// What the pane is running after the shortcut: a snippet's button's intent, then the
    /// snippet's intent again to refresh it, each a run of one action.
    var afterRun: AfterRun?
    /// The next snippet's ``Entry/snippet(_:id:app:)`` id.
    var nextSnippetID = 0
    /// The document running now: the shortcut, or a button's or a refresh's run of one action.
    var running: ShortcutDocument?
    /// Whether the shortcut reads secrets: its snippets' buttons are not pressed then, since a
    /// run of one action would carry the values unmasked.
    var readsSecrets = false

    /// A run of one action the pane makes after the shortcut's own, and the shortcut's phase to
    /// go back to when it ends.
    enum AfterRun: Equatable {
        /// A button's intent; then the snippet `snippet` is refreshed from `source`.
        case button(snippet: Int, source: SnippetAction?, restoring: Phase)
        /// The snippet intent drawing the snippet `snippet` again.
        case refresh(snippet: Int, restoring: Phase)

        var restoring: Phase {
            switch self {
            case .button(_, _, let phase), .refresh(_, let phase): phase
            }
        }
    }

    /// One of the snippets' buttons.
    struct SnippetButton {
        /// The snippet's id, and the app whose action showed it.
        var snippet: Int
        var app: String?
        var title: String
        var action: SnippetAction
        /// What draws the snippet again.
        var source: SnippetAction?
    }

    /// Every snippet's buttons, in the log's order.
    var buttons: [SnippetButton] {
        entries.flatMap { entry -> [SnippetButton] in
            guard case .snippet(let snippet, let id, let app) = entry.innermost else { return [] }
            return snippet.buttons.map {
                SnippetButton(snippet: id, app: app, title: $0.title, action: $0.action, source: snippet.source)
            }
        }
    }

    /// Where the snippet `id` is in the log now, if it is still there.
    func snippetIndex(_ id: Int) -> Int? {
        entries.firstIndex { if case .snippet(_, id, _) = $0.innermost { true } else { false } }
    }

    /// The app of the action `id` of the document running now (`Books` of `Books.ShowBookCard`).
    func app(ofAction id: UUID) -> String? {
        guard let action = running?.flattened.first(where: { $0.action.id == id })?.action,
            case .intent(let identifier, _) = action.kind, let dot = identifier.firstIndex(of: ".")
        else { return nil }
        return String(identifier[..<dot])
    }
    /// How far each running action that reports progress has come, by action id.
    var progress: [UUID: IntentProgressReport] = [:]
    /// Whether the runs of Run Shortcut actions show their actions (else each is folded under
    /// its action's line, which counts them).
    var showsNestedRuns = false
    /// The id of the run's record in the run history, when it has one (a run shown as it was
    /// recorded; a live run, when runs are kept here): what a replay from a step reads.
    var runID: UUID?
    /// A run shown as it was recorded, not running here: when it ran and where from.
    var recorded: RecordedRun?
    /// The step selected to replay from, once the run is over and kept: an index into
    /// ``entries``, always an action of the shortcut's own.
    var stepCursor: Int?
    /// What this run replays, when it is a replay.
    var replay: Replay?

    /// When a recorded run ran, and where from.
    struct RecordedRun: Equatable {
        var started: Date
        var source: RunSource
    }

    /// A replay of a kept run: the run, where it starts and the input it had.
    struct Replay: Sendable {
        var of: UUID
        var resume: RunResume?
        var input: (any Sendable)?
    }

    /// Entries past this many are dropped from the top (a loop of a million runs).
    static let maximumEntries = 2_000

    mutating func append(_ entry: Entry) {
        entries.append(entry)
        if entries.count > Self.maximumEntries {
            let excess = entries.count - Self.maximumEntries
            if case .elided = entries[0] { entries.removeFirst(excess + 1) } else { entries.removeFirst(excess) }
            dropped += excess
            entries.insert(.elided(dropped), at: 0)
        }
    }

    /// Records an action's end on its running line; `nesting` wraps the line of an action of
    /// a nested run (see ``Entry/nested(_:_:)``).
    mutating func finish(
        _ action: ActionReference, duration: Duration, output: String, nesting: (Entry) -> Entry = { $0 }
    ) {
        let done = Entry.action(action, duration: duration, output: output)
        if let index = entries.lastIndex(where: {
            if case .action(let ref, nil, _) = $0.innermost { ref.id == action.id } else { false }
        }) {
            entries[index] = entries[index].replacingInnermost(with: done)
        } else {
            append(nesting(done))
        }
    }

    var isRunning: Bool { phase == .running || phase == .cancelling }

    /// Whether Up and Down select a step to replay from, rather than scroll: the run is over
    /// and kept.
    var selectsSteps: Bool { !isRunning && runID != nil && !stepEntries.isEmpty }

    /// The entries a step cursor can be on: the actions of the shortcut's own.
    var stepEntries: [Int] {
        entries.indices.filter { if case .action = entries[$0] { true } else { false } }
    }

    /// Moves the step cursor by `offset` steps (down when positive), starting on the failed
    /// step or the first.
    mutating func moveStepCursor(by offset: Int) {
        let steps = stepEntries
        guard !steps.isEmpty else { return }
        if let cursor = stepCursor, let at = steps.firstIndex(of: cursor) {
            stepCursor = steps[min(max(0, at + offset), steps.count - 1)]
        } else {
            stepCursor =
                steps.first { index in
                    if case .action(let ref, _, _) = entries[index] { ref.id == failedAction } else { false }
                } ?? steps[0]
        }
        replayNote = Self.replayNote(for: selectedStep, in: document)
    }

    /// Where `f` replays from, in the shortcut as it stands: the selected step, or the
    /// top-level block that holds it. Worked out as the cursor moves, not at each frame.
    var replayNote = ""

    private static func replayNote(for step: ActionReference?, in document: ShortcutDocument) -> String {
        guard let step else { return "" }
        let layout = ActionLayout(document)
        guard let position = layout.position(of: step.id) else { return "this step is no longer in the shortcut" }
        let top = RunResume.topLevel(of: position, in: layout)
        return top == position
            ? "step \(position) selected: f replays from it"
            : "step \(position) selected: f replays from its block, action \(top)"
    }

    /// The action the step cursor is on.
    var selectedStep: ActionReference? {
        guard let stepCursor, entries.indices.contains(stepCursor), case .action(let ref, _, _) = entries[stepCursor]
        else { return nil }
        return ref
    }
}

/// A question of the running shortcut, as a modal: a text field for a value (typed as the
/// parameter's type), a list for options, Yes/No with the intent's own confirm label.
struct PromptModal {
    var request: PromptRequest
    var reply: PromptReply
    var field = TextFieldState()
    var list = ListState()
    /// Options marked for a list parameter.
    var marked: Set<Int> = []
    var confirm: Confirm?
    var error: String?
    /// Answers offered as a list when the question has no options of its own (Yes and No for a
    /// Boolean value).
    var choices: [(title: String, answer: PromptAnswer)] = []
    /// For a question about one entity: typing searches the entity's query, as the picker does,
    /// and the results replace the options.
    var search: PromptSearch?

    struct PromptSearch {
        var typeID: TypeIdentifier
        var results: [PromptOption]
        var generation = 0
        var phase: SearchPhase = .idle
    }

    /// The options the list shows: the search's results, or the question's own.
    var options: [PromptOption] { search?.results ?? request.options }

    init(request: PromptRequest, reply: PromptReply) {
        self.request = request
        self.reply = reply
        if request.kind == .confirmation {
            // Enter confirms, as the highlighted button in Shortcuts does; Esc or n cancels.
            confirm = Confirm(
                title: request.intentTitle, message: StyledText(request.question),
                yes: request.confirmationActionName ?? "Yes", no: "Cancel", defaultAnswer: true)
        }
        if request.kind == .value, request.options.isEmpty, request.parameter?.type == .boolean {
            choices = [("Yes", .value(true)), ("No", .value(false))]
        }
        if request.kind == .value, !request.allowsMultiple, case .entity(let typeID)? = request.parameter?.type {
            search = PromptSearch(typeID: typeID, results: request.options)
        }
        list = ListState(selected: request.options.isEmpty && choices.isEmpty ? nil : 0)
    }

    /// Why `typed` does not read as the value the question asks for (a number, one in the
    /// parameter's range, a date, a URL), in words for the field; nil when it does, or when only
    /// the run can tell (text, entities and cases matched against options).
    func problem(with typed: String) -> String? {
        guard request.kind == .value, request.options.isEmpty, search == nil, let parameter = request.parameter else {
            return nil
        }
        let text = typed.trimmingCharacters(in: .whitespaces)
        switch parameter.type {
        case .integer, .double, .decimal:
            let number = NumberText.double(text)
            guard let number, number.isFinite,
                parameter.type != .integer || IntentValueConversion.wholeNumber(number) != nil
            else {
                return "“\(text)” is not \(parameter.type.readableName): type it again"
            }
            if let range = parameter.range, !(range.lowerBound...range.upperBound).contains(number) {
                return
                    "Type a number from \(ShortcutsApp.format(range.lowerBound)) to \(ShortcutsApp.format(range.upperBound))"
            }
            return nil
        case .date:
            return IntentValueParsing.parseDate(text) == nil
                ? "“\(text)” is not a date: try 2025-05-01, tomorrow 9:00 or in 3 days" : nil
        case .url:
            return URL(string: text)?.scheme == nil ? "“\(text)” is not a URL: it needs a scheme such as https://" : nil
        default:
            return nil
        }
    }

    /// Whether typing is allowed (a value can be typed; choices and disambiguations only pick).
    var takesText: Bool { request.kind == .value && choices.isEmpty }

    /// The titles of what the list offers: the question's options, or the synthesized choices.
    var optionTitles: [String] { choices.isEmpty ? options.map(\.title) : choices.map(\.title) }

    /// What to type, as the field's placeholder: the kind of value, with its range or examples.
    var placeholder: String {
        guard let parameter = request.parameter else { return "type your answer" }
        if search != nil { return "type to search, or pick below" }
        if !request.options.isEmpty { return "type to match, or pick below" }
        switch parameter.type {
        case .integer, .double, .decimal:
            let range =
                parameter.range.map {
                    " from \(ShortcutsApp.format($0.lowerBound)) to \(ShortcutsApp.format($0.upperBound))"
                } ?? ""
            return parameter.type.readableName + range
        case .date: return "a date: 2025-05-01, tomorrow 9:00, friday 5pm, in 3 days"
        case .url: return "a URL, like https://example.com"
        case .measurement(let dimension): return "an amount and its unit, like 5 \(dimension.standardUnit.symbol)"
        case .currency: return "an amount of money, like 12.50 EUR"
        case .person: return "a person: a name, an email address or both, like Ada Lovelace <ada@example.com>"
        case .string: return parameter.title.lowercased()
        default: return parameter.type.readableName
        }
    }
}

/// The answer to one question, handed back to the waiting run exactly once: the first answer
/// counts (the person's, or "cancelled" when the run is cancelled), whether it comes before or
/// after the run starts waiting.
package final class PromptReply: Sendable {
    private struct State {
        var continuation: CheckedContinuation<PromptAnswer, Never>?
        var answer: PromptAnswer?
        /// Tells the loop the run is busy again.
        var answered: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    init() {}

    /// The run waits here; resumed at once if the answer came first.
    func attach(_ continuation: CheckedContinuation<PromptAnswer, Never>) {
        let early: PromptAnswer? = state.withLock { state in
            if let answer = state.answer { return answer }
            state.continuation = continuation
            return nil
        }
        if let early { continuation.resume(returning: early) }
    }

    /// Remembers how to tell the loop the wait is over.
    func onAnswer(_ answered: @escaping @Sendable () -> Void) {
        state.withLock { $0.answered = answered }
    }

    /// Whether an answer was given already.
    var isAnswered: Bool { state.withLock { $0.answer != nil } }

    /// Answers; later answers are ignored.
    package func answer(_ answer: PromptAnswer) {
        let (continuation, answered): (CheckedContinuation<PromptAnswer, Never>?, (@Sendable () -> Void)?) =
            state.withLock { state in
                guard state.answer == nil else { return (nil, nil) }
                state.answer = answer
                defer { state.continuation = nil }
                return (state.continuation, state.answered)
            }
        answered?()
        continuation?.resume(returning: answer)
    }
}

/// Asks the run's questions in the run pane: each becomes a message with a reply the pane
/// answers, while the run waits (counted as waiting for the person). Cancelling the run answers
/// "cancelled", so a run never waits for a pane that is gone.
struct PanePrompter: IntentPrompter {
    let context: EffectContext<RunPane.Message>
    /// The run the questions belong to.
    let run: Int

    /// The editor: a person is there.
    var hasPerson: Bool { true }

    func prompt(_ request: PromptRequest) async throws -> PromptAnswer {
        let context = self.context
        let run = self.run
        let reply = PromptReply()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                reply.attach(continuation)
                guard !reply.isAnswered else { return }
                context.ask { answered in
                    reply.onAnswer(answered)
                    return .prompt(run, request, reply)
                }
            }
        } onCancel: {
            reply.answer(.cancelled)
        }
    }
}
