import Foundation
import ShortcutKit

// Reading and writing an action's slots by the ids ShortcutKit's SentenceBuilder gives them:
// an intent's parameter names; `input`, `condition`, `value`, `value2` of an If (`row 2 value`
// and `match` when it has several conditions); `count`;
// `items`; `prompt` of a menu; a built-in call's members by name (`name` and `value` of the
// variable actions, `item`, `list`, `index`, `to` of Get Item, `text` of a comment …); `from`,
// `where1`, `where1b`, `limit` of a Find.

enum ActionSlots {
    /// The empty value of a slot that cannot be absent: empty text, shown as a placeholder.
    static let empty = Value.text([])

    // MARK: Values

    /// The value in a value slot, `nil` when it is empty or the slot is not a value slot.
    static func value(of action: Action, slot: SlotID) -> Value? {
        switch action.kind {
        case .intent(_, let parameters): return parameters[slot.rawValue]
        case .find(let find):
            if slot == "from" { return find.source }
            if slot == "limit" { return find.limit }
            guard let (row, second) = slot.findRow, find.conditions.indices.contains(row) else { return nil }
            return second ? find.conditions[row].value2 : find.conditions[row].value
        case .conditional(let c):
            guard let (row, member) = c.member(of: slot) else { return nil }
            switch member {
            case .input: return c.rows[row].input
            case .value: return c.rows[row].value
            case .value2: return c.rows[row].value2
            case .condition: return nil
            }
        case .menu(let prompt, _): return slot == "prompt" ? prompt : nil
        case .builtIn(let call): return call.value(slot)
        }
    }

    /// Every value slot that holds a value, with the value, in the order the card shows them.
    static func values(of action: Action) -> [(slot: SlotID, value: Value)] {
        let names: [SlotID] =
            switch action.kind {
            case .intent(_, let parameters): parameters.keys.sorted().map { SlotID($0) }
            case .find(let find):
                [.from] + find.conditions.indices.flatMap { [.findValue(row: $0), .findValue(row: $0, second: true)] }
                    + [.limit]
            case .conditional(let c):
                c.rows.indices.flatMap { row in [.input, .value, .value2].map { c.slot($0, row: row) } }
            case .menu: ["prompt"]
            case .builtIn(let call): call.values.map(\.slot)
            }
        return names.compactMap { name in value(of: action, slot: name).map { (name, $0) } }
    }

    /// The action with a value slot set; `nil` empties it (a slot that cannot be absent gets empty
    /// text, which reads as its placeholder). Returns `nil` if the action has no such value slot.
    static func setting(_ value: Value?, slot: SlotID, in action: Action) -> Action? {
        var copy = action
        let required = value ?? empty
        switch action.kind {
        case .intent(let identifier, var parameters):
            // An intent's parameter is absent rather than empty, so its default shows again.
            parameters[slot.rawValue] = value == empty ? nil : value
            copy.kind = .intent(identifier: identifier, parameters: parameters)
        case .find(var find):
            switch slot {
            case "from": find.source = value
            case "limit": find.limit = value
            default:
                guard let (row, second) = slot.findRow, find.conditions.indices.contains(row) else { return nil }
                if second { find.conditions[row].value2 = value } else { find.conditions[row].value = required }
            }
            copy.kind = .find(find)
        case .conditional(var c):
            guard let (row, member) = c.member(of: slot) else { return nil }
            switch member {
            case .input: c.rows[row].input = required
            case .value: c.rows[row].value = value
            case .value2: c.rows[row].value2 = value
            case .condition: return nil
            }
            copy.kind = .conditional(c)
        case .menu(_, let items):
            guard slot == "prompt" else { return nil }
            copy.kind = .menu(prompt: value, items: items)
        case .builtIn(var call):
            guard let member = call.descriptor?.member(slot), case .value = member.kind, member.isShown(in: call) else {
                return nil
            }
            let stored = member.isOptional ? value : required
            call[member.slot] = stored.map(BuiltInArgument.value)
            copy.kind = .builtIn(call)
        }
        return copy
    }

    // MARK: Choices and names

    /// The option chosen in a choice slot, by its id.
    static func choice(of action: Action, slot: SlotID) -> String? {
        switch (action.kind, slot) {
        case (.conditional(let c), Conditional.matchSlot) where c.hasSeveralConditions: c.matchWord
        case (.conditional(let c), _):
            c.member(of: slot).flatMap { $0.member == .condition ? c.rows[$0.row].condition.rawValue : nil }
        case (.builtIn(let call), _):
            call.choice(slot) ?? (call.descriptor?.member(slot)?.kind == .shortcut ? call.text(slot) : nil)
        default: nil
        }
    }

    /// The action with an option chosen in a choice slot; `nil` if it has no such slot or the
    /// option is not one of its options.
    static func choosing(_ option: String, slot: SlotID, in action: Action) -> Action? {
        var copy = action
        switch (action.kind, slot) {
        case (.conditional(var c), Conditional.matchSlot) where c.hasSeveralConditions:
            guard ["all", "any"].contains(option) else { return nil }
            c.matchAll = option == "all"
            copy.kind = .conditional(c)
        case (.conditional(var c), _):
            guard let (row, member) = c.member(of: slot), member == .condition,
                let condition = Conditional.Condition(rawValue: option)
            else { return nil }
            c.rows[row].condition = condition
            // Operands the new condition does not take would linger unseen; drop them.
            c.rows[row].fitOperands()
            copy.kind = .conditional(c)
        case (.builtIn(var call), _):
            guard let member = call.descriptor?.member(slot) else { return nil }
            if member.kind == .shortcut, UUID(uuidString: option) != nil {
                // A shortcut is chosen by id and written as one (not a choice of a fixed few).
                call[member.slot] = .text(option)
            } else {
                guard case .choice(let options) = member.kind, options.contains(where: { $0.id == option }) else {
                    return nil
                }
                // Members the option hides go, those it shows get their defaults.
                call.choose(option, in: member.slot)
            }
            copy.kind = .builtIn(call)
        default:
            return nil
        }
        return copy
    }

    /// The text of a plain-text slot: a variable's name, a comment.
    static func text(of action: Action, slot: SlotID) -> String? {
        switch (action.kind, slot) {
        case (.builtIn(let call), _): call.text(slot)
        default: nil
        }
    }

    /// The action with a plain-text slot set; `nil` if it has no such slot.
    static func settingText(_ text: String, slot: SlotID, in action: Action) -> Action? {
        var copy = action
        switch (action.kind, slot) {
        case (.builtIn(var call), _):
            guard let member = call.descriptor?.member(slot), member.kind == .text else { return nil }
            call[member.slot] = .text(text)
            copy.kind = .builtIn(call)
        default: return nil
        }
        return copy
    }
}
