import Foundation
import IntentKit
import ShortcutModel

/// Decides an If. Text compares without regard to case; numbers and dates by value; a list
/// "contains" an item equal to the value; "has any value" is false for nothing, empty text and
/// an empty list.
extension Execution {
    /// Whether an If's conditions hold: each row's input is read and compared in order, and the
    /// rest are left unread once the answer is known (Any at the first true row, All at the
    /// first false one), as Shortcuts does.
    package func holds(_ c: Conditional, _ ref: ActionReference) async throws(RunError) -> Bool {
        for (index, row) in c.rows.enumerated() {
            let name = { (member: Conditional.Member) in c.slot(member, row: index).rawValue }
            let input = try await evaluate(row.input, expected: nil, ref, parameter: name(.input))
            let result = try await holds(row, input: input, ref, names: name)
            if result != c.matchAll { return result }
        }
        return c.matchAll
    }

    /// Whether the first condition of `c` holds for `input` (Filter List compares each item so).
    package func holds(_ c: Conditional, input: (any Sendable)?, _ ref: ActionReference) async throws(RunError) -> Bool
    {
        try await holds(c.rows[0], input: input, ref) { $0.rawValue }
    }

    /// Whether one condition holds for `input`; `names` gives the parameter errors name.
    package func holds(
        _ c: Conditional.Row, input: (any Sendable)?, _ ref: ActionReference, names: (Conditional.Member) -> String
    ) async throws(RunError) -> Bool {
        typealias Rules = ConditionEvaluator
        // A match of Match Text compares as its text.
        let input = (input as? TextMatch)?.text ?? input
        switch c.condition {
        case .hasAnyValue: return Rules.hasValue(input)
        case .hasNoValue: return !Rules.hasValue(input)
        default: break
        }
        let inputType = TypeRules.valueType(of: input)
        let operandType = inputType.map { ConditionRules.operandType(for: $0, condition: c.condition) }
        func operand(_ value: Value?, _ name: String) async throws(RunError) -> MetadataValue? {
            guard let value else {
                throw RunError(
                    .invalidValue, action: ref, parameter: name, "'\(c.condition.phrase)' needs a value to compare with"
                )
            }
            guard var evaluated = try await evaluate(value, expected: operandType, ref, parameter: name) else {
                return nil
            }
            if let operandType {
                do { evaluated = try await converter.convert(evaluated, to: operandType) } catch {
                    throw RunError(.invalidValue, action: ref, parameter: name, "the value \(error.message)")
                }
            }
            return MetadataValue(evaluated)
        }
        let first = try await operand(c.value, names(.value))
        guard let input else { return c.condition == .isNot }
        if c.condition == .contains, let list = IntentValueConversion.elements(of: input) {
            return list.contains { MetadataValue($0).map { Rules.equal($0, first) } ?? false }
        }
        let lhs = MetadataValue(input)
        switch c.condition {
        case .is: return Rules.equal(lhs, first)
        case .isNot: return !Rules.equal(lhs, first)
        // Text compares as Find does (TextFolding: case, accents and width folded), so an If and
        // a Find agree on "García" and "garcia".
        case .contains: return TextFolding.contains(Rules.text(lhs), Rules.text(first))
        case .beginsWith: return TextFolding.hasPrefix(Rules.text(lhs), Rules.text(first))
        case .endsWith: return TextFolding.hasSuffix(Rules.text(lhs), Rules.text(first))
        case .lessThan: return Rules.order(lhs, first) == .orderedAscending
        case .lessThanOrEqual: return [.orderedAscending, .orderedSame].contains(Rules.order(lhs, first))
        case .greaterThan: return Rules.order(lhs, first) == .orderedDescending
        case .greaterThanOrEqual: return [.orderedDescending, .orderedSame].contains(Rules.order(lhs, first))
        case .between:
            let second = try await operand(c.value2, names(.value2))
            return [.orderedDescending, .orderedSame].contains(Rules.order(lhs, first))
                && [.orderedAscending, .orderedSame].contains(Rules.order(lhs, second))
        case .hasAnyValue, .hasNoValue: return false
        }
    }
}

/// The comparisons an If makes.
package enum ConditionEvaluator {

    package static func hasValue(_ value: (any Sendable)?) -> Bool {
        guard let value else { return false }
        if let text = value as? String { return !text.isEmpty }
        if let list = IntentValueConversion.elements(of: value) { return !list.isEmpty }
        return true
    }

    package static func equal(_ a: MetadataValue?, _ b: MetadataValue?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        if case .text(let x) = a, case .text(let y) = b { return TextFolding.equal(x, y) }
        return a == b || a.compare(to: b) == .orderedSame
    }

    package static func order(_ a: MetadataValue?, _ b: MetadataValue?) -> ComparisonResult? {
        guard let a, let b else { return nil }
        return a.compare(to: b)
    }

    package static func text(_ value: MetadataValue?) -> String {
        switch value {
        case .text(let s)?: s
        case .url(let u)?: u.absoluteString
        case .measurement(let m)?: m.description
        case .currency(let c)?: c.description
        case .person(let person)?: person.description
        case .some(let other): "\(other)"
        case nil: ""
        }
    }
}
