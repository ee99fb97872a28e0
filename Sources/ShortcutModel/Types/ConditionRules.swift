import IntentKit

/// Which If conditions apply to which input types, and what they compare with.
package enum ConditionRules {
    /// The conditions an If offers for an input of this type, in menu order.
    package static func conditions(for type: ValueType) -> [Conditional.Condition] {
        switch type {
        case .string, .url, .match: [.is, .isNot, .contains, .beginsWith, .endsWith, .hasAnyValue, .hasNoValue]
        case .integer, .double, .decimal, .date, .measurement, .currency:
            [
                .is, .isNot, .lessThan, .lessThanOrEqual, .greaterThan, .greaterThanOrEqual, .between, .hasAnyValue,
                .hasNoValue,
            ]
        case .array: [.contains, .hasAnyValue, .hasNoValue]
        case .dictionary: [.hasAnyValue, .hasNoValue]
        case .boolean, .enumeration, .entity, .person: [.is, .isNot, .hasAnyValue, .hasNoValue]
        }
    }

    /// The type the condition's values are read as.
    package static func operandType(for type: ValueType, condition: Conditional.Condition) -> ValueType {
        switch type {
        case .array(.match): .string
        case .array(let element): element
        case .url, .match: .string
        default: type
        }
    }
}
