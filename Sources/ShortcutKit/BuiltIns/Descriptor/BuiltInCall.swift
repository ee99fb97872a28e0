/// A built-in action stored by its descriptor rather than by an `Action.Kind` case of its own:
/// which action, and what each of its members holds. Its descriptor's members say how it is
/// read and written, its behaviour how it reads, types, checks and runs.
public struct BuiltInCall: Sendable, Equatable {
    public var id: BuiltInID { didSet { descriptor = BuiltInRegistry.descriptor(id) } }
    /// The members that are set, by slot. A member that is absent is left out of the file.
    public var arguments: [SlotID: BuiltInArgument]
    /// The action's descriptor; `nil` only for an id no descriptor has, which the decoder refuses.
    /// Looked up once, when the call is made: the validator and the runner ask for it several
    /// times an action, and each look-up hashed the id.
    public private(set) var descriptor: BuiltInDescriptor?

    public init(_ id: BuiltInID, _ arguments: [SlotID: BuiltInArgument] = [:]) {
        self.id = id
        self.arguments = arguments
        self.descriptor = BuiltInRegistry.descriptor(id)
    }

    /// A call of `descriptor`'s action with no members set yet (the decoder fills them).
    init(of descriptor: BuiltInDescriptor) {
        self.id = descriptor.id
        self.arguments = [:]
        self.descriptor = descriptor
    }

    /// The same action with the same members (the descriptor follows from the id).
    public static func == (a: BuiltInCall, b: BuiltInCall) -> Bool { a.id == b.id && a.arguments == b.arguments }

    /// The value in a value member, `nil` when it is absent.
    public func value(_ slot: SlotID) -> Value? {
        if case .value(let value)? = arguments[slot] { return value }
        return nil
    }

    /// The string of a text member, `nil` when it is absent.
    public func text(_ slot: SlotID) -> String? {
        if case .text(let text)? = arguments[slot] { return text }
        return nil
    }

    /// The option chosen in a choice member, `nil` when it is absent.
    public func choice(_ slot: SlotID) -> String? {
        if case .choice(let option)? = arguments[slot] { return option }
        return nil
    }

    /// Every value it holds, in the order of its descriptor's members.
    public var values: [(slot: SlotID, value: Value)] {
        (descriptor?.members ?? []).compactMap { member in value(member.slot).map { (member.slot, $0) } }
    }
}

/// What one member of a ``BuiltInCall`` holds, as its ``BuiltInMember/Kind`` says.
public enum BuiltInArgument: Sendable, Equatable {
    case value(Value)
    case text(String)
    case choice(String)
}

extension BuiltInCall {
    /// Chooses `option` in the choice member `slot`. Members the new choice hides are dropped (a
    /// file never keeps what its action does not read), and those it shows get their default
    /// when they have none (Get Item from List's `to` is 2 once Items in Range is chosen).
    public mutating func choose(_ option: String, in slot: SlotID) {
        arguments[slot] = .choice(option)
        for member in descriptor?.members ?? [] where member.shownWhen?.choice == slot {
            if !member.isShown(in: self) {
                arguments[member.slot] = nil
            } else if arguments[member.slot] == nil {
                arguments[member.slot] = member.defaultArgument
            }
        }
    }
}
