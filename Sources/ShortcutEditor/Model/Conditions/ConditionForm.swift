import ShortcutKit

/// The condition list's layout: the header ("If [All] of the following are true"), one line
/// per condition, and the line that adds one; and the fields of each line, in the order the
/// arrow keys visit them.
package enum ConditionForm {
    package enum Line: Sendable, Equatable {
        case header
        case row(Int)
        case add
    }

    package enum Field: Sendable, Equatable {
        case match
        case member(Conditional.Member)
        case add
    }

    package static func lines(of c: Conditional) -> [Line] {
        [.header] + c.rows.indices.map(Line.row) + [.add]
    }

    package static func fields(of line: Line, in c: Conditional) -> [Field] {
        switch line {
        case .header: return [.match]
        case .add: return [.add]
        case .row(let index):
            let operands = c.rows.indices.contains(index) ? c.rows[index].condition.operandCount : 1
            return [.member(.input), .member(.condition)]
                + [Conditional.Member.value, .value2].prefix(operands).map(Field.member)
        }
    }

    /// The new row "+ Add Condition" appends: the last row's input and condition, its values
    /// left to fill, as the next comparison of the same value is the common case ("Weekday is
    /// Saturday", then "Weekday is Sunday").
    package static func newRow(after c: Conditional) -> Conditional.Row {
        let last = c.rows[c.rows.count - 1]
        var row = Conditional.Row(
            input: last.input, condition: last.condition, value: ActionSlots.empty, value2: ActionSlots.empty)
        row.fitOperands()
        return row
    }
}
