import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// The full-screen Shortcuts app: the library of shortcuts and the editor on one of them.
///
/// ```swift
/// let app = ShortcutsApp(environment: EditorEnvironment(catalog: catalog, library: library))
/// _ = try Terminal.run(app)
/// ```
///
/// Elm-style: a key becomes a message through the keymap of the context on top of the stack
/// (``contextStack``); `update` changes the state and returns effects (every disk write is an
/// `Effect.run`); `view` draws. Nothing here blocks.
package struct ShortcutsApp: App {
    /// Everything that can happen to the app.
    package enum Message: Sendable {
        /// A library command sent without a key (quitting while the terminal is too small).
        case library(LibraryCommand)
        /// An editor command sent without a key (quitting while the terminal is too small).
        case editor(EditorCommand)
        /// A key whose command cannot run now, and why.
        case disabled(String)
        /// A key, click or paste for the context on top of the stack, with what the context's
        /// keymap made of it.
        case input(Context, ContextCommand, InputEvent)
        case stored(StorageResult)
        /// Apple's shortcuts were imported (or why not), with a fresh read of the library.
        case imported(ImportSummary)
        /// What a layer's own work sent back to it (dropped once the layer has closed).
        case layer(LayerID, any Sendable)
        /// Draws again while a spinner turns (a search, a preview, a run).
        case tick
        /// The run's output was written to a file (or why not).
        case outputSaved(path: String, failure: String?)
        /// Titles of the entities the open shortcut names.
        case entityTitles(EntityTitles)
        /// The theme choice was written to the host's config (or why not); quitting waits for it.
        case themeRemembered(failure: String?)
        case failed(String)
        case statusExpired
        /// The terminal has this size now.
        case resized(Size)
        /// The open shortcut's recovery copy is due (a while after a change).
        case journalDue
        /// A recovery copy was written or removed (or why not); quitting waits for it.
        case journaled(failure: String?)
        /// What was found of the recovery copies of the shortcut just opened.
        case recoveryFound(UUID, RecoveryJournal.Found)
        /// The open shortcut's file, read again after the person chose to reload it.
        case reloaded(URL, Library.Entry)
        /// The breakpoints of the shortcut the editor opened, read beside the library.
        case breakpoints(UUID, Result<Set<UUID>, BreakpointStore.Problem>)
    }

    let environment: EditorEnvironment
    /// The library screen, always there under the editor.
    var library: LibraryScreen
    /// The editor, while a shortcut is open.
    var editor: EditorScreen?
    /// What is open over the library or the editor, bottom first (``Layer``).
    var layers = LayerStack()
    /// Effects the running layer update asked of the app (``request(_:)``).
    var requested: [Effect<Message>] = []
    var clipboard: Clipboard?
    var status = StatusLine()
    /// Storage effects (saves, and remembering the theme) still running: quitting waits for
    /// them, so no save is lost.
    var pendingStorage = 0
    /// Shortcuts being added to the library (by id): they have no file yet to save to.
    var adding: Set<UUID> = []
    /// Saves asked for while the shortcut was still being added, done once it has its file.
    var savesAfterAdd: [UUID: ShortcutDocument] = [:]
    var isQuitting = false
    var now = ContinuousClock.now
    /// The terminal's size, for laying out what update code needs (paging, hit tests).
    var screenSize = Size(width: 80, height: 24)
    /// Numbers runs, searches and previews, so a late answer of an older one is told apart.
    private var lastTicket = 0
    /// Whether a `.tick` is on its way (one timer at a time).
    private var tickScheduled = false
    /// Whether a `.journalDue` is on its way (one timer at a time).
    var journalScheduled = false

    /// Reads the library once, before the loop starts.
    package init(environment: EditorEnvironment) {
        self.environment = environment
        library = LibraryScreen(model: LibraryScreenModel(summaries: environment.library.summaries()))
        library.hasThemes = environment.themes != nil
        library.themeName = environment.themes?.current
    }

    package var minimumSize: Size { Size(width: 40, height: 10) }
    package var quitMessage: Message? { editor == nil ? .library(.quit) : .editor(.saveAndQuit) }

    /// Whether the run pane is showing.
    package var isShowingRun: Bool { layers.topmost(RunPane.self) != nil }

    /// The open entity picker, if any: its query, whether a search for it is running, and the
    /// results it shows (for benchmarks and tests that wait on it).
    package var pickerStatus: (query: String, isSearching: Bool, results: [String])? {
        guard let picker = layers.topmost(EntityPicker.self) else { return nil }
        return (picker.query.text, picker.phase.isSearching, picker.results.map(\.title))
    }

    /// The library's state (its items, filter and selection).
    package var libraryModel: LibraryScreenModel { library.model }
    /// The open shortcut's editing session, if the editor is open.
    package var editorSession: EditorSession? { editor?.session }
    /// The token the editor's focus is on.
    package var focusedToken: EditableToken? { editor?.focusedToken }

    // MARK: Update

    package mutating func update(_ message: Message, at now: ContinuousClock.Instant) -> [Effect<Message>] {
        self.now = now
        if case .tick = message { tickScheduled = false }
        let before = editor.map { (id: $0.session.shortcut.id, revision: $0.session.revision) }
        var effects = handle(message)
        if let before, let after = editor?.session, before != (after.shortcut.id, after.revision) {
            effects += layersSeeChange()
        }
        effects += journalChanges(since: before)
        // One timer for every spinner: while anything spins, the screen is drawn again.
        if isSpinning && !tickScheduled {
            tickScheduled = true
            effects.append(.after(Spinner.interval, .tick))
        }
        return effects
    }

    /// Whether something on screen waits on work under way and shows a spinner for it.
    private var isSpinning: Bool {
        if let pane = layers.topmost(RunPane.self) {
            return (pane.isRunning && pane.prompt == nil) || pane.prompt?.search?.phase.isSearching == true
        }
        if layers.topmost(EntityPicker.self)?.phase.isSearching == true { return true }
        return layers.topmost(FindEditor.self)?.preview.phase.isSearching == true
    }

    private mutating func handle(_ message: Message) -> [Effect<Message>] {
        switch message {
        case .library(let command): return runLibrary(command)
        case .editor(let command): return runEditor(command)
        case .disabled(let reason): return post(reason, kind: .warning)
        case .input(let context, let command, let event): return dispatch(command, event, in: context)
        case .stored(let result): return stored(result)
        case .imported(let summary):
            library.model.reload(summary.items)
            if let url = summary.firstWritten { library.model.select(url: url) }
            return post(summary.text, kind: summary.kind, for: .seconds(8))
        case .tick: return []
        case .layer(let id, let message): return updateLayer(id, .message(message))
        case .outputSaved(let path, let failure): return outputSaved(path: path, failure: failure)
        case .entityTitles(let titles):
            editor?.session.entityTitles.merge(titles)
            return []
        case .themeRemembered(let failure):
            pendingStorage -= 1
            var effects = failure.map { post($0, kind: .error) } ?? []
            if isQuitting && pendingStorage == 0 { effects.append(.quit) }
            return effects
        case .failed(let reason): return post(reason, kind: .error)
        case .statusExpired: return []
        case .resized(let size):
            screenSize = size
            return []
        case .journalDue: return journalDue()
        case .journaled(let failure): return journaled(failure: failure)
        case .recoveryFound(let id, let found): return offer(found, for: id)
        case .reloaded(let url, let entry): return reloaded(url, entry)
        case .breakpoints(let id, let outcome): return breakpointsLoaded(id, outcome)
        }
    }

    /// A number no run, search or preview has had.
    mutating func ticket() -> Int {
        lastTicket += 1
        return lastTicket
    }

    /// Shows a transient message in the status line; a timer draws again when it expires.
    mutating func post(_ text: String, kind: StatusLine.Kind = .info, for shown: Duration = .seconds(4)) -> [Effect<
        Message
    >] {
        let duration = status.post(text, kind: kind, now: now, for: shown)
        return [.after(duration, .statusExpired)]
    }

    /// Starts a storage effect, counting it so quitting can wait.
    mutating func store(_ effect: StorageEffect) -> Effect<Message> {
        pendingStorage += 1
        if case .add(let document) = effect { adding.insert(document.id) }
        return Self.perform(
            effect, in: environment.library, shortcuts: environment.catalog.shortcuts, trust: environment.trust)
    }

    /// Saves a session: writes its file, or, while its first add is still running, remembers
    /// to write it once that is done (adding it again would make a second file).
    mutating func save(_ session: EditorSession) -> [Effect<Message>] {
        if session.fileURL == nil, adding.contains(session.shortcut.id) {
            savesAfterAdd[session.shortcut.id] = session.shortcut
            return []
        }
        return [store(session.saveEffect)]
    }

    /// Quits now, or once the running storage effects finish.
    mutating func quit() -> [Effect<Message>] {
        isQuitting = true
        return pendingStorage == 0 ? [.quit] : []
    }

    private mutating func stored(_ result: StorageResult) -> [Effect<Message>] {
        pendingStorage -= 1
        library.model.reload(result.items)
        var effects: [Effect<Message>] = []
        var savingAgain = false
        if case .saved(let document, let url, let stamp) = result.outcome {
            adding.remove(document.id)
            if let later = savesAfterAdd.removeValue(forKey: document.id), later != document {
                effects.append(store(.save(later, to: url, expecting: stamp)))
                savingAgain = true
            }
        }
        if let handled = editorStored(result.outcome, savingAgain: savingAgain) {
            effects += handled
        } else {
            switch result.outcome {
            case .saved(_, let url, _):
                library.model.select(url: url)
            case .deleted:
                break
            case .conflict(let document, _, _):
                effects += post(
                    "“\(document.name)” was changed on disk meanwhile and was not replaced; the list shows it now",
                    kind: .error)
            case .failed(let reason, _):
                effects += post(reason, kind: .error)
            }
        }
        if isQuitting && pendingStorage == 0 { effects.append(.quit) }
        return effects
    }

    // MARK: View

    package func view(into buffer: inout ScreenBuffer, at now: ContinuousClock.Instant) {
        // The screen under the layers, unless one covers it all (the run pane); then each
        // layer from that one up.
        let covering = layers.entries.lastIndex { $0.layer.coversScreen }
        if covering == nil {
            if let editor {
                EditorView(
                    screen: editor, status: status,
                    keymap: EditorKeymap.keymap(for: editor, hasClipboard: clipboard != nil),
                    catalog: environment.catalog
                ).render(into: &buffer, now: now)
            } else {
                LibraryView(
                    screen: library, status: status,
                    listHasFocus: !layers.entries.contains { $0.layer.takesFocusFromScreen },
                    showsFilter: libraryShowsFilter
                ).render(into: &buffer, now: now)
            }
        }
        for entry in layers.entries[(covering ?? 0)...] {
            entry.layer.render(in: buffer.bounds, into: &buffer, app: self)
        }
    }
}
