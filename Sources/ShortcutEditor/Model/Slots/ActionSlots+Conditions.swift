import ShortcutKit

// An If's slots: its rows' members (`input`, `condition`, `value`, `value2`; `row 2 value` and
// `match` when it has several conditions), read and written through its conditions member.

extension ActionSlots {
    /// The value in a row's value slot, `nil` when it is empty or the slot is not one.
    static func value(of c: Conditional, slot: SlotID) -> Value? {
        guard let (row, member) = c.member(of: slot) else { return nil }
        switch member {
        case .input: return c.rows[row].input
        case .value: return c.rows[row].value
        case .value2: return c.rows[row].value2
        case .condition: return nil
        }
    }

    /// Sets a row's value slot (`nil` empties it; the input cannot be absent); `false` if the
    /// If has no such value slot.
    static func setting(_ value: Value?, slot: SlotID, in c: inout Conditional) -> Bool {
        guard let (row, member) = c.member(of: slot) else { return false }
        switch member {
        case .input: c.rows[row].input = value ?? empty
        case .value: c.rows[row].value = value
        case .value2: c.rows[row].value2 = value
        case .condition: return false
        }
        return true
    }

    /// The option chosen in a row's condition slot, or the match of several conditions.
    static func choice(of c: Conditional, slot: SlotID) -> String? {
        if slot == Conditional.matchSlot, c.hasSeveralConditions { return c.matchWord }
        return c.member(of: slot).flatMap { $0.member == .condition ? c.rows[$0.row].condition.rawValue : nil }
    }

    /// Chooses a row's condition, or All / Any of several; `false` if the slot or the option is
    /// not one of the If's.
    static func choosing(_ option: String, slot: SlotID, in c: inout Conditional) -> Bool {
        if slot == Conditional.matchSlot, c.hasSeveralConditions {
            guard ["all", "any"].contains(option) else { return false }
            c.matchAll = option == "all"
            return true
        }
        guard let (row, member) = c.member(of: slot), member == .condition,
            let condition = Conditional.Condition(rawValue: option)
        else { return false }
        c.rows[row].condition = condition
        // Operands the new condition does not take would linger unseen; drop them.
        c.rows[row].fitOperands()
        return true
    }
}
