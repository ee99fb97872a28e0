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
    /// Its name in the key reference, the tests and the stack's list of contexts: the context
    /// that has the keys now.
    var context: Context { get }
    /// The contexts it shows under that one (a list under the field of its new item).
    var contextsUnder: [Context] { get }
    /// The row its list highlights, if it has a list (for tests and benchmarks).
    var highlightedRow: Int? { get }
    /// Whether it draws the whole screen, so nothing under it is drawn.
    var coversScreen: Bool { get }
    /// Whether the screen under it draws without focus (a name typed over the library's list).
    var takesFocusFromScreen: Bool { get }
    /// Takes what the layer opened over it hands back as it closes (``ShortcutsApp/handDown(_:)``):
    /// a variable for a field, the picked items for a list.
    mutating func receive(_ handoff: Handoff, host: inout ShortcutsApp) -> LayerStep<Message>
    /// The open shortcut changed (by this layer, one over it, or a run): a layer that shows
    /// something derived from it (the Find editor's preview) follows, and one whose card is
    /// no longer selected (after an undo) closes.
    mutating func documentChanged(host: inout ShortcutsApp) -> LayerStep<Message>
}

extension Layer {
    var contextsUnder: [Context] { [] }
    var highlightedRow: Int? { nil }
    var coversScreen: Bool { false }
    var takesFocusFromScreen: Bool { false }
    mutating func receive(_ handoff: Handoff, host: inout ShortcutsApp) -> LayerStep<Message> { .stay() }
    mutating func documentChanged(host: inout ShortcutsApp) -> LayerStep<Message> { .stay() }

    /// Stays open, posting a status message (why a key did nothing).
    func stay(saying text: String, kind: StatusLine.Kind = .info, host: inout ShortcutsApp) -> LayerStep<Message> {
        host.notify(text, kind: kind)
        return .stay()
    }
}

/// What reaches a layer's update: a key with its command, an event, or its own message.
typealias LayerEvent<Message: Sendable> = ComponentInput<ContextCommand, Message>
/// What a layer's update returns: stay, close, open or replace, and its effects.
typealias LayerStep<Message: Sendable> = Reaction<Message, AnyLayer>

/// What a layer hands to the one under it as it closes.
enum Handoff {
    /// The variable chosen in the variable picker.
    case variable(VariableCandidate)
    /// The items chosen in the picker.
    case picked([PickerItem])
    /// A run pane closed: the run history under it lists its runs again.
    case runsChanged
    /// A yes-or-no question about this name was answered yes (removing an automation).
    case confirmed(String)
    /// The form added the automation of this name.
    case added(String)
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
    var contexts: [Context] { base.contextsUnder + [base.context] }
    var highlightedRow: Int? { base.highlightedRow }
    var coversScreen: Bool { base.coversScreen }
    var takesFocusFromScreen: Bool { base.takesFocusFromScreen }
    func keymap(in app: ShortcutsApp) -> Keymap<ContextCommand> { base.keymap(in: app) }
    func takesText(in app: ShortcutsApp) -> Bool { base.takesText(in: app) }
    func render(in area: Rect, into buffer: inout ScreenBuffer, app: ShortcutsApp) {
        base.render(in: area, into: &buffer, host: app)
    }

    /// The layer as its own type, if it is one (for tests and for status that asks about it).
    func `as`<L: Layer>(_ type: L.Type) -> L? { base as? L }

    /// Runs the layer's update; its effects' messages are addressed back to it by `id`. A
    /// message of another layer's type does nothing.
    mutating func update(_ input: LayerInput, host: inout ShortcutsApp, id: LayerID) -> LayerStep<ShortcutsApp.Message>
    {
        func open<L: Layer>(_ layer: inout L) -> LayerStep<ShortcutsApp.Message> {
            let reaction: LayerStep<L.Message>
            switch input {
            case .command(let command, let event): reaction = layer.update(.command(command, event), host: &host)
            case .event(let event): reaction = layer.update(.event(event), host: &host)
            case .message(let message):
                guard let message = message as? L.Message else { return .stay() }
                reaction = layer.update(.message(message), host: &host)
            case .handoff(let handoff): reaction = layer.receive(handoff, host: &host)
            case .documentChanged: reaction = layer.documentChanged(host: &host)
            }
            return reaction.map { ShortcutsApp.Message.layer(id, $0) }
        }
        return open(&base)
    }
}

/// What reaches a layer of any type: what reaches a component, or what the layer over it handed
/// down as it closed.
enum LayerInput {
    case command(ContextCommand, InputEvent)
    case event(InputEvent)
    case message(any Sendable)
    case handoff(Handoff)
    case documentChanged
}

/// The layers open over the library or the editor, bottom first; the top one has the keys.
struct LayerStack {
    private(set) var entries: [(id: LayerID, layer: AnyLayer)] = []
    private var lastNumber = 0

    var top: AnyLayer? { entries.last?.layer }
    /// Their contexts, bottom first.
    var contexts: [Context] { entries.flatMap(\.layer.contexts) }

    /// Opens `layer` on top; returns the id its effects' messages are addressed with.
    @discardableResult
    mutating func push(_ layer: AnyLayer) -> LayerID {
        lastNumber += 1
        let id = LayerID(number: lastNumber)
        entries.append((id, layer))
        return id
    }

    /// Closes every layer (the editor under them closed).
    mutating func removeAll() { entries.removeAll() }

    /// The topmost layer that is this context.
    func topmost(_ context: Context) -> AnyLayer? {
        entries.last { $0.layer.contexts.contains(context) }?.layer
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
        _ step: LayerStep<ShortcutsApp.Message>.Step
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
    mutating func updateLayer(_ id: LayerID?, _ input: LayerInput) -> [Effect<Message>] {
        let effects = runLayer(id, input)
        let asked = requested
        requested = []
        return asked + effects
    }

    /// Tells every layer, bottom first, that the open shortcut changed.
    mutating func layersSeeChange() -> [Effect<Message>] {
        layers.entries.map(\.id).flatMap { updateLayer($0, .documentChanged) }
    }

    /// Runs a layer's update and puts it back as its reaction says; returns its effects.
    private mutating func runLayer(_ id: LayerID?, _ input: LayerInput) -> [Effect<Message>] {
        // Bound straight from what `take` returns, so the layer is held once and its update
        // changes it in place (a copy held beside it would copy its state on every message: a
        // run pane's log on every event of a run).
        guard let id = id ?? layers.entries.last?.id, case (let index, var layer)? = layers.take(id) else { return [] }
        let reaction = layer.update(input, host: &self, id: id)
        layers.settle(layer, id: id, at: index, reaction.step)
        return reaction.effects
    }

    /// Hands `handoff` to the layer under the one whose update is running (that one is off the
    /// stack, so the layer under it is the top): called by a layer that closes with a result.
    mutating func handDown(_ handoff: Handoff) {
        let effects = runLayer(nil, .handoff(handoff))
        request(effects)
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

    /// Opens a layer over everything open now (from a layer's update: over that layer, once
    /// it goes back on the stack under it), with the work it starts with.
    @discardableResult
    mutating func open<L: Layer>(_ layer: L, starting effects: [Effect<L.Message>] = []) -> [Effect<Message>] {
        let id = layers.push(AnyLayer(layer))
        return effects.map { $0.map { Message.layer(id, $0) } }
    }
}
