import Foundation
import ShortcutKit
import TerminalUI

/// The open shortcut's past runs, newest first, from the run history (docs/runs.md): each
/// opens in the run pane as it was recorded, and replays from the start or from the step it
/// failed at. A run that ends while the history is open (a replay) joins the list when the
/// pane over it closes.
struct RunHistoryLayer: Layer {
    enum Phase: Equatable {
        case loading
        case loaded
        case failed(String)
    }

    enum Message: Sendable {
        case listed(Result<[RunSummary], RunStoreError>)
        /// The run to show or replay, read from the store, and what to do with it.
        case read(Result<RunDetail?, RunStoreError>, Intent)
    }

    /// What a run was read for.
    enum Intent: Sendable, Equatable {
        case show
        case debug
        case replay(failedStep: Bool)
    }

    /// The shortcut as it stands in the editor: replays run it.
    var shortcut: ShortcutDocument
    var store: RunStore
    /// The automation whose runs are listed (from the automations screen); `nil`: every run of
    /// the shortcut.
    var automation: String?
    var runs: [RunSummary] = []
    var phase = Phase.loading
    var list = ListState(selected: nil)

    static let listTask: TaskID = "runs.list"
    static let readTask: TaskID = "runs.read"
    /// The most runs listed: the newest.
    static let limit = 500

    var context: Context { .runHistory }
    var coversScreen: Bool { true }
    var highlightedRow: Int? { list.selected }
    var selectedRun: RunSummary? { list.selected.flatMap { runs.indices.contains($0) ? runs[$0] : nil } }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> { RunHistoryKeymap.keymap(selected: selectedRun) }

    /// Opens the history of the editor's shortcut; `nil` when runs are not kept here.
    static func open(in host: inout ShortcutsApp) -> [Effect<ShortcutsApp.Message>] {
        guard let screen = host.editor else { return [] }
        guard let store = host.environment.runs else {
            return host.post("Runs are not kept here, so there is no history to show", kind: .warning)
        }
        var layer = RunHistoryLayer(shortcut: screen.session.shortcut, store: store)
        return host.open(layer, starting: layer.load())
    }

    /// Lists the shortcut's runs again.
    mutating func load() -> [Effect<Message>] {
        if runs.isEmpty { phase = .loading }
        let (store, id, automation) = (store, shortcut.id, automation)
        return [
            .task(id: Self.listTask) { context in
                do throws(RunStoreError) {
                    let runs = try await store.list(
                        automation.map {
                            RunStore.Filter(shortcut: id, source: .automation, sourceDetail: $0, limit: Self.limit)
                        } ?? RunStore.Filter(shortcut: id, limit: Self.limit))
                    context.send(.listed(.success(runs)))
                } catch {
                    context.send(.listed(.failure(error)))
                }
            }
        ]
    }

    mutating func update(_ input: LayerEvent<Message>, host: inout ShortcutsApp) -> LayerStep<Message> {
        switch input {
        case .message(.listed(let outcome)):
            switch outcome {
            case .success(let found):
                // The same run stays selected when the list grows above it.
                let kept = selectedRun?.id
                runs = found
                phase = .loaded
                list.selected = found.isEmpty ? nil : kept.flatMap { id in found.firstIndex { $0.id == id } } ?? 0
            case .failure(let error):
                phase = .failed(error.description)
            }
            return .stay()
        case .message(.read(let outcome, let intent)):
            return read(outcome, intent, host: &host)
        case .command(.runHistory(let command), _):
            return run(command, host: &host)
        case .command(_, let event), .event(let event):
            _ = list.handle(event, items: items, area: RunHistoryView.listArea(in: host.screenSize))
            return .stay()
        }
    }

    private mutating func run(_ command: RunHistoryCommand, host: inout ShortcutsApp) -> LayerStep<Message> {
        switch command {
        case .back: return .close()
        case .help:
            host.open(
                HelpLayer(
                    context: .editorHelp,
                    overlay: HelpOverlay(title: "Run history keys", sections: keymap(in: host).helpSections)))
            return .stay()
        case .open: return .stay(read(.show))
        case .debug: return .stay(read(.debug))
        case .replay: return .stay(read(.replay(failedStep: false)))
        case .replayFailed: return .stay(read(.replay(failedStep: true)))
        }
    }

    /// Reads the selected run from the store, all its steps.
    private func read(_ intent: Intent) -> [Effect<Message>] {
        guard let id = selectedRun?.id.uuidString else { return [] }
        let store = store
        return [
            .task(id: Self.readTask) { context in
                do throws(RunStoreError) {
                    context.send(.read(.success(try await store.run(id)), intent))
                } catch {
                    context.send(.read(.failure(error), intent))
                }
            }
        ]
    }

    private mutating func read(_ outcome: Result<RunDetail?, RunStoreError>, _ intent: Intent, host: inout ShortcutsApp)
        -> LayerStep<Message>
    {
        let detail: RunDetail
        switch outcome {
        case .failure(let error): return stay(saying: error.description, kind: .error, host: &host)
        case .success(nil): return stay(saying: "That run is no longer in the history", kind: .warning, host: &host)
        case .success(let found?): detail = found
        }
        // The editor's version when it has this shortcut open (an automation's may be another).
        let open = host.editor?.session.shortcut
        let document = open?.id == shortcut.id ? open ?? shortcut : shortcut
        switch intent {
        case .show:
            return .open(AnyLayer(RunPane(recorded: detail, document: document, started: host.now)))
        case .debug:
            var layer = DebugLayer(recorded: detail, document: document, host: host)
            layer.selectFrameCard(host: &host)
            return .open(AnyLayer(layer))
        case .replay(let failedStep):
            do throws(RunReplay.Problem) {
                let start = failedStep ? try RunReplay.failedStart(of: detail, in: document) : 1
                let effects = try RunPane.replay(detail, from: start, of: document, host: &host)
                host.request(effects)
            } catch {
                return stay(saying: "Cannot replay: \(error.description)", kind: .error, host: &host)
            }
            return .stay()
        }
    }

    /// A run over it closed: the list may have grown.
    mutating func receive(_ handoff: Handoff, host: inout ShortcutsApp) -> LayerStep<Message> {
        guard case .runsChanged = handoff else { return .stay() }
        return .stay(load())
    }

    var items: [ListItem] { runs.map(RunHistoryView.item) }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        RunHistoryView(history: self, status: host.status).render(into: &buffer, now: host.now)
    }
}
