import Foundation
import ShortcutKit

// Reading and writing an action's slots by the ids ShortcutKit's SentenceBuilder gives them:
// an intent's parameter names; `input`, `condition`, `value`, `value2` of an If (`row 2 value`
// and `match` when it has several conditions); `count`;
// `items`; `prompt`; `name` and `value` of the variable actions; `item`, `list`, `index`, `to`
// of Get Item; `type` and `default` of Ask for Input; `text` of a comment; `output` of Stop;
// `from`, `where1`, `where1b`, `limit` of a Find.

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
        case .repeatCount(let count, _): return slot == "count" ? count : nil
        case .repeatEach(let items, _): return slot == "items" ? items : nil
        case .menu(let prompt, _): return slot == "prompt" ? prompt : nil
        case .setVariable(_, let value), .addToVariable(_, let value): return slot == "value" ? value : nil
        case .getItem(let list, let item):
            switch (slot, item) {
            case ("list", _): return list
            case ("index", .index(let index)): return index
            case ("index", .range(let from, _)): return from
            case ("to", .range(_, let to)): return to
            default: return nil
            }
        case .askForInput(let prompt, _, let defaultAnswer):
            if slot == "prompt" { return prompt }
            return slot == "default" ? defaultAnswer : nil
        case .getVariable: return nil
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
            case .repeatCount: ["count"]
            case .repeatEach: ["items"]
            case .menu: ["prompt"]
            case .setVariable, .addToVariable: ["value"]
            case .getItem: ["index", "to", "list"]
            case .askForInput: ["prompt", "default"]
            case .getVariable: []
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
        case .repeatCount(_, let body):
            guard slot == "count" else { return nil }
            copy.kind = .repeatCount(count: required, body: body)
        case .repeatEach(_, let body):
            guard slot == "items" else { return nil }
            copy.kind = .repeatEach(items: required, body: body)
        case .menu(_, let items):
            guard slot == "prompt" else { return nil }
            copy.kind = .menu(prompt: value, items: items)
        case .setVariable(let name, _):
            guard slot == "value" else { return nil }
            copy.kind = .setVariable(name: name, value: required)
        case .addToVariable(let name, _):
            guard slot == "value" else { return nil }
            copy.kind = .addToVariable(name: name, value: required)
        case .getItem(let list, let item):
            switch (slot, item) {
            case ("list", _): copy.kind = .getItem(list: required, item: item)
            case ("index", .index): copy.kind = .getItem(list: list, item: .index(required))
            case ("index", .range(_, let to)): copy.kind = .getItem(list: list, item: .range(from: required, to: to))
            case ("to", .range(let from, _)): copy.kind = .getItem(list: list, item: .range(from: from, to: required))
            default: return nil
            }
        case .askForInput(let prompt, let type, let defaultAnswer):
            switch slot {
            case "prompt": copy.kind = .askForInput(prompt: required, type: type, defaultAnswer: defaultAnswer)
            case "default": copy.kind = .askForInput(prompt: prompt, type: type, defaultAnswer: value)
            default: return nil
            }
        case .getVariable:
            return nil
        case .builtIn(var call):
            guard let member = call.descriptor?.member(slot), case .value = member.kind else { return nil }
            let stored = member.isOptional ? value : required
            call.arguments[member.slot] = stored.map(BuiltInArgument.value)
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
        case (.getItem(_, let item), "item"): ItemChoice(item).rawValue
        case (.askForInput(_, let type, _), "type"): type.rawValue
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
        case (.getItem(let list, let item), "item"):
            guard let choice = ItemChoice(rawValue: option) else { return nil }
            copy.kind = .getItem(list: list, item: choice.specifier(keeping: item))
        case (.askForInput(let prompt, _, let defaultAnswer), "type"):
            guard let type = InputType(rawValue: option) else { return nil }
            copy.kind = .askForInput(prompt: prompt, type: type, defaultAnswer: defaultAnswer)
        case (.builtIn(var call), _):
            guard let member = call.descriptor?.member(slot) else { return nil }
            if member.kind == .shortcut, UUID(uuidString: option) != nil {
                // A shortcut is chosen by id and written as one (not a choice of a fixed few).
                call.arguments[member.slot] = .text(option)
            } else {
                guard case .choice(let options) = member.kind, options.contains(where: { $0.id == option }) else {
                    return nil
                }
                call.arguments[member.slot] = .choice(option)
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
        case (.setVariable(let name, _), "name"), (.addToVariable(let name, _), "name"),
            (.getVariable(let name), "name"):
            name
        case (.builtIn(let call), _): call.text(slot)
        default: nil
        }
    }

    /// The action with a plain-text slot set; `nil` if it has no such slot.
    static func settingText(_ text: String, slot: SlotID, in action: Action) -> Action? {
        var copy = action
        switch (action.kind, slot) {
        case (.setVariable(_, let value), "name"): copy.kind = .setVariable(name: text, value: value)
        case (.addToVariable(_, let value), "name"): copy.kind = .addToVariable(name: text, value: value)
        case (.getVariable, "name"): copy.kind = .getVariable(name: text)
        case (.builtIn(var call), _):
            guard let member = call.descriptor?.member(slot), member.kind == .text else { return nil }
            call.arguments[member.slot] = .text(text)
            copy.kind = .builtIn(call)
        default: return nil
        }
        return copy
    }
}

/// Get Item from List's choices, as the `item` slot offers them.
enum ItemChoice: String, CaseIterable {
    case first, last, random, index, range

    init(_ item: ItemSpecifier) {
        switch item {
        case .first: self = .first
        case .last: self = .last
        case .random: self = .random
        case .index: self = .index
        case .range: self = .range
        }
    }

    var title: String {
        switch self {
        case .first: "First Item"
        case .last: "Last Item"
        case .random: "Random Item"
        case .index: "Item at Index"
        case .range: "Items in Range"
        }
    }

    /// The specifier for this choice, keeping the indices already typed where they still apply.
    func specifier(keeping old: ItemSpecifier) -> ItemSpecifier {
        let start: Value =
            switch old {
            case .index(let i): i
            case .range(let from, _): from
            default: .number(1)
            }
        switch self {
        case .first: return .first
        case .last: return .last
        case .random: return .random
        case .index: return .index(start)
        case .range:
            if case .range = old { return old }
            return .range(from: start, to: .number(2))
        }
    }
}
