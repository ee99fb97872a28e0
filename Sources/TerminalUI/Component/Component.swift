/// A part of a screen that owns its state, its keys, its update and its view: a dialog, a menu,
/// a field, a picker, a form. Whoever holds it (usually a stack of them, the top one having the
/// keys) hands it each key with what its keymap made of it, draws it, and does what its update
/// returns: runs the effects, then keeps it, closes it, or opens another over it.
///
/// `Host` is what the component may read and change outside itself (the document being edited,
/// the status line); everything else it knows is its own state. `Message` is what its own
/// effects send back to it (a search's results): the holder wraps them with ``Effect/map(_:)``
/// so they come back to this component and no other. `Opened` is what the holder keeps on its
/// stack, so an update can open a component of another type.
///
/// bubbletea's composable models and swift-composable-architecture's child features are the
/// model: a parent runs a child's update and sees only what the child hands back.
public protocol Component {
    /// What the component may read and change outside itself.
    associatedtype Host
    /// What a key means to the component, as its keymap says.
    associatedtype Command: Sendable
    /// What its effects send back to it; `Never` for one with no work of its own.
    associatedtype Message: Sendable = Never
    /// What the holder keeps on its stack: the type of a component this one opens.
    associatedtype Opened

    /// The keys as they stand: the one table the key handling, the `?` overlay, the footer and
    /// the key reference read.
    func keymap(in host: Host) -> Keymap<Command>

    /// Whether characters no binding claims are typed into it (it has a field).
    func takesText(in host: Host) -> Bool

    /// Applies a key, a click, a paste or one of its own messages.
    mutating func update(_ input: ComponentInput<Command, Message>, host: inout Host) -> Reaction<Message, Opened>

    /// Draws itself over what is under it; `area` is the whole screen, and the component places
    /// itself in it.
    func render(in area: Rect, into buffer: inout ScreenBuffer, host: Host)
}

extension Component {
    public func takesText(in host: Host) -> Bool { false }
}

/// What reaches a component's update.
public enum ComponentInput<Command: Sendable, Message: Sendable>: Sendable {
    /// A key its keymap bound, with the event it came from.
    case command(Command, InputEvent)
    /// An event no binding claims: a click, a paste, the wheel, or a character typed into its field.
    case event(InputEvent)
    /// What one of its effects sent back.
    case message(Message)
}

/// What a component's update asks of whoever holds it.
public struct Reaction<Message: Sendable, Layer> {
    /// What becomes of the component.
    public enum Step {
        /// It stays where it is, with its new state.
        case stay
        /// It closes, uncovering the one under it.
        case close
        /// It stays, and this opens over it (a picker over a field, a menu over a form).
        case open(Layer)
        /// It closes and this takes its place (a field's unit menu, which sets the value itself).
        case replace(Layer)
    }

    public var step: Step
    /// Work to do: disk writes, searches, timers, all as its own messages.
    public var effects: [Effect<Message>]

    public init(_ step: Step, effects: [Effect<Message>] = []) {
        self.step = step
        self.effects = effects
    }

    /// Stays open, running `effects`.
    public static func stay(_ effects: [Effect<Message>] = []) -> Self { Self(.stay, effects: effects) }
    /// Closes, running `effects`.
    public static func close(_ effects: [Effect<Message>] = []) -> Self { Self(.close, effects: effects) }
    /// Opens `layer` over this one.
    public static func open(_ layer: Layer, _ effects: [Effect<Message>] = []) -> Self {
        Self(.open(layer), effects: effects)
    }
    /// Gives this one's place to `layer`.
    public static func replace(with layer: Layer, _ effects: [Effect<Message>] = []) -> Self {
        Self(.replace(layer), effects: effects)
    }

    /// The same reaction, its effects' messages transformed: how a holder makes a child's work
    /// come back to that child.
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Message) -> Other) -> Reaction<Other, Layer> {
        let mapped = effects.map { $0.map(transform) }
        return switch step {
        case .stay: .stay(mapped)
        case .close: .close(mapped)
        case .open(let layer): .open(layer, mapped)
        case .replace(let layer): .replace(with: layer, mapped)
        }
    }
}

extension Reaction.Step: Sendable where Layer: Sendable {}
extension Reaction: Sendable where Layer: Sendable {}
