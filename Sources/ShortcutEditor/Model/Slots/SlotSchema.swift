import Foundation
import IntentKit
import ShortcutKit

/// What a slot of an action takes: the kind of token, the value type, and whether the action
/// needs it filled.
struct SlotSchema {
    var kind: TokenKind
    var valueType: ValueType?
    var isRequired: Bool
    /// The parameter's declared number range.
    var range: ParameterRange?

    init(kind: TokenKind, valueType: ValueType? = nil, isRequired: Bool) {
        self.kind = kind
        self.valueType = valueType
        self.isRequired = isRequired
    }

    /// A value slot of a type (`nil`: any type).
    static func value(_ type: ValueType?, required: Bool) -> SlotSchema {
        SlotSchema(kind: TokenKind(type), valueType: type, isRequired: required)
    }

    /// The schema of a slot. `scope` is asked for only by the slots whose type depends on what
    /// comes before (an If's operands, a variable's name a descriptor's scope effect names).
    static func of(_ slot: SlotID, in action: Action, catalog: Catalog, scope: () -> Scope) -> SlotSchema {
        if let c = action.kind.asConditional { return of(slot, in: c, scope: scope) }
        switch action.kind {
        case .intent(let identifier, _):
            guard let parameter = catalog.intent(identifier)?.metadata.parameter(named: slot.rawValue) else {
                return .value(nil, required: false)
            }
            // A parameter with a default, or one the previous action's output fills when the
            // shortcut runs, is not empty in the sense that matters: the action can run.
            let required =
                !parameter.isOptional && parameter.defaultValue == nil
                && parameter.inputConnectionBehavior != .connectToPreviousIntentResult
            var schema = SlotSchema.value(parameter.type, required: required)
            schema.range = parameter.range
            return schema
        case .find(let find):
            switch slot {
            case .from: return .value(.array(.entity(find.entity)), required: false)
            case .limit: return .value(.integer, required: false)
            default:
                let index = slot.findRow?.row ?? -1
                let row = find.conditions.indices.contains(index) ? find.conditions[index] : nil
                let property = row.flatMap { row in
                    catalog.entity(find.entity)?.metadata.properties.first { $0.name == row.property }
                }
                guard let row else { return .value(nil, required: true) }
                if row.comparator.unit != nil {
                    var count = SlotSchema.value(.integer, required: true)
                    count.range = ParameterRange(lowerBound: 1, upperBound: Double(FindComparator.maximumCount))
                    return count
                }
                return .value(property?.type.elementType, required: true)
            }
        case .builtIn(let call):
            guard let member = call.descriptor?.member(slot) else { return .value(nil, required: false) }
            switch member.kind {
            case .value: return .value(member.valueType(in: call), required: !member.isOptional)
            case .text where member.suggestions != nil:
                let choices = member.suggestions?(catalog) ?? []
                return SlotSchema(
                    kind: .suggested(choices.map { TokenChoice(id: $0.id, title: $0.title) }),
                    isRequired: !member.isOptional)
            case .text:
                // A variable's name: the names set before the card are offered.
                let names = call.descriptor?.scopeEffect?.name == slot ? scope().namedOrder : []
                return SlotSchema(kind: .plainText(suggestions: names), isRequired: !member.isOptional)
            case .json:
                return SlotSchema(kind: .plainText(suggestions: []), isRequired: !member.isOptional)
            case .choice(let options):
                return SlotSchema(
                    kind: .choice(options.map { TokenChoice(id: $0.id, title: $0.title) }),
                    isRequired: !member.isOptional)
            case .shortcut:
                // The library's shortcuts but this one (a shortcut cannot run itself).
                let others = catalog.shortcuts.listing().filter { $0.id != scope().document.id }
                return SlotSchema(
                    kind: .choice(others.map { TokenChoice(id: $0.id.uuidString, title: $0.name) }), isRequired: true)
            case .actions, .items, .conditions, .other: return .value(nil, required: false)
            }
        }
    }
}

extension SlotSchema {
    /// The schema of an If's slot: a row's input (any value), its condition (those the input's
    /// type allows), its operands (of the type the condition compares with), or All / Any.
    static func of(_ slot: SlotID, in c: Conditional, scope: () -> Scope) -> SlotSchema {
        if slot == Conditional.matchSlot {
            return SlotSchema(
                kind: .choice([TokenChoice(id: "all", title: "all"), TokenChoice(id: "any", title: "any")]),
                isRequired: true)
        }
        guard let (row, member) = c.member(of: slot) else { return .value(nil, required: false) }
        let r = c.rows[row]
        let inputType = scope().type(of: r.input)
        switch member {
        case .input:
            return .value(nil, required: true)
        case .condition:
            let conditions = inputType.map(ConditionRules.conditions(for:)) ?? Conditional.Condition.allCases
            return SlotSchema(
                kind: .choice(conditions.map { TokenChoice(id: $0.rawValue, title: $0.phrase) }), isRequired: true)
        case .value, .value2:
            let operand = inputType.map { ConditionRules.operandType(for: $0, condition: r.condition) }
            return .value(operand, required: r.condition.operandCount >= (member == .value2 ? 2 : 1))
        }
    }
}
