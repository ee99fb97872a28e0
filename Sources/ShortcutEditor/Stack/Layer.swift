import TerminalUI

/// A layer of the screen on the app's stack, over the library or the editor: a component whose
/// keys are the context's commands and whose host is the app, for what is app-wide (the library,
/// the open editor's session, storage, the status line). Everything else it knows is its own.
///
/// Its own work (a search) comes back to it alone: its effects' messages are addressed to it.
/// What it asks of the app (a save, a status message) it asks of its host with
/// ``ShortcutsApp/request(_:)``.
///
/// Adding one is a type in its feature's folder that conforms to this, and the line of the
/// code that opens it (`.open(AnyLayer(…))` from the layer under it, or ``LayerStack/push(_:)``).
protocol Layer: Component where Host == ShortcutsApp, Command == ContextCommand, Opened == AnyLayer {
    /// Its name in the key reference, the tests and the stack's list of contexts.
    var context: Context { get }
    /// The row its list highlights, if it has a list (for tests and benchmarks).
    var highlightedRow: Int? { get }
    /// Whether it covers the whole screen, so nothing under it needs drawing.
    var coversScreen: Bool { get }
}

extension Layer {
    var highlightedRow: Int? { nil }
    var coversScreen: Bool { false }
}

/// Identifies a layer while it is on the stack, so its effects' messages come back to it and
/// are dropped once it has closed.
package struct LayerID: Hashable, Sendable {
    fileprivate let number: Int
}

/// A layer of any type, as the stack keeps it.
struct AnyLayer {
    fileprivate var base: any Layer

    init(_ base: some Layer) { self.base = base }

    var context: Context { base.context }
    var highlightedRow: Int? { base.highlightedRow }
    var coversScreen: Bool { base.coversScreen }
    func keymap(in app: ShortcutsApp) -> Keymap<ContextCommand> { base.keymap(in: app) }
    func takesText(in app: ShortcutsApp) -> Bool { base.takesText(in: app) }
    func render(in area: Rect, into buffer: inout ScreenBuffer, app: ShortcutsApp) {
        base.render(in: area, into: &buffer, host: app)
    }

    /// The layer as its own type, if it is one (for tests and for status that asks about it).
    func `as`<L: Layer>(_ type: L.Type) -> L? { base as? L }

    /// Runs the layer's update; its effects' messages are addressed back to it by `id`. A
    /// message of another layer's type does nothing.
    mutating func update(
        _ input: ComponentInput<ContextCommand, any Sendable>, host: inout ShortcutsApp, id: LayerID
    ) -> Reaction<ShortcutsApp.Message, AnyLayer> {
        func open<L: Layer>(_ layer: inout L) -> Reaction<ShortcutsApp.Message, AnyLayer> {
            let typed: ComponentInput<ContextCommand, L.Message>
            switch input {
            case .command(let command, let event): typed = .command(command, event)
            case .event(let event): typed = .event(event)
            case .message(let message):
                guard let message = message as? L.Message else { return .stay() }
                typed = .message(message)
            }
            return layer.update(typed, host: &host).map { ShortcutsApp.Message.layer(id, $0) }
        }
        return open(&base)
    }
}

/// The layers open over the library or the editor, bottom first; the top one has the keys.
struct LayerStack {
    private(set) var entries: [(id: LayerID, layer: AnyLayer)] = []
    private var lastNumber = 0

    var isEmpty: Bool { entries.isEmpty }
    var top: AnyLayer? { entries.last?.layer }
    /// Their contexts, bottom first.
    var contexts: [Context] { entries.map(\.layer.context) }

    /// Opens `layer` on top.
    mutating func push(_ layer: AnyLayer) {
        lastNumber += 1
        entries.append((LayerID(number: lastNumber), layer))
    }

    /// Closes every layer (the editor under them closed).
    mutating func removeAll() { entries.removeAll() }

    /// The topmost layer that is this context.
    func topmost(_ context: Context) -> AnyLayer? {
        entries.last { $0.layer.context == context }?.layer
    }

    /// The topmost layer of a type.
    func topmost<L: Layer>(_ type: L.Type) -> L? {
        entries.reversed().lazy.compactMap { $0.layer.as(type) }.first
    }

    /// Takes the layer with `id` off the stack for its update to run; `nil` once it has closed.
    fileprivate mutating func take(_ id: LayerID) -> (index: Int, layer: AnyLayer)? {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
        return (index, entries.remove(at: index).layer)
    }

    /// Puts a layer back where it was taken from, as its update's step says: kept, closed,
    /// with another opened right over it, or replaced.
    fileprivate mutating func settle(
        _ layer: AnyLayer, id: LayerID, at index: Int,
        _ step: Reaction<
            ShortcutsApp.Message, AnyLayer
        >.Step
    ) {
        let index = min(index, entries.count)
        switch step {
        case .stay: entries.insert((id, layer), at: index)
        case .close: break
        case .open(let child):
            lastNumber += 1
            entries.insert(contentsOf: [(id, layer), (LayerID(number: lastNumber), child)], at: index)
        case .replace(let other):
            lastNumber += 1
            entries.insert((LayerID(number: lastNumber), other), at: index)
        }
    }
}

extension ShortcutsApp {
    /// Runs the update of the layer with `id` (the top one for a key): it is off the stack while
    /// its update runs, so the update sees the app under it, then goes back as its step says.
    mutating func updateLayer(_ id: LayerID?, _ input: ComponentInput<ContextCommand, any Sendable>) -> [Effect<
        Message
    >] {
        guard let id = id ?? layers.entries.last?.id, var (index, layer) = layers.take(id) else { return [] }
        let before = editor?.session.shortcut
        let reaction = layer.update(input, host: &self, id: id)
        layers.settle(layer, id: id, at: index, reaction.step)
        defer { requested = [] }
        return requested + reaction.effects + previewFindAfterChange(from: before)
    }

    /// Effects a layer's update asks of the app (a save, a status message, a run): they run
    /// with the layer's own once its update returns.
    mutating func request(_ effects: [Effect<Message>]) {
        requested += effects
    }

    /// Posts a status message from a layer's update.
    mutating func notify(_ text: String, kind: StatusLine.Kind = .info) {
        let effects = post(text, kind: kind)
        request(effects)
    }

    /// Opens a layer over everything open now.
    mutating func open(_ layer: some Layer) {
        layers.push(AnyLayer(layer))
    }
}
