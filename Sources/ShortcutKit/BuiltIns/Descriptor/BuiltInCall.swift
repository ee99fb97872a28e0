/// A built-in action stored by its descriptor rather than by an `Action.Kind` case of its own:
/// which action, and what each of its members holds. Its descriptor's members say how it is
/// read and written, its behaviour how it reads, types, checks and runs.
///
/// The members' values are kept by position, in the order of the descriptor's ``BuiltInDescriptor/members``
/// (a ``BuiltInMemberIndex``), not in a dictionary by slot: the decoder, the encoder and the
/// validator walk the members in that order and reach each value without hashing a name, and a
/// file of ten thousand actions is read with one small array per action rather than a hash table.
public struct BuiltInCall: Sendable, Equatable {
    public let id: BuiltInID
    /// The action's descriptor; `nil` only for an id no descriptor has, which the decoder refuses
    /// (such a call holds no members). Looked up once, when the call is made.
    public let descriptor: BuiltInDescriptor?
    /// The value of each of the descriptor's members, by position; `nil` for an absent member,
    /// which is left out of the file.
    private var storage: [BuiltInArgument?]

    /// A call of `id` with `arguments` by slot (slots its descriptor has no member for are
    /// dropped: nothing would read or write them).
    public init(_ id: BuiltInID, _ arguments: [SlotID: BuiltInArgument] = [:]) {
        self.init(id: id, descriptor: BuiltInRegistry.descriptor(id))
        guard !arguments.isEmpty, let members = descriptor?.members else { return }
        for index in members.indices { storage[index] = arguments[members[index].slot] }
    }

    /// A call of `descriptor`'s action with no members set yet (the decoder fills them).
    init(of descriptor: BuiltInDescriptor) { self.init(id: descriptor.id, descriptor: descriptor) }

    private init(id: BuiltInID, descriptor: BuiltInDescriptor?) {
        self.id = id
        self.descriptor = descriptor
        storage = Array(repeating: nil, count: descriptor?.members.count ?? 0)
    }

    /// The same action with the same members (the descriptor follows from the id).
    public static func == (a: BuiltInCall, b: BuiltInCall) -> Bool { a.id == b.id && a.storage == b.storage }

    /// What the member at `index` holds (`nil`: absent).
    public subscript(index: BuiltInMemberIndex) -> BuiltInArgument? {
        get { storage[index.position] }
        set { storage[index.position] = newValue }
    }

    /// What the member `slot` holds (`nil`: absent, or no member of that name). Setting a slot
    /// the descriptor has no member for does nothing.
    public subscript(slot: SlotID) -> BuiltInArgument? {
        get { descriptor?.index(of: slot).flatMap { storage[$0.position] } }
        set {
            guard let index = descriptor?.index(of: slot) else { return }
            storage[index.position] = newValue
        }
    }

    /// The members that are set, by slot: a copy for callers and tests that look at them all.
    public var arguments: [SlotID: BuiltInArgument] {
        var result: [SlotID: BuiltInArgument] = [:]
        for (index, member) in (descriptor?.members ?? []).enumerated() {
            if let argument = storage[index] { result[member.slot] = argument }
        }
        return result
    }

    /// The value in a value member, `nil` when it is absent.
    public func value(_ slot: SlotID) -> Value? {
        if case .value(let value)? = self[slot] { return value }
        return nil
    }

    /// The string of a text member, `nil` when it is absent.
    public func text(_ slot: SlotID) -> String? {
        if case .text(let text)? = self[slot] { return text }
        return nil
    }

    /// The option chosen in a choice member, `nil` when it is absent.
    public func choice(_ slot: SlotID) -> String? {
        if case .choice(let option)? = self[slot] { return option }
        return nil
    }

    /// The actions of a body member, `nil` when it is absent.
    public func actions(_ slot: SlotID) -> [Action]? {
        if case .actions(let actions)? = self[slot] { return actions }
        return nil
    }

    /// The bodies of a block stored as a call, in its ``BuiltInBlock``'s order; empty for an
    /// action that holds no others (most: the descriptor says so without a look-up).
    public var bodies: [[Action]] {
        guard case .members(let members)? = descriptor?.block?.bodies else { return [] }
        return members.map { actions($0) ?? [] }
    }

    /// Every value it holds, in the order of its descriptor's members.
    public var values: [(slot: SlotID, value: Value)] {
        guard let members = descriptor?.members else { return [] }
        return members.indices.compactMap { index in
            if case .value(let value)? = storage[index] { return (members[index].slot, value) }
            return nil
        }
    }
}

/// Where a member is in its descriptor's ``BuiltInDescriptor/members``, which is where a
/// ``BuiltInCall`` keeps its value. Resolved from a slot once (``BuiltInDescriptor/index(of:)``)
/// by a reader that meets many calls of one action.
public struct BuiltInMemberIndex: Hashable, Sendable {
    public let position: Int

    public init(_ position: Int) { self.position = position }
}

/// What one member of a ``BuiltInCall`` holds, as its ``BuiltInMember/Kind`` says.
public enum BuiltInArgument: Sendable, Equatable {
    case value(Value)
    case text(String)
    case choice(String)
    /// The actions of a body (a Repeat's `do`).
    case actions([Action])
}

extension BuiltInCall {
    /// Chooses `option` in the choice member `slot`. Members the new choice hides are dropped (a
    /// file never keeps what its action does not read), and those it shows get their default
    /// when they have none (Get Item from List's `to` is 2 once Items in Range is chosen).
    public mutating func choose(_ option: String, in slot: SlotID) {
        self[slot] = .choice(option)
        for (index, member) in (descriptor?.members ?? []).enumerated() where member.shownWhen?.choice == slot {
            if !member.isShown(in: self) {
                storage[index] = nil
            } else if storage[index] == nil {
                storage[index] = member.defaultArgument
            }
        }
    }
}
