import Foundation
import ShortcutKit
import TerminalUI

/// An agent's work on the open shortcut, for a person to accept or leave (`T` in the editor,
/// docs/security.md): what it changed since a person last had the shortcut — or the whole of a
/// shortcut it wrote — as the editor's cards, with what it would touch. Enter accepts the saved
/// version, so it may run as any accepted shortcut may; Esc leaves it untrusted. Until then its
/// effects never run on the agent's word alone.
struct AcceptChangesLayer: Layer {
    /// What the layer shows, once read.
    struct Review: Sendable {
        /// The changes as cards: against the version a person had, or the whole of a new one.
        let diff: CardDiff
        /// Whether there was a version before the agent's: otherwise the agent wrote it.
        let hadPrevious: Bool
        /// What the saved version touches, in words.
        let effects: String
    }

    enum Phase {
        case loading
        case ready(Review)
        case accepting(Review)
        case failed(String)
    }

    enum Message: Sendable {
        case read(Review)
        case accepted(Result<Void, TrustStore.TrustError>)
    }

    /// The version accepted: the file as it is saved (the agent's, with any edits the person
    /// saved since), not unsaved edits, which are the person's own.
    let shortcut: ShortcutDocument
    /// The agent, as the trust store names it.
    let agent: String
    let store: TrustStore
    /// The shortcut's file: what is accepted must still be what it holds.
    let fileURL: URL?
    let builtIns: BuiltInRegistry
    var phase = Phase.loading
    var scroll = 0

    static let readTask: TaskID = "accept.read"
    static let acceptTask: TaskID = "accept.trust"

    var context: Context { .acceptChanges }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> { Self.keymap(phase) }

    static func keymap(_ phase: Phase) -> Keymap<ContextCommand> {
        switch phase {
        case .ready: ContextKeymaps.acceptChanges
        case .loading, .accepting, .failed: ContextKeymaps.acceptChangesWaiting
        }
    }

    /// Opens it over the editor, or says why there is nothing to accept.
    static func open(in host: inout ShortcutsApp) -> [Effect<ShortcutsApp.Message>] {
        guard let screen = host.editor, let agent = screen.agentAuthor else {
            return host.post("A person wrote or accepted this shortcut: there is no agent's work to look at")
        }
        guard let store = host.environment.trust, let saved = screen.session.savedShortcut else {
            return host.post("Trust is not kept here, so there is nothing to accept", kind: .warning)
        }
        let layer = AcceptChangesLayer(
            shortcut: saved, agent: agent, store: store, fileURL: screen.session.fileURL,
            builtIns: host.environment.library.builtIns)
        return host.open(layer, starting: [layer.read(host.environment)])
    }

    /// Reads the version before the agent's and makes the cards of both, off the loop.
    func read(_ environment: EditorEnvironment) -> Effect<Message> {
        let (store, shortcut) = (store, shortcut)
        let (catalog, builtIns) = (environment.catalog, environment.library.builtIns)
        return .task(id: Self.readTask) { context in
            // A previous version that no longer reads shows the whole shortcut, as a new one does.
            let previous = store.previousVersion(of: shortcut.id).flatMap {
                try? DocumentDecoder.decode($0, file: "previous version", builtIns: builtIns)
            }
            let review = Review(
                diff: CardDiff(catalog: catalog, from: previous, to: shortcut), hadPrevious: previous != nil,
                effects: catalog.effects(of: shortcut).summary)
            guard !Task.isCancelled else { return }
            context.send(.read(review))
        }
    }

    mutating func update(_ input: LayerEvent<Message>, host: inout ShortcutsApp) -> LayerStep<Message> {
        switch (phase, input) {
        case (.loading, .message(.read(let review))):
            phase = .ready(review)
            return .stay()
        case (.accepting, .message(.accepted(let outcome))):
            switch outcome {
            case .success:
                if host.editor?.session.shortcut.id == shortcut.id { host.editor?.agentAuthor = nil }
                host.notify(
                    "Accepted '\(DisplayText.sanitized(shortcut.name))' as it is saved: \(Self.effectsWords(of: self))")
                return .close()
            case .failure(let error):
                phase = .failed("It could not be accepted: \(error.description)")
                return .stay()
            }
        case (_, .message):
            return .stay()
        // Accepting has begun: it finishes, and says so, rather than close as if not accepted.
        case (.accepting, .command(.entry(.cancel), _)):
            return .stay()
        case (_, .command(.entry(.cancel), _)):
            return .close([.cancel(Self.readTask)])
        case (.ready(let review), .command(.entry(.accept), _)):
            phase = .accepting(review)
            let (store, shortcut, fileURL, builtIns) = (store, shortcut, fileURL, builtIns)
            return .stay([
                .task(id: Self.acceptTask) { context in
                    do throws(TrustStore.TrustError) {
                        // An agent may have written the file again since it was shown: what is
                        // accepted is what the person looked at, or nothing.
                        if let fileURL {
                            let now = try? DocumentDecoder.decode(contentsOf: fileURL, builtIns: builtIns)
                            guard let now, TrustStore.hash(of: now) == TrustStore.hash(of: shortcut) else {
                                throw TrustStore.TrustError(
                                    description:
                                        "the file changed since it was shown (an agent may have written it again); open it again to look at what it holds now"
                                )
                            }
                        }
                        try store.trust(shortcut)
                        context.send(.accepted(.success(())))
                    } catch {
                        context.send(.accepted(.failure(error)))
                    }
                }
            ])
        case (.ready(let review), .event(let event)):
            let area = AcceptChangesView.cardArea(in: Rect(host.screenSize), review: review)
            scroll = CardDiffView.scrolled(
                scroll, by: event, max: CardDiffView.maxScroll(of: review.diff, width: area.width, height: area.height),
                page: max(1, area.height - 1))
            return .stay()
        case (_, .command), (_, .event):
            return .stay()
        }
    }

    /// What accepting lets it do, for the status line.
    private static func effectsWords(of layer: AcceptChangesLayer) -> String {
        switch layer.phase {
        case .ready(let review), .accepting(let review): review.effects
        case .loading, .failed: "it may now run"
        }
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        AcceptChangesView(layer: self).render(in: area, into: &buffer)
    }
}
