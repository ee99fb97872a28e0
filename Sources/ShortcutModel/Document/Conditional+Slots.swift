/// The names of an If's row members as slots: the card's tokens, the validator's and the run's
/// parameters. An If with one condition keeps the names it always had (`input`, `value`); with
/// several, each row's are numbered (`row 2 input`, `row 2 value`), so a message names the row.
extension Conditional {
    /// A member of a row, as a file writes it.
    package enum Member: String, Sendable, CaseIterable {
        case input, condition, value, value2
    }

    /// The slot of the All / Any setting of an If with several conditions.
    package static let matchSlot: SlotID = "match"

    /// The slot of a member of row `row` (from 0).
    package func slot(_ member: Member, row: Int) -> SlotID {
        hasSeveralConditions ? Self.rowSlot(member, row: row) : SlotID(member.rawValue)
    }

    /// The numbered slot of a member of row `row` (from 0) of an If with several conditions.
    package static func rowSlot(_ member: Member, row: Int) -> SlotID {
        SlotID("row \(row + 1) \(member.rawValue)")
    }

    /// The row (from 0) and member a slot of this If names; `nil` for any other slot.
    package func member(of slot: SlotID) -> (row: Int, member: Member)? {
        guard hasSeveralConditions else { return Member(rawValue: slot.rawValue).map { (0, $0) } }
        let words = slot.rawValue.split(separator: " ")
        guard words.count == 3, words[0] == "row", let number = Int(words[1]), rows.indices.contains(number - 1),
            let member = Member(rawValue: String(words[2]))
        else { return nil }
        return (number - 1, member)
    }

    /// "all" or "any", as a file writes the match and the card shows it.
    package var matchWord: String { matchAll ? "all" : "any" }
}
