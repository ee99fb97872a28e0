import JSONCore

/// A built-in action stored by its descriptor rather than by an `Action.Kind` case of its own:
/// which action, and what each of its members holds. Its descriptor's members say how it is
/// read and written, its behaviour how it reads, types, checks and runs.
///
/// The members' values are kept by position, in the order of the descriptor's ``BuiltInDescriptor/members``
/// (a ``BuiltInMemberIndex``), not in a dictionary by slot: the decoder, the encoder and the
/// validator walk the members in that order and reach each value without hashing a name, and a
/// file of ten thousand actions is read with one small array per action rather than a hash table.
package struct BuiltInCall: Sendable, Equatable {
    package let id: BuiltInID
    /// The action's descriptor; `nil` only for an id no descriptor has, which the decoder refuses
    /// (such a call holds no members). Looked up once, when the call is made.
    package let descriptor: BuiltInDescriptor?
    /// The value of each of the descriptor's members, by position; `nil` for an absent member,
    /// which is left out of the file.
    private var storage: [BuiltInArgument?]

    /// A call of `id`, as `registry` describes it, with `arguments` by slot (slots its descriptor
    /// has no member for are dropped: nothing would read or write them).
    package init(_ id: BuiltInID, _ arguments: [SlotID: BuiltInArgument] = [:], in registry: BuiltInRegistry) {
        self.init(id: id, descriptor: registry.descriptor(id))
        guard !arguments.isEmpty, let members = descriptor?.members else { return }
        for index in members.indices { storage[index] = arguments[members[index].slot] }
    }

    /// A call of `descriptor`'s action with no members set yet (the decoder fills them).
    package init(of descriptor: BuiltInDescriptor) { self.init(id: descriptor.id, descriptor: descriptor) }

    private init(id: BuiltInID, descriptor: BuiltInDescriptor?) {
        self.id = id
        self.descriptor = descriptor
        storage = Array(repeating: nil, count: descriptor?.members.count ?? 0)
    }

    /// The same action with the same members (the descriptor follows from the id).
    package static func == (a: BuiltInCall, b: BuiltInCall) -> Bool { a.id == b.id && a.storage == b.storage }

    /// What the member at `index` holds (`nil`: absent).
    package subscript(index: BuiltInMemberIndex) -> BuiltInArgument? {
        get { storage[index.position] }
        set { storage[index.position] = newValue }
    }

    /// What the member `slot` holds (`nil`: absent, or no member of that name). Setting a slot
    /// the descriptor has no member for does nothing.
    package subscript(slot: SlotID) -> BuiltInArgument? {
        get { descriptor?.index(of: slot).flatMap { storage[$0.position] } }
        set {
            guard let index = descriptor?.index(of: slot) else { return }
            storage[index.position] = newValue
        }
    }

    /// The members that are set, by slot: a copy for callers and tests that look at them all.
    package var arguments: [SlotID: BuiltInArgument] {
        var result: [SlotID: BuiltInArgument] = [:]
        for (index, member) in (descriptor?.members ?? []).enumerated() {
            if let argument = storage[index] { result[member.slot] = argument }
        }
        return result
    }

    /// The value in a value member, `nil` when it is absent.
    package func value(_ slot: SlotID) -> Value? {
        if case .value(let value)? = self[slot] { return value }
        return nil
    }

    /// The string of a text member, `nil` when it is absent.
    package func text(_ slot: SlotID) -> String? {
        if case .text(let text)? = self[slot] { return text }
        return nil
    }

    /// The option chosen in a choice member, `nil` when it is absent.
    package func choice(_ slot: SlotID) -> String? {
        if case .choice(let option)? = self[slot] { return option }
        return nil
    }

    /// The JSON of a JSON member, `nil` when it is absent.
    package func json(_ slot: SlotID) -> JSONNode? {
        if case .json(let node)? = self[slot] { return node }
        return nil
    }

    /// The actions of a body member, `nil` when it is absent.
    package func actions(_ slot: SlotID) -> [Action]? {
        if case .actions(let actions)? = self[slot] { return actions }
        return nil
    }

    /// The titled items of an items member, `nil` when it is absent.
    package func items(_ slot: SlotID) -> [MenuItem]? {
        if case .items(let items)? = self[slot] { return items }
        return nil
    }

    /// The bodies of a block stored as a call, in its ``BuiltInBlock``'s order; empty for an
    /// action that holds no others (most: the descriptor says so without a look-up).
    package var bodies: [[Action]] {
        switch descriptor?.block?.bodies {
        case .members(let members)?: members.map { actions($0) ?? [] }
        case .items(let slot)?: (items(slot) ?? []).map(\.body)
        case nil: []
        }
    }

    /// The items of a block whose bodies are items (a menu's), `nil` for any other action.
    /// Setting it on such a block replaces them (the editor adds, renames, moves and removes
    /// items through it).
    package var blockItems: [MenuItem]? {
        get {
            guard case .items(let slot)? = descriptor?.block?.bodies else { return nil }
            return items(slot) ?? []
        }
        set {
            guard case .items(let slot)? = descriptor?.block?.bodies, let newValue else { return }
            self[slot] = .items(newValue)
        }
    }

    /// Every value it holds, in the order of its descriptor's members; an If's by the slots of
    /// its rows' members (`input`, `row 2 value`).
    package var values: [(slot: SlotID, value: Value)] {
        guard let members = descriptor?.members else { return [] }
        var values: [(slot: SlotID, value: Value)] = []
        for index in members.indices {
            switch storage[index] {
            case .value(let value)?: values.append((members[index].slot, value))
            case .conditions(let rows, let matchAll)?:
                let c = Conditional(rows: rows, matchAll: matchAll, then: [])
                for (row, r) in rows.enumerated() {
                    values.append((c.slot(.input, row: row), r.input))
                    if let value = r.value { values.append((c.slot(.value, row: row), value)) }
                    if let value2 = r.value2 { values.append((c.slot(.value2, row: row), value2)) }
                }
            default: break
            }
        }
        return values
    }

    /// The same call with every value it holds passed through `transform` (an If's rows' too).
    package func mappingValues(_ transform: (Value) -> Value) -> BuiltInCall {
        var copy = self
        for index in storage.indices {
            switch storage[index] {
            case .value(let value)?: copy.storage[index] = .value(transform(value))
            case .conditions(var rows, let matchAll)?:
                for row in rows.indices {
                    rows[row].input = transform(rows[row].input)
                    rows[row].value = rows[row].value.map(transform)
                    rows[row].value2 = rows[row].value2.map(transform)
                }
                copy.storage[index] = .conditions(rows: rows, matchAll: matchAll)
            default: break
            }
        }
        return copy
    }
}

/// Where a member is in its descriptor's ``BuiltInDescriptor/members``, which is where a
/// ``BuiltInCall`` keeps its value. Resolved from a slot once (``BuiltInDescriptor/index(of:)``)
/// by a reader that meets many calls of one action.
package struct BuiltInMemberIndex: Hashable, Sendable {
    package let position: Int

    package init(_ position: Int) { self.position = position }
}

/// What one member of a ``BuiltInCall`` holds, as its ``BuiltInMember/Kind`` says.
package enum BuiltInArgument: Sendable, Equatable {
    case value(Value)
    case text(String)
    case choice(String)
    /// JSON as the file has it (a ``BuiltInMember/Kind/json`` member's).
    case json(JSONNode)
    /// The actions of a body (a Repeat's `do`).
    case actions([Action])
    /// Titled items with a body each (a menu's `items`).
    case items([MenuItem])
    /// An If's condition rows (never empty) and whether all must hold (see ``Conditional``).
    case conditions(rows: [Conditional.Row], matchAll: Bool)
}

extension BuiltInCall {
    /// Chooses `option` in the choice member `slot`. Members the new choice hides are dropped (a
    /// file never keeps what its action does not read), and those it shows get their default
    /// when they have none (Get Item from List's `to` is 2 once Items in Range is chosen).
    package mutating func choose(_ option: String, in slot: SlotID) {
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
