import Foundation

/// An If: its conditions (rows of a value, a comparison and its operands), joined by All or Any
/// when there are several, and the two branches.
///
/// One condition is the If every file has written so far (`input`, `condition`, `value`,
/// `value2` beside `then`); several are written as `match` and `conditions` (docs/format.md).
/// The one-condition accessors (``input``, ``condition``, ``value``, ``value2``) read and write
/// the first row, so the code that only knows one condition keeps working on it.
package struct Conditional: Sendable, Equatable {
    /// The conditions, in order; never empty (the editor keeps the last one).
    package var rows: [Row]
    /// Whether every row must hold (All) rather than any one (Any). One row ignores it.
    package var matchAll: Bool
    package var then: [Action]
    package var otherwise: [Action]

    /// An If with one condition.
    package init(
        input: Value, condition: Condition, value: Value? = nil, value2: Value? = nil, then: [Action],
        otherwise: [Action] = []
    ) {
        self.init(
            rows: [Row(input: input, condition: condition, value: value, value2: value2)], then: then,
            otherwise: otherwise)
    }

    /// An If with several conditions; `rows` must not be empty.
    package init(rows: [Row], matchAll: Bool = true, then: [Action], otherwise: [Action] = []) {
        precondition(!rows.isEmpty, "an If has at least one condition")
        self.rows = rows
        self.matchAll = matchAll
        self.then = then
        self.otherwise = otherwise
    }

    /// Whether it has more than one condition (and so is written with `match` and `conditions`).
    package var hasSeveralConditions: Bool { rows.count > 1 }

    /// The first row's value.
    package var input: Value {
        get { rows[0].input }
        set { rows[0].input = newValue }
    }
    /// The first row's comparison.
    package var condition: Condition {
        get { rows[0].condition }
        set { rows[0].condition = newValue }
    }
    /// The first row's operand.
    package var value: Value? {
        get { rows[0].value }
        set { rows[0].value = newValue }
    }
    /// The first row's second operand (`between`).
    package var value2: Value? {
        get { rows[0].value2 }
        set { rows[0].value2 = newValue }
    }

    /// One condition: a value, a comparison and the operands the comparison takes.
    package struct Row: Sendable, Equatable {
        package var input: Value
        package var condition: Condition
        package var value: Value?
        package var value2: Value?

        package init(input: Value, condition: Condition, value: Value? = nil, value2: Value? = nil) {
            self.input = input
            self.condition = condition
            self.value = value
            self.value2 = value2
        }

        /// Drops the operands a condition does not take: they would linger unseen.
        package mutating func fitOperands() {
            if condition.operandCount < 2 { value2 = nil }
            if condition.operandCount < 1 { value = nil }
        }
    }

    /// The comparisons an If offers; which apply depends on the input's type.
    package enum Condition: String, Sendable, Equatable, CaseIterable {
        case `is`, isNot, contains, beginsWith, endsWith
        case lessThan, lessThanOrEqual, greaterThan, greaterThanOrEqual, between
        case hasAnyValue, hasNoValue

        /// How many values the comparison takes besides the input.
        package var operandCount: Int {
            switch self {
            case .hasAnyValue, .hasNoValue: 0
            case .between: 2
            default: 1
            }
        }

        /// The words a card shows.
        package var phrase: String {
            switch self {
            case .is: "is"
            case .isNot: "is not"
            case .contains: "contains"
            case .beginsWith: "begins with"
            case .endsWith: "ends with"
            case .lessThan: "is less than"
            case .lessThanOrEqual: "is less than or equal to"
            case .greaterThan: "is greater than"
            case .greaterThanOrEqual: "is greater than or equal to"
            case .between: "is between"
            case .hasAnyValue: "has any value"
            case .hasNoValue: "does not have any value"
            }
        }
    }
}
